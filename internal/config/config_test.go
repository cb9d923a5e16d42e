package config

import (
	"strings"
	"testing"
	"time"
)

func env(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

func TestLoadDefaults(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":8080" || c.DatabaseURL != "sqlite:data/texelforge.db" || c.BaseURL != "http://localhost:8080" {
		t.Fatalf("defaults = %+v", c)
	}
	if c.MaxBodyBytes != 1<<20 || c.ShutdownTimeout != 15*time.Second || c.SecureCookies() {
		t.Fatalf("defaults = %+v", c)
	}
}

func TestLoadRejectsBadValues(t *testing.T) {
	_, err := Load(env(map[string]string{
		"TEXELFORGE_ADDR":             "8080",
		"TEXELFORGE_DATABASE_URL":     "mysql://x",
		"TEXELFORGE_BASE_URL":         "ftp://x",
		"TEXELFORGE_LOG_LEVEL":        "loud",
		"TEXELFORGE_LOG_FORMAT":       "xml",
		"TEXELFORGE_MAX_BODY_BYTES":   "12",
		"TEXELFORGE_SHUTDOWN_TIMEOUT": "soon",
	}))
	if err == nil {
		t.Fatal("want an error")
	}
	for _, name := range []string{"TEXELFORGE_ADDR", "TEXELFORGE_DATABASE_URL", "TEXELFORGE_BASE_URL",
		"TEXELFORGE_LOG_LEVEL", "TEXELFORGE_LOG_FORMAT", "TEXELFORGE_MAX_BODY_BYTES", "TEXELFORGE_SHUTDOWN_TIMEOUT"} {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
}

func TestHTTPSBaseURLMakesCookiesSecure(t *testing.T) {
	c, err := Load(env(map[string]string{"TEXELFORGE_BASE_URL": "https://texelforge.example/"}))
	if err != nil {
		t.Fatal(err)
	}
	if !c.SecureCookies() || c.BaseURL != "https://texelforge.example" {
		t.Fatalf("got %+v", c)
	}
}

func TestRedactHidesPasswords(t *testing.T) {
	for in, want := range map[string]string{
		"postgres://app:s3cret@db:5432/tf":            "postgres://app:REDACTED@db:5432/tf",
		"postgres://app@db/tf?password=s3cret":        "postgres://app@db/tf?password=REDACTED",
		"sqlite:data/texelforge.db":                   "sqlite:data/texelforge.db",
		"postgres://postgres@127.0.0.1:5432/test?x=1": "postgres://postgres@127.0.0.1:5432/test?x=1",
	} {
		if got := Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestLogValueRedacts(t *testing.T) {
	c, err := Load(env(map[string]string{"TEXELFORGE_DATABASE_URL": "postgres://u:hunter2@h/db"}))
	if err != nil {
		t.Fatal(err)
	}
	if s := c.LogValue().String(); strings.Contains(s, "hunter2") {
		t.Fatalf("log value leaks the password: %s", s)
	}
}
