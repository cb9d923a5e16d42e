// Package metrics keeps the server's Prometheus metrics: requests by route and
// status, jobs and generations by kind, the database pool, the job queue and
// the listing cache. Each server has a registry of its own, served on
// TEXELFORGE_METRICS_ADDR, apart from the public site.
package metrics

import (
	"context"
	"database/sql"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/rivertype"
)

const namespace = "texelforge"

// Metrics is one server's registry and the collectors the code feeds. A nil
// *Metrics records nothing.
type Metrics struct {
	registry    *prometheus.Registry
	requests    *prometheus.CounterVec
	latency     *prometheus.HistogramVec
	jobs        *prometheus.HistogramVec
	generations *prometheus.HistogramVec
}

// New makes a registry with the Go runtime and process collectors and the
// server's own.
func New() *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: namespace, Name: "http_requests_total",
			Help: "HTTP requests answered, by route pattern, method and status."}, []string{"route", "method", "status"}),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: namespace, Name: "http_request_duration_seconds",
			Help:    "Time to answer an HTTP request, by route pattern and method.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}}, []string{"route", "method"}),
		jobs: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: namespace, Name: "job_duration_seconds",
			Help:    "Time to work a background job, by kind and outcome (ok or error).",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120}}, []string{"kind", "outcome"}),
		generations: prometheus.NewHistogramVec(prometheus.HistogramOpts{Namespace: namespace, Name: "generation_duration_seconds",
			Help:    "Time to draw one generation's textures, by engine and outcome (ok or error).",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60, 120}}, []string{"engine", "outcome"}),
	}
	m.registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.requests, m.latency, m.jobs, m.generations)
	return m
}

// Handler serves the registry in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{Registry: m.registry})
}

// Request records one answered request. route is the pattern that matched
// ("GET /api/textures/{id}"), or "unmatched": never the raw path, which
// would make a series per URL.
func (m *Metrics) Request(route, method string, status int, took time.Duration) {
	if m == nil {
		return
	}
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(route, method).Observe(took.Seconds())
}

// Generation records one generation's drawing.
func (m *Metrics) Generation(engine string, took time.Duration, err error) {
	if m == nil {
		return
	}
	m.generations.WithLabelValues(engine, outcome(err)).Observe(took.Seconds())
}

// JobMiddleware times every job the queue works.
func (m *Metrics) JobMiddleware() rivertype.WorkerMiddleware { return &jobTimer{m: m} }

type jobTimer struct {
	river.MiddlewareDefaults
	m *Metrics
}

func (t *jobTimer) Work(ctx context.Context, job *rivertype.JobRow, doInner func(context.Context) error) error {
	start := time.Now()
	err := doInner(ctx)
	t.m.jobs.WithLabelValues(job.Kind, outcome(err)).Observe(time.Since(start).Seconds())
	return err
}

// Database adds the pool statistics of db (connections open, in use, idle,
// waits) under the name given.
func (m *Metrics) Database(db *sql.DB, name string) {
	m.registry.MustRegister(collectors.NewDBStatsCollector(db, name))
}

// Gauge adds a value read at each scrape, such as the job queue's depth;
// labels are fixed (constant) labels.
func (m *Metrics) Gauge(name, help string, labels prometheus.Labels, read func() float64) {
	m.registry.MustRegister(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Namespace: namespace, Name: name, Help: help,
		ConstLabels: labels}, read))
}

// Gauges adds gauges of one name, one per value of label, that a single
// read gives at each scrape: one query for the job queue's every state.
// A value that read leaves out is 0; when read fails, every gauge is -1.
func (m *Metrics) Gauges(name, help, label string, values []string, read func() (map[string]float64, error)) {
	m.registry.MustRegister(&gaugeSet{desc: prometheus.NewDesc(prometheus.BuildFQName(namespace, "", name), help,
		[]string{label}, nil), values: values, read: read})
}

type gaugeSet struct {
	desc   *prometheus.Desc
	values []string
	read   func() (map[string]float64, error)
}

func (g *gaugeSet) Describe(ch chan<- *prometheus.Desc) { ch <- g.desc }

func (g *gaugeSet) Collect(ch chan<- prometheus.Metric) {
	read, err := g.read()
	for _, v := range g.values {
		value := read[v]
		if err != nil {
			value = -1
		}
		ch <- prometheus.MustNewConstMetric(g.desc, prometheus.GaugeValue, value, v)
	}
}

// Counter adds a running total read at each scrape, such as cache hits.
func (m *Metrics) Counter(name, help string, labels prometheus.Labels, read func() float64) {
	m.registry.MustRegister(prometheus.NewCounterFunc(prometheus.CounterOpts{Namespace: namespace, Name: name, Help: help,
		ConstLabels: labels}, read))
}

func outcome(err error) string {
	if err != nil {
		return "error"
	}
	return "ok"
}
