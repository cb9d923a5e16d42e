package main

import (
	"context"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/oauth2-proxy/mockoidc"
)

// startServeWith runs the server with extra settings and waits until it is healthy.
func startServeWith(t *testing.T, extra map[string]string) (base string, logs *syncBuffer) {
	t.Helper()
	addr := freePort(t)
	env := map[string]string{
		"TEXELFORGE_ADDR":         addr,
		"TEXELFORGE_DATABASE_URL": "sqlite:" + filepath.Join(t.TempDir(), "serve.db"),
	}
	for k, v := range extra {
		env[k] = v
	}
	ctx, cancel := context.WithCancel(context.Background())
	logs = &syncBuffer{}
	done := make(chan error, 1)
	go func() { done <- run(ctx, nil, envFor(env), strings.NewReader(""), logs) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run: %v", err)
		}
	})
	base = "http://" + addr
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if resp, err := http.Get(base + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return base, logs
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("server not healthy:\n%s", logs.String())
		}
	}
}

func getBody(t *testing.T, c *http.Client, url string) (*http.Response, string) {
	t.Helper()
	resp, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func TestServeWithGoogle(t *testing.T) {
	m, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Shutdown() })
	base, logs := startServeWith(t, map[string]string{
		"TEXELFORGE_GOOGLE_ISSUER":        m.Issuer(),
		"TEXELFORGE_GOOGLE_CLIENT_ID":     m.ClientID,
		"TEXELFORGE_GOOGLE_CLIENT_SECRET": m.ClientSecret,
	})
	if _, body := getBody(t, http.DefaultClient, base+"/api/auth/providers"); !strings.Contains(body, `"google":true`) {
		t.Fatalf("providers: %s", body)
	}
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, _ := getBody(t, noFollow, base+"/api/auth/google")
	// The callback is on the public origin, TEXELFORGE_BASE_URL (here its default, http://localhost:PORT).
	loc, err := resp.Location()
	if resp.StatusCode != http.StatusFound || err != nil || !strings.HasPrefix(loc.String(), m.AuthorizationEndpoint()) ||
		loc.Query().Get("redirect_uri") != strings.Replace(base, "127.0.0.1", "localhost", 1)+"/api/auth/google/callback" {
		t.Fatalf("start: %d %v", resp.StatusCode, loc)
	}
	if l := logs.String(); strings.Contains(l, m.ClientSecret) || !strings.Contains(l, "Google sign-in is on") {
		t.Fatalf("logs:\n%s", l)
	}
}

// A provider that cannot be reached at start leaves Google off, not the site down.
func TestServeWithAnUnreachableGoogle(t *testing.T) {
	base, logs := startServeWith(t, map[string]string{
		"TEXELFORGE_GOOGLE_ISSUER":        "http://127.0.0.1:1/oidc",
		"TEXELFORGE_GOOGLE_CLIENT_ID":     "id",
		"TEXELFORGE_GOOGLE_CLIENT_SECRET": "secret",
	})
	if _, body := getBody(t, http.DefaultClient, base+"/api/auth/providers"); !strings.Contains(body, `"google":false`) {
		t.Fatalf("providers: %s", body)
	}
	if resp, _ := getBody(t, http.DefaultClient, base+"/api/auth/google"); resp.StatusCode != http.StatusNotFound {
		t.Fatalf("start: %d", resp.StatusCode)
	}
	if !strings.Contains(logs.String(), "level=ERROR msg=\"Google sign-in is off") {
		t.Fatalf("logs:\n%s", logs.String())
	}
}
