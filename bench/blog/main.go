// Command blog measures how fast the server answers a blog post's page
// (issue 20): GET /blog/{slug} of a seeded post, rendered on the server, in
// requests per second as a ratio of the same binary's static-file rate
// (GET /logo.svg) in the same run, each for -for with -c clients on
// 127.0.0.1.
//
//	go run ./bench/blog -bin bin/texelforge
//
// Not part of CI.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/texelforge/texelforge/bench/internal/benchserver"
)

func main() {
	bin := flag.String("bin", "bin/texelforge", "the server binary")
	clients := flag.Int("c", 8, "concurrent clients")
	each := flag.Duration("for", 5*time.Second, "how long each path is loaded")
	flag.Parse()

	dbURL, cleanup := benchserver.Database("sqlite", "")
	defer cleanup()
	srv := benchserver.Start(*bin, dbURL, nil, nil)
	defer srv.Process.Kill()

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *clients}}
	resp, err := client.Get(srv.URL + "/api/blog/posts")
	benchserver.Check(err)
	var list struct{ Posts []struct{ Slug string } }
	benchserver.Check(json.NewDecoder(resp.Body).Decode(&list))
	resp.Body.Close()
	if len(list.Posts) == 0 {
		panic("the seed made no posts")
	}
	post := "/blog/" + list.Posts[0].Slug

	load := func(path string) float64 {
		var done atomic.Int64
		var wg sync.WaitGroup
		stop := time.Now().Add(*each)
		for range *clients {
			wg.Go(func() {
				for time.Now().Before(stop) {
					req, _ := http.NewRequest("GET", srv.URL+path, nil)
					req.Header.Set("Accept-Encoding", "gzip, br") // as a browser asks
					resp, err := client.Do(req)
					benchserver.Check(err)
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
					if resp.StatusCode != 200 {
						panic(fmt.Sprintf("%s: %d", path, resp.StatusCode))
					}
					done.Add(1)
				}
			})
		}
		wg.Wait()
		return float64(done.Load()) / each.Seconds()
	}
	load(post) // warm the render cache and the connections
	static := load("/logo.svg")
	page := load(post)
	fmt.Printf("static file /logo.svg   %8.0f requests/s\n", static)
	fmt.Printf("blog post %-14s %8.0f requests/s\n", "", page)
	fmt.Printf("ratio (post / static)   %8.2f  (%d clients, %s each)\n", page/static, *clients, *each)
}
