// Command showcase measures the community showcase at scale (issues 6 and
// 22). Its modes work on a database named like TEXELFORGE_DATABASE_URL:
//
//	go run ./bench/showcase seed -db sqlite:/tmp/s.db -rows 100000 -users 1000
//	go run ./bench/showcase time -db sqlite:/tmp/s.db -c 50 -duration 10s 'sort=popular' 'q=mossy'
//	go run ./bench/showcase mix -db sqlite:/tmp/s.db -c 50 -duration 20s [-rate 200]
//	go run ./bench/showcase mix -http http://127.0.0.1:8080 -c 50 -duration 20s
//
// seed fills an empty showcase with generated creators and shared textures
// (batched multi-row INSERTs, then ANALYZE), the way a year of sharing might.
// time runs each listing query (a URL query string, as GET /api/showcase
// takes it) through showcase.Service and the store in-process, from c
// goroutines for the duration, and prints queries per second and latency
// percentiles: the server-side cost of a listing, without HTTP or the load
// generator. Each query runs twice: "served", through the listing cache as
// the server runs it, and "database", without the cache (-database=false
// skips it): what every cache miss costs. -cpuprofile writes a CPU profile
// for go tool pprof. bench/showcase.sh runs both modes around an HTTP load test.
// mix sends a different random listing on every request (see mixCommand);
// bench/showcase-uncached.sh runs it on both engines.
package main

import (
	"context"
	"fmt"
	"os"
	"os/signal"
)

const usage = `usage: showcase seed -db URL [-rows N] [-users N] [-rand N]
       showcase time -db URL [-c N] [-duration D] [-goal D] [-database=false] [-cpuprofile FILE] QUERY...
       showcase mix (-db URL | -http URL) [-c N] [-duration D] [-goal D] [-rand N] [-slowest N]`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "showcase:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("%s", usage)
	}
	switch args[0] {
	case "seed":
		return seedCommand(ctx, args[1:], os.Stdout)
	case "time":
		return timeCommand(ctx, args[1:], os.Stdout)
	case "mix":
		return mixCommand(ctx, args[1:], os.Stdout)
	}
	return fmt.Errorf("unknown mode %q\n%s", args[0], usage)
}
