package httpapi_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// A page view counts under its route's pattern, so made-up texture ids add
// no rows, and each address has a budget of views.
func TestPageViewsCountRoutesNotPaths(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		view := func(addr, path string) int {
			req := httptest.NewRequest("POST", baseURL+"/api/analytics/page-view", strings.NewReader(`{"path":"`+path+`"}`))
			req.Header.Set("Content-Type", "application/json")
			req.RemoteAddr = addr + ":4321"
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			return rec.Code
		}
		for _, path := range []string{"/showcase/1", "/showcase/2", "/showcase/not-a-number", "/", "/showcase"} {
			if code := view("203.0.113.7", path); code != 200 {
				t.Fatalf("%s: %d", path, code)
			}
		}
		views, err := db.PageViews(context.Background(), db.Now().UTC().Format(time.DateOnly))
		want := map[string]int64{"/showcase/:id": 3, "/": 1, "/showcase": 1}
		if diff := cmp.Diff(want, views); diff != "" || err != nil {
			t.Fatalf("rows (-want +got):\n%s %v", diff, err)
		}

		refused := 0
		for range 200 {
			if view("203.0.113.7", "/showcase/9") == 429 {
				refused++
			}
		}
		if refused < 70 {
			t.Fatalf("%d of 200 more views from one address refused", refused)
		}
		if code := view("198.51.100.9", "/"); code != 200 {
			t.Fatalf("another address: %d", code)
		}
	})
}
