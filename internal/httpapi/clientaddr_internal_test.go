package httpapi

import (
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"slices"
	"strings"
	"testing"
)

// resolved runs a request from peer with the headers through
// withClientAddress and returns the address and rate-limit key it gave.
func resolved(trusted []netip.Prefix, peer string, header http.Header) (addr, key string) {
	h := withClientAddress(trusted, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		addr, key = remoteAddr(r), clientIP(r)
	}))
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = peer
	r.Header = header
	h.ServeHTTP(httptest.NewRecorder(), r)
	return addr, key
}

func TestClientAddressResolution(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("fd00::/8")}
	xff := func(lines ...string) http.Header { return http.Header{"X-Forwarded-For": lines} }
	fwd := func(lines ...string) http.Header { return http.Header{"Forwarded": lines} }
	for _, tc := range []struct {
		name    string
		trusted []netip.Prefix
		peer    string
		header  http.Header
		want    string
	}{
		{"no proxies trusted: headers are ignored", nil, "203.0.113.9:5000", xff("198.51.100.1"), "203.0.113.9"},
		{"untrusted peer: headers are ignored", proxies, "203.0.113.9:5000", xff("198.51.100.1"), "203.0.113.9"},
		{"untrusted peer: Forwarded is ignored", proxies, "203.0.113.9:5000", fwd("for=198.51.100.1"), "203.0.113.9"},
		{"trusted peer without headers", proxies, "10.0.0.1:5000", nil, "10.0.0.1"},
		{"trusted peer", proxies, "10.0.0.1:5000", xff("198.51.100.1"), "198.51.100.1"},
		{"spoofed left-most values are skipped", proxies, "10.0.0.1:5000", xff("1.1.1.1, 2.2.2.2, 198.51.100.1"), "198.51.100.1"},
		{"a chain of trusted proxies", proxies, "10.0.0.1:5000", xff("1.1.1.1, 198.51.100.1, 10.0.0.7, 10.9.9.9"), "198.51.100.1"},
		{"several header lines are one list", proxies, "10.0.0.1:5000", xff("1.1.1.1, 2.2.2.2", "198.51.100.3, 10.0.0.2"), "198.51.100.3"},
		{"the last header line is the nearest", proxies, "10.0.0.1:5000", xff("198.51.100.1", "198.51.100.2"), "198.51.100.2"},
		{"every hop trusted: the left-most", proxies, "10.0.0.1:5000", xff("10.1.1.1, 10.2.2.2"), "10.1.1.1"},
		{"garbage from the proxy: the connection", proxies, "10.0.0.1:5000", xff("198.51.100.1, not-an-ip"), "10.0.0.1"},
		{"garbage left of a trusted hop: that hop", proxies, "10.0.0.1:5000", xff("<script>, 10.0.0.5"), "10.0.0.5"},
		{"garbage left of the client is never read", proxies, "10.0.0.1:5000", xff("%%%, 198.51.100.1"), "198.51.100.1"},
		{"an empty hop", proxies, "10.0.0.1:5000", xff("198.51.100.1,,"), "10.0.0.1"},
		{"an empty header", proxies, "10.0.0.1:5000", xff(""), "10.0.0.1"},
		{"a hop with a port", proxies, "10.0.0.1:5000", xff("198.51.100.1:4711"), "198.51.100.1"},
		{"a bracketed IPv6 hop with a port", proxies, "10.0.0.1:5000", xff("[2001:db8::1]:4711"), "2001:db8::1"},
		{"an IPv6 hop", proxies, "10.0.0.1:5000", xff("2001:db8::1"), "2001:db8::1"},
		{"a hop with a zone", proxies, "10.0.0.1:5000", xff("fe80::1%eth0"), "10.0.0.1"},
		{"an IPv4-mapped hop is IPv4", proxies, "10.0.0.1:5000", xff("::ffff:198.51.100.7"), "198.51.100.7"},
		{"an IPv4-mapped peer is IPv4 and trusted", proxies, "[::ffff:10.0.0.1]:5000", xff("198.51.100.1"), "198.51.100.1"},
		{"a trusted IPv6 peer", proxies, "[fd00::1]:5000", xff("198.51.100.1"), "198.51.100.1"},
		{"Forwarded", proxies, "10.0.0.1:5000", fwd("for=192.0.2.60;proto=http;by=203.0.113.43"), "192.0.2.60"},
		{"Forwarded with a quoted IPv6 and port", proxies, "10.0.0.1:5000", fwd(`for="[2001:db8:cafe::17]:4711"`), "2001:db8:cafe::17"},
		{"Forwarded with a quoted IPv4 and port", proxies, "10.0.0.1:5000", fwd(`proto=https; For="192.0.2.43:47011"`), "192.0.2.43"},
		{"Forwarded elements and lines", proxies, "10.0.0.1:5000", fwd("for=1.1.1.1, for=198.51.100.2", "for=10.0.0.3"), "198.51.100.2"},
		{"Forwarded quotes hide commas", proxies, "10.0.0.1:5000", fwd(`for="198.51.100.1,198.51.100.2"`), "10.0.0.1"},
		{"Forwarded for=unknown", proxies, "10.0.0.1:5000", fwd("for=1.1.1.1, for=unknown"), "10.0.0.1"},
		{"Forwarded obfuscated", proxies, "10.0.0.1:5000", fwd("for=_hidden"), "10.0.0.1"},
		{"Forwarded without for", proxies, "10.0.0.1:5000", fwd("proto=https"), "10.0.0.1"},
		{"Forwarded unterminated quote", proxies, "10.0.0.1:5000", fwd(`for="198.51.100.1`), "10.0.0.1"},
		{"X-Forwarded-For wins over a spoofed Forwarded", proxies, "10.0.0.1:5000",
			http.Header{"X-Forwarded-For": {"198.51.100.1"}, "Forwarded": {"for=1.1.1.1"}}, "198.51.100.1"},
		{"a peer with a zone", nil, "[fe80::1%eth0]:5000", nil, "fe80::1"},
		{"a peer without a port", nil, "198.51.100.1", nil, "198.51.100.1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got, _ := resolved(tc.trusted, tc.peer, tc.header); got != tc.want {
				t.Errorf("client %q, want %q", got, tc.want)
			}
		})
	}
}

func TestRateLimitKeyGroupsIPv6By64(t *testing.T) {
	for _, tc := range []struct{ peer, key string }{
		{"198.51.100.7:1", "198.51.100.7"},
		{"[::ffff:198.51.100.7]:1", "198.51.100.7"},
		{"[2001:db8:1:2::1]:1", "2001:db8:1:2::/64"},
		{"[2001:db8:1:2:ffff:ffff:ffff:ffff]:1", "2001:db8:1:2::/64"},
		{"[2001:db8:1:3::1]:1", "2001:db8:1:3::/64"},
		{"[fe80::1%eth0]:1", "fe80::/64"},
		{"pipe", "pipe"},
		{"", ""},
	} {
		if _, key := resolved(nil, tc.peer, nil); key != tc.key {
			t.Errorf("%q: key %q, want %q", tc.peer, key, tc.key)
		}
	}
}

// Handlers used without the middleware still key by the connection.
func TestClientIPWithoutTheMiddleware(t *testing.T) {
	r := httptest.NewRequest("GET", "/", nil)
	r.RemoteAddr = "[2001:db8::5]:80"
	r.Header.Set("X-Forwarded-For", "198.51.100.1")
	if got := clientIP(r); got != "2001:db8::/64" {
		t.Fatalf("clientIP = %q", got)
	}
}

func TestAccessLogNamesTheResolvedClient(t *testing.T) {
	var logs strings.Builder
	log := slog.New(slog.NewTextHandler(&logs, nil))
	h := withClientAddress([]netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")},
		withAccessLog(log, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {})))
	r := httptest.NewRequest("GET", "/x", nil)
	r.RemoteAddr = "10.0.0.1:5000"
	r.Header.Set("X-Forwarded-For", "1.1.1.1, 2001:db8::42")
	h.ServeHTTP(httptest.NewRecorder(), r)
	if !slices.Contains(strings.Fields(logs.String()), "remote=2001:db8::42") {
		t.Fatalf("log: %s", logs.String())
	}
}
