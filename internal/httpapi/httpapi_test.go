package httpapi_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/analytics"
	"github.com/texelforge/texelforge/internal/audit"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/blob"
	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/newsletter"
	"github.com/texelforge/texelforge/internal/pages"
	"github.com/texelforge/texelforge/internal/pages/pagestest"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/stats"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
	"github.com/texelforge/texelforge/internal/textures"
	"github.com/texelforge/texelforge/web"
)

const baseURL = "http://texelforge.test"

// testApp stands in for the built web app.
var testApp = pagestest.App()

// clock is a settable time source for tests.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time { return c.now }

// mustServer returns the whole HTTP server over db, with the real services
// (mail goes to the outbox) and a clock the test may move.
func mustServer(t *testing.T, db *store.DB) http.Handler {
	t.Helper()
	h, _ := mustServerWithClock(t, db)
	return h
}

func mustServerWithClock(t testing.TB, db *store.DB, options ...func(*httpapi.Deps)) (*httpapi.Server, *clock) {
	t.Helper()
	table, err := pages.Load(web.RoutesJSON, web.FAQJSON)
	if err != nil {
		t.Fatal(err)
	}
	c := &clock{now: time.Now().UTC()}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	billingSvc := &billing.Service{Store: db, Now: c.Now, PlansTTL: billing.PlansCacheTTL} // as the server runs
	if _, err := billingSvc.EnsureDefaults(context.Background()); err != nil {
		t.Fatal(err)
	}
	mailer := newMailer(db, c.Now, logger)
	blobs := blob.Dir{Root: t.TempDir()}
	listings := showcase.NewListCache(showcase.ListCacheTTL, showcase.ListCacheEntries) // as the server runs
	shared := &showcase.Service{Store: db, Now: c.Now, Cache: listings}
	ledger := &credits.Service{Store: db, Now: c.Now}
	siteContent := &content.Service{Store: db, Now: c.Now, Blobs: blobs, Engines: []string{"builtin"}}
	list := &newsletter.Service{Store: db, Mailer: mailer, BaseURL: baseURL, Now: c.Now, SiteName: siteContent.SiteName}
	sales := &payments.Service{Store: db, Admin: db, Tx: db, Ledger: ledger, Billing: billingSvc, Now: c.Now,
		PackagesHidden: func(ctx context.Context) (bool, error) {
			s, err := siteContent.PublicSettings(ctx)
			return s.HideCreditPackagesSection, err
		}}
	sales.Provider = &payments.TestProvider{Service: sales}
	d := httpapi.Deps{
		Logger: logger,
		DB:     db,
		Accounts: &account.Service{Store: db, Now: c.Now, BaseURL: baseURL, Mailer: mailer, Newsletter: list,
			Files: blobs, Deleting: sales.AccountDeleting, Deleted: shared.AccountDeleted,
			RegistrationOpen: siteContent.RegistrationOpen, SiteName: siteContent.SiteName, Logger: logger},
		Mail:       mailer,
		Newsletter: list,
		Avatars:    &account.AvatarService{Store: db, Blobs: blobs},
		Blobs:      blobs,
		Billing:    billingSvc,
		Credits:    ledger,
		Content:    siteContent,
		Payments:   sales,
		Audit:      &audit.Service{Store: db, Now: c.Now},
		Stats:      &stats.Service{Store: db, Now: c.Now},
		Blog:       blog.NewService(blog.Service{Store: db, Now: c.Now, Blobs: blobs, Embed: blog.ShowcaseEmbed(shared)}),
		Textures:   &textures.Service{Store: db, Now: c.Now},
		Showcase:   shared,
		Analytics:  &analytics.Service{Store: db, Now: c.Now, Route: func(p string) (string, bool) { r, ok := table.Match(p); return r.Path, ok }},
		Pages:      table, App: testApp, BaseURL: baseURL, MaxBodyBytes: 1024, Limits: httpapi.DefaultLimits(),
	}
	for _, o := range options {
		o(&d)
	}
	h, err := httpapi.New(d)
	if err != nil {
		t.Fatal(err)
	}
	return h, c
}

// mustSignIn stores a session for a new user and returns its cookie.
func mustSignIn(t *testing.T, db *store.DB, username string, admin bool) *http.Cookie {
	t.Helper()
	u, err := db.InsertUser(context.Background(), account.NewUser{Username: username, Email: username + "@example.com", IsAdmin: admin})
	if err != nil {
		t.Fatal(err)
	}
	return mustSessionFor(t, db, u.ID)
}

// mustSessionFor stores a new session of the user and returns its cookie.
func mustSessionFor(t *testing.T, db *store.DB, userID int64) *http.Cookie {
	t.Helper()
	token := fmt.Sprintf("token-of-%d-%d", userID, time.Now().UnixNano())
	now := db.Now()
	if err := db.InsertSession(context.Background(), account.Session{UserID: userID, TokenHash: account.HashToken(token),
		CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	return &http.Cookie{Name: httpapi.SessionCookie, Value: token}
}

type scenario struct {
	name       string
	method     string
	path       string
	body       string
	header     map[string]string
	signedIn   bool
	wantStatus int
	wantBody   []string
	wantHeader map[string]string
	notBody    []string
}

func (sc scenario) run(t *testing.T, h http.Handler, cookie *http.Cookie) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(sc.method, baseURL+sc.path, strings.NewReader(sc.body))
	if sc.body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range sc.header {
		req.Header.Set(k, v)
	}
	if sc.signedIn {
		req.AddCookie(cookie)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	body := rec.Body.String()
	if rec.Code != sc.wantStatus {
		t.Fatalf("status %d, want %d; body %s", rec.Code, sc.wantStatus, body)
	}
	for _, want := range sc.wantBody {
		if !strings.Contains(body, want) {
			t.Errorf("body lacks %q:\n%s", want, body)
		}
	}
	for _, not := range sc.notBody {
		if strings.Contains(body, not) {
			t.Errorf("body has %q:\n%s", not, body)
		}
	}
	for k, want := range sc.wantHeader {
		if got := rec.Header().Get(k); got != want {
			t.Errorf("header %s = %q, want %q", k, got, want)
		}
	}
	return rec
}

func TestAPI(t *testing.T) {
	jsonType := map[string]string{"Content-Type": "application/json; charset=utf-8"}
	scenarios := []scenario{
		{name: "health", method: "GET", path: "/healthz", wantStatus: 200, wantBody: []string{`"status":"ok"`}},
		{name: "ready", method: "GET", path: "/readyz", wantStatus: 200, wantBody: []string{`"status":"ready"`}},
		{name: "current user signed out", method: "GET", path: "/api/user", wantStatus: 401,
			wantBody: []string{`{"success":false,"message":"Not authenticated"}`}, wantHeader: map[string]string{"Cache-Control": "no-store"}},
		{name: "current user signed in", method: "GET", path: "/api/user", signedIn: true, wantStatus: 200,
			wantBody: []string{`"success":true`, `"username":"alex"`, `"isAdmin":false`, `"avatarUrl":null`}, notBody: []string{"password"}},
		{name: "current user with a forged cookie", method: "GET", path: "/api/user", header: map[string]string{"Cookie": httpapi.SessionCookie + "=forged"},
			wantStatus: 401},
		{name: "logo", method: "GET", path: "/api/site-settings/logo", wantStatus: 200, wantBody: []string{`{"success":true,"logoUrl":""}`}, wantHeader: jsonType},
		{name: "unknown API path", method: "GET", path: "/api/nope", wantStatus: 404, wantBody: []string{`{"success":false,"message":"Not found"}`}, wantHeader: jsonType},
		{name: "API root", method: "GET", path: "/api/", wantStatus: 404, wantHeader: jsonType},
		{name: "unknown nested API path", method: "POST", path: "/api/user/nope/deeper", body: `{}`, wantStatus: 404, wantHeader: jsonType},
		{name: "wrong method", method: "POST", path: "/api/user", body: `{}`, wantStatus: 405,
			wantBody: []string{`"message":"Method not allowed"`}, wantHeader: map[string]string{"Allow": "GET, DELETE", "Content-Type": jsonType["Content-Type"]}},
		{name: "wrong method on a POST route", method: "GET", path: "/api/analytics/page-view", wantStatus: 405, wantHeader: map[string]string{"Allow": "POST"}},
		{name: "malformed JSON", method: "POST", path: "/api/analytics/page-view", body: `{"path": "/"`, wantStatus: 400,
			wantBody: []string{`"message":"Malformed JSON in request body"`}},
		{name: "two JSON values", method: "POST", path: "/api/analytics/page-view", body: `{"path":"/"}{"path":"/"}`, wantStatus: 400},
		{name: "JSON without its content type", method: "POST", path: "/api/analytics/page-view", body: `{"path":"/"}`,
			header: map[string]string{"Content-Type": "text/plain"}, wantStatus: 400, wantBody: []string{"Content-Type must be application/json"}},
		{name: "body over the limit", method: "POST", path: "/api/analytics/page-view", body: `{"path":"` + strings.Repeat("x", 2000) + `"}`,
			wantStatus: 413, wantBody: []string{`"message":"Request body too large"`}},
		{name: "page view of an unknown path", method: "POST", path: "/api/analytics/page-view", body: `{"path":"/wp-admin"}`,
			wantStatus: 400, wantBody: []string{"Unknown page path"}},
		{name: "cross-site POST", method: "POST", path: "/api/analytics/page-view", body: `{"path":"/"}`,
			header: map[string]string{"Sec-Fetch-Site": "cross-site"}, wantStatus: 403, wantBody: []string{"Cross-origin request refused"}},
		{name: "POST from another origin", method: "POST", path: "/api/analytics/page-view", body: `{"path":"/"}`,
			header: map[string]string{"Origin": "https://evil.example"}, wantStatus: 403, wantHeader: jsonType},
		{name: "home page", method: "GET", path: "/", wantStatus: 200,
			wantBody: []string{"<title>Texelforge | AI Minecraft-style texture generator</title>", `<link rel="canonical" href="http://texelforge.test/" />`,
				`"@type":"Organization"`, `"@type":"WebSite"`, `"urlTemplate":"http://texelforge.test/texture-studio?prompt={search_term_string}"`,
				`http://texelforge.test/logo-512.png`},
			wantHeader: map[string]string{"Cache-Control": "no-cache", "Content-Type": "text/html; charset=utf-8"}},
		{name: "legal page", method: "GET", path: "/privacy", wantStatus: 200, wantBody: []string{"<title>Privacy Policy | Texelforge</title>"},
			notBody: []string{"noindex"}},
		{name: "the page of an emailed link is not indexed", method: "GET", path: "/verify-email?token=abc", wantStatus: 200,
			wantBody: []string{`<meta name="robots" content="noindex" />`}},
		{name: "unknown page", method: "GET", path: "/no/such/page", wantStatus: 404,
			wantBody: []string{"<title>Page Not Found | Texelforge</title>", `<meta name="robots" content="noindex" />`, `<div id="root">`}},
		{name: "HEAD of a page", method: "HEAD", path: "/terms", wantStatus: 200},
		{name: "the old studio path", method: "GET", path: "/studio?prompt=ruby%20sword", wantStatus: 301,
			wantHeader: map[string]string{"Location": "/texture-studio?prompt=ruby%20sword"}},
		{name: "the showcase page", method: "GET", path: "/showcase", wantStatus: 200, wantBody: []string{"<title>Community Showcase | Texelforge</title>"}},
		{name: "POST to a page", method: "POST", path: "/terms", body: `{}`, wantStatus: 405},
		{name: "asset as brotli", method: "GET", path: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "gzip, deflate, br"},
			wantStatus: 200, wantBody: []string{"BROTLI"},
			wantHeader: map[string]string{"Content-Encoding": "br", "Cache-Control": "public, max-age=31536000, immutable", "Vary": "Accept-Encoding", "Content-Type": "text/javascript; charset=utf-8"}},
		{name: "asset as gzip", method: "GET", path: "/assets/index-abc123.js", header: map[string]string{"Accept-Encoding": "gzip, br;q=0"},
			wantStatus: 200, wantBody: []string{"GZIP"}, wantHeader: map[string]string{"Content-Encoding": "gzip"}},
		{name: "asset uncompressed", method: "GET", path: "/assets/index-abc123.js", wantStatus: 200, wantBody: []string{"console.log"},
			wantHeader: map[string]string{"Content-Encoding": ""}},
		{name: "missing asset is not the app", method: "GET", path: "/assets/gone-123.js", wantStatus: 404, notBody: []string{`<div id="root">`}},
		{name: "root file", method: "GET", path: "/logo.svg", wantStatus: 200, wantHeader: map[string]string{"Cache-Control": "public, max-age=3600"}},
		{name: "hidden build file", method: "GET", path: "/.vite/manifest.json", wantStatus: 404},
		{name: "index.html is only served through routes", method: "GET", path: "/index.html", wantStatus: 404},
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		cookie := mustSignIn(t, db, "alex", false)
		for _, sc := range scenarios {
			t.Run(sc.name, func(t *testing.T) {
				rec := sc.run(t, h, cookie)
				for _, k := range []string{"Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "X-Request-Id"} {
					if rec.Header().Get(k) == "" {
						t.Errorf("missing header %s", k)
					}
				}
				if csp := rec.Header().Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || !strings.Contains(csp, "script-src 'self';") {
					t.Errorf("weak CSP %q", csp)
				}
			})
		}
		// Nothing above was a valid page view, so nothing was counted.
		views, err := db.PageViews(context.Background(), db.Now().Format(time.DateOnly))
		if err != nil || len(views) != 0 {
			t.Fatalf("bad requests wrote page views: %v, %v", views, err)
		}
		scenario{method: "POST", path: "/api/analytics/page-view", body: `{"path":"/privacy"}`, wantStatus: 200,
			header: map[string]string{"Origin": baseURL, "Sec-Fetch-Site": "same-origin"}}.run(t, h, cookie)
		views, err = db.PageViews(context.Background(), db.Now().Format(time.DateOnly))
		if err != nil || views["/privacy"] != 1 {
			t.Fatalf("page view not counted: %v, %v", views, err)
		}
	})
}

func TestRequestIDIsKeptOrMade(t *testing.T) {
	h := mustServer(t, storetest.MustOpen(t, store.SQLite))
	for in, keep := range map[string]bool{"abc-123": true, "bad id\n": false, "": false} {
		req := httptest.NewRequest("GET", "/healthz", nil)
		req.Header.Set("X-Request-ID", in)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		got := rec.Header().Get("X-Request-Id")
		if keep && got != in || !keep && (got == in || len(got) != 16) {
			t.Errorf("X-Request-ID %q became %q", in, got)
		}
	}
}

func mustURL(raw string) *url.URL {
	u, err := url.Parse(raw)
	if err != nil {
		panic(err)
	}
	return u
}
