package main

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// The server takes its trusted proxies and rate-limit caps from the settings.
func TestServeLimitsByForwardedClientWithConfiguredCaps(t *testing.T) {
	base, logs, _, _ := startServe(t, "TEXELFORGE_TRUSTED_PROXIES=127.0.0.1", "TEXELFORGE_LIMIT_REGISTER_PER_HOUR=1")
	for i, step := range []struct {
		client string
		want   int
	}{{"198.51.100.1", 201}, {"198.51.100.1", 429}, {"198.51.100.2", 201}} {
		body := fmt.Sprintf(`{"username":"pupil%d","email":"pupil%d@example.com","password":"Blue-Anvil-42x"}`, i, i)
		req, _ := http.NewRequest("POST", base+"/api/register", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", "203.0.113.66, "+step.client)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != step.want {
			t.Fatalf("registration %d from %s: %d, want %d", i+1, step.client, resp.StatusCode, step.want)
		}
	}
	for _, want := range []string{"register_per_hour=1", "trusted_proxies=[127.0.0.1/32]", "remote=198.51.100.2"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("logs lack %s:\n%s", want, logs.String())
		}
	}
}
