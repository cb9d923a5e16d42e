package httpapi_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// browser is a client with its own cookie jar, talking to a real listener.
type browser struct {
	t    *testing.T
	base string
	c    *http.Client
}

func newBrowser(t *testing.T, base string) *browser {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	return &browser{t: t, base: base, c: &http.Client{Jar: jar}}
}

// do sends a JSON request and returns the status, the decoded body and the response.
func (b *browser) do(method, path, body string) (int, map[string]any, *http.Response) {
	b.t.Helper()
	req, err := http.NewRequest(method, b.base+path, strings.NewReader(body))
	if err != nil {
		b.t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out map[string]any
	_ = json.Unmarshal(raw, &out)
	return resp.StatusCode, out, resp
}

func (b *browser) expect(method, path, body string, wantStatus int, wantMessage string) *http.Response {
	b.t.Helper()
	status, out, resp := b.do(method, path, body)
	if status != wantStatus {
		b.t.Fatalf("%s %s %s: status %d, want %d; body %v", method, path, body, status, wantStatus, out)
	}
	if wantMessage != "" && out["message"] != wantMessage {
		b.t.Fatalf("%s %s: message %q, want %q", method, path, out["message"], wantMessage)
	}
	return resp
}

func (b *browser) sessionCookie() *http.Cookie {
	for _, c := range b.c.Jar.Cookies(mustURL(b.base)) {
		if c.Name == httpapi.SessionCookie {
			return c
		}
	}
	return nil
}

func startAccounts(t *testing.T, db *store.DB) (string, *clock) {
	t.Helper()
	h, c := mustServerWithClock(t, db)
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL, c
}

const goodPassword = "Blue-Anvil-42x"

func register(t *testing.T, b *browser, username, email string) {
	t.Helper()
	b.expect("POST", "/api/register", `{"username":"`+username+`","email":"`+email+`","password":"`+goodPassword+`","newsletter":true}`, 201, "Registration successful")
}

func TestRegistration(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		b := newBrowser(t, base)
		for _, tc := range []struct{ body, want string }{
			{`{"email":"a@b.co","password":"` + goodPassword + `"}`, account.MsgUsername},
			{`{"username":"no spaces","email":"a@b.co","password":"` + goodPassword + `"}`, account.MsgUsername},
			{`{"username":"alex","email":"not-an-email","password":"` + goodPassword + `"}`, account.MsgEmail},
			{`{"username":"alex","email":"a@b","password":"` + goodPassword + `"}`, account.MsgEmail},
			{`{"username":"alex","email":"a@b.co"}`, account.MsgPasswordPolicy},
			{`{"username":"alex","email":"a@b.co","password":"short1A!"}`, account.MsgPasswordPolicy},
			{`{"username":"alex","email":"a@b.co","password":"Password123!"}`, account.MsgPasswordCommon},
		} {
			b.expect("POST", "/api/register", tc.body, 400, tc.want)
		}
		resp := b.expect("POST", "/api/register", `{"username":"Alex","email":"Alex@Example.com","password":"`+goodPassword+`","newsletter":true}`, 201, "Registration successful")
		setCookie := resp.Header.Get("Set-Cookie")
		for _, want := range []string{"HttpOnly", "SameSite=Lax", "Path=/"} {
			if !strings.Contains(setCookie, want) {
				t.Errorf("Set-Cookie %q lacks %s", setCookie, want)
			}
		}
		if strings.Contains(setCookie, "Max-Age") || strings.Contains(setCookie, "Secure") {
			t.Errorf("registration cookie should be a browser-session, non-Secure (http) cookie: %q", setCookie)
		}
		_, me, _ := b.do("GET", "/api/user", "")
		if user, _ := me["user"].(map[string]any); user["username"] != "Alex" || user["email"] != "Alex@Example.com" {
			t.Fatalf("signed-in user after registration: %v", me)
		}
		other := newBrowser(t, base)
		other.expect("POST", "/api/register", `{"username":"ALEX","email":"new@example.com","password":"`+goodPassword+`"}`, 409, "")
		other.expect("POST", "/api/register", `{"username":"someone","email":"alex@EXAMPLE.com","password":"`+goodPassword+`"}`, 409, "")
		var hash string
		if err := db.SQL.QueryRow(`SELECT password_hash FROM users WHERE username = 'Alex'`).Scan(&hash); err != nil || !strings.HasPrefix(hash, "$argon2id$") {
			t.Fatalf("stored hash %q, %v", hash, err)
		}
	})
}

func TestLoginSessionsAndLogout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, c := startAccounts(t, db)
		register(t, newBrowser(t, base), "sam", "sam@example.com")
		b := newBrowser(t, base)
		b.expect("POST", "/api/login", `{"email":"sam@example.com","password":"Wrong-Pass-42"}`, 401, account.MsgInvalidCredentials)
		b.expect("POST", "/api/login", `{"email":"nobody@example.com","password":"Wrong-Pass-42"}`, 401, account.MsgInvalidCredentials)
		b.expect("POST", "/api/login", `{"email":"","password":""}`, 400, "")
		b.expect("GET", "/api/user", "", 401, "Not authenticated")

		// Browser-session login: a cookie without Max-Age, ended by 24 idle hours.
		resp := b.expect("POST", "/api/login", `{"email":"SAM@example.com","password":"`+goodPassword+`","rememberMe":false}`, 200, "Login successful")
		if sc := resp.Header.Get("Set-Cookie"); strings.Contains(sc, "Max-Age") {
			t.Fatalf("rememberMe false gave a persistent cookie: %s", sc)
		}
		first := b.sessionCookie().Value
		b.expect("GET", "/api/user", "", 200, "Authenticated")

		// A new log-in gets a new session id; the old one stops working.
		b.expect("POST", "/api/login", `{"email":"sam@example.com","password":"`+goodPassword+`"}`, 200, "")
		second := b.sessionCookie().Value
		if second == first {
			t.Fatal("log-in reused the session id")
		}
		stale := newBrowser(t, base)
		stale.c.Jar.SetCookies(mustURL(base), []*http.Cookie{{Name: httpapi.SessionCookie, Value: first}})
		stale.expect("GET", "/api/user", "", 401, "")

		// Idle timeout: activity moves it, 24 quiet hours end it.
		c.now = c.now.Add(20 * time.Hour)
		b.expect("GET", "/api/user", "", 200, "")
		c.now = c.now.Add(20 * time.Hour)
		b.expect("GET", "/api/user", "", 200, "")
		c.now = c.now.Add(25 * time.Hour)
		b.expect("GET", "/api/user", "", 401, "")

		// Keep me logged in: 30 days, whatever the activity.
		resp = b.expect("POST", "/api/login", `{"email":"sam@example.com","password":"`+goodPassword+`","rememberMe":true}`, 200, "")
		if sc := resp.Header.Get("Set-Cookie"); !strings.Contains(sc, "Max-Age=2592000") {
			t.Fatalf("rememberMe gave %q, want a 30-day cookie", sc)
		}
		c.now = c.now.Add(29 * 24 * time.Hour)
		b.expect("GET", "/api/user", "", 200, "")
		c.now = c.now.Add(2 * 24 * time.Hour)
		b.expect("GET", "/api/user", "", 401, "")

		// Signing up from a signed-in browser ends the old session too.
		b.expect("POST", "/api/login", `{"email":"sam@example.com","password":"`+goodPassword+`"}`, 200, "")
		before := b.sessionCookie().Value
		b.expect("POST", "/api/register", `{"username":"sam_two","email":"sam2@example.com","password":"`+goodPassword+`"}`, 201, "")
		replaced := newBrowser(t, base)
		replaced.c.Jar.SetCookies(mustURL(base), []*http.Cookie{{Name: httpapi.SessionCookie, Value: before}})
		replaced.expect("GET", "/api/user", "", 401, "")

		// Log-out ends the session on the server, not just in the browser.
		b.expect("POST", "/api/login", `{"email":"sam@example.com","password":"`+goodPassword+`"}`, 200, "")
		token := b.sessionCookie().Value
		resp = b.expect("POST", "/api/logout", "", 200, "Logged out")
		if sc := resp.Header.Get("Set-Cookie"); !strings.Contains(sc, "Max-Age=0") {
			t.Fatalf("logout did not clear the cookie: %q", sc)
		}
		replay := newBrowser(t, base)
		replay.c.Jar.SetCookies(mustURL(base), []*http.Cookie{{Name: httpapi.SessionCookie, Value: token}})
		replay.expect("GET", "/api/user", "", 401, "")
	})
}

// resetLink returns the token of the newest reset link mailed to the address.
func resetLink(t *testing.T, db *store.DB, to string) string {
	t.Helper()
	return linkToken(t, db, to, "/reset-password")
}

func TestPasswordReset(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, c := startAccounts(t, db)
		a, other := newBrowser(t, base), newBrowser(t, base)
		register(t, a, "rita", "rita@example.com")
		other.expect("POST", "/api/login", `{"email":"rita@example.com","password":"`+goodPassword+`","rememberMe":true}`, 200, "")

		anon := newBrowser(t, base)
		anon.expect("POST", "/api/forgot-password", `{"email":"nope"}`, 400, account.MsgEmail)
		anon.expect("POST", "/api/forgot-password", `{"email":"ghost@example.com"}`, 200, account.ResetRequestedMessage("ghost@example.com"))
		anon.expect("POST", "/api/forgot-password", `{"email":"rita@example.com"}`, 200, account.ResetRequestedMessage("rita@example.com"))
		if n := len(mailsTo(t, db, "rita@example.com")); n != 2 {
			t.Fatalf("rita got %d mails, want the verification and the reset", n)
		}
		if n := len(mailsTo(t, db, "ghost@example.com")); n != 0 {
			t.Fatalf("the unknown address got %d mails", n)
		}
		token := resetLink(t, db, "rita@example.com")
		var stored int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM password_resets WHERE token_hash = $1`, []byte(token)).Scan(&stored); err != nil || stored != 0 {
			t.Fatalf("the plain token is stored: %d, %v", stored, err)
		}

		anon.expect("POST", "/api/reset-password", `{"token":"`+token+`","password":"weak"}`, 400, account.MsgPasswordPolicy)
		anon.expect("POST", "/api/reset-password", `{"token":"made-up","password":"New-Forge-2027"}`, 400, account.MsgResetInvalid)
		anon.expect("POST", "/api/reset-password", `{"token":"`+token+`","password":"New-Forge-2027"}`, 200, account.MsgPasswordReset)
		anon.expect("POST", "/api/reset-password", `{"token":"`+token+`","password":"Other-Forge-2027"}`, 400, account.MsgResetInvalid)

		// Every session of the account ended; the old password fails, the new works.
		a.expect("GET", "/api/user", "", 401, "")
		other.expect("GET", "/api/user", "", 401, "")
		anon.expect("POST", "/api/login", `{"email":"rita@example.com","password":"`+goodPassword+`"}`, 401, "")
		anon.expect("POST", "/api/login", `{"email":"rita@example.com","password":"New-Forge-2027"}`, 200, "")

		// A link older than an hour is refused.
		fresh := newBrowser(t, base)
		fresh.expect("POST", "/api/forgot-password", `{"email":"rita@example.com"}`, 200, "")
		late := resetLink(t, db, "rita@example.com")
		c.now = c.now.Add(61 * time.Minute)
		fresh.expect("POST", "/api/reset-password", `{"token":"`+late+`","password":"Later-Forge-2027"}`, 400, account.MsgResetInvalid)

		// Three requests per address an hour, then 429.
		fresh.expect("POST", "/api/forgot-password", `{"email":"rita@example.com"}`, 200, "")
		_, _, resp := fresh.do("POST", "/api/forgot-password", `{"email":"RITA@example.com"}`)
		if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" {
			t.Fatalf("4th reset request in an hour: %d, Retry-After %q", resp.StatusCode, resp.Header.Get("Retry-After"))
		}
	})
}

func TestChangePasswordEndsOtherSessions(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		here, there := newBrowser(t, base), newBrowser(t, base)
		register(t, here, "cara", "cara@example.com")
		there.expect("POST", "/api/login", `{"email":"cara@example.com","password":"`+goodPassword+`"}`, 200, "")
		newBrowser(t, base).expect("POST", "/api/user/password", `{"currentPassword":"x","newPassword":"y"}`, 401, "")
		here.expect("POST", "/api/user/password", `{"currentPassword":"Not-It-4242","newPassword":"Fresh-Anvil-77"}`, 400, account.MsgWrongPassword)
		here.expect("POST", "/api/user/password", `{"currentPassword":"`+goodPassword+`","newPassword":"weak"}`, 400, account.MsgPasswordPolicy)
		here.expect("POST", "/api/user/password", `{"currentPassword":"`+goodPassword+`","newPassword":"Fresh-Anvil-77"}`, 200, account.MsgPasswordChange)
		here.expect("GET", "/api/user", "", 200, "")
		there.expect("GET", "/api/user", "", 401, "")
	})
}

func TestLoginRateLimitPerAccount(t *testing.T) {
	base, _ := startAccounts(t, storetest.MustOpen(t, store.SQLite))
	b := newBrowser(t, base)
	for i := range 10 {
		if status, _, _ := b.do("POST", "/api/login", `{"email":"victim@example.com","password":"Guess-`+string(rune('a'+i))+`-1234"}`); status != 401 {
			t.Fatalf("attempt %d: %d", i+1, status)
		}
	}
	_, out, resp := b.do("POST", "/api/login", `{"email":"VICTIM@example.com","password":"Guess-k-1234"}`)
	if resp.StatusCode != 429 || !strings.HasPrefix(out["message"].(string), "Too many attempts. Please try again in ") {
		t.Fatalf("11th attempt: %d %v", resp.StatusCode, out)
	}
	b.expect("POST", "/api/login", `{"email":"other@example.com","password":"Guess-a-1234"}`, 401, "")
}

func TestPlanAndProviders(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		b := newBrowser(t, base)
		b.expect("GET", "/api/user/plan", "", 401, "")
		register(t, b, "nia", "nia@example.com")
		_, out, _ := b.do("GET", "/api/user/plan", "")
		if plan := out["plan"].(map[string]any); out["success"] != true || plan["name"] != "Free" || plan["slug"] != "free" || plan["paid"] != false {
			t.Fatalf("plan: %v", out)
		}
		if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'pro' WHERE username = 'nia'`); err != nil {
			t.Fatal(err)
		}
		if _, out, _ := b.do("GET", "/api/user/plan", ""); out["plan"].(map[string]any)["paid"] != true {
			t.Fatalf("pro plan: %v", out)
		}
		_, providers, _ := b.do("GET", "/api/auth/providers", "")
		if providers["google"] != false {
			t.Fatalf("providers %v", providers)
		}
	})
}
