package main

import (
	"net/http"
	"strings"
	"testing"
)

func TestMetricsAreServedOnTheirOwnAddress(t *testing.T) {
	metricsAddr := freePort(t)
	base, _, _, _ := startServe(t, "TEXELFORGE_METRICS_ADDR="+metricsAddr)
	for _, path := range []string{"/readyz", "/api/showcase", "/api/showcase", "/no-such-page"} {
		getBody(t, http.DefaultClient, base+path)
	}
	if resp, _ := getBody(t, http.DefaultClient, base+"/metrics"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET /metrics on the public address = %d, want 404", resp.StatusCode)
	}
	_, body := getBody(t, http.DefaultClient, "http://"+metricsAddr+"/metrics")
	for _, want := range []string{
		`texelforge_http_requests_total{method="GET",route="GET /readyz",status="200"} 1`,
		`texelforge_http_request_duration_seconds_count{method="GET",route="GET /api/showcase"} 2`,
		`texelforge_job_queue_jobs{state="available"}`,
		`texelforge_showcase_cache_reads_total{part="pages",result="hit"} 1`,
		`go_sql_open_connections{db_name="app"}`,
		`process_resident_memory_bytes`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if strings.Contains(body, `route="/no-such-page"`) {
		t.Error("a raw path became a route label")
	}
}
