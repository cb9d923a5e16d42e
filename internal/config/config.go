// Package config reads Texelforge's settings from the environment, fills in
// defaults that run the demo, and validates them once at start.
package config

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"strconv"
	"strings"
	"time"
)

// Config is every setting the server reads. It is built once by Load and
// passed down; nothing reads the environment after start.
type Config struct {
	Addr            string        // TEXELFORGE_ADDR, default ":8080"
	DatabaseURL     string        // TEXELFORGE_DATABASE_URL, default "sqlite:data/texelforge.db"; postgres:// selects PostgreSQL
	BaseURL         string        // TEXELFORGE_BASE_URL, the public origin, default "http://localhost" + port
	LogLevel        slog.Level    // TEXELFORGE_LOG_LEVEL: debug, info, warn, error
	LogFormat       string        // TEXELFORGE_LOG_FORMAT: text or json
	MaxBodyBytes    int64         // TEXELFORGE_MAX_BODY_BYTES, default 1 MiB
	ShutdownTimeout time.Duration // TEXELFORGE_SHUTDOWN_TIMEOUT, default 15s
	AdminEmail      string        // TEXELFORGE_ADMIN_EMAIL: this account is made an admin by seed
}

// Load builds a Config from getenv and validates it.
func Load(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:            or(getenv("TEXELFORGE_ADDR"), ":8080"),
		DatabaseURL:     or(getenv("TEXELFORGE_DATABASE_URL"), "sqlite:data/texelforge.db"),
		BaseURL:         strings.TrimRight(getenv("TEXELFORGE_BASE_URL"), "/"),
		LogFormat:       or(getenv("TEXELFORGE_LOG_FORMAT"), "text"),
		MaxBodyBytes:    1 << 20,
		ShutdownTimeout: 15 * time.Second,
		AdminEmail:      strings.TrimSpace(getenv("TEXELFORGE_ADMIN_EMAIL")),
	}
	var errs []error
	if v := getenv("TEXELFORGE_LOG_LEVEL"); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			errs = append(errs, fmt.Errorf("TEXELFORGE_LOG_LEVEL: %q is not debug, info, warn or error", v))
		}
	}
	if v := getenv("TEXELFORGE_MAX_BODY_BYTES"); v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < 1024 {
			errs = append(errs, fmt.Errorf("TEXELFORGE_MAX_BODY_BYTES: %q is not a whole number of at least 1024", v))
		}
		c.MaxBodyBytes = n
	}
	if v := getenv("TEXELFORGE_SHUTDOWN_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			errs = append(errs, fmt.Errorf("TEXELFORGE_SHUTDOWN_TIMEOUT: %q is not a positive duration such as 15s", v))
		}
		c.ShutdownTimeout = d
	}
	if c.BaseURL == "" {
		c.BaseURL = "http://localhost" + portOf(c.Addr)
	}
	if err := c.Validate(); err != nil {
		errs = append(errs, err)
	}
	return c, errors.Join(errs...)
}

// Validate reports every setting that cannot work.
func (c Config) Validate() error {
	var errs []error
	if _, _, err := net.SplitHostPort(c.Addr); err != nil {
		errs = append(errs, fmt.Errorf("TEXELFORGE_ADDR: %q is not host:port (e.g. :8080)", c.Addr))
	}
	if !strings.HasPrefix(c.DatabaseURL, "sqlite:") && !strings.HasPrefix(c.DatabaseURL, "postgres://") &&
		!strings.HasPrefix(c.DatabaseURL, "postgresql://") {
		errs = append(errs, fmt.Errorf("TEXELFORGE_DATABASE_URL: must start with sqlite:, postgres:// or postgresql://"))
	}
	if u, err := url.Parse(c.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
		errs = append(errs, fmt.Errorf("TEXELFORGE_BASE_URL: %q is not an origin such as https://texelforge.example", c.BaseURL))
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		errs = append(errs, fmt.Errorf("TEXELFORGE_LOG_FORMAT: %q is not text or json", c.LogFormat))
	}
	if c.AdminEmail != "" && !strings.Contains(c.AdminEmail, "@") {
		errs = append(errs, fmt.Errorf("TEXELFORGE_ADMIN_EMAIL: %q is not an email address", c.AdminEmail))
	}
	return errors.Join(errs...)
}

// SecureCookies reports whether cookies must carry the Secure flag.
func (c Config) SecureCookies() bool { return strings.HasPrefix(c.BaseURL, "https://") }

// LogValue lists the settings for the start-up log line, with secrets redacted.
func (c Config) LogValue() slog.Value {
	return slog.GroupValue(
		slog.String("addr", c.Addr),
		slog.String("database_url", Redact(c.DatabaseURL)),
		slog.String("base_url", c.BaseURL),
		slog.String("log_level", c.LogLevel.String()),
		slog.String("log_format", c.LogFormat),
		slog.Int64("max_body_bytes", c.MaxBodyBytes),
		slog.Duration("shutdown_timeout", c.ShutdownTimeout),
		slog.String("admin_email", c.AdminEmail),
	)
}

// Redact hides the password in a database URL.
func Redact(databaseURL string) string {
	u, err := url.Parse(databaseURL)
	if err != nil || u.User == nil {
		return databaseURL
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "REDACTED")
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "REDACTED")
		u.RawQuery = q.Encode()
	}
	return u.String()
}

func or(v, fallback string) string {
	if v = strings.TrimSpace(v); v != "" {
		return v
	}
	return fallback
}

func portOf(addr string) string {
	_, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" || port == "0" || port == "80" {
		return ""
	}
	return ":" + port
}
