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
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/oidclogin"
	"github.com/texelforge/texelforge/internal/oidclogin/oidctest"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
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

func TestGoogleSignIn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		a := mustGoogleApp(t, db)

		t.Run("a new person gets an account with a unique username from their name", func(t *testing.T) {
			if _, err := db.InsertUser(ctx, account.NewUser{Username: "Jane_Doe", Email: "other-jane@example.com"}); err != nil {
				t.Fatal(err)
			}
			a.queue(oidctest.User{Subject: "g-jane", Email: "jane.doe@gmail.com", EmailVerified: true, Name: "Jane Doe"})
			b := a.newBrowser(t)
			b.wantPopupSuccess(b.signInDesktop())

			start := b.hop("/api/auth/google")
			if start.StatusCode != http.StatusFound {
				t.Fatalf("start: %d", start.StatusCode)
			}
			auth, _ := start.Location()
			q := auth.Query()
			if auth.Path != mockoidc.AuthorizationEndpoint || q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" ||
				q.Get("nonce") == "" || q.Get("state") == "" || q.Get("redirect_uri") != a.url+httpapi.GoogleCallbackPath ||
				!strings.Contains(q.Get("scope"), "email") {
				t.Fatalf("authorization URL %s", auth)
			}
			flow := cookieNamed(start, "texelforge_google_flow")
			if flow == nil || !flow.HttpOnly || flow.SameSite != http.SameSiteLaxMode || flow.Path != "/api/auth/google" || flow.MaxAge != 600 {
				t.Fatalf("flow cookie %+v", flow)
			}
			cb := b.hop(httpapi.GoogleCallbackPath)
			if c := cookieNamed(cb, "texelforge_google_flow"); c == nil || c.MaxAge >= 0 {
				t.Errorf("the callback must clear the flow cookie, got %+v", c)
			}
			if c := cookieNamed(cb, httpapi.SessionCookie); c == nil || c.MaxAge != int(account.PersistentSessionTTL.Seconds()) || !c.HttpOnly {
				t.Errorf("session cookie %+v, want persistent", c)
			}

			if got := b.user(); got != "Jane_Doe2" {
				t.Fatalf("signed in as %q, want Jane_Doe2", got)
			}
			u, err := db.UserByEmail(ctx, "jane.doe@gmail.com")
			if err != nil || u.PlanSlug != "free" || u.IsAdmin {
				t.Fatalf("new user %+v, %v", u, err)
			}
			if hash, _ := db.PasswordHash(ctx, u.ID); hash != "" {
				t.Errorf("a Google account must have no password, got %q", hash)
			}
			if linked, err := db.UserByIdentity(ctx, "google", "g-jane"); err != nil || linked.ID != u.ID {
				t.Fatalf("identity not linked: %+v, %v", linked, err)
			}
		})

		t.Run("the second sign-in reuses the identity", func(t *testing.T) {
			before := countUsers(t, db)
			// A changed email at Google does not make another account.
			a.queue(oidctest.User{Subject: "g-jane", Email: "jane.new@gmail.com", EmailVerified: true, Name: "Jane D"})
			b := a.newBrowser(t)
			b.wantPopupSuccess(b.signInDesktop())
			if got := b.user(); got != "Jane_Doe2" {
				t.Fatalf("signed in as %q", got)
			}
			if after := countUsers(t, db); after != before {
				t.Fatalf("users %d -> %d", before, after)
			}
		})

		t.Run("an existing account is linked by verified email", func(t *testing.T) {
			hash, _ := account.HashPassword("Correct-Horse-9")
			alex, err := db.InsertUser(ctx, account.NewUser{Username: "alex", Email: "alex@example.com", PasswordHash: hash,
				EmailVerified: true})
			if err != nil {
				t.Fatal(err)
			}
			a.queue(oidctest.User{Subject: "g-alex", Email: "Alex@Example.com", EmailVerified: true, Name: "Somebody Else"})
			b := a.newBrowser(t)
			b.wantPopupSuccess(b.signInDesktop())
			if got := b.user(); got != "alex" {
				t.Fatalf("signed in as %q, want alex", got)
			}
			if linked, err := db.UserByIdentity(ctx, "google", "g-alex"); err != nil || linked.ID != alex.ID {
				t.Fatalf("identity not linked to alex: %+v, %v", linked, err)
			}
			if h, _ := db.PasswordHash(ctx, alex.ID); h != hash {
				t.Errorf("linking must keep the password")
			}
		})

		t.Run("an account registered with someone else's address goes to the address's owner", func(t *testing.T) {
			// A squatter registers the victim's address with a password and
			// stays signed in on two browsers.
			squatter, elsewhere := newBrowser(t, a.url), newBrowser(t, a.url)
			register(t, squatter, "squatter", "victim@example.com")
			elsewhere.expect("POST", "/api/login", `{"email":"victim@example.com","password":"`+goodPassword+`","rememberMe":true}`, 200, "")
			squatted, _ := db.UserByEmail(ctx, "victim@example.com")
			if squatted.EmailVerified || !squatted.HasPassword {
				t.Fatalf("the squatted account: %+v", squatted)
			}
			squatter.expect("POST", "/api/forgot-password", `{"email":"victim@example.com"}`, 200, "")
			openReset := resetLink(t, db, "victim@example.com")
			// The real owner signs in with Google, which vouches for the address.
			a.queue(oidctest.User{Subject: "g-victim", Email: "victim@example.com", EmailVerified: true, Name: "Victim"})
			owner := a.newBrowser(t)
			owner.wantPopupSuccess(owner.signInDesktop())
			if got := owner.user(); got != "squatter" {
				t.Fatalf("the owner is signed in as %q, want the account of the address", got)
			}
			// Every session of the squatter ended; the password is gone.
			squatter.expect("GET", "/api/user", "", 401, "")
			elsewhere.expect("GET", "/api/user", "", 401, "")
			newBrowser(t, a.url).expect("POST", "/api/login", `{"email":"victim@example.com","password":"`+goodPassword+`"}`,
				401, account.MsgInvalidCredentials)
			claimed, _ := db.UserByEmail(ctx, "victim@example.com")
			if !claimed.EmailVerified || claimed.HasPassword || claimed.ID != squatted.ID {
				t.Fatalf("after the owner's sign-in: %+v", claimed)
			}
			if linked, err := db.UserByIdentity(ctx, "google", "g-victim"); err != nil || linked.ID != squatted.ID {
				t.Fatalf("identity not linked: %+v, %v", linked, err)
			}
			// A reset link asked for before the hand-over no longer works.
			newBrowser(t, a.url).expect("POST", "/api/reset-password", `{"token":"`+openReset+`","password":"Taken-Back-2027"}`,
				400, account.MsgResetInvalid)
			if !strings.Contains(a.logs.String(), "went to the address's owner") {
				t.Errorf("the hand-over is not logged:\n%s", a.logs)
			}
		})

		t.Run("an unverified email is refused: not linked, no account made", func(t *testing.T) {
			bob, err := db.InsertUser(ctx, account.NewUser{Username: "bob", Email: "bob@example.com"})
			if err != nil {
				t.Fatal(err)
			}
			before := countUsers(t, db)
			for _, u := range []oidctest.User{
				{Subject: "g-mallory", Email: "bob@example.com", EmailVerified: false, Name: "Bob"},
				{Subject: "g-newbie", Email: "newbie@example.com", EmailVerified: false, Name: "Newbie"},
			} {
				a.queue(u)
				b := a.newBrowser(t)
				b.wantPopupFailure(b.signInDesktop())
				if got := b.user(); got != "" {
					t.Fatalf("%s signed in as %q", u.Subject, got)
				}
				if _, err := db.UserByIdentity(ctx, "google", u.Subject); apperr.KindOf(err) != apperr.NotFound {
					t.Fatalf("%s was linked: %v", u.Subject, err)
				}
			}
			if after := countUsers(t, db); after != before {
				t.Fatalf("users %d -> %d", before, after)
			}
			if _, err := db.UserByIdentity(ctx, "google", "g-mallory"); err == nil {
				t.Fatalf("bob (%d) was linked to an unverified Google account", bob.ID)
			}
			if !strings.Contains(a.logs.String(), "not verified") {
				t.Errorf("the refusal is not logged:\n%s", a.logs)
			}
		})

		t.Run("a callback whose state is not this browser's is refused", func(t *testing.T) {
			a.queue(oidctest.User{Subject: "g-state", Email: "state@example.com", EmailVerified: true})
			b := a.newBrowser(t)
			cb := b.stopAtCallback("/api/auth/google")
			q := cb.Query()
			q.Set("state", "attacker-state")
			cb.RawQuery = q.Encode()
			b.wantPopupFailure(b.get(cb.String()))
			if got := b.user(); got != "" {
				t.Fatalf("signed in as %q", got)
			}
			if !strings.Contains(a.logs.String(), "state does not match") {
				t.Errorf("the mismatch is not logged:\n%s", a.logs)
			}
		})

		t.Run("a callback in a browser that did not start the sign-in is refused (login CSRF)", func(t *testing.T) {
			a.queue(oidctest.User{Subject: "g-attacker", Email: "attacker@example.com", EmailVerified: true})
			cb := a.newBrowser(t).stopAtCallback("/api/auth/google")
			victim := a.newBrowser(t)
			victim.wantPopupFailure(victim.get(cb.String()))
			if got := victim.user(); got != "" {
				t.Fatalf("victim signed in as %q", got)
			}
		})

		t.Run("the provider's refusal (the person cancelled) fails cleanly", func(t *testing.T) {
			a.queue(oidctest.User{Subject: "g-cancel", Email: "cancel@example.com", EmailVerified: true})
			b := a.newBrowser(t)
			cb := b.stopAtCallback("/api/auth/google")
			cb.RawQuery = url.Values{"error": {"access_denied"}, "state": {cb.Query().Get("state")}}.Encode()
			b.wantPopupFailure(b.get(cb.String()))
			if got := b.user(); got != "" {
				t.Fatalf("signed in as %q", got)
			}
		})

		t.Run("an ID token with another sign-in's nonce is refused", func(t *testing.T) {
			a.forged.Store(true)
			defer a.forged.Store(false)
			a.queue(oidctest.User{Subject: "g-nonce", Email: "nonce@example.com", EmailVerified: true})
			b := a.newBrowser(t)
			b.wantPopupFailure(b.signInDesktop())
			if got := b.user(); got != "" {
				t.Fatalf("signed in as %q", got)
			}
			if !strings.Contains(a.logs.String(), "nonce does not match") {
				t.Errorf("the mismatch is not logged:\n%s", a.logs)
			}
		})

		t.Run("mobile returns to a path on this site", func(t *testing.T) {
			a.queue(oidctest.User{Subject: "g-mobile", Email: "mobile@example.com", EmailVerified: true, Name: "Mo"})
			b := a.newBrowser(t)
			resp, _ := b.get("/api/auth/google?mobile=true&returnUrl=" + url.QueryEscape("/showcase?sort=new"))
			if resp.Request.URL.Host != strings.TrimPrefix(a.url, "http://") || resp.Request.URL.RequestURI() != "/showcase?sort=new" {
				t.Fatalf("ended at %s", resp.Request.URL)
			}
			if loc := b.hop(httpapi.GoogleCallbackPath).Header.Get("Location"); loc != "/showcase?sort=new" {
				t.Fatalf("callback Location %q", loc)
			}
			// "Mo" is too short for a username: the email's local part is used.
			if got := b.user(); got != "mobile" {
				t.Fatalf("signed in as %q", got)
			}
		})

		t.Run("mobile never redirects off the site", func(t *testing.T) {
			for evil, want := range map[string]string{
				"https://evil.example": "/", "//evil.example": "/", `/\evil.example`: "/", "/\t/evil.example": "/",
				"/\r\nSet-Cookie:x=y": "/", "javascript:alert(1)": "/", "evil.example": "/", "": "/",
				"http:/evil.example": "/", "/ok/../..//evil.example": "/evil.example", // cleaned to a path here
				"/%0d%0aSet-Cookie:x=y": "/%0d%0aSet-Cookie:x=y", // still encoded: only a path
			} {
				a.queue(oidctest.User{Subject: "g-evil", Email: "evil@example.com", EmailVerified: true})
				b := a.newBrowser(t)
				resp, _ := b.get("/api/auth/google?mobile=true&returnUrl=" + url.QueryEscape(evil))
				loc := b.hop(httpapi.GoogleCallbackPath).Header.Get("Location")
				if loc != want || resp.Request.URL.Host != strings.TrimPrefix(a.url, "http://") {
					t.Errorf("returnUrl %q: Location %q, ended at %s", evil, loc, resp.Request.URL)
				}
			}
		})

		t.Run("a failed mobile sign-in goes to /auth?login=error", func(t *testing.T) {
			a.queue(oidctest.User{Subject: "g-mobile-unverified", Email: "unverified@example.com", EmailVerified: false})
			b := a.newBrowser(t)
			resp, _ := b.get("/api/auth/google?mobile=true&returnUrl=%2Fdashboard")
			if resp.Request.URL.RequestURI() != "/auth?login=error" {
				t.Fatalf("ended at %s", resp.Request.URL)
			}
			if got := b.user(); got != "" {
				t.Fatalf("signed in as %q", got)
			}
		})
	})
}

func TestGoogleSignInIsOffWithoutConfiguration(t *testing.T) {
	h := mustServer(t, storetest.MustOpen(t, store.SQLite))
	for _, path := range []string{"/api/auth/google", "/api/auth/google?mobile=true&returnUrl=%2F", "/api/auth/google/callback?code=x&state=y"} {
		scenario{method: "GET", path: path, wantStatus: 404,
			wantBody:   []string{`{"success":false,"message":"Google sign-in is not configured"}`},
			wantHeader: map[string]string{"Content-Type": "application/json; charset=utf-8"}}.run(t, h, nil)
	}
	scenario{method: "GET", path: "/api/auth/providers", wantStatus: 200, wantBody: []string{`"google":false`}}.run(t, h, nil)
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
