package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// Every admin route, including those added later, refuses anonymous callers
// (401) and signed-in users (403), and lets admins in.
func TestEveryAdminRouteChecksIsAdmin(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		srv, _ := mustServerWithClock(t, db)
		routes := srv.AdminRoutes()
		if !slices.Contains(routes, "PUT /api/showcase/{id}/featured") {
			t.Fatalf("featuring a showcase texture is not behind the admin check: %v", routes)
		}
		user := mustSignIn(t, db, "user1", false)
		admin := mustSignIn(t, db, "admin1", true)
		for _, pattern := range routes {
			method, path, _ := strings.Cut(pattern, " ")
			path = strings.NewReplacer("{id}", "999999", "{slug}", "x").Replace(path) // nothing real is changed
			for _, tc := range []struct {
				who    string
				cookie *http.Cookie
				want   func(int) bool
			}{
				{"anonymous", nil, func(s int) bool { return s == 401 }},
				{"user", user, func(s int) bool { return s == 403 }},
				{"admin", admin, func(s int) bool { return s != 401 && s != 403 }},
			} {
				req := httptest.NewRequest(method, baseURL+path, strings.NewReader("{}"))
				req.Header.Set("Content-Type", "application/json")
				if tc.cookie != nil {
					req.AddCookie(tc.cookie)
				}
				rec := httptest.NewRecorder()
				srv.ServeHTTP(rec, req)
				if !tc.want(rec.Code) {
					t.Errorf("%s as %s: status %d", pattern, tc.who, rec.Code)
				}
			}
		}
	})
}

func TestAdminReadsTheOutbox(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	srv, _ := mustServerWithClock(t, db)
	base := httptest.NewServer(srv)
	defer base.Close()
	b := newBrowser(t, base.URL)
	register(t, b, "moe", "moe@example.com")
	b.expect("POST", "/api/forgot-password", `{"email":"moe@example.com"}`, 200, "")
	admin := mustSignIn(t, db, "boss", true)
	req := httptest.NewRequest("GET", baseURL+"/api/admin/email?limit=10", nil)
	req.AddCookie(admin)
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"to":"moe@example.com"`) || !strings.Contains(rec.Body.String(), "Reset your Texelforge password") {
		t.Fatalf("outbox: %d %s", rec.Code, rec.Body.String())
	}
	req = httptest.NewRequest("GET", baseURL+"/api/admin/email?limit=0", nil)
	req.AddCookie(admin)
	rec = httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	if rec.Code != 400 {
		t.Fatalf("limit=0: %d", rec.Code)
	}
}

// The admin area's pages are the 404 page for anyone but an admin: the
// area does not show it exists.
func TestAdminPagesAreNotFoundForOthers(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	h := mustServer(t, db)
	admin := mustSignIn(t, db, "boss", true)
	user := mustSignIn(t, db, "alice", false)
	for _, path := range []string{"/admin", "/admin/users", "/admin/users/5", "/admin/settings"} {
		for name, cookie := range map[string]*http.Cookie{"a visitor": nil, "a user": user} {
			rec := texReq(t, h, "GET", path, "", cookie)
			if rec.Code != 404 || !strings.Contains(rec.Header().Get("Content-Type"), "text/html") {
				t.Errorf("%s on %s: %d %s", name, path, rec.Code, rec.Header().Get("Content-Type"))
			}
		}
		if rec := texReq(t, h, "GET", path, "", admin); rec.Code != 200 {
			t.Errorf("the admin on %s: %d", path, rec.Code)
		}
	}
}
