package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// postFrom sends a JSON POST as if from the address remote (the peer of the
// connection), with header lines given as name, value pairs.
func postFrom(t *testing.T, h http.Handler, remote, path, body string, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest("POST", baseURL+path, strings.NewReader(body))
	req.RemoteAddr = remote
	req.Header.Set("Content-Type", "application/json")
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

const loginDelayBound = 2 * time.Second

func loginBody(email, password string) string {
	return `{"email":"` + email + `","password":"` + password + `"}`
}

func TestStrangersCannotLockTheOwnerOut(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var slept []time.Duration // the log-in delays, recorded instead of slept
		h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) {
			d.Limits.LoginDelay.Sleep = func(_ context.Context, wait time.Duration) error {
				slept = append(slept, wait)
				return nil
			}
		})
		const owner = "192.0.2.10:5000"
		if rec := postFrom(t, h, owner, "/api/register", `{"username":"olga","email":"olga@example.com","password":"`+goodPassword+`"}`); rec.Code != 201 {
			t.Fatalf("register: %d %s", rec.Code, rec.Body)
		}

		// A stranger's 50 wrong passwords from five addresses: each address
		// spends its budget on the account, then is refused.
		for i := range 50 {
			stranger := fmt.Sprintf("198.51.100.%d:4000", 1+i/10)
			if rec := postFrom(t, h, stranger, "/api/login", loginBody("OLGA@example.com", "Guess-"+strconv.Itoa(i)+"-x")); rec.Code != 401 {
				t.Fatalf("wrong password %d: %d %s", i+1, rec.Code, rec.Body)
			}
		}
		rec := postFrom(t, h, "198.51.100.1:4000", "/api/login", loginBody("olga@example.com", "Guess-51-x"))
		if rec.Code != 429 || rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "Too many attempts. Please try again in ") {
			t.Fatalf("11th attempt on the account from one address: %d, Retry-After %q, %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
		}
		if len(slept) != 40 {
			t.Fatalf("%d of the 40 failures past the first 10 were slowed", len(slept))
		}
		for _, d := range slept {
			if d <= 0 || d > loginDelayBound {
				t.Fatalf("a delay of %v, want within (0, %v]", d, loginDelayBound)
			}
		}
		slept = nil

		// The owner still logs in from their address, slowed within the bound.
		rec = postFrom(t, h, owner, "/api/login", loginBody("olga@example.com", goodPassword))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), "Login successful") {
			t.Fatalf("the owner's log-in after the attack: %d %s", rec.Code, rec.Body)
		}
		if len(slept) != 1 || slept[0] != loginDelayBound {
			t.Fatalf("the owner waited %v, want once the bound %v", slept, loginDelayBound)
		}
	})
}

func TestOnlyFailedLogInsSlowAnAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		caps := config.DefaultRateLimits()
		caps.LoginAccountPer15Min = 1 // the delay starts after one failure
		var slept []time.Duration
		var left error // what the delay ends with: nil, or the client leaving
		h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) {
			d.Limits = httpapi.LimitsFrom(caps, nil)
			d.Limits.LoginDelay.Sleep = func(_ context.Context, wait time.Duration) error {
				slept = append(slept, wait)
				return left
			}
		})
		if rec := postFrom(t, h, "192.0.2.1:1", "/api/register", `{"username":"sol","email":"sol@example.com","password":"`+goodPassword+`"}`); rec.Code != 201 {
			t.Fatalf("register: %d %s", rec.Code, rec.Body)
		}
		for _, step := range []struct {
			remote, password string
			want             int
			slept            []time.Duration
		}{
			{"192.0.2.2:1", goodPassword, 200, nil},
			{"192.0.2.3:1", goodPassword, 200, nil}, // successes do not count
			{"192.0.2.4:1", "Wrong-Pass-42", 401, nil},
			{"192.0.2.5:1", goodPassword, 200, []time.Duration{250 * time.Millisecond}},
		} {
			slept = nil
			if rec := postFrom(t, h, step.remote, "/api/login", loginBody("sol@example.com", step.password)); rec.Code != step.want {
				t.Fatalf("from %s: %d, want %d", step.remote, rec.Code, step.want)
			}
			if fmt.Sprint(slept) != fmt.Sprint(step.slept) {
				t.Fatalf("from %s: slept %v, want %v", step.remote, slept, step.slept)
			}
		}
		left = context.Canceled
		if rec := postFrom(t, h, "192.0.2.6:1", "/api/login", loginBody("sol@example.com", goodPassword)); rec.Code != 503 ||
			!strings.Contains(rec.Body.String(), `"message":"Request cancelled"`) {
			t.Fatalf("a client that left during the delay: %d %s", rec.Code, rec.Body)
		}
	})
}

func TestLoginCapsPerAddressAndPerAccountAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		caps := config.DefaultRateLimits()
		caps.LoginPer15Min, caps.LoginAccountPer15Min = 5, 2
		h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) {
			d.Limits = httpapi.LimitsFrom(caps, nil)
			d.Limits.LoginDelay.Sleep = func(context.Context, time.Duration) error { return nil } // not measured here
		})
		const here = "203.0.113.7:1"
		for i, email := range []string{"a@example.com", "b@example.com", "b@example.com"} {
			if rec := postFrom(t, h, here, "/api/login", loginBody(email, "Wrong-Pass-42")); rec.Code != 401 {
				t.Fatalf("attempt %d: %d %s", i+1, rec.Code, rec.Body)
			}
		}
		// The pair (b, here) spent its 2; (b, elsewhere) and (c, here) have theirs.
		if rec := postFrom(t, h, here, "/api/login", loginBody("B@example.com", "Wrong-Pass-42")); rec.Code != 429 || rec.Header().Get("Retry-After") == "" {
			t.Fatalf("3rd attempt on b from one address: %d %v", rec.Code, rec.Header())
		}
		if rec := postFrom(t, h, "203.0.113.8:1", "/api/login", loginBody("b@example.com", "Wrong-Pass-42")); rec.Code != 401 {
			t.Fatalf("b from another address: %d %s", rec.Code, rec.Body)
		}
		if rec := postFrom(t, h, here, "/api/login", loginBody("c@example.com", "Wrong-Pass-42")); rec.Code != 401 {
			t.Fatalf("c from the address: %d %s", rec.Code, rec.Body)
		}
		// The address spent its 5 attempts (the refused one included), whatever the account.
		rec := postFrom(t, h, here, "/api/login", loginBody("d@example.com", "Wrong-Pass-42"))
		if rec.Code != 429 || rec.Header().Get("Retry-After") == "" {
			t.Fatalf("6th attempt from one address: %d %v", rec.Code, rec.Header())
		}
		// IPv6 clients are one client per /64.
		for i, remote := range []string{"[2001:db8:7:7::1]:1", "[2001:db8:7:7::2]:1", "[2001:db8:7:7:ffff::9]:1", "[2001:db8:7:7::abcd]:1", "[2001:db8:7:7::5]:1"} {
			if rec := postFrom(t, h, remote, "/api/login", loginBody(fmt.Sprint("v6-", i, "@example.com"), "Wrong-Pass-42")); rec.Code != 401 {
				t.Fatalf("IPv6 attempt %d: %d", i+1, rec.Code)
			}
		}
		if rec := postFrom(t, h, "[2001:db8:7:7::99]:1", "/api/login", loginBody("v6@example.com", "Wrong-Pass-42")); rec.Code != 429 {
			t.Fatalf("6th attempt from one /64: %d", rec.Code)
		}
		if rec := postFrom(t, h, "[2001:db8:7:8::1]:1", "/api/login", loginBody("v6@example.com", "Wrong-Pass-42")); rec.Code != 401 {
			t.Fatalf("the next /64: %d", rec.Code)
		}
	})
}

func TestChangePasswordIsLimitedPerAccountAndAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		caps := config.DefaultRateLimits()
		caps.LoginAccountPer15Min = 2
		h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) { d.Limits = httpapi.LimitsFrom(caps, nil) })
		reg := postFrom(t, h, "192.0.2.1:1", "/api/register", `{"username":"cleo","email":"cleo@example.com","password":"`+goodPassword+`"}`)
		if reg.Code != 201 {
			t.Fatalf("register: %d %s", reg.Code, reg.Body)
		}
		cookie := reg.Result().Cookies()[0]
		change := func(remote string) int {
			req := httptest.NewRequest("POST", baseURL+"/api/user/password", strings.NewReader(`{"currentPassword":"Not-It-4242","newPassword":"Fresh-Anvil-77"}`))
			req.RemoteAddr = remote
			req.Header.Set("Content-Type", "application/json")
			req.AddCookie(cookie)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			return rec.Code
		}
		for i, want := range []int{400, 400, 429} {
			if got := change("192.0.2.1:1"); got != want {
				t.Fatalf("change %d from one address: %d, want %d", i+1, got, want)
			}
		}
		if got := change("192.0.2.2:1"); got != 400 {
			t.Fatalf("change from another address: %d, want 400", got)
		}
	})
}

// Behind a trusted proxy every client has its own registration budget; with
// no trusted proxy a client cannot escape its budget with X-Forwarded-For.
func TestRegistrationBudgetsFollowTheClientAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		caps := config.DefaultRateLimits()
		caps.RegisterPerHour = 2
		proxied, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) {
			d.Limits = httpapi.LimitsFrom(caps, nil)
			d.TrustedProxies = []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}
		})
		direct, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) { d.Limits = httpapi.LimitsFrom(caps, nil) })
		n := 0
		registerVia := func(h http.Handler, remote string, header ...string) int {
			n++
			body := fmt.Sprintf(`{"username":"kid%d","email":"kid%d@example.com","password":"%s"}`, n, n, goodPassword)
			return postFrom(t, h, remote, "/api/register", body, header...).Code
		}
		const proxy = "10.0.0.1:443"
		for _, step := range []struct {
			name   string
			h      http.Handler
			remote string
			header []string
			want   int
		}{
			{"client A", proxied, proxy, []string{"X-Forwarded-For", "198.51.100.1"}, 201},
			{"client A again", proxied, proxy, []string{"X-Forwarded-For", "198.51.100.1"}, 201},
			{"client A over its budget", proxied, proxy, []string{"X-Forwarded-For", "198.51.100.1"}, 429},
			{"client A spoofing a left-most address", proxied, proxy, []string{"X-Forwarded-For", "7.7.7.7, 198.51.100.1"}, 429},
			{"client A spoofing Forwarded", proxied, proxy, []string{"Forwarded", "for=7.7.7.8", "X-Forwarded-For", "198.51.100.1"}, 429},
			{"client B behind the same proxy", proxied, proxy, []string{"X-Forwarded-For", "198.51.100.2"}, 201},
			{"client C by Forwarded", proxied, proxy, []string{"Forwarded", `for="[2001:db8:1:2::1]:5000"`}, 201},
			{"client C's /64", proxied, proxy, []string{"X-Forwarded-For", "2001:db8:1:2::ffff"}, 201},
			{"client C's /64 over its budget", proxied, proxy, []string{"X-Forwarded-For", "2001:db8:1:2:abcd::1"}, 429},
			{"the next /64", proxied, proxy, []string{"X-Forwarded-For", "2001:db8:1:3::1"}, 201},
			{"an untrusted peer's header is ignored", proxied, "203.0.113.5:1", []string{"X-Forwarded-For", "198.51.100.9"}, 201},
			{"no trusted proxies: client D", direct, "203.0.113.6:1", []string{"X-Forwarded-For", "198.51.100.10"}, 201},
			{"no trusted proxies: client D again", direct, "203.0.113.6:1", []string{"X-Forwarded-For", "198.51.100.11"}, 201},
			{"no trusted proxies: a new X-Forwarded-For does not escape", direct, "203.0.113.6:1", []string{"X-Forwarded-For", "198.51.100.12"}, 429},
			{"no trusted proxies: nor does Forwarded", direct, "203.0.113.6:1", []string{"Forwarded", "for=198.51.100.13"}, 429},
		} {
			if got := registerVia(step.h, step.remote, step.header...); got != step.want {
				t.Fatalf("%s: %d, want %d", step.name, got, step.want)
			}
		}
	})
}
