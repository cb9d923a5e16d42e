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
	if c.MaxBodyBytes != 1<<20 || c.ShutdownTimeout != 15*time.Second || c.SecureCookies() ||
		c.StudioEngine != "builtin" || c.GenerateWorkers != 4 || c.MaxTextures != 1000 {
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
		"TEXELFORGE_GENERATE_WORKERS": "0",
		"TEXELFORGE_BLOB_URL":         "/var/blobs",
		"TEXELFORGE_METRICS_ADDR":     "9090",
		"TEXELFORGE_REDIS_URL":        "localhost:6379",
	}))
	if err == nil {
		t.Fatal("want an error")
	}
	for _, name := range []string{"TEXELFORGE_ADDR", "TEXELFORGE_DATABASE_URL", "TEXELFORGE_BASE_URL",
		"TEXELFORGE_LOG_LEVEL", "TEXELFORGE_LOG_FORMAT", "TEXELFORGE_MAX_BODY_BYTES", "TEXELFORGE_SHUTDOWN_TIMEOUT",
		"TEXELFORGE_GENERATE_WORKERS", "TEXELFORGE_BLOB_URL", "TEXELFORGE_METRICS_ADDR", "TEXELFORGE_REDIS_URL"} {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("error does not name %s: %v", name, err)
		}
	}
}

func TestClusterSettings(t *testing.T) {
	c, err := Load(env(map[string]string{"TEXELFORGE_BLOB_URL": "s3://texelforge/prod", "TEXELFORGE_METRICS_ADDR": "127.0.0.1:9090",
		"TEXELFORGE_REDIS_URL": "redis://127.0.0.1:6379/0"}))
	if err != nil || c.BlobURL != "s3://texelforge/prod" || c.MetricsAddr != "127.0.0.1:9090" || c.RedisURL != "redis://127.0.0.1:6379/0" {
		t.Fatalf("%+v %v", c, err)
	}
}

func TestMaxSavedTextures(t *testing.T) {
	if c, err := Load(env(map[string]string{"TEXELFORGE_MAX_SAVED_TEXTURES": "25"})); err != nil || c.MaxTextures != 25 {
		t.Fatalf("25: %d %v", c.MaxTextures, err)
	}
	for _, bad := range []string{"0", "-3", "lots", "1000001"} {
		_, err := Load(env(map[string]string{"TEXELFORGE_MAX_SAVED_TEXTURES": bad}))
		if err == nil || !strings.Contains(err.Error(), "TEXELFORGE_MAX_SAVED_TEXTURES") {
			t.Errorf("%q: %v", bad, err)
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

func TestSMTPIsOffByDefaultWithAFromOfTheBaseURLHost(t *testing.T) {
	c, err := Load(env(map[string]string{"TEXELFORGE_BASE_URL": "https://texelforge.example"}))
	if err != nil {
		t.Fatal(err)
	}
	if c.SMTPHost != "" || c.SMTPPort != 587 || c.SMTPTLS != "starttls" || c.SMTPUsername != "" || c.SMTPPassword != "" {
		t.Fatalf("SMTP defaults = %+v", c)
	}
	if want := "Texelforge <no-reply@texelforge.example>"; c.SMTPFrom != want {
		t.Fatalf("SMTPFrom = %q, want %q", c.SMTPFrom, want)
	}
}

func TestLoadSMTP(t *testing.T) {
	c, err := Load(env(map[string]string{
		"TEXELFORGE_SMTP_HOST":     "smtp.example.com",
		"TEXELFORGE_SMTP_PORT":     "465",
		"TEXELFORGE_SMTP_USERNAME": "mailer",
		"TEXELFORGE_SMTP_PASSWORD": "s3cret-smtp",
		"TEXELFORGE_SMTP_FROM":     "Pixels <hello@texelforge.example>",
		"TEXELFORGE_SMTP_TLS":      "TLS",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.SMTPHost != "smtp.example.com" || c.SMTPPort != 465 || c.SMTPUsername != "mailer" ||
		c.SMTPPassword != "s3cret-smtp" || c.SMTPFrom != "Pixels <hello@texelforge.example>" || c.SMTPTLS != "tls" {
		t.Fatalf("got %+v", c)
	}
	s := c.LogValue().String()
	if strings.Contains(s, "s3cret-smtp") || !strings.Contains(s, "smtp_password=REDACTED") {
		t.Fatalf("log value must show the SMTP password as REDACTED: %s", s)
	}
	if !strings.Contains(s, "smtp_host=smtp.example.com") {
		t.Fatalf("log value lacks the SMTP host: %s", s)
	}
}

func TestLoadRejectsBadSMTPValues(t *testing.T) {
	for name, tc := range map[string]struct {
		env  map[string]string
		want string
	}{
		"port not a number": {map[string]string{"TEXELFORGE_SMTP_PORT": "smtp"}, "TEXELFORGE_SMTP_PORT"},
		"port out of range": {map[string]string{"TEXELFORGE_SMTP_PORT": "70000"}, "TEXELFORGE_SMTP_PORT"},
		"port zero":         {map[string]string{"TEXELFORGE_SMTP_PORT": "0"}, "TEXELFORGE_SMTP_PORT"},
		"unknown tls mode":  {map[string]string{"TEXELFORGE_SMTP_TLS": "ssl"}, "TEXELFORGE_SMTP_TLS"},
		"host with port":    {map[string]string{"TEXELFORGE_SMTP_HOST": "smtp.example.com:25"}, "TEXELFORGE_SMTP_HOST"},
		"host is a url":     {map[string]string{"TEXELFORGE_SMTP_HOST": "smtp://smtp.example.com"}, "TEXELFORGE_SMTP_HOST"},
		"bad from":          {map[string]string{"TEXELFORGE_SMTP_FROM": "no-reply"}, "TEXELFORGE_SMTP_FROM"},
		"password without username": {map[string]string{"TEXELFORGE_SMTP_HOST": "smtp.example.com",
			"TEXELFORGE_SMTP_PASSWORD": "s3cret-smtp"}, "TEXELFORGE_SMTP_USERNAME"},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := Load(env(tc.env))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error = %v, want one naming %s", err, tc.want)
			}
			if strings.Contains(err.Error(), "s3cret-smtp") {
				t.Fatalf("error leaks the SMTP password: %v", err)
			}
		})
	}
}

func TestSettingsKey(t *testing.T) {
	const key = "MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=" // base64 of 32 bytes
	c, err := Load(env(map[string]string{"TEXELFORGE_SETTINGS_KEY": " " + key + "\n"}))
	if err != nil || string(c.SettingsKey) != "0123456789abcdef0123456789abcdef" {
		t.Fatalf("key %q: %v", c.SettingsKey, err)
	}
	s := c.LogValue().String()
	if strings.Contains(s, key) || strings.Contains(s, "0123456789abcdef") || !strings.Contains(s, "settings_key=REDACTED") {
		t.Fatalf("log value must show the settings key as REDACTED: %s", s)
	}
	if c, _ := Load(env(nil)); c.SettingsKey != nil || strings.Contains(c.LogValue().String(), "settings_key=REDACTED") {
		t.Fatalf("no key set: %q", c.SettingsKey)
	}
	for _, bad := range []string{"MDEyMzQ1Njc4OWFiY2RlZg==", "not base64 at all!", key + "AAAA"} {
		_, err := Load(env(map[string]string{"TEXELFORGE_SETTINGS_KEY": bad}))
		if err == nil || !strings.Contains(err.Error(), "TEXELFORGE_SETTINGS_KEY: is not the base64 of 32 bytes") ||
			strings.Contains(err.Error(), bad) {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
