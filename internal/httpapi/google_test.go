package httpapi_test

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/oauth2-proxy/mockoidc"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/oidclogin/oidctest"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

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

		t.Run("closed registration says so to a new person, and still signs in an existing one", func(t *testing.T) {
			if err := db.UpsertSetting(ctx, "registrationOpen", "false", time.Now()); err != nil {
				t.Fatal(err)
			}
			defer func() {
				if err := db.UpsertSetting(ctx, "registrationOpen", "true", time.Now()); err != nil {
					t.Fatal(err)
				}
			}()
			before := countUsers(t, db)
			a.queue(oidctest.User{Subject: "g-late", Email: "late@example.com", EmailVerified: true, Name: "Late Comer"})
			b := a.newBrowser(t)
			resp, body := b.signInDesktop()
			b.wantPopupFailure(resp, body)
			if !strings.Contains(body, "Registration is closed") || !strings.Contains(body, "not taking new accounts") {
				t.Fatalf("the popup does not say registration is closed:\n%s", body)
			}
			a.queue(oidctest.User{Subject: "g-late", Email: "late@example.com", EmailVerified: true, Name: "Late Comer"})
			if resp, _ := b.get("/api/auth/google?mobile=true&returnUrl=%2Fdashboard"); resp.Request.URL.RequestURI() != "/auth?login=closed" {
				t.Fatalf("mobile ended at %s", resp.Request.URL)
			}
			if after := countUsers(t, db); after != before {
				t.Fatalf("users %d -> %d", before, after)
			}
			a.queue(oidctest.User{Subject: "g-jane", Email: "jane.doe@gmail.com", EmailVerified: true, Name: "Jane Doe"})
			known := a.newBrowser(t)
			known.wantPopupSuccess(known.signInDesktop())
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
