package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/oauth2-proxy/mockoidc"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/oidclogin"
	"github.com/texelforge/texelforge/internal/oidclogin/oidctest"
	"github.com/texelforge/texelforge/internal/store"
)

// googleApp is the whole app behind a real listener, with Google sign-in
// pointed at a real OpenID Connect provider (mockoidc) started for the test.
type googleApp struct {
	t      *testing.T
	db     *store.DB
	url    string // the app's origin
	idp    *mockoidc.MockOIDC
	forged atomic.Bool // when set, the provider puts a forged nonce in the ID token
	logs   *lockedBuffer
}

// mustGoogleApp starts the provider and the app and stops both at cleanup.
func mustGoogleApp(t *testing.T, db *store.DB) *googleApp {
	t.Helper()
	a := &googleApp{t: t, db: db, logs: &lockedBuffer{}}
	idp, err := mockoidc.NewServer(nil)
	if err != nil {
		t.Fatal(err)
	}
	// An attacker replaying another sign-in's ID token shows up as a nonce
	// that is not this browser's: the provider is told a different one.
	if err := idp.AddMiddleware(func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if a.forged.Load() && r.URL.Path == mockoidc.AuthorizationEndpoint {
				q := r.URL.Query()
				q.Set("nonce", "forged-nonce")
				r.URL.RawQuery = q.Encode()
			}
			next.ServeHTTP(w, r)
		})
	}); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	if err := idp.Start(ln, nil); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = idp.Shutdown() })
	a.idp = idp

	srv := httptest.NewUnstartedServer(nil)
	a.url = "http://" + srv.Listener.Addr().String()
	client, err := oidclogin.New(context.Background(), oidclogin.Config{Issuer: idp.Issuer(), ClientID: idp.ClientID,
		ClientSecret: idp.ClientSecret, RedirectURL: a.url + httpapi.GoogleCallbackPath, Now: idp.Now})
	if err != nil {
		t.Fatal(err)
	}
	h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) {
		d.Google, d.GoogleEnabled = client, true
		d.Logger = slog.New(slog.NewTextHandler(a.logs, nil))
		d.Accounts.Logger = d.Logger
	})
	srv.Config.Handler = h
	srv.Start()
	t.Cleanup(srv.Close)
	return a
}

// queue makes u the person who signs in at the provider next.
func (a *googleApp) queue(u oidctest.User) { a.idp.QueueUser(u) }

// googleBrowser is a browser with its own cookie jar that follows redirects
// and remembers every response it got on the way.
type googleBrowser struct {
	t    *testing.T
	a    *googleApp
	c    *http.Client
	hops []*http.Response
}

func (a *googleApp) newBrowser(t *testing.T) *googleBrowser {
	jar, _ := cookiejar.New(nil)
	b := &googleBrowser{t: t, a: a}
	b.c = &http.Client{Jar: jar, Transport: roundTripFunc(func(r *http.Request) (*http.Response, error) {
		resp, err := http.DefaultTransport.RoundTrip(r)
		if err == nil {
			b.hops = append(b.hops, resp)
		}
		return resp, err
	})}
	return b
}

type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// get fetches rawURL (a path on the app, or a full URL), following
// redirects, and returns the last response with its body.
func (b *googleBrowser) get(rawURL string) (*http.Response, string) {
	b.t.Helper()
	if strings.HasPrefix(rawURL, "/") {
		rawURL = b.a.url + rawURL
	}
	b.hops = nil
	resp, err := b.c.Get(rawURL)
	if err != nil {
		b.t.Fatalf("GET %s: %v", rawURL, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp, string(body)
}

// hop returns the response to the request whose path was p.
func (b *googleBrowser) hop(p string) *http.Response {
	b.t.Helper()
	for _, h := range b.hops {
		if h.Request.URL.Path == p {
			return h
		}
	}
	b.t.Fatalf("no request to %s", p)
	return nil
}

// signInDesktop runs the popup flow and returns the page the popup ends on.
func (b *googleBrowser) signInDesktop() (*http.Response, string) {
	b.t.Helper()
	return b.get("/api/auth/google")
}

// user returns who GET /api/user says is signed in, or "" on 401.
func (b *googleBrowser) user() string {
	b.t.Helper()
	resp, body := b.get("/api/user")
	if resp.StatusCode == http.StatusUnauthorized {
		return ""
	}
	var out struct {
		User account.User `json:"user"`
	}
	if resp.StatusCode != http.StatusOK || json.Unmarshal([]byte(body), &out) != nil {
		b.t.Fatalf("GET /api/user: %d %s", resp.StatusCode, body)
	}
	return out.User.Username
}

// stopAtCallback starts a sign-in and stops where the provider sends the
// browser back, returning that callback URL unvisited.
func (b *googleBrowser) stopAtCallback(start string) *url.URL {
	b.t.Helper()
	b.c.CheckRedirect = func(r *http.Request, _ []*http.Request) error {
		if r.URL.Path == httpapi.GoogleCallbackPath {
			return http.ErrUseLastResponse
		}
		return nil
	}
	defer func() { b.c.CheckRedirect = nil }()
	resp, _ := b.get(start)
	loc, err := resp.Location()
	if resp.StatusCode != http.StatusFound || err != nil || loc.Path != httpapi.GoogleCallbackPath {
		b.t.Fatalf("the provider did not send the browser back: %d %v", resp.StatusCode, loc)
	}
	return loc
}

func (b *googleBrowser) wantPopupSuccess(resp *http.Response, body string) {
	t := b.t
	t.Helper()
	if resp.StatusCode != http.StatusOK || resp.Request.URL.Path != httpapi.GoogleCallbackPath ||
		!strings.Contains(body, `<script src="/auth-popup.js" defer></script>`) || !strings.Contains(body, "You are signed in") {
		t.Fatalf("popup page: %d at %s\n%s", resp.StatusCode, resp.Request.URL, body)
	}
	if strings.Contains(body, "<script>") || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src 'self'") {
		t.Fatalf("the popup page must run only this origin's script files")
	}
	if cc := resp.Header.Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control %q", cc)
	}
}

func (b *googleBrowser) wantPopupFailure(resp *http.Response, body string) {
	t := b.t
	t.Helper()
	if resp.StatusCode != http.StatusBadRequest || !strings.Contains(body, "Google sign-in failed") ||
		!strings.Contains(body, `<a href="/">`) || strings.Contains(body, "auth-popup.js") || strings.Contains(body, "oidclogin") {
		t.Fatalf("failure page: %d\n%s", resp.StatusCode, body)
	}
}

func cookieNamed(resp *http.Response, name string) *http.Cookie {
	for _, c := range resp.Cookies() {
		if c.Name == name {
			return c
		}
	}
	return nil
}

func countUsers(t *testing.T, db *store.DB) int {
	t.Helper()
	var n int
	if err := db.SQL.QueryRow(`SELECT count(*) FROM users`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// lockedBuffer collects log output written from the server's goroutines.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
