package httpapi

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/reqid"
)

func TestPanicBecomesA500JSONAnswer(t *testing.T) {
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	h := withRecover(log, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { panic("boom") }))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
	if rec.Code != 500 || rec.Body.String() != "{\"success\":false,\"message\":\"Internal server error\"}\n" {
		t.Fatalf("got %d %q", rec.Code, rec.Body.String())
	}
	if !strings.Contains(logs.String(), "boom") || !strings.Contains(logs.String(), "stack=") {
		t.Fatalf("panic not logged with its stack: %s", logs.String())
	}
}

func TestAccessLogRecordsStatusAndRequestID(t *testing.T) {
	var logs strings.Builder
	log := slog.New(reqid.NewHandler(slog.NewTextHandler(&logs, nil))) // as the server's logger is
	h := withRequestID(withAccessLog(log, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusTeapot)
		_, _ = io.WriteString(w, "short")
	})))
	req := httptest.NewRequest("GET", "/x", nil)
	req.Header.Set("X-Request-ID", "req-42")
	h.ServeHTTP(httptest.NewRecorder(), req)
	for _, want := range []string{"status=418", "bytes=5", "request_id=req-42", "path=/x"} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("log lacks %s: %s", want, logs.String())
		}
	}
}

func TestGoogleFlowPagesDoNotIsolateThemselvesFromTheOpener(t *testing.T) {
	h := withSecurityHeaders(false, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	for path, want := range map[string]string{
		"/api/auth/google":          "unsafe-none",
		"/api/auth/google/callback": "unsafe-none",
		"/":                         "same-origin-allow-popups",
		"/api/user":                 "same-origin-allow-popups",
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if got := rec.Header().Get("Cross-Origin-Opener-Policy"); got != want {
			t.Errorf("%s: COOP %q, want %q", path, got, want)
		}
	}
}
