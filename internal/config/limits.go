package config

import (
	"fmt"
	"log/slog"
	"net/netip"
	"strings"
)

// RateLimits are the rate limits an operator may need to raise, for example
// for a classroom that shares one address behind a NAT. Each is a number of
// events per window and per key; the key is the client's address (an IPv6
// client's /64) unless said otherwise.
type RateLimits struct {
	RegisterPerHour      int // TEXELFORGE_LIMIT_REGISTER_PER_HOUR, default 10: registrations and newsletter sign-ups
	LoginPer15Min        int // TEXELFORGE_LIMIT_LOGIN_PER_15MIN, default 30: log-in attempts
	LoginAccountPer15Min int // TEXELFORGE_LIMIT_LOGIN_ACCOUNT_PER_15MIN, default 10: log-ins and password changes per account and address
	ForgotPerHour        int // TEXELFORGE_LIMIT_FORGOT_PER_HOUR, default 10: password-reset requests (each email also gets 3 an hour)
	ResetPerHour         int // TEXELFORGE_LIMIT_RESET_PER_HOUR, default 20: password resets
	GeneratePerMinute    int // TEXELFORGE_LIMIT_GENERATE_PER_MINUTE, default 20: generations per user
	DownloadPerMinute    int // TEXELFORGE_LIMIT_DOWNLOAD_PER_MINUTE, default 300: showcase downloads
}

// DefaultRateLimits allow people their mistakes and stop guessing scripts.
func DefaultRateLimits() RateLimits {
	return RateLimits{RegisterPerHour: 10, LoginPer15Min: 30, LoginAccountPer15Min: 10, ForgotPerHour: 10,
		ResetPerHour: 20, GeneratePerMinute: 20, DownloadPerMinute: 300}
}

// MaxRateLimit is the largest value a rate-limit setting takes.
const MaxRateLimit = 100_000

// rateLimitSettings names each rate limit's variable and log key.
var rateLimitSettings = []struct {
	env, log string
	field    func(*RateLimits) *int
}{
	{"TEXELFORGE_LIMIT_REGISTER_PER_HOUR", "register_per_hour", func(l *RateLimits) *int { return &l.RegisterPerHour }},
	{"TEXELFORGE_LIMIT_LOGIN_PER_15MIN", "login_per_15min", func(l *RateLimits) *int { return &l.LoginPer15Min }},
	{"TEXELFORGE_LIMIT_LOGIN_ACCOUNT_PER_15MIN", "login_account_per_15min", func(l *RateLimits) *int { return &l.LoginAccountPer15Min }},
	{"TEXELFORGE_LIMIT_FORGOT_PER_HOUR", "forgot_per_hour", func(l *RateLimits) *int { return &l.ForgotPerHour }},
	{"TEXELFORGE_LIMIT_RESET_PER_HOUR", "reset_per_hour", func(l *RateLimits) *int { return &l.ResetPerHour }},
	{"TEXELFORGE_LIMIT_GENERATE_PER_MINUTE", "generate_per_minute", func(l *RateLimits) *int { return &l.GeneratePerMinute }},
	{"TEXELFORGE_LIMIT_DOWNLOAD_PER_MINUTE", "download_per_minute", func(l *RateLimits) *int { return &l.DownloadPerMinute }},
}

// rateLimits reads the rate-limit settings over their defaults.
func (e *envReader) rateLimits() RateLimits {
	l := DefaultRateLimits()
	for _, s := range rateLimitSettings {
		*s.field(&l) = e.int(s.env, *s.field(&l))
	}
	return l
}

// validate reports every rate limit out of range.
func (l RateLimits) validate() []error {
	var errs []error
	for _, s := range rateLimitSettings {
		errs = append(errs, outOfRange(s.env, *s.field(&l), 1, MaxRateLimit))
	}
	return errs
}

// LogValue lists the rate limits for the start-up log line.
func (l RateLimits) LogValue() slog.Value {
	attrs := make([]slog.Attr, 0, len(rateLimitSettings))
	for _, s := range rateLimitSettings {
		attrs = append(attrs, slog.Int(s.log, *s.field(&l)))
	}
	return slog.GroupValue(attrs...)
}

// parseTrustedProxies reads TEXELFORGE_TRUSTED_PROXIES: CIDR ranges or single
// addresses, separated by commas or spaces.
func parseTrustedProxies(v string) ([]netip.Prefix, error) {
	var prefixes []netip.Prefix
	for _, s := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' }) {
		p, err := netip.ParsePrefix(s)
		if err != nil {
			a, aerr := netip.ParseAddr(s)
			if aerr != nil || a.Zone() != "" {
				return nil, fmt.Errorf("TEXELFORGE_TRUSTED_PROXIES: %q is not a CIDR range such as 10.0.0.0/8 or an address", s)
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		if p.Addr().Is4In6() {
			// Clients' IPv4-mapped addresses are compared as IPv4.
			return nil, fmt.Errorf("TEXELFORGE_TRUSTED_PROXIES: write %q as an IPv4 range", s)
		}
		prefixes = append(prefixes, p.Masked())
	}
	return prefixes, nil
}
