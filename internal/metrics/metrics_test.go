package metrics

import (
	"errors"
	"io"
	"net/http/httptest"
	"strings"
	"testing"
)

// One scrape reads a gauge set once, and a failed read shows as -1.
func TestGaugesReadOncePerScrape(t *testing.T) {
	m := New()
	reads := 0
	var fail error
	m.Gauges("queue_jobs", "Jobs by state.", "state", []string{"available", "running", "scheduled"},
		func() (map[string]float64, error) {
			reads++
			return map[string]float64{"available": 3, "running": 1}, fail
		})
	scrape := func() string {
		rec := httptest.NewRecorder()
		m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
		body, _ := io.ReadAll(rec.Body)
		return string(body)
	}
	body := scrape()
	for _, want := range []string{`texelforge_queue_jobs{state="available"} 3`, `texelforge_queue_jobs{state="running"} 1`,
		`texelforge_queue_jobs{state="scheduled"} 0`} {
		if !strings.Contains(body, want) {
			t.Errorf("scrape lacks %s", want)
		}
	}
	if reads != 1 {
		t.Errorf("%d reads for one scrape, want 1", reads)
	}
	fail = errors.New("database down")
	if body := scrape(); !strings.Contains(body, `texelforge_queue_jobs{state="available"} -1`) {
		t.Errorf("a failed read: %s", body)
	}
}
