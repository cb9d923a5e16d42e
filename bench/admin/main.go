// Command admin measures the admin area on a large site (issue 19): it
// seeds USERS users, LEDGER ledger rows and GENERATIONS generations spread
// over a year into a fresh database (SQLite, or a new PostgreSQL schema),
// starts the built binary on it, signs in as the seeded admin and times
// user searches and the overview's 7, 30 and 90 days, printing p50 and p95
// as the server answered them on 127.0.0.1.
//
//	go run ./bench/admin -bin bin/texelforge -engine sqlite
//	go run ./bench/admin -bin bin/texelforge -engine postgres
//
// Not part of CI.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	mathrand "math/rand/v2"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/texelforge/texelforge/bench/internal/benchserver"
	"github.com/texelforge/texelforge/internal/store"
)

func main() {
	bin := flag.String("bin", "bin/texelforge", "the server binary")
	engine := flag.String("engine", "sqlite", "sqlite or postgres")
	pgURL := flag.String("postgres", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable", "PostgreSQL to make a schema in")
	users := flag.Int("users", 100_000, "users to seed")
	ledger := flag.Int("ledger", 1_000_000, "ledger rows to seed")
	generations := flag.Int("generations", 200_000, "generations to seed")
	runs := flag.Int("runs", 200, "timed requests of each kind")
	flag.Parse()

	dbURL, cleanup := benchserver.Database(*engine, *pgURL)
	defer cleanup()
	srv := benchserver.Start(*bin, dbURL, nil, func() {
		began := time.Now()
		seed(dbURL, *engine, *users, *ledger, *generations)
		fmt.Printf("%s: seeded %d users, %d ledger rows, %d generations in %s\n", *engine, *users, *ledger, *generations,
			time.Since(began).Round(time.Second))
	})
	defer srv.Process.Kill()

	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar}
	body := fmt.Sprintf(`{"email":%q,"password":%q}`, srv.Admin[0], srv.Admin[1])
	req, _ := http.NewRequest("POST", srv.URL+"/api/login", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Origin", srv.URL)
	resp, err := client.Do(req)
	benchserver.Check(err)
	resp.Body.Close()
	if resp.StatusCode != 200 {
		log.Fatalf("admin sign-in: %d", resp.StatusCode)
	}

	get := func(path string) time.Duration {
		began := time.Now()
		resp, err := client.Get(srv.URL + path)
		benchserver.Check(err)
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		took := time.Since(began)
		var out struct{ Success bool }
		if resp.StatusCode != 200 || json.Unmarshal(raw, &out) != nil || !out.Success {
			log.Fatalf("%s: %d %.200s", path, resp.StatusCode, raw)
		}
		return took
	}
	report := func(name string, took []time.Duration) {
		slices.Sort(took)
		p := func(q float64) time.Duration { return took[int(q*float64(len(took)-1))].Round(10 * time.Microsecond) }
		fmt.Printf("%s %-34s p50 %8s  p95 %8s  max %8s  (%d requests)\n", *engine, name, p(0.5), p(0.95), took[len(took)-1].Round(10*time.Microsecond), len(took))
	}

	for _, days := range []int{90, 30, 7} {
		cold := get(fmt.Sprintf("/api/admin/stats?days=%d", days))
		fmt.Printf("%s overview %d days, first request (counts and keeps the ended days): %s\n", *engine, days, cold.Round(time.Millisecond))
	}
	for _, days := range []int{7, 30, 90} {
		var took []time.Duration
		for range *runs {
			took = append(took, get(fmt.Sprintf("/api/admin/stats?days=%d", days)))
		}
		report(fmt.Sprintf("overview, %d days", days), took)
	}
	var search, pages []time.Duration
	for range *runs {
		q := fmt.Sprintf("user%d", mathrand.IntN(*users))
		search = append(search, get("/api/admin/users?q="+url.QueryEscape(q[:min(len(q), 4+mathrand.IntN(4))])))
	}
	report("user search (q=user + digits)", search)
	for range *runs {
		q := fmt.Sprintf("%d@", mathrand.IntN(*users))
		pages = append(pages, get("/api/admin/users?q="+url.QueryEscape(q)))
	}
	report("user search (q=digits@, rare)", pages)
	var newest []time.Duration
	for range *runs {
		newest = append(newest, get("/api/admin/users"))
	}
	report("user list, newest first", newest)
}

// seed writes the rows in bulk with the engine's own series generator.
func seed(dbURL, engine string, users, ledger, generations int) {
	ctx := context.Background()
	db, err := store.Open(ctx, dbURL)
	benchserver.Check(err)
	defer db.Close()
	series := func(n int) string {
		if engine == "postgres" {
			return fmt.Sprintf("generate_series(1, %d) AS s(i)", n)
		}
		return fmt.Sprintf("(WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < %d) SELECT i FROM s) s", n)
	}
	// A year back from now, spread evenly: row i at i/n of the year.
	at := func(n int) string {
		if engine == "postgres" {
			return fmt.Sprintf("now() - interval '365 days' * (1 - i::float8 / %d)", n)
		}
		return fmt.Sprintf("strftime('%%Y-%%m-%%d %%H:%%M:%%f+00:00', 'now', printf('-%%f days', 365.0 * (1 - i * 1.0 / %d)))", n)
	}
	exec := func(query string) {
		if _, err := db.SQL.ExecContext(ctx, query); err != nil {
			log.Fatalf("seed: %v\n%s", err, query)
		}
	}
	exec(fmt.Sprintf(`INSERT INTO users (username, email, created_at, updated_at)
		SELECT 'user' || i, 'user' || i || '@example.com', %s, %s FROM %s`, at(users), at(users), series(users)))
	// The seeded accounts come first; the bench's users follow them.
	var first int64
	benchserver.Check(db.SQL.QueryRowContext(ctx, `SELECT min(id) FROM users WHERE username LIKE 'user%'`).Scan(&first))
	exec(fmt.Sprintf(`INSERT INTO generations (id, user_id, state, prompt, kind, size, seed, engine, spec, created_at, updated_at)
		SELECT 'bench' || i, %d + (i * 7919) %% %d, CASE WHEN i %% 20 = 0 THEN 'failed' ELSE 'done' END, 'stone', 'block', 16, i,
		'builtin', '{}', %s, %s FROM %s`, first, users, at(generations), at(generations), series(generations)))
	exec(fmt.Sprintf(`INSERT INTO credit_transactions (user_id, type, plan_delta, purchased_delta, description, created_at)
		SELECT %d + (i * 1009) %% %d, CASE WHEN i %% 10 = 0 THEN 'plan_grant' ELSE 'generation' END,
		CASE WHEN i %% 10 = 0 THEN 30 ELSE -1 END, 0, 'bench', %s FROM %s`, first, users, at(ledger), series(ledger)))
	// As autovacuum leaves a table in use: statistics fresh, and the rows
	// inserted since the trigram (GIN) indexes were made moved out of their
	// pending list, which every search would otherwise read through.
	if engine == "postgres" {
		exec("VACUUM ANALYZE")
	} else {
		exec("ANALYZE")
	}
}
