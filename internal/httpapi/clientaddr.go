package httpapi

import (
	"context"
	"net/http"
	"net/netip"
	"strings"
)

// clientKey is the context key of the request's client address.
type clientKey struct{}

// withClientAddress resolves the client's address once per request (see
// clientAddress) for the rate limits and the access log.
func withClientAddress(trusted []netip.Prefix, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientKey{}, clientAddress(r, trusted))))
	})
}

// clientAddress is the address of the client that sent r: the connection's
// peer, or, when the peer is a trusted proxy, the right-most hop of
// X-Forwarded-For (or, without it, of Forwarded's for=) that is not a trusted
// proxy. Hops left of that one are whatever the client wrote, so they are
// never read. A malformed hop ends the walk at the last good one, and if every
// hop is trusted the left-most is the client. The result is invalid only when
// RemoteAddr is not an address.
func clientAddress(r *http.Request, trusted []netip.Prefix) netip.Addr {
	client := peerAddress(r.RemoteAddr)
	if !isTrusted(client, trusted) {
		return client
	}
	hops := forwardedForHops(r.Header)
	for i := len(hops) - 1; i >= 0 && isTrusted(client, trusted); i-- {
		hop, ok := parseHop(hops[i])
		if !ok {
			break
		}
		client = hop
	}
	return client
}

// clientIP is the rate-limit key of the request's client: its IPv4 address,
// or the /64 prefix of its IPv6 address, since one subscriber usually holds a
// whole /64. It is RemoteAddr itself if that is not an address.
func clientIP(r *http.Request) string {
	a := requestClient(r)
	if !a.IsValid() {
		return r.RemoteAddr
	}
	if a.Is6() {
		p, _ := a.Prefix(64)
		return p.String()
	}
	return a.String()
}

// remoteAddr is the client's address for the access log.
func remoteAddr(r *http.Request) string {
	if a := requestClient(r); a.IsValid() {
		return a.String()
	}
	return r.RemoteAddr
}

// requestClient is the address withClientAddress resolved, or the
// connection's peer for handlers served without it.
func requestClient(r *http.Request) netip.Addr {
	if a, ok := r.Context().Value(clientKey{}).(netip.Addr); ok {
		return a
	}
	return peerAddress(r.RemoteAddr)
}

// peerAddress parses RemoteAddr ("ip:port", or a bare address), as IPv4 when
// it is IPv4-mapped and without an IPv6 zone.
func peerAddress(remote string) netip.Addr {
	if ap, err := netip.ParseAddrPort(remote); err == nil {
		return ap.Addr().Unmap().WithZone("")
	}
	a, _ := netip.ParseAddr(remote)
	return a.Unmap().WithZone("")
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// parseHop reads one forwarded address: IPv4 or IPv6, IPv6 maybe in
// brackets, either maybe with a port. Names, zones and obfuscated
// identifiers ("unknown", "_hidden") are malformed.
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	a, err := netip.ParseAddr(s)
	if err != nil {
		if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]") {
			a, err = netip.ParseAddr(s[1 : len(s)-1])
		} else {
			var ap netip.AddrPort
			ap, err = netip.ParseAddrPort(s)
			a = ap.Addr()
		}
	}
	if err != nil || a.Zone() != "" {
		return netip.Addr{}, false
	}
	return a.Unmap(), true
}

// forwardedForHops lists the hops the proxies recorded, nearest the client
// first: X-Forwarded-For when present, which is what nearly every proxy sets
// (a client's own Forwarded is then ignored), else Forwarded's for= values
// (RFC 7239), where an element without one is an empty, malformed hop. Header
// lines are read in order, as one list.
func forwardedForHops(h http.Header) []string {
	var hops []string
	if lines := h.Values("X-Forwarded-For"); len(lines) > 0 {
		for _, line := range lines {
			hops = append(hops, strings.Split(line, ",")...)
		}
		return hops
	}
	for _, line := range h.Values("Forwarded") {
		for _, element := range splitUnquoted(line, ',') {
			hop := ""
			for _, pair := range splitUnquoted(element, ';') {
				name, value, _ := strings.Cut(strings.TrimSpace(pair), "=")
				if strings.EqualFold(name, "for") {
					hop = unquote(value)
				}
			}
			hops = append(hops, hop)
		}
	}
	return hops
}

// splitUnquoted splits s at each sep outside a quoted string.
func splitUnquoted(s string, sep byte) []string {
	var parts []string
	quoted, escaped, start := false, false, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case escaped:
			escaped = false
		case quoted && c == '\\':
			escaped = true
		case c == '"':
			quoted = !quoted
		case c == sep && !quoted:
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	return append(parts, s[start:])
}

// unquote returns a Forwarded value without its quotes and escapes; an
// unterminated quote gives "", a malformed hop.
func unquote(v string) string {
	if !strings.HasPrefix(v, `"`) {
		return v
	}
	if len(v) < 2 || !strings.HasSuffix(v, `"`) {
		return ""
	}
	var b strings.Builder
	for i := 1; i < len(v)-1; i++ {
		if v[i] == '\\' && i+1 < len(v)-1 {
			i++
		}
		b.WriteByte(v[i])
	}
	return b.String()
}
