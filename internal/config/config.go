// Package config reads Texelforge's settings from the environment, fills in
// defaults that run the demo, and validates them once at start.
package config

import (
	"cmp"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/mail"
	"net/netip"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/redis/go-redis/v9"
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
	AdminEmail      string        // TEXELFORGE_ADMIN_EMAIL: this account is made an admin at every start
	DataDir         string        // TEXELFORGE_DATA_DIR, default "data": uploaded files (avatars) live in DATA_DIR/blobs
	StudioEngine    string        // TEXELFORGE_STUDIO_ENGINE, default "builtin": the engine of the studio's generations until an admin picks another
	GenerateWorkers int           // TEXELFORGE_GENERATE_WORKERS, default 4: generations running at once (1-64)
	MaxTextures     int           // TEXELFORGE_MAX_SAVED_TEXTURES, default 1000: saved textures per account

	// BlobURL (TEXELFORGE_BLOB_URL) keeps uploaded files in an S3-compatible
	// store, s3://bucket/prefix, configured by the standard AWS_* variables;
	// empty keeps them in DATA_DIR/blobs.
	BlobURL string
	// MetricsAddr (TEXELFORGE_METRICS_ADDR, default none) serves /metrics in
	// the Prometheus format on an address of its own, host:port.
	MetricsAddr string
	// RedisURL (TEXELFORGE_REDIS_URL, default none) keeps the rate limits in
	// Redis, redis://host:port/db; without it they are kept in the database.
	RedisURL string

	// TrustedProxies (TEXELFORGE_TRUSTED_PROXIES, default none) are the
	// reverse proxies whose X-Forwarded-For or Forwarded headers name the client.
	TrustedProxies []netip.Prefix
	Limits         RateLimits  // TEXELFORGE_LIMIT_*, see limits.go
	ImageModels    ImageModels // TEXELFORGE_PROVIDER_*, TEXELFORGE_OPENAI_IMAGES_*, TEXELFORGE_SDWEBUI_*, see models.go

	// SMTP; without SMTPHost every email is only written to the outbox table.
	SMTPHost     string // TEXELFORGE_SMTP_HOST
	SMTPPort     int    // TEXELFORGE_SMTP_PORT, default 587
	SMTPUsername string // TEXELFORGE_SMTP_USERNAME: empty means no authentication
	SMTPPassword string // TEXELFORGE_SMTP_PASSWORD, a secret
	SMTPFrom     string // TEXELFORGE_SMTP_FROM, default "Texelforge <no-reply@HOST-OF-BASE-URL>"
	SMTPTLS      string // TEXELFORGE_SMTP_TLS: starttls (default), tls or none

	// Google sign-in (OpenID Connect) is on only when both the client id and
	// secret are set.
	GoogleClientID     string // TEXELFORGE_GOOGLE_CLIENT_ID
	GoogleClientSecret string // TEXELFORGE_GOOGLE_CLIENT_SECRET, a secret
	GoogleIssuer       string // TEXELFORGE_GOOGLE_ISSUER, default "https://accounts.google.com"

	// Payments are taken on Stripe only when both the secret key and the
	// webhook secret are set; otherwise the built-in test-mode checkout runs.
	StripeSecretKey     string // TEXELFORGE_STRIPE_SECRET_KEY, a secret
	StripeWebhookSecret string // TEXELFORGE_STRIPE_WEBHOOK_SECRET, a secret
	StripeAPIURL        string // TEXELFORGE_STRIPE_API_URL: another Stripe API (stripe-mock); default Stripe's

	// SettingsKey (TEXELFORGE_SETTINGS_KEY, the base64 of 32 bytes, a
	// secret) seals the secrets admins keep in the database (ADR 0020);
	// without it the server makes DATA_DIR/settings.key on first use.
	SettingsKey []byte
}

// Load builds a Config from getenv and validates it.
func Load(getenv func(string) string) (Config, error) {
	e := &envReader{getenv: getenv}
	c := Config{
		Addr:            e.str("TEXELFORGE_ADDR", ":8080"),
		DatabaseURL:     e.str("TEXELFORGE_DATABASE_URL", "sqlite:data/texelforge.db"),
		BaseURL:         strings.TrimRight(getenv("TEXELFORGE_BASE_URL"), "/"),
		LogFormat:       e.str("TEXELFORGE_LOG_FORMAT", "text"),
		MaxBodyBytes:    int64(e.int("TEXELFORGE_MAX_BODY_BYTES", 1<<20)),
		ShutdownTimeout: e.duration("TEXELFORGE_SHUTDOWN_TIMEOUT", 15*time.Second),
		AdminEmail:      e.str("TEXELFORGE_ADMIN_EMAIL", ""),
		DataDir:         e.str("TEXELFORGE_DATA_DIR", "data"),
		StudioEngine:    e.str("TEXELFORGE_STUDIO_ENGINE", "builtin"),
		GenerateWorkers: e.int("TEXELFORGE_GENERATE_WORKERS", 4),
		MaxTextures:     e.int("TEXELFORGE_MAX_SAVED_TEXTURES", 1000),
		BlobURL:         e.str("TEXELFORGE_BLOB_URL", ""),
		MetricsAddr:     e.str("TEXELFORGE_METRICS_ADDR", ""),
		RedisURL:        e.str("TEXELFORGE_REDIS_URL", ""),
		Limits:          e.rateLimits(),
		ImageModels:     e.imageModels(),
		SMTPHost:        e.str("TEXELFORGE_SMTP_HOST", ""),
		SMTPPort:        e.int("TEXELFORGE_SMTP_PORT", 587),
		SMTPUsername:    getenv("TEXELFORGE_SMTP_USERNAME"),
		SMTPPassword:    getenv("TEXELFORGE_SMTP_PASSWORD"),
		SMTPFrom:        e.str("TEXELFORGE_SMTP_FROM", ""),
		SMTPTLS:         strings.ToLower(e.str("TEXELFORGE_SMTP_TLS", "starttls")),

		GoogleClientID:     e.str("TEXELFORGE_GOOGLE_CLIENT_ID", ""),
		GoogleClientSecret: e.str("TEXELFORGE_GOOGLE_CLIENT_SECRET", ""),
		GoogleIssuer:       strings.TrimRight(e.str("TEXELFORGE_GOOGLE_ISSUER", "https://accounts.google.com"), "/"),

		StripeSecretKey:     getenv("TEXELFORGE_STRIPE_SECRET_KEY"),
		StripeWebhookSecret: getenv("TEXELFORGE_STRIPE_WEBHOOK_SECRET"),
		StripeAPIURL:        strings.TrimRight(getenv("TEXELFORGE_STRIPE_API_URL"), "/"),
	}
	errs := e.errs
	if v := getenv("TEXELFORGE_LOG_LEVEL"); v != "" {
		if err := c.LogLevel.UnmarshalText([]byte(v)); err != nil {
			errs = append(errs, fmt.Errorf("TEXELFORGE_LOG_LEVEL: %q is not debug, info, warn or error", v))
		}
	}
	proxies, err := parseTrustedProxies(getenv("TEXELFORGE_TRUSTED_PROXIES"))
	c.TrustedProxies = proxies
	errs = append(errs, err)
	c.SettingsKey, err = settingsKey(getenv("TEXELFORGE_SETTINGS_KEY"))
	errs = append(errs, err)
	c.BaseURL = cmp.Or(c.BaseURL, "http://localhost"+portOf(c.Addr))
	if u, err := url.Parse(c.BaseURL); c.SMTPFrom == "" && err == nil && u.Hostname() != "" {
		c.SMTPFrom = "Texelforge <no-reply@" + u.Hostname() + ">"
	}
	return c, errors.Join(append(errs, c.Validate())...)
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
	if u, err := url.Parse(c.BlobURL); c.BlobURL != "" && (err != nil || u.Scheme != "s3" || u.Host == "") {
		errs = append(errs, fmt.Errorf("TEXELFORGE_BLOB_URL: %q is not s3://bucket or s3://bucket/prefix", c.BlobURL))
	}
	if _, _, err := net.SplitHostPort(c.MetricsAddr); c.MetricsAddr != "" && err != nil {
		errs = append(errs, fmt.Errorf("TEXELFORGE_METRICS_ADDR: %q is not host:port (e.g. 127.0.0.1:9090)", c.MetricsAddr))
	}
	if _, err := redis.ParseURL(c.RedisURL); c.RedisURL != "" && err != nil {
		errs = append(errs, fmt.Errorf("TEXELFORGE_REDIS_URL: %q is not redis://host:port/db (%v)", c.RedisURL, err))
	}
	if c.MaxBodyBytes < 1024 {
		errs = append(errs, fmt.Errorf("TEXELFORGE_MAX_BODY_BYTES: %d is not a whole number of at least 1024", c.MaxBodyBytes))
	}
	if c.ShutdownTimeout <= 0 {
		errs = append(errs, fmt.Errorf("TEXELFORGE_SHUTDOWN_TIMEOUT: %s is not a positive duration such as 15s", c.ShutdownTimeout))
	}
	if engines := c.ImageModels.Engines(); !slices.Contains(engines, c.StudioEngine) {
		errs = append(errs, fmt.Errorf("TEXELFORGE_STUDIO_ENGINE: %q is not configured: use %s", c.StudioEngine, strings.Join(engines, ", ")))
	}
	errs = append(errs, outOfRange("TEXELFORGE_GENERATE_WORKERS", c.GenerateWorkers, 1, 64),
		outOfRange("TEXELFORGE_MAX_SAVED_TEXTURES", c.MaxTextures, 1, 1_000_000))
	errs = append(errs, c.validateSMTP()...)
	errs = append(errs, c.Limits.validate()...)
	errs = append(errs, c.ImageModels.validate()...)
	if (c.StripeSecretKey == "") != (c.StripeWebhookSecret == "") {
		errs = append(errs, errors.New("TEXELFORGE_STRIPE_SECRET_KEY and TEXELFORGE_STRIPE_WEBHOOK_SECRET must both be set (Stripe) or both be empty (test-mode checkout)"))
	}
	return errors.Join(append(errs, c.validateGoogle()...)...)
}

// StripeEnabled reports whether payments are taken on Stripe.
func (c Config) StripeEnabled() bool { return c.StripeSecretKey != "" && c.StripeWebhookSecret != "" }

// validateSMTP checks the SMTP settings; a From address is needed only when
// SMTP is on, but a wrong one is reported either way.
func (c Config) validateSMTP() []error {
	var errs []error
	if _, _, err := net.SplitHostPort(c.SMTPHost); err == nil || strings.ContainsAny(c.SMTPHost, "/ ") {
		errs = append(errs, fmt.Errorf("TEXELFORGE_SMTP_HOST: %q is not a host name (set the port with TEXELFORGE_SMTP_PORT)", c.SMTPHost))
	}
	if c.SMTPPort < 1 || c.SMTPPort > 65535 {
		errs = append(errs, fmt.Errorf("TEXELFORGE_SMTP_PORT: %d is not a port number (1-65535)", c.SMTPPort))
	}
	if c.SMTPTLS != "starttls" && c.SMTPTLS != "tls" && c.SMTPTLS != "none" {
		errs = append(errs, fmt.Errorf("TEXELFORGE_SMTP_TLS: %q is not starttls, tls or none", c.SMTPTLS))
	}
	if c.SMTPPassword != "" && c.SMTPUsername == "" {
		errs = append(errs, errors.New("TEXELFORGE_SMTP_PASSWORD is set but TEXELFORGE_SMTP_USERNAME is not"))
	}
	if _, err := mail.ParseAddress(c.SMTPFrom); (c.SMTPFrom != "" || c.SMTPHost != "") && err != nil {
		errs = append(errs, fmt.Errorf("TEXELFORGE_SMTP_FROM: %q is not an address such as Texelforge <no-reply@texelforge.example>", c.SMTPFrom))
	}
	return errs
}

// validateGoogle checks that Google sign-in is either fully configured or off.
func (c Config) validateGoogle() []error {
	var errs []error
	if (c.GoogleClientID == "") != (c.GoogleClientSecret == "") {
		errs = append(errs, errors.New("TEXELFORGE_GOOGLE_CLIENT_ID and TEXELFORGE_GOOGLE_CLIENT_SECRET must both be set (Google sign-in on) or both be empty (off)"))
	}
	if u, err := url.Parse(c.GoogleIssuer); err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		errs = append(errs, fmt.Errorf("TEXELFORGE_GOOGLE_ISSUER: %q is not an issuer URL such as https://accounts.google.com", c.GoogleIssuer))
	}
	return errs
}

// GoogleEnabled reports whether Google sign-in is configured.
func (c Config) GoogleEnabled() bool { return c.GoogleClientID != "" && c.GoogleClientSecret != "" }

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
		slog.String("studio_engine", c.StudioEngine),
		slog.Int("generate_workers", c.GenerateWorkers),
		slog.Int("max_saved_textures", c.MaxTextures),
		slog.Any("trusted_proxies", c.TrustedProxies),
		slog.Attr{Key: "limits", Value: c.Limits.LogValue()},
		slog.Attr{Key: "image_models", Value: c.ImageModels.LogValue()},
		slog.String("data_dir", c.DataDir),
		slog.String("blob_url", c.BlobURL),
		slog.String("metrics_addr", c.MetricsAddr),
		slog.String("redis_url", Redact(c.RedisURL)),
		slog.String("smtp_host", c.SMTPHost),
		slog.Int("smtp_port", c.SMTPPort),
		slog.String("smtp_username", c.SMTPUsername),
		slog.String("smtp_password", redactSecret(c.SMTPPassword)),
		slog.String("smtp_from", c.SMTPFrom),
		slog.String("smtp_tls", c.SMTPTLS),
		slog.String("google_client_id", c.GoogleClientID),
		slog.String("google_client_secret", redactSecret(c.GoogleClientSecret)),
		slog.String("stripe_secret_key", redactSecret(c.StripeSecretKey)),
		slog.String("stripe_webhook_secret", redactSecret(c.StripeWebhookSecret)),
		slog.String("stripe_api_url", c.StripeAPIURL),
		slog.String("google_issuer", c.GoogleIssuer),
		slog.String("settings_key", redactSecret(string(c.SettingsKey))),
	)
}

// settingsKey decodes TEXELFORGE_SETTINGS_KEY; its error quotes nothing of
// it, since it is a secret.
func settingsKey(v string) ([]byte, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return nil, nil
	}
	key, err := base64.StdEncoding.DecodeString(v)
	if err != nil || len(key) != 32 {
		return nil, errors.New("TEXELFORGE_SETTINGS_KEY: is not the base64 of 32 bytes (make one with: openssl rand -base64 32)")
	}
	return key, nil
}

// redactSecret shows whether a secret is set, never its value.
func redactSecret(s string) string {
	if s == "" {
		return ""
	}
	return "REDACTED"
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

func portOf(addr string) string {
	_, port, err := net.SplitHostPort(addr)
	if err != nil || port == "" || port == "0" || port == "80" {
		return ""
	}
	return ":" + port
}
