package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func userIDOf(t *testing.T, db *store.DB, username string) int64 {
	t.Helper()
	var id int64
	if err := db.SQL.QueryRow(`SELECT id FROM users WHERE username = $1`, username).Scan(&id); err != nil {
		t.Fatal(err)
	}
	return id
}

func TestAdminFindsUsersAndAdjustsCredits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		alice := mustSignIn(t, db, "alice_w", false)
		for _, name := range []string{"bob_x", "carol_y", "under_score"} {
			mustSignIn(t, db, name, false)
		}
		wantCall(t, h, alice, "GET", "/api/admin/users", "", 403, "")

		all := wantCall(t, h, admin, "GET", "/api/admin/users", "", 200, "")
		if users := all["users"].([]any); len(users) != 5 || users[0].(map[string]any)["username"] != "under_score" {
			t.Fatalf("all users %v", all)
		}
		found := wantCall(t, h, admin, "GET", "/api/admin/users?q=ALICE", "", 200, "")["users"].([]any)
		if len(found) != 1 || found[0].(map[string]any)["email"] != "alice_w@example.com" || found[0].(map[string]any)["plan"] != "free" {
			t.Fatalf("search alice %v", found)
		}
		// LIKE's wildcards are searched for as text.
		if found := wantCall(t, h, admin, "GET", "/api/admin/users?q=%25", "", 200, "")["users"].([]any); len(found) != 0 {
			t.Fatalf("search %% %v", found)
		}
		if found := wantCall(t, h, admin, "GET", "/api/admin/users?q=_", "", 200, "")["users"].([]any); len(found) != 4 {
			t.Fatalf("search _ %v", found)
		}
		// Three characters or more use the trigram index on SQLite: the same answers.
		if found := wantCall(t, h, admin, "GET", "/api/admin/users?q=R_S", "", 200, "")["users"].([]any); len(found) != 1 ||
			found[0].(map[string]any)["username"] != "under_score" {
			t.Fatalf("search r_s %v", found)
		}
		for _, q := range []string{"a%22b%22", "%25%25%25", "OR%20x", "le.com"} {
			want := map[string]int{"le.com": 5}[q]
			if found := wantCall(t, h, admin, "GET", "/api/admin/users?q="+q, "", 200, "")["users"].([]any); len(found) != want {
				t.Fatalf("search %s: %v", q, found)
			}
		}
		page := wantCall(t, h, admin, "GET", "/api/admin/users?limit=3", "", 200, "")
		rest := wantCall(t, h, admin, "GET", "/api/admin/users?limit=3&cursor="+page["nextCursor"].(string), "", 200, "")
		if len(page["users"].([]any)) != 3 || len(rest["users"].([]any)) != 2 || rest["nextCursor"] != nil {
			t.Fatalf("pages %v then %v", page, rest)
		}
		wantCall(t, h, admin, "GET", "/api/admin/users?cursor=-1", "", 400, "Invalid cursor")
		wantCall(t, h, admin, "GET", "/api/admin/users?sort=email", "", 400, "sort must be newest, oldest or name")
		names := func(path string) (out []string, next any) {
			got := wantCall(t, h, admin, "GET", path, "", 200, "")
			for _, u := range got["users"].([]any) {
				out = append(out, u.(map[string]any)["username"].(string))
			}
			return out, got["nextCursor"]
		}
		byName, next := names("/api/admin/users?sort=name&limit=2")
		more, last := names("/api/admin/users?sort=name&limit=10&cursor=" + next.(string))
		if strings.Join(byName, " ") != "alice_w bob_x" || strings.Join(more, " ") != "boss carol_y under_score" || last != nil {
			t.Fatalf("by name %v then %v", byName, more)
		}
		if oldest, _ := names("/api/admin/users?sort=oldest&limit=2&q=o"); strings.Join(oldest, " ") != "boss alice_w" {
			t.Fatalf("oldest with o %v", oldest)
		}
		// Paging through a search the trigram index answers (SQLite), both ways.
		for sort, want := range map[string]string{"newest": "under_score carol_y bob_x alice_w boss", "oldest": "boss alice_w bob_x carol_y under_score"} {
			var all []string
			for path := "/api/admin/users?q=EXAMPLE.com&limit=2&sort=" + sort; ; {
				page, next := names(path)
				all = append(all, page...)
				if next == nil {
					break
				}
				path = "/api/admin/users?q=EXAMPLE.com&limit=2&sort=" + sort + "&cursor=" + next.(string)
			}
			if strings.Join(all, " ") != want {
				t.Fatalf("%s pages %v", sort, all)
			}
		}

		id := userIDOf(t, db, "alice_w")
		path := fmt.Sprintf("/api/admin/users/%d", id)
		for body, msg := range map[string]string{
			`{"amount":0,"reason":"x"}`:      "The amount is 1 to 100000 credits, or -1 to -100000 to take",
			`{"amount":100001,"reason":"x"}`: "The amount is 1 to 100000 credits, or -1 to -100000 to take",
			`{"amount":5,"reason":"  "}`:     "Give a reason of 1 to 200 characters",
			`{"amount":"five","reason":"x"}`: "Malformed JSON in request body",
		} {
			wantCall(t, h, admin, "POST", path+"/credits", body, 400, msg)
		}
		wantCall(t, h, admin, "POST", "/api/admin/users/999999/credits", `{"amount":5,"reason":"x"}`, 404, "")
		granted := wantCall(t, h, admin, "POST", path+"/credits", `{"amount":5,"reason":"welcome gift"}`, 200, "Credits granted")
		if granted["change"] != 5.0 || granted["credits"].(map[string]any)["available"] != 8.0 {
			t.Fatalf("granted %v", granted)
		}
		taken := wantCall(t, h, admin, "POST", path+"/credits", `{"amount":-100,"reason":"refund abuse"}`, 200, "Credits taken")
		if taken["change"] != -5.0 || taken["credits"].(map[string]any)["available"] != 3.0 {
			t.Fatalf("taken %v", taken)
		}
		wantCall(t, h, admin, "POST", path+"/credits", `{"amount":-1,"reason":"again"}`, 409,
			"This user has no unspent purchased credits to take")

		detail := wantCall(t, h, admin, "GET", path, "", 200, "")
		rows := detail["transactions"].([]any)
		if detail["user"].(map[string]any)["username"] != "alice_w" || detail["activity"].(map[string]any)["sessions"] != 1.0 ||
			len(rows) != 3 || rows[0].(map[string]any)["description"] != "Taken by an admin: refund abuse" ||
			rows[1].(map[string]any)["description"] != "Granted by an admin: welcome gift" {
			t.Fatalf("detail %v", detail)
		}
		wantCall(t, h, admin, "GET", "/api/admin/users/abc", "", 404, "User not found")

		// The user sees it in their own ledger; the audit log has both.
		mine := wantCall(t, h, alice, "GET", "/api/user/credits/transactions", "", 200, "")["transactions"].([]any)
		if mine[1].(map[string]any)["amount"] != 5.0 {
			t.Fatalf("alice's ledger %v", mine)
		}
		audit := wantCall(t, h, admin, "GET", "/api/admin/audit?action=credits", "", 200, "")["entries"].([]any)
		if len(audit) != 2 || audit[1].(map[string]any)["target"] != fmt.Sprintf("id=%d", id) ||
			audit[1].(map[string]any)["details"].(map[string]any)["reason"] != "welcome gift" {
			t.Fatalf("audit %v", audit)
		}
	})
}

func TestAdminRightsRules(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		boss := mustSignIn(t, db, "boss", true)
		mustSignIn(t, db, "bob", false)
		bob := userIDOf(t, db, "bob")
		bossID := userIDOf(t, db, "boss")
		bobPath := fmt.Sprintf("/api/admin/users/%d/admin", bob)

		wantCall(t, h, boss, "PUT", fmt.Sprintf("/api/admin/users/%d/admin", bossID), `{"isAdmin":false}`, 403,
			"You cannot change your own admin rights")
		wantCall(t, h, boss, "PUT", bobPath, `{"isAdmin":true}`, 409,
			"Only an account with a verified email address can be made an admin")
		wantCall(t, h, boss, "PUT", bobPath, `{}`, 400, "isAdmin must be true or false")
		if _, err := db.SQL.Exec(`UPDATE users SET email_verified_at = created_at`); err != nil {
			t.Fatal(err)
		}
		out := wantCall(t, h, boss, "PUT", bobPath, `{"isAdmin":true}`, 200, "Admin rights given")
		if out["user"].(map[string]any)["isAdmin"] != true {
			t.Fatalf("bob %v", out)
		}

		// Two admins removing each other at once: one of them stays.
		bobCookie := mustSessionFor(t, db, bob)
		var wg sync.WaitGroup
		codes := make([]int, 2)
		for i, tc := range []struct {
			cookie *http.Cookie
			target int64
		}{{boss, bob}, {bobCookie, bossID}} {
			wg.Go(func() {
				codes[i], _ = call(t, h, tc.cookie, "PUT", fmt.Sprintf("/api/admin/users/%d/admin", tc.target), `{"isAdmin":false}`)
			})
		}
		wg.Wait()
		var admins int
		var last int64
		if err := db.SQL.QueryRow(`SELECT count(*), max(id) FROM users WHERE is_admin`).Scan(&admins, &last); err != nil || admins != 1 {
			t.Fatalf("%d admins left (answers %v), %v", admins, codes, err)
		}
		// The store itself never removes the last admin, whoever asks.
		if _, err := db.SetAdminByID(context.Background(), last, false); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("removing the last admin: %v", err)
		}
	})
}

// A suspended user's open session ends at once and they cannot log in
// until restored; deleting a user removes the account as its owner would.
func TestAdminSuspendsAndDeletesUsers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		alice := newBrowser(t, base)
		register(t, alice, "alice", "alice@example.com")
		alice.expect("GET", "/api/user", "", 200, "")
		adminCookie := mustSignIn(t, db, "boss", true)
		admin := newBrowser(t, base)
		admin.c.Jar.SetCookies(mustURL(base), []*http.Cookie{adminCookie})
		id := userIDOf(t, db, "alice")
		path := fmt.Sprintf("/api/admin/users/%d", id)

		admin.expect("POST", fmt.Sprintf("/api/admin/users/%d/suspend", userIDOf(t, db, "boss")), "", 403,
			"You cannot do this to your own account")
		_, out, _ := admin.do("POST", path+"/suspend", "")
		if out["message"] != "User suspended" || out["user"].(map[string]any)["suspended"] != true {
			t.Fatalf("suspend %v", out)
		}
		alice.expect("GET", "/api/user", "", 401, "")
		alice.expect("POST", "/api/login", `{"email":"alice@example.com","password":"`+goodPassword+`"}`, 403,
			"This account is suspended. Write to support to have it restored.")

		admin.expect("POST", path+"/unsuspend", "", 200, "User restored")
		alice.expect("POST", "/api/login", `{"email":"alice@example.com","password":"`+goodPassword+`"}`, 200, "")
		alice.expect("GET", "/api/user", "", 200, "")

		// An admin is neither suspended nor deleted: their rights go first.
		if _, err := db.SQL.Exec(`UPDATE users SET is_admin = TRUE WHERE id = $1`, id); err != nil {
			t.Fatal(err)
		}
		admin.expect("DELETE", path, "", 409, "Remove this user's admin rights first")
		admin.expect("POST", path+"/suspend", "", 409, "Remove this user's admin rights first")
		if _, err := db.SQL.Exec(`UPDATE users SET is_admin = FALSE WHERE id = $1`, id); err != nil {
			t.Fatal(err)
		}
		admin.expect("DELETE", path, "", 200, "User deleted")
		admin.expect("GET", path, "", 404, "")
		alice.expect("GET", "/api/user", "", 401, "")
		_, audit, _ := admin.do("GET", "/api/admin/audit", "")
		if entries := audit["entries"].([]any); len(entries) != 3 ||
			entries[0].(map[string]any)["action"] != "DELETE /api/admin/users/{id}" {
			t.Fatalf("audit %v", audit)
		}
	})
}

func TestAdminMailsAUserTheirLinks(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		mustSignIn(t, db, "dana", false)
		path := fmt.Sprintf("/api/admin/users/%d", userIDOf(t, db, "dana"))
		wantCall(t, h, admin, "POST", path+"/verification", "", 200, "We sent a new verification link to dana@example.com.")
		wantCall(t, h, admin, "POST", path+"/password-reset", "", 200, "We sent a password reset link to dana@example.com.")
		subjects := []string{}
		for _, m := range mailsTo(t, db, "dana@example.com") {
			subjects = append(subjects, m.Subject)
		}
		if len(subjects) != 2 || subjects[0] != "Verify your Texelforge email address" || subjects[1] != "Reset your Texelforge password" {
			t.Fatalf("mails %v", subjects)
		}
		if _, err := db.SQL.Exec(`UPDATE users SET email_verified_at = created_at`); err != nil {
			t.Fatal(err)
		}
		wantCall(t, h, admin, "POST", path+"/verification", "", 409, "This user's address is verified already")
		wantCall(t, h, admin, "POST", "/api/admin/users/999999/password-reset", "", 404, "")
	})
}
