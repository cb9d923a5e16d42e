package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func TestDeleteAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		h, _ := mustServerWithClock(t, db)
		srv := httptest.NewServer(h)
		t.Cleanup(srv.Close)
		b := newBrowser(t, srv.URL)
		register(t, b, "dana", "dana@example.com") // with the newsletter box ticked
		dana, _ := db.UserByEmail(ctx, "dana@example.com")
		cookie := b.sessionCookie()
		olga := mustSignIn(t, db, "olga", false)

		// Dana has saved, shared, voted, and has credits and a ledger.
		hers := mustShare(t, h, cookie, "dana's stone", "free")
		theirs := mustShare(t, h, olga, "olga's brick", "free")
		vote := func(c *http.Cookie, id int64) {
			rec := texReq(t, h, "POST", "/api/showcase/vote", fmt.Sprintf(`{"textureId":%d,"voteType":"upvote"}`, id), c)
			if rec.Code != 200 {
				t.Fatalf("vote: %d %s", rec.Code, rec.Body)
			}
		}
		vote(cookie, theirs.ID)
		vote(olga, hers.ID)
		if rec := texReq(t, h, "GET", "/api/user/credits", "", cookie); rec.Code != 200 {
			t.Fatalf("credits: %d", rec.Code)
		}
		if n := len(mustList(t, h, "", nil).Data); n != 2 { // a visitor's listing, now cached
			t.Fatalf("listing shows %d textures", n)
		}

		del := func(c *http.Cookie, body string, header ...string) *httptest.ResponseRecorder {
			return texReq(t, h, "DELETE", "/api/user", body, c, header...)
		}
		for _, tc := range []struct {
			name   string
			c      *http.Cookie
			body   string
			header []string
			status int
			msg    string
		}{
			{"signed out", nil, `{"password":"` + goodPassword + `"}`, nil, 401, "Not authenticated"},
			{"wrong password", cookie, `{"password":"Not-The-One-42"}`, nil, 400, account.MsgDeleteWrongPassword},
			{"no password", cookie, `{}`, nil, 400, account.MsgDeletePasswordRequired},
			{"no body", cookie, ``, nil, 400, "Content-Type must be application/json"},
			{"from another site", cookie, `{"password":"` + goodPassword + `"}`, []string{"Sec-Fetch-Site", "cross-site"}, 403,
				"Cross-origin request refused"},
		} {
			if rec := del(tc.c, tc.body, tc.header...); rec.Code != tc.status || !strings.Contains(rec.Body.String(), tc.msg) {
				t.Fatalf("%s: %d %s", tc.name, rec.Code, rec.Body)
			}
		}
		if _, err := db.UserByID(ctx, dana.ID); err != nil {
			t.Fatalf("a refused deletion deleted: %v", err)
		}

		rec := del(cookie, `{"password":"`+goodPassword+`"}`)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), account.MsgAccountDeleted) ||
			!strings.Contains(rec.Header().Get("Set-Cookie"), "Max-Age=0") {
			t.Fatalf("delete: %d %s %q", rec.Code, rec.Body, rec.Header().Get("Set-Cookie"))
		}
		b.expect("GET", "/api/user", "", 401, "")
		b.expect("POST", "/api/login", `{"email":"dana@example.com","password":"`+goodPassword+`"}`, 401, account.MsgInvalidCredentials)
		for table, where := range map[string]string{
			"users": "id = $1", "sessions": "user_id = $1", "textures": "user_id = $1", "generations": "user_id = $1",
			"credit_accounts": "user_id = $1", "credit_transactions": "user_id = $1", "showcase_textures": "user_id = $1",
			"showcase_votes": "user_id = $1", "user_identities": "user_id = $1", "email_tokens": "user_id = $1",
			"password_resets": "user_id = $1",
		} {
			var n int
			if err := db.SQL.QueryRow(`SELECT count(*) FROM `+table+` WHERE `+where, dana.ID).Scan(&n); err != nil || n != 0 {
				t.Errorf("%s keeps %d rows of the deleted account (%v)", table, n, err)
			}
		}
		var signups int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM newsletter_signups WHERE lower(email) = 'dana@example.com'`).Scan(&signups); err != nil || signups != 0 {
			t.Errorf("the newsletter keeps the deleted account's address: %d, %v", signups, err)
		}
		// Her vote is taken back from Olga's texture; her texture leaves every listing at once.
		list := mustList(t, h, "", nil)
		if len(list.Data) != 1 || list.Data[0].ID != theirs.ID || list.Data[0].Upvotes != 0 {
			t.Fatalf("after the deletion the listing shows %+v", list.Data)
		}
		if rec := texReq(t, h, "GET", fmt.Sprintf("/api/showcase/%d", hers.ID), "", olga); rec.Code != 404 {
			t.Fatalf("the deleted account's shared texture: %d", rec.Code)
		}
	})
}

// An account without a password confirms its deletion with a sign-in of the
// last ten minutes (a Google sign-in, since it has no other).
func TestDeleteGoogleOnlyAccount(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, c := startAccounts(t, db)
		u, err := db.InsertUserWithIdentity(context.Background(), account.NewUser{Username: "gus", Email: "gus@example.com",
			EmailVerified: true}, "google", account.Identity{Subject: "g-gus", Email: "gus@example.com", EmailVerified: true})
		if err != nil {
			t.Fatal(err)
		}
		b := newBrowser(t, base)
		signInAs(t, db, b, u.ID, c.now.Add(-account.FreshSignIn-time.Minute))
		b.expect("DELETE", "/api/user", `{}`, 403, account.MsgSignInAgainToDelete)
		signInAs(t, db, b, u.ID, c.now)
		b.expect("DELETE", "/api/user", `{}`, 200, account.MsgAccountDeleted)
		if _, err := db.UserByIdentity(context.Background(), "google", "g-gus"); err == nil {
			t.Fatal("the Google link outlived the account")
		}
	})
}

func TestDeleteAccountGuessesAreLimited(t *testing.T) {
	base, _ := startAccounts(t, storetest.MustOpen(t, store.SQLite))
	b := newBrowser(t, base)
	register(t, b, "gale", "gale@example.com")
	for range 5 {
		b.expect("DELETE", "/api/user", `{"password":"Guessing-Again-1"}`, 400, account.MsgDeleteWrongPassword)
	}
	_, _, resp := b.do("DELETE", "/api/user", `{"password":"`+goodPassword+`"}`)
	if resp.StatusCode != 429 {
		t.Fatalf("6th deletion attempt in 15 minutes: %d", resp.StatusCode)
	}
}
