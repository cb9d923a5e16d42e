package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// verified reports GET /api/user's emailVerified for the browser's user.
func verified(t *testing.T, b *browser) bool {
	t.Helper()
	status, out, _ := b.do("GET", "/api/user", "")
	user, ok := out["user"].(map[string]any)
	if status != 200 || !ok {
		t.Fatalf("GET /api/user: %d %v", status, out)
	}
	v, ok := user["emailVerified"].(bool)
	if !ok {
		t.Fatalf("user without emailVerified: %v", user)
	}
	return v
}

func TestEmailVerification(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, c := startAccounts(t, db)
		b, anon := newBrowser(t, base), newBrowser(t, base)
		register(t, b, "vera", "vera@example.com")
		if verified(t, b) {
			t.Fatal("a new account's address counts as verified")
		}
		first := linkToken(t, db, "vera@example.com", "/verify-email")

		// Only the token's hash is stored, and the stored mail hides it.
		var plain, inOutbox int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM email_tokens WHERE token_hash = $1`, []byte(first)).Scan(&plain); err != nil || plain != 0 {
			t.Fatalf("the plain token is stored: %d, %v", plain, err)
		}
		if err := db.SQL.QueryRow(`SELECT count(*) FROM mail_outbox WHERE text_body LIKE $1 OR html_body LIKE $1`,
			"%"+first+"%").Scan(&inOutbox); err != nil || inOutbox != 0 {
			t.Fatalf("the outbox keeps the working link: %d, %v", inOutbox, err)
		}

		anon.expect("POST", "/api/user/verify-email/resend", "", 401, "")
		anon.expect("POST", "/api/verify-email", `{"token":"made-up"}`, 400, account.MsgVerifyInvalid)
		anon.expect("POST", "/api/verify-email", `{"token":""}`, 400, account.MsgVerifyInvalid)
		anon.expect("POST", "/api/verify-email", `{"token":"`+strings.Repeat("x", 500)+`"}`, 400, account.MsgVerifyInvalid)

		// A new link replaces the old one.
		b.expect("POST", "/api/user/verify-email/resend", "", 200, account.MsgVerificationResent+"vera@example.com.")
		second := linkToken(t, db, "vera@example.com", "/verify-email")
		anon.expect("POST", "/api/verify-email", `{"token":"`+first+`"}`, 400, account.MsgVerifyInvalid)
		// The link works in any browser, once.
		anon.expect("POST", "/api/verify-email", `{"token":"`+second+`"}`, 200, account.MsgEmailVerified)
		anon.expect("POST", "/api/verify-email", `{"token":"`+second+`"}`, 400, account.MsgVerifyInvalid)
		if !verified(t, b) {
			t.Fatal("the address is not verified after the link")
		}
		b.expect("POST", "/api/user/verify-email/resend", "", 200, account.MsgAlreadyVerified)

		// A link is good for 24 hours; resends are limited.
		late := newBrowser(t, base)
		register(t, late, "lately", "lately@example.com")
		token := linkToken(t, db, "lately@example.com", "/verify-email")
		c.now = c.now.Add(account.VerifyTTL + time.Minute)
		anon.expect("POST", "/api/verify-email", `{"token":"`+token+`"}`, 400, account.MsgVerifyInvalid)
		late.expect("POST", "/api/login", `{"email":"lately@example.com","password":"`+goodPassword+`"}`, 200, "")
		for range 3 {
			late.expect("POST", "/api/user/verify-email/resend", "", 200, "")
		}
		_, _, resp := late.do("POST", "/api/user/verify-email/resend", "")
		if resp.StatusCode != 429 || resp.Header.Get("Retry-After") == "" {
			t.Fatalf("4th resend in an hour: %d", resp.StatusCode)
		}
		if verified(t, late) {
			t.Fatal("an expired link verified the address")
		}
	})
}

// Opening a password-reset link proves the address too.
func TestPasswordResetVerifiesTheAddress(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		b := newBrowser(t, base)
		register(t, b, "rosa", "rosa@example.com")
		b.expect("POST", "/api/forgot-password", `{"email":"rosa@example.com"}`, 200, "")
		b.expect("POST", "/api/reset-password", `{"token":"`+resetLink(t, db, "rosa@example.com")+`","password":"Rose-Garden-2027"}`,
			200, account.MsgPasswordReset)
		b.expect("POST", "/api/login", `{"email":"rosa@example.com","password":"Rose-Garden-2027"}`, 200, "")
		if !verified(t, b) {
			t.Fatal("a completed reset did not verify the address")
		}
	})
}

func TestPasswordChangeEndsOpenResetLinks(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		b := newBrowser(t, base)
		register(t, b, "pia", "pia@example.com")
		b.expect("POST", "/api/forgot-password", `{"email":"pia@example.com"}`, 200, "")
		open := resetLink(t, db, "pia@example.com")
		b.expect("POST", "/api/user/password", `{"currentPassword":"`+goodPassword+`","newPassword":"Chosen-Anew-2027"}`,
			200, account.MsgPasswordChange)
		newBrowser(t, base).expect("POST", "/api/reset-password", `{"token":"`+open+`","password":"Hijack-Pass-2027"}`,
			400, account.MsgResetInvalid)
		b.expect("POST", "/api/login", `{"email":"pia@example.com","password":"Chosen-Anew-2027"}`, 200, "")
	})
}

// An account made by Google sign-in has no password; setting one needs a
// sign-in of the last ten minutes, since there is no password to confirm.
func TestGoogleOnlyAccountSetsAPasswordAfterAFreshSignIn(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, c := startAccounts(t, db)
		u, err := db.InsertUserWithIdentity(context.Background(), account.NewUser{Username: "gina", Email: "gina@example.com",
			EmailVerified: true}, "google", account.Identity{Subject: "g-gina", Email: "gina@example.com", EmailVerified: true})
		if err != nil {
			t.Fatal(err)
		}
		b := newBrowser(t, base)
		signInAs(t, db, b, u.ID, c.now)
		c.now = c.now.Add(account.FreshSignIn + time.Minute)
		b.expect("POST", "/api/user/password", `{"currentPassword":"","newPassword":"Own-Password-2027"}`, 403,
			account.MsgSignInAgainToSetPassword)
		signInAs(t, db, b, u.ID, c.now) // signed in with Google again
		b.expect("POST", "/api/user/password", `{"currentPassword":"","newPassword":"Own-Password-2027"}`, 200,
			account.MsgPasswordChange)
		// From now on the password is what confirms.
		b.expect("POST", "/api/user/password", `{"currentPassword":"","newPassword":"Other-Password-2027"}`, 400,
			account.MsgWrongPassword)
	})
}

// signInAs gives the browser a new session of the user, started at at, as a
// Google sign-in would.
func signInAs(t *testing.T, db *store.DB, b *browser, userID int64, at time.Time) {
	t.Helper()
	token, hash := account.NewToken()
	if err := db.InsertSession(context.Background(), account.Session{UserID: userID, TokenHash: hash, Persistent: true,
		CreatedAt: at, LastSeenAt: at, ExpiresAt: at.Add(account.PersistentSessionTTL)}); err != nil {
		t.Fatal(err)
	}
	b.c.Jar.SetCookies(mustURL(b.base), []*http.Cookie{{Name: httpapi.SessionCookie, Value: token}})
}

// A browser session busy every day still ends seven days after it signed in.
func TestBrowserSessionsHaveAnAbsoluteLifetime(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, c := startAccounts(t, db)
		register(t, newBrowser(t, base), "busy", "busy@example.com")
		b := newBrowser(t, base)
		b.expect("POST", "/api/login", `{"email":"busy@example.com","password":"`+goodPassword+`"}`, 200, "")
		signedIn := c.now
		for c.now.Sub(signedIn) < account.BrowserSessionMaxAge-20*time.Hour {
			c.now = c.now.Add(20 * time.Hour)
			b.expect("GET", "/api/user", "", 200, "")
		}
		c.now = signedIn.Add(account.BrowserSessionMaxAge + time.Minute)
		b.expect("GET", "/api/user", "", 401, "")
	})
}
