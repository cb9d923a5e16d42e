package oidclogin_test

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/oauth2-proxy/mockoidc"

	"github.com/texelforge/texelforge/internal/oidclogin"
	"github.com/texelforge/texelforge/internal/oidclogin/oidctest"
)

const redirectURL = "http://texelforge.test/api/auth/google/callback"

func mustProvider(t *testing.T) *mockoidc.MockOIDC {
	t.Helper()
	m, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Shutdown() })
	return m
}

func mustClient(t *testing.T, m *mockoidc.MockOIDC, now func() time.Time) *oidclogin.Client {
	t.Helper()
	c, err := oidclogin.New(context.Background(), oidclogin.Config{Issuer: m.Issuer(), ClientID: m.ClientID,
		ClientSecret: m.ClientSecret, RedirectURL: redirectURL, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// authorize visits the provider as a browser would and returns the query it
// sends back to the callback.
func authorize(t *testing.T, c *oidclogin.Client, f oidclogin.Flow) url.Values {
	t.Helper()
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := noFollow.Get(c.AuthURL(f))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	loc, err := resp.Location()
	if err != nil || !strings.HasPrefix(loc.String(), redirectURL) {
		t.Fatalf("authorize answered %d %v", resp.StatusCode, loc)
	}
	return loc.Query()
}

func TestCallback(t *testing.T) {
	m := mustProvider(t)
	c := mustClient(t, m, m.Now)
	f := oidclogin.NewFlow()
	m.QueueUser(oidctest.User{Subject: "sub-1", Email: "Ada@Example.com", EmailVerified: true, Name: " Ada Lovelace "})
	id, err := c.Callback(context.Background(), f, authorize(t, c, f))
	if err != nil {
		t.Fatal(err)
	}
	if id != (oidclogin.Identity{Subject: "sub-1", Email: "Ada@Example.com", EmailVerified: true, Name: "Ada Lovelace"}) {
		t.Fatalf("identity %+v", id)
	}

	// A code is good once.
	q := authorize(t, c, f)
	if _, err := c.Callback(context.Background(), f, q); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Callback(context.Background(), f, q); err == nil {
		t.Fatal("a used code was accepted")
	}
}

func TestCallbackRefuses(t *testing.T) {
	m := mustProvider(t)
	ctx := context.Background()
	for name, tc := range map[string]struct {
		now    func() time.Time // the client's clock
		mangle func(q url.Values, f *oidclogin.Flow)
		want   error
	}{
		"another state":         {mangle: func(q url.Values, _ *oidclogin.Flow) { q.Set("state", "x") }, want: oidclogin.ErrStateMismatch},
		"no state":              {mangle: func(q url.Values, _ *oidclogin.Flow) { q.Del("state") }, want: oidclogin.ErrStateMismatch},
		"another nonce":         {mangle: func(_ url.Values, f *oidclogin.Flow) { f.Nonce = "other" }},
		"another PKCE verifier": {mangle: func(_ url.Values, f *oidclogin.Flow) { f.Verifier = strings.Repeat("v", 43) }},
		"a provider error":      {mangle: func(q url.Values, _ *oidclogin.Flow) { q.Set("error", "access_denied") }, want: oidclogin.ErrRefused},
		"no code":               {mangle: func(q url.Values, _ *oidclogin.Flow) { q.Del("code") }},
		"an expired ID token":   {now: func() time.Time { return time.Now().Add(time.Hour) }},
	} {
		t.Run(name, func(t *testing.T) {
			now := m.Now
			if tc.now != nil {
				now = tc.now
			}
			c := mustClient(t, m, now)
			f := oidclogin.NewFlow()
			m.QueueUser(oidctest.User{Subject: "sub-2", Email: "b@example.com", EmailVerified: true})
			q := authorize(t, c, f)
			if tc.mangle != nil {
				tc.mangle(q, &f)
			}
			_, err := c.Callback(ctx, f, q)
			if err == nil || tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if name == "another nonce" && !errors.Is(err, oidclogin.ErrNonceMismatch) {
				t.Fatalf("got %v", err)
			}
		})
	}
}

func TestNewFailsWithoutAProvider(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	_, err := oidclogin.New(ctx, oidclogin.Config{Issuer: "http://127.0.0.1:1/oidc", ClientID: "id", ClientSecret: "s", RedirectURL: redirectURL})
	if err == nil {
		t.Fatal("want an error")
	}
	if _, err := oidclogin.New(ctx, oidclogin.Config{Issuer: "http://127.0.0.1:1/oidc"}); err == nil {
		t.Fatal("want an error without client settings")
	}
}

func TestFlowsAreRandom(t *testing.T) {
	a, b := oidclogin.NewFlow(), oidclogin.NewFlow()
	// 26 base32 characters are 130 random bits; PKCE wants a verifier of 43 to 128.
	if a.State == b.State || a.Nonce == b.Nonce || a.Verifier == b.Verifier || len(a.State) < 26 || len(a.Nonce) < 26 ||
		len(a.Verifier) < 43 || len(a.Verifier) > 128 {
		t.Fatalf("flows %+v %+v", a, b)
	}
}
