// Command analyze turns the cluster bench's raw records into the Markdown
// tables of its summary: k6's CSV output (one row per metric sample), the
// fault log run.sh writes, and the per-instance samples of /metrics and
// /proc.
//
//	go run ./bench/cluster/analyze routes  -csv k6.csv
//	go run ./bench/cluster/analyze faults  -csv k6.csv -events faults.log
//	go run ./bench/cluster/analyze rate    -csv k6.csv
//	go run ./bench/cluster/analyze instances -samples samples.log
//	go run ./bench/cluster/analyze count   -csv k6.csv -name generate_start -status 202
package main

import (
	"bufio"
	"cmp"
	"compress/gzip"
	"encoding/csv"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
)

func main() {
	log.SetFlags(0)
	if len(os.Args) < 2 {
		log.Fatal("usage: analyze routes|faults|rate|instances [flags]")
	}
	fs := flag.NewFlagSet(os.Args[1], flag.ExitOnError)
	csvPath := fs.String("csv", "", "k6 CSV output (may be .gz)")
	events := fs.String("events", "", "fault log: lines of UNIX_MS EVENT [DETAIL]")
	samples := fs.String("samples", "", "instance samples: lines of UNIX_MS INSTANCE REQUESTS_TOTAL RSS_KB HWM_KB [PID]")
	name := fs.String("name", "", "count: the route name")
	status := fs.Int("status", 200, "count: the status")
	_ = fs.Parse(os.Args[2:])

	var err error
	switch os.Args[1] {
	case "routes":
		err = routes(*csvPath)
	case "faults":
		err = faults(*csvPath, *events)
	case "rate":
		err = rate(*csvPath)
	case "instances":
		err = instances(*samples)
	case "count":
		err = count(*csvPath, *name, *status)
	default:
		err = fmt.Errorf("unknown command %q", os.Args[1])
	}
	if err != nil {
		log.Fatal(err)
	}
}

// sample is one finished HTTP request: k6's http_req_duration row.
type sample struct {
	at       float64 // seconds since the epoch, when the request ended
	ms       float64 // duration
	name     string  // the route name load.js tags it with
	status   int     // 0: no answer (connection refused, reset, timeout)
	expected bool    // the status was one load.js expected
}

func (s sample) serverError() bool { return s.status == 0 || s.status >= 500 }

// readRequests reads the http_req_duration rows of k6's CSV output.
func readRequests(path string) ([]sample, error) {
	if path == "" {
		return nil, errors.New("-csv is required")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = bufio.NewReaderSize(f, 1<<20)
	if strings.HasSuffix(path, ".gz") {
		gz, err := gzip.NewReader(r)
		if err != nil {
			return nil, err
		}
		r = gz
	}
	c := csv.NewReader(r)
	c.FieldsPerRecord = -1
	c.ReuseRecord = true
	head, err := c.Read()
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	col := map[string]int{}
	for i, h := range head {
		col[h] = i
	}
	for _, want := range []string{"metric_name", "timestamp", "metric_value", "name", "status", "expected_response"} {
		if _, ok := col[want]; !ok {
			return nil, fmt.Errorf("%s: no column %q", path, want)
		}
	}
	var out []sample
	for {
		rec, err := c.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
		if rec[col["metric_name"]] != "http_req_duration" {
			continue
		}
		at, _ := strconv.ParseFloat(rec[col["timestamp"]], 64)
		if at > 1e11 { // unix_milli
			at /= 1000
		}
		ms, _ := strconv.ParseFloat(rec[col["metric_value"]], 64)
		status, _ := strconv.Atoi(rec[col["status"]])
		out = append(out, sample{at: at, ms: ms, name: rec[col["name"]], status: status,
			expected: rec[col["expected_response"]] == "true"})
	}
	slices.SortFunc(out, func(a, b sample) int { return cmp.Compare(a.at, b.at) })
	return out, nil
}

func quantile(sorted []float64, q float64) float64 {
	if len(sorted) == 0 {
		return math.NaN()
	}
	i := int(math.Ceil(q*float64(len(sorted)))) - 1
	return sorted[max(0, min(len(sorted)-1, i))]
}

// routes prints per route: requests, unexpected answers, 5xx or none, and
// the duration's p50, p95 and max.
func routes(path string) error {
	reqs, err := readRequests(path)
	if err != nil {
		return err
	}
	if len(reqs) == 0 {
		return errors.New("no requests in the CSV")
	}
	type agg struct {
		n, failed, s5xx int
		ms              []float64
	}
	by := map[string]*agg{}
	total := &agg{}
	statuses := map[int]int{}
	for _, s := range reqs {
		a := by[s.name]
		if a == nil {
			a = &agg{}
			by[s.name] = a
		}
		for _, x := range []*agg{a, total} {
			x.n++
			x.ms = append(x.ms, s.ms)
			if !s.expected {
				x.failed++
			}
			if s.serverError() {
				x.s5xx++
			}
		}
		statuses[s.status]++
	}
	names := make([]string, 0, len(by))
	for n := range by {
		names = append(names, n)
	}
	slices.SortFunc(names, func(a, b string) int { return by[b].n - by[a].n })
	span := reqs[len(reqs)-1].at - reqs[0].at
	fmt.Println("| route | requests | unexpected status | 5xx or no answer | p50 ms | p95 ms | max ms |")
	fmt.Println("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
	row := func(name string, a *agg) {
		slices.Sort(a.ms)
		fmt.Printf("| %s | %d | %d | %d | %.1f | %.1f | %.0f |\n", name, a.n, a.failed, a.s5xx,
			quantile(a.ms, 0.5), quantile(a.ms, 0.95), a.ms[len(a.ms)-1])
	}
	for _, n := range names {
		row(n, by[n])
	}
	row("**all**", total)
	codes := make([]int, 0, len(statuses))
	for c := range statuses {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	var parts []string
	for _, c := range codes {
		label := strconv.Itoa(c)
		if c == 0 {
			label = "no answer"
		}
		parts = append(parts, fmt.Sprintf("%s: %d", label, statuses[c]))
	}
	fmt.Printf("\n%d requests in %.0f s (%.1f/s); statuses: %s\n", total.n, span, float64(total.n)/span,
		strings.Join(parts, ", "))
	return nil
}

// rate prints the requests per second of a run: requests over the span
// between the first and the last.
func rate(path string) error {
	reqs, err := readRequests(path)
	if err != nil {
		return err
	}
	if len(reqs) < 2 {
		return errors.New("fewer than 2 requests in the CSV")
	}
	bad := 0
	ms := make([]float64, 0, len(reqs))
	for _, s := range reqs {
		if !s.expected {
			bad++
		}
		ms = append(ms, s.ms)
	}
	slices.Sort(ms)
	span := reqs[len(reqs)-1].at - reqs[0].at
	fmt.Printf("%.1f %d %d %.1f\n", float64(len(reqs))/span, len(reqs), bad, quantile(ms, 0.95))
	return nil
}

// count prints how many requests to route name were answered status.
func count(path, name string, status int) error {
	reqs, err := readRequests(path)
	if err != nil {
		return err
	}
	n := 0
	for _, s := range reqs {
		if s.name == name && s.status == status {
			n++
		}
	}
	fmt.Println(n)
	return nil
}

// event is one line of the fault log.
type event struct {
	at     float64
	name   string
	detail string
}

func readEvents(path string) ([]event, error) {
	if path == "" {
		return nil, errors.New("-events is required")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []event
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 {
			continue
		}
		ms, err := strconv.ParseFloat(f[0], 64)
		if err != nil {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		out = append(out, event{at: ms / 1000, name: f[1], detail: strings.Join(f[2:], " ")})
	}
	return out, nil
}

// fault is one fault the bench injects: it starts at one event and is
// undone at another; its effects are looked for until the next fault.
type fault struct {
	what       string
	start, end string // event names
	affected   func(name string) bool
}

var allRoutes = func(string) bool { return true }

var faultKinds = []fault{
	{what: "kill -9 one instance, then start it again", start: "instance_killed", end: "instance_restarted",
		affected: allRoutes},
	{what: "PostgreSQL restart (pg_ctl restart -m fast)", start: "pg_restart_begin", end: "pg_restart_end",
		affected: allRoutes},
	{what: "object storage paused 10 s (SIGSTOP, SIGCONT)", start: "s3_paused", end: "s3_resumed",
		affected: func(n string) bool { return n == "media" || n == "avatar_upload" }},
}

// slack is how long before a fault's logged time its requests count: the
// event is logged just after the fault, and a request cut by it may end first.
const slack = 1.0

// faults prints one row per fault: the requests that failed from the fault
// until the next one (or 30 s after it was undone), when the last failure
// was, and when the affected routes answered well again.
func faults(csvPath, eventsPath string) error {
	reqs, err := readRequests(csvPath)
	if err != nil {
		return err
	}
	evs, err := readEvents(eventsPath)
	if err != nil {
		return err
	}
	find := func(name string) (event, bool) {
		for _, e := range evs {
			if e.name == name {
				return e, true
			}
		}
		return event{}, false
	}
	// window is fault i's start and end events and the time its effects are
	// looked for until: 30 s after it is undone, or the next fault's start.
	window := func(i int) (start, end event, until float64, ok bool) {
		if start, ok = find(faultKinds[i].start); !ok {
			return start, end, 0, false
		}
		if end, ok = find(faultKinds[i].end); !ok {
			end = start
		}
		until = end.at + 30
		for _, g := range faultKinds[i+1:] {
			if next, ok := find(g.start); ok && next.at < until {
				until = next.at
			}
		}
		return start, end, until, true
	}
	var t0 float64
	if e, ok := find("load_start"); ok {
		t0 = e.at
	}
	fmt.Println("| fault | at (s into the load) | undone at | failed requests (5xx / no answer / other) | routes that failed | last failure | affected routes OK again | max latency on affected routes |")
	fmt.Println("| --- | ---: | ---: | --- | --- | ---: | ---: | ---: |")
	for i, f := range faultKinds {
		start, end, until, ok := window(i)
		if !ok {
			fmt.Printf("| %s | not injected | | | | | | |\n", f.what)
			continue
		}
		var n5xx, nNone, nOther int
		failedRoutes := map[string]int{}
		lastFail := math.NaN()
		maxMs := 0.0
		for _, s := range reqs {
			// A request that ended after the fault began may have been
			// sent before it: both count as seeing the fault.
			if s.at < start.at-slack || s.at > until || !f.affected(s.name) {
				continue
			}
			maxMs = math.Max(maxMs, s.ms)
			if s.expected {
				continue
			}
			switch {
			case s.status == 0:
				nNone++
			case s.status >= 500:
				n5xx++
			default:
				nOther++
			}
			failedRoutes[s.name]++
			lastFail = s.at
		}
		recovered := "no failure"
		last := "-"
		if !math.IsNaN(lastFail) {
			last = fmt.Sprintf("%+.1f s", lastFail-start.at)
			recovered = "not within the window"
			for _, s := range reqs {
				if s.at > lastFail && f.affected(s.name) && s.expected {
					recovered = fmt.Sprintf("%+.1f s", s.at-start.at)
					break
				}
			}
		}
		type kv struct {
			k string
			v int
		}
		var top []kv
		for k, v := range failedRoutes {
			top = append(top, kv{k, v})
		}
		slices.SortFunc(top, func(a, b kv) int { return cmp.Or(b.v-a.v, strings.Compare(a.k, b.k)) }) // ties by name: the same data gives the same table
		var names []string
		for j, x := range top {
			if j == 5 {
				names = append(names, "...")
				break
			}
			names = append(names, fmt.Sprintf("%s %d", x.k, x.v))
		}
		what := f.what
		if start.detail != "" {
			what += " (" + start.detail + ")"
		}
		fmt.Printf("| %s | %.1f | %.1f | %d (%d / %d / %d) | %s | %s | %s | %.0f ms |\n", what, start.at-t0, end.at-t0,
			n5xx+nNone+nOther, n5xx, nNone, nOther, strings.Join(names, ", "), last, recovered, maxMs)
	}
	// Failures outside every fault's window say the server failed on its own.
	var outside []string
	for _, s := range reqs {
		if s.expected {
			continue
		}
		in := false
		for i := range faultKinds {
			start, _, until, ok := window(i)
			if !ok {
				continue
			}
			if s.at >= start.at-slack && s.at <= until {
				in = true
			}
		}
		if !in {
			outside = append(outside, fmt.Sprintf("%s %d at %.1f s", s.name, s.status, s.at-t0))
		}
	}
	fmt.Printf("\nFailed requests outside the fault windows: %d", len(outside))
	if len(outside) > 0 {
		fmt.Printf(" (first ones: %s)", strings.Join(outside[:min(8, len(outside))], "; "))
	}
	fmt.Println()
	return nil
}

// sampleRow is one line of the instance samples.
type sampleRow struct {
	at, total float64
	ok        bool // the scrape answered
	rss, hwm  int64
	pid       string // empty in samples written before the pid column
}

// restarted says whether a counter that fell below prev stays below it in
// the samples that follow (a restarted process), rather than coming back (a
// scrape cut short).
func restarted(rest []sampleRow, prev float64) bool {
	for _, r := range rest {
		if r.ok {
			return r.total < prev
		}
	}
	return true
}

// instances prints per instance the requests it answered during the samples
// (a counter that went down means the process was restarted: the new count
// adds on) and its peak RSS.
func instances(path string) error {
	if path == "" {
		return errors.New("-samples is required")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	rows := map[string][]sampleRow{}
	var order []string
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Fields(line)
		if len(f) < 5 {
			continue
		}
		var r sampleRow
		at, _ := strconv.ParseFloat(f[0], 64)
		r.at = at / 1000
		total, err := strconv.ParseFloat(f[2], 64)
		r.total, r.ok = total, err == nil
		r.rss, _ = strconv.ParseInt(f[3], 10, 64)
		r.hwm, _ = strconv.ParseInt(f[4], 10, 64)
		if len(f) > 5 {
			r.pid = f[5]
		}
		if _, seen := rows[f[1]]; !seen {
			order = append(order, f[1])
		}
		rows[f[1]] = append(rows[f[1]], r)
	}
	type inst struct {
		first, last, served float64
		hwm                 int64
	}
	by := map[string]*inst{}
	for _, name := range order {
		rs := rows[name]
		i := &inst{first: rs[0].at, last: rs[len(rs)-1].at}
		by[name] = i
		var prev sampleRow
		seen := false
		for k, r := range rs {
			i.hwm = max(i.hwm, r.hwm)
			if !r.ok {
				continue
			}
			if !seen {
				prev, seen = r, true
				continue
			}
			switch {
			case r.total >= prev.total && (r.pid == prev.pid || r.pid == ""):
				i.served += r.total - prev.total
			case r.pid != "" && r.pid != prev.pid:
				i.served += r.total // restarted: the new process counts from zero
			case r.pid == "" && restarted(rs[k+1:], prev.total):
				i.served += r.total
			default:
				continue // a cut-short scrape: skip it
			}
			prev = r
		}
	}
	fmt.Println("| instance | requests served | requests/s | peak RSS (VmHWM, MiB) |")
	fmt.Println("| --- | ---: | ---: | ---: |")
	var sum float64
	for _, name := range order {
		i := by[name]
		span := i.last - i.first
		sum += i.served
		fmt.Printf("| %s | %.0f | %.1f | %.0f |\n", name, i.served, i.served/math.Max(span, 1), float64(i.hwm)/1024)
	}
	fmt.Printf("| all | %.0f | | |\n", sum)
	return nil
}
