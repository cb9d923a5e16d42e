package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"runtime/pprof"
	"slices"
	"strconv"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
)

func timeCommand(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("time", flag.ContinueOnError)
	dbURL := fs.String("db", "", "database URL (sqlite:PATH or postgres://...)")
	clients := fs.Int("c", 50, "concurrent callers")
	duration := fs.Duration("duration", 10*time.Second, "how long each query runs")
	goal := fs.Duration("goal", 20*time.Millisecond, "the p95 each query must stay within")
	database := fs.Bool("database", true, "also time each query without the listing cache (the database's cost)")
	profile := fs.String("cpuprofile", "", "write a CPU profile of the timed calls to this file")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *dbURL == "" || fs.NArg() == 0 || *clients < 1 {
		return fmt.Errorf("time needs -db and at least one query such as 'sort=popular'")
	}
	db, err := store.Open(ctx, *dbURL)
	if err != nil {
		return err
	}
	defer db.Close()
	stopProfile, err := startCPUProfile(*profile)
	if err != nil {
		return err
	}
	defer stopProfile()
	// served lists as the server does, through the listing cache; database
	// reads the store on every call, as a listing does when the cache misses.
	type path struct {
		name string
		svc  *showcase.Service
	}
	cache := showcase.NewListCache(showcase.ListCacheTTL, showcase.ListCacheEntries)
	paths := []path{{"served", &showcase.Service{Store: db, Now: db.Now, Cache: cache}}}
	if *database {
		paths = append(paths, path{"database", &showcase.Service{Store: db, Now: db.Now}})
	}
	missed, runs := 0, 0
	for _, raw := range fs.Args() {
		q, err := parseQuery(raw)
		if err != nil {
			return fmt.Errorf("%s: %w", raw, err)
		}
		for _, path := range paths {
			first, err := path.svc.List(ctx, q) // also warms the database's caches
			if err != nil {
				return fmt.Errorf("%s: %w", raw, err)
			}
			lat, errs, elapsed := hammer(ctx, path.svc, q, *clients, *duration)
			if len(lat) == 0 {
				return fmt.Errorf("%s: no query finished (%d errors)", raw, errs)
			}
			p95 := percentile(lat, 0.95)
			verdict := "ok"
			if runs++; p95 > *goal || errs > 0 {
				verdict, missed = "MISSED", missed+1
			}
			fmt.Fprintf(out, "%-24s %-8s matches %6d %8.0f q/s  p50 %6.2f  p95 %6.2f  p99 %6.2f  max %6.1f ms  errors %d  %s\n",
				raw, path.name, first.Total, float64(len(lat))/elapsed.Seconds(), ms(percentile(lat, 0.50)), ms(p95),
				ms(percentile(lat, 0.99)), ms(lat[len(lat)-1]), errs, verdict)
		}
	}
	fmt.Fprintf(out, "%d of %d runs within p95 <= %v\n", runs-missed, runs, *goal)
	return nil
}

// hammer runs q from clients goroutines until d has passed and returns the
// sorted latencies of the calls that succeeded, the failures and the time taken.
func hammer(ctx context.Context, svc *showcase.Service, q showcase.Query, clients int,
	d time.Duration) ([]time.Duration, int, time.Duration) {
	var mu sync.Mutex
	var all []time.Duration
	errs := 0
	start := time.Now()
	deadline := start.Add(d)
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			var lat []time.Duration
			failed := 0
			for time.Now().Before(deadline) && ctx.Err() == nil {
				t0 := time.Now()
				if _, err := svc.List(ctx, q); err != nil {
					failed++
					continue
				}
				lat = append(lat, time.Since(t0))
			}
			mu.Lock()
			all, errs = append(all, lat...), errs+failed
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	slices.Sort(all)
	return all, errs, elapsed
}

// parseQuery reads a listing query as GET /api/showcase takes it.
func parseQuery(raw string) (showcase.Query, error) {
	v, err := url.ParseQuery(raw)
	if err != nil {
		return showcase.Query{}, err
	}
	q := showcase.Query{Search: v.Get("q"), Sort: showcase.Sort(v.Get("sort")), Kind: spec.Kind(v.Get("kind"))}
	if l := v.Get("license"); l != "all" {
		q.License = showcase.License(l)
	}
	if f := v.Get("featured"); f != "" {
		b := f == "true"
		q.Featured = &b
	}
	for name, dst := range map[string]*int{"size": &q.Size, "limit": &q.Limit} {
		if s := v.Get(name); s != "" {
			if *dst, err = strconv.Atoi(s); err != nil {
				return q, fmt.Errorf("%s: %w", name, err)
			}
		}
	}
	q.After, err = showcase.ParseCursor(v.Get("cursor"))
	return q, err
}

// startCPUProfile writes a CPU profile to path until the returned stop is
// called; with no path it does nothing.
func startCPUProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
