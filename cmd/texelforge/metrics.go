package main

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/metrics"
)

// newMetrics makes the server's metrics when TEXELFORGE_METRICS_ADDR asks for
// them: beside what requests, jobs and generations record as they happen,
// the database pools, the job queue's depth and the listing cache's hits,
// read at each scrape.
func newMetrics(a *app) *metrics.Metrics {
	if a.cfg.MetricsAddr == "" {
		return nil
	}
	m := metrics.New()
	m.Database(a.db.SQL, "app")
	if a.db.JobsSQL != a.db.SQL {
		m.Database(a.db.JobsSQL, "jobs")
	}
	pool := jobsPool(a.db)
	states := make([]string, len(jobs.QueueStates))
	for i, state := range jobs.QueueStates {
		states[i] = string(state)
	}
	m.Gauges("job_queue_jobs", "Jobs in the queue shared by every instance, by state.", "state", states,
		func() (map[string]float64, error) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
			defer cancel()
			depth, err := pool.Depth(ctx)
			if err != nil {
				a.log.Warn("metrics: job queue depth", "err", err)
				return nil, err
			}
			byState := map[string]float64{}
			for state, n := range depth {
				byState[string(state)] = float64(n)
			}
			return byState, nil
		})
	cache := a.showcase.Cache
	for _, c := range []struct {
		part, result string
		read         func() uint64
	}{
		{"pages", "hit", func() uint64 { return cache.Stats().PageHits }},
		{"pages", "miss", func() uint64 { return cache.Stats().PageMisses }},
	} {
		m.Counter("showcase_cache_reads_total", "Reads of the showcase listing cache, by part and result.",
			prometheus.Labels{"part": c.part, "result": c.result}, func() float64 { return float64(c.read()) })
	}
	return m
}
