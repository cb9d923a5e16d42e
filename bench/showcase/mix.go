package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
)

// mixCommand times listings where every request asks something else: a
// random sort, search and filters, and now and then the next pages of the
// previous answer, as people scrolling do. -http sends them to a running
// server; without it they go through showcase.Service without its cache,
// so each one reads the database. Each client sends its next request when
// the previous one has answered; with -rate the clients together start one
// every 1/rate s instead (each waits for its own previous answer), and a
// latency counts from when its request was due, so a server that falls
// behind shows it.
func mixCommand(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("mix", flag.ContinueOnError)
	dbURL := fs.String("db", "", "database URL (sqlite:PATH or postgres://...), for in-process runs")
	base := fs.String("http", "", "a running server's base URL (http://127.0.0.1:PORT) instead of -db")
	clients := fs.Int("c", 50, "concurrent clients")
	duration := fs.Duration("duration", 20*time.Second, "how long the run lasts")
	goal := fs.Duration("goal", 50*time.Millisecond, "the p95 the run must stay within")
	rate := fs.Float64("rate", 0, "requests per second of all clients together (0: as fast as answered)")
	seed := fs.Uint64("rand", 1, "random seed of the queries")
	slowest := fs.Int("slowest", 10, "print this many of the slowest queries")
	profile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	stopProfile, err := startCPUProfile(*profile)
	if err != nil {
		return err
	}
	defer stopProfile()
	if (*dbURL == "") == (*base == "") || *clients < 1 {
		return fmt.Errorf("mix needs one of -db or -http, and -c of at least 1")
	}
	var list lister
	if *base != "" {
		list = httpLister{base: strings.TrimRight(*base, "/"), client: &http.Client{Timeout: 30 * time.Second,
			Transport: &http.Transport{MaxIdleConnsPerHost: *clients}}}
	} else {
		db, err := store.Open(ctx, *dbURL)
		if err != nil {
			return err
		}
		defer db.Close()
		list = serviceLister{&showcase.Service{Store: db, Now: db.Now}}
	}

	type call struct {
		query string
		took  time.Duration
	}
	var mu sync.Mutex
	var calls []call
	errs := map[string]int{}
	deadline := time.Now().Add(*duration)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range *clients {
		r := rand.New(rand.NewPCG(*seed, uint64(i)))
		wg.Go(func() {
			var mine []call
			failed := map[string]int{}
			next := ""
			var query string
			for k := 0; time.Now().Before(deadline) && ctx.Err() == nil; k++ {
				t0 := time.Now()
				if *rate > 0 { // this client's k-th request is due at start + (k*clients + i) / rate
					t0 = start.Add(time.Duration(float64(k**clients+i) / *rate * float64(time.Second)))
					if !t0.Before(deadline) {
						break
					}
					time.Sleep(time.Until(t0))
				}
				if next == "" || r.IntN(10) >= 3 { // 30% of the time, the next page
					query, next = randomQuery(r), ""
				}
				q := query
				if next != "" {
					q += "&cursor=" + next
				}
				n, err := list.list(ctx, q)
				if err != nil {
					failed[err.Error()]++
					next = ""
					continue
				}
				mine = append(mine, call{q, time.Since(t0)})
				next = n
			}
			mu.Lock()
			calls = append(calls, mine...)
			for k, v := range failed {
				errs[k] += v
			}
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	if len(calls) == 0 {
		return fmt.Errorf("no request finished: %v", errs)
	}
	slices.SortFunc(calls, func(a, b call) int { return int(a.took - b.took) })
	lat := make([]time.Duration, len(calls))
	distinct := map[string]bool{}
	for i, c := range calls {
		lat[i] = c.took
		distinct[c.query] = true
	}
	failures := 0
	for _, n := range errs {
		failures += n
	}
	p95 := percentile(lat, 0.95)
	verdict := "ok"
	if p95 > *goal || failures > 0 {
		verdict = "MISSED"
	}
	where := *base
	if where == "" {
		where = "in-process, no cache"
	}
	pace := "as fast as answered"
	if *rate > 0 {
		pace = fmt.Sprintf("%.0f/s offered", *rate)
	}
	fmt.Fprintf(out, "mixed listings (%s), %d clients x %v, %s: %d requests (%d distinct), %.0f/s\n",
		where, *clients, *duration, pace, len(calls), len(distinct), float64(len(calls))/elapsed.Seconds())
	fmt.Fprintf(out, "  p50 %.2f  p90 %.2f  p95 %.2f  p99 %.2f  max %.1f ms  errors %d  goal p95 <= %v: %s\n",
		ms(percentile(lat, 0.50)), ms(percentile(lat, 0.90)), ms(p95), ms(percentile(lat, 0.99)),
		ms(lat[len(lat)-1]), failures, *goal, verdict)
	for e, n := range errs {
		fmt.Fprintf(out, "  error x%d: %s\n", n, e)
	}
	// The same latencies by what was asked (calls is sorted, so each class is too).
	classes := map[string][]time.Duration{}
	var names []string
	for _, c := range calls {
		name := "filters only"
		if strings.Contains(c.query, "q=") {
			name = "search"
		}
		if strings.Contains(c.query, "cursor=") {
			name += ", next page"
		}
		if classes[name] == nil {
			names = append(names, name)
		}
		classes[name] = append(classes[name], c.took)
	}
	slices.Sort(names)
	for _, name := range names {
		l := classes[name]
		fmt.Fprintf(out, "  %-24s %6d requests  p50 %6.2f  p95 %6.2f  p99 %6.2f ms\n", name, len(l),
			ms(percentile(l, 0.50)), ms(percentile(l, 0.95)), ms(percentile(l, 0.99)))
	}
	if *slowest > 0 {
		fmt.Fprintf(out, "  slowest:\n")
		for _, c := range calls[max(0, len(calls)-*slowest):] {
			fmt.Fprintf(out, "    %7.1f ms  %s\n", ms(c.took), c.query)
		}
	}
	if verdict != "ok" {
		return fmt.Errorf("p95 %.1f ms, %d errors: goal missed", ms(p95), failures)
	}
	return nil
}

// lister answers one listing query string and returns the next page's cursor ("" on the last page).
type lister interface {
	list(ctx context.Context, query string) (next string, err error)
}

type serviceLister struct{ svc *showcase.Service }

func (l serviceLister) list(ctx context.Context, query string) (string, error) {
	q, err := parseQuery(query)
	if err != nil {
		return "", err
	}
	p, err := l.svc.List(ctx, q)
	if err != nil || p.Next == nil {
		return "", err
	}
	return p.Next.String(), nil
}

type httpLister struct {
	base   string
	client *http.Client
}

func (l httpLister) list(ctx context.Context, query string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, l.base+"/api/showcase?"+query, nil)
	if err != nil {
		return "", err
	}
	res, err := l.client.Do(req)
	if err != nil {
		return "", err
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		_, _ = io.Copy(io.Discard, res.Body)
		return "", fmt.Errorf("status %d", res.StatusCode)
	}
	var body struct {
		NextCursor *string `json:"nextCursor"`
	}
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil || body.NextCursor == nil {
		return "", err
	}
	return *body.NextCursor, nil
}

// searchVocabulary is every word the seeded showcase uses, and creators'
// name parts: a search picks from it, whole or as the prefix someone typing
// has reached.
var searchVocabulary = slices.Concat(adjectives, materials, blocks, items, flats, builds, palettes, themes,
	creatures)

// randomQuery is a listing query string: a sort, a search in about half
// of them, and filters in various combinations.
func randomQuery(r *rand.Rand) string {
	v := url.Values{}
	v.Set("sort", pick(r, []string{"popular", "newest", "oldest", "downloads", "featured"}))
	if r.IntN(100) < 55 {
		var words []string
		for range 1 + r.IntN(3)/2 { // one word, or two a third of the time
			w := strings.Fields(pick(r, searchVocabulary))[0]
			switch n := r.IntN(100); {
			case n < 5: // a word no texture has
				w = fmt.Sprintf("%sqx%d", w[:1], r.IntN(1000))
			case n < 35: // a prefix, as typed so far
				w = w[:1+r.IntN(len(w))]
			}
			words = append(words, w)
		}
		v.Set("q", strings.Join(words, " "))
	}
	if n := r.IntN(4); n > 0 {
		v.Set("license", []string{"all", "free", "restricted"}[n-1])
	}
	if n := r.IntN(20); n < 9 {
		v.Set("kind", []string{"block", "item", "flat"}[n/3])
	}
	if n := r.IntN(10); n < 3 {
		v.Set("size", strconv.Itoa(16<<n))
	}
	if n := r.IntN(10); n < 2 {
		v.Set("featured", strconv.FormatBool(n == 0))
	}
	return v.Encode()
}
