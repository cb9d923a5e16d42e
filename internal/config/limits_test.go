package config

import (
	"strings"
	"testing"
)

func TestRateLimitsDefaultAndSettings(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if c.Limits != DefaultRateLimits() || c.Limits.RegisterPerHour != 10 || len(c.TrustedProxies) != 0 {
		t.Fatalf("defaults: %+v, proxies %v", c.Limits, c.TrustedProxies)
	}
	c, err = Load(env(map[string]string{
		"TEXELFORGE_LIMIT_REGISTER_PER_HOUR":       "60",
		"TEXELFORGE_LIMIT_LOGIN_PER_15MIN":         " 200 ",
		"TEXELFORGE_LIMIT_LOGIN_ACCOUNT_PER_15MIN": "12",
		"TEXELFORGE_LIMIT_FORGOT_PER_HOUR":         "40",
		"TEXELFORGE_LIMIT_RESET_PER_HOUR":          "41",
		"TEXELFORGE_LIMIT_GENERATE_PER_MINUTE":     "5",
		"TEXELFORGE_LIMIT_DOWNLOAD_PER_MINUTE":     "100000",
		"TEXELFORGE_TRUSTED_PROXIES":               "10.0.0.0/8, 192.168.1.7 fd00::/8,::1,10.1.2.3/16",
	}))
	if err != nil {
		t.Fatal(err)
	}
	want := RateLimits{RegisterPerHour: 60, LoginPer15Min: 200, LoginAccountPer15Min: 12, ForgotPerHour: 40,
		ResetPerHour: 41, GeneratePerMinute: 5, DownloadPerMinute: 100000}
	if c.Limits != want {
		t.Fatalf("limits %+v, want %+v", c.Limits, want)
	}
	var proxies []string
	for _, p := range c.TrustedProxies {
		proxies = append(proxies, p.String())
	}
	if got := strings.Join(proxies, " "); got != "10.0.0.0/8 192.168.1.7/32 fd00::/8 ::1/128 10.1.0.0/16" {
		t.Fatalf("trusted proxies %s", got)
	}
	logged := c.LogValue().String()
	for _, s := range []string{"register_per_hour=60", "download_per_minute=100000", "10.0.0.0/8"} {
		if !strings.Contains(logged, s) {
			t.Errorf("start-up log lacks %s: %s", s, logged)
		}
	}
}

func TestRateLimitsAndProxiesRejectBadValues(t *testing.T) {
	for _, tc := range []struct{ name, value, bad string }{
		{"TEXELFORGE_LIMIT_REGISTER_PER_HOUR", "0", "0"},
		{"TEXELFORGE_LIMIT_LOGIN_PER_15MIN", "-3", "-3"},
		{"TEXELFORGE_LIMIT_LOGIN_ACCOUNT_PER_15MIN", "ten", "ten"},
		{"TEXELFORGE_LIMIT_FORGOT_PER_HOUR", "1.5", "1.5"},
		{"TEXELFORGE_LIMIT_RESET_PER_HOUR", "100001", "100001"},
		{"TEXELFORGE_LIMIT_GENERATE_PER_MINUTE", "99999999999999999999", "99999999999999999999"},
		{"TEXELFORGE_LIMIT_DOWNLOAD_PER_MINUTE", "0x10", "0x10"},
		{"TEXELFORGE_TRUSTED_PROXIES", "10.0.0.0/8,proxy.internal", "proxy.internal"},
	} {
		_, err := Load(env(map[string]string{tc.name: tc.value}))
		if err == nil || !strings.Contains(err.Error(), tc.name) || !strings.Contains(err.Error(), tc.bad) {
			t.Errorf("%s=%s: error %v, want one naming the setting and %s", tc.name, tc.value, err, tc.bad)
		}
	}
	for _, v := range []string{"10.0.0.0/33", "fe80::1%eth0", "::ffff:10.0.0.0/104", "10.0.0.0/8/8", "*"} {
		if _, err := parseTrustedProxies(v); err == nil {
			t.Errorf("TEXELFORGE_TRUSTED_PROXIES=%s accepted", v)
		}
	}
	if p, err := parseTrustedProxies(" , "); err != nil || len(p) != 0 {
		t.Errorf("separators alone: %v, %v; want no proxies", p, err)
	}
	if err := (Config{Limits: RateLimits{RegisterPerHour: 5}}).Validate(); err == nil ||
		!strings.Contains(err.Error(), "TEXELFORGE_LIMIT_LOGIN_PER_15MIN: 0 is not a whole number from 1 to 100000") {
		t.Errorf("Validate: %v", err)
	}
}
