package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/ratelimit"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// BenchmarkLogin measures POST /api/login end to end on SQLite: the cost is
// the argon2id check. It reports the median (p50) and p90 latencies.
// Run: go test ./internal/httpapi -run '^$' -bench Login -benchtime 40x
func BenchmarkLogin(b *testing.B) {
	db := storetest.MustOpen(b, store.SQLite)
	srv, _ := mustServerWithClock(b, db, func(d *httpapi.Deps) {
		// The per-account limit would stop a benchmark, not measure it.
		d.Limits.LoginAccount = ratelimit.New(1_000_000, time.Minute)
		d.Limits.LoginIP = ratelimit.New(1_000_000, time.Minute)
	})
	ts := httptest.NewServer(srv)
	defer ts.Close()
	reg, err := http.Post(ts.URL+"/api/register", "application/json",
		strings.NewReader(`{"username":"bench","email":"bench@example.com","password":"`+goodPassword+`"}`))
	if err != nil || reg.StatusCode != 201 {
		b.Fatalf("register: %v %v", err, reg)
	}
	body := `{"email":"bench@example.com","password":"` + goodPassword + `"}`
	var latencies []time.Duration
	b.ResetTimer()
	for b.Loop() {
		req := httptest.NewRequest("POST", baseURL+"/api/login", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		start := time.Now()
		srv.ServeHTTP(rec, req)
		latencies = append(latencies, time.Since(start))
		if rec.Code != 200 {
			b.Fatalf("login: %d %s", rec.Code, rec.Body)
		}
	}
	slices.Sort(latencies)
	b.ReportMetric(float64(latencies[len(latencies)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(latencies[len(latencies)*9/10].Microseconds())/1000, "p90-ms")
}
