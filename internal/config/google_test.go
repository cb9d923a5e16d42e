package config

import (
	"log/slog"
	"strings"
	"testing"
)

func TestGoogleIsOffByDefault(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.GoogleEnabled() || c.GoogleIssuer != "https://accounts.google.com" {
		t.Fatalf("got %+v", c)
	}
}

func TestLoadGoogle(t *testing.T) {
	c, err := Load(env(map[string]string{
		"TEXELFORGE_GOOGLE_CLIENT_ID":     "id.apps.googleusercontent.com",
		"TEXELFORGE_GOOGLE_CLIENT_SECRET": "s3cret-value",
		"TEXELFORGE_GOOGLE_ISSUER":        "http://127.0.0.1:8090/oidc/",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if !c.GoogleEnabled() || c.GoogleIssuer != "http://127.0.0.1:8090/oidc" {
		t.Fatalf("got %+v", c)
	}
	var b strings.Builder
	slog.New(slog.NewTextHandler(&b, nil)).Info("config", "config", c)
	if strings.Contains(b.String(), "s3cret-value") || !strings.Contains(b.String(), "google_client_secret=REDACTED") ||
		!strings.Contains(b.String(), "google_client_id=id.apps.googleusercontent.com") {
		t.Fatalf("log line %s", b.String())
	}
}

func TestLoadRejectsHalfAGoogleSetup(t *testing.T) {
	for _, kv := range []map[string]string{
		{"TEXELFORGE_GOOGLE_CLIENT_ID": "id"},
		{"TEXELFORGE_GOOGLE_CLIENT_SECRET": "secret"},
	} {
		if _, err := Load(env(kv)); err == nil || !strings.Contains(err.Error(), "TEXELFORGE_GOOGLE_CLIENT_ID and TEXELFORGE_GOOGLE_CLIENT_SECRET") {
			t.Errorf("%v: %v", kv, err)
		}
	}
	for _, issuer := range []string{"accounts.google.com", "ftp://x", "https://x/?a=b"} {
		_, err := Load(env(map[string]string{"TEXELFORGE_GOOGLE_ISSUER": issuer}))
		if err == nil || !strings.Contains(err.Error(), "TEXELFORGE_GOOGLE_ISSUER") {
			t.Errorf("issuer %q: %v", issuer, err)
		}
	}
}
