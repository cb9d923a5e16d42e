package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// The outbox as admins use it: search, filter and page it, open a message
// (tokens hidden), resend a reset (a fresh link), refuse what cannot be
// resent, send themselves a test mail and preview every template.
func TestAdminOutbox(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		alice := mustSignIn(t, db, "alice", false)
		aliceID := userIDOf(t, db, "alice")
		wantCall(t, h, nil, "POST", "/api/forgot-password", `{"email":"alice@example.com"}`, 200, "")
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"siteName","value":"Blockshop"}`, 200, "")
		wantCall(t, h, admin, "POST", fmt.Sprintf("/api/admin/users/%d/password-reset", aliceID), "", 200, "")
		wantCall(t, h, alice, "GET", "/api/admin/email", "", 403, "")

		all := wantCall(t, h, admin, "GET", "/api/admin/email", "", 200, "")["emails"].([]any)
		if len(all) != 2 || all[0].(map[string]any)["subject"] != "Reset your Blockshop password" ||
			all[1].(map[string]any)["subject"] != "Reset your Texelforge password" || all[0].(map[string]any)["purpose"] != "password-reset" {
			t.Fatalf("outbox %v", all)
		}
		page := wantCall(t, h, admin, "GET", "/api/admin/email?limit=1", "", 200, "")
		rest := wantCall(t, h, admin, "GET", "/api/admin/email?limit=1&cursor="+page["nextCursor"].(string), "", 200, "")
		if len(rest["emails"].([]any)) != 1 || rest["nextCursor"] != nil {
			t.Fatalf("second page %v", rest)
		}
		if found := wantCall(t, h, admin, "GET", "/api/admin/email?q=BLOCKSHOP", "", 200, "")["emails"].([]any); len(found) != 1 {
			t.Fatalf("search %v", found)
		}
		if found := wantCall(t, h, admin, "GET", "/api/admin/email?q=nobody%25", "", 200, "")["emails"].([]any); len(found) != 0 {
			t.Fatalf("search with a wildcard %v", found)
		}
		if found := wantCall(t, h, admin, "GET", "/api/admin/email?status=failed", "", 200, "")["emails"].([]any); len(found) != 0 {
			t.Fatalf("failed %v", found)
		}
		wantCall(t, h, admin, "GET", "/api/admin/email?status=lost", "", 400, "status must be pending, sent or failed")

		id := all[0].(map[string]any)["id"].(float64)
		one := wantCall(t, h, admin, "GET", fmt.Sprintf("/api/admin/email/%.0f", id), "", 200, "")["email"].(map[string]any)
		if text := one["text"].(string); !strings.Contains(text, "token=[hidden]") {
			t.Fatalf("message %v", one)
		}
		wantCall(t, h, admin, "GET", "/api/admin/email/999999", "", 404, "Email not found")

		wantCall(t, h, admin, "POST", fmt.Sprintf("/api/admin/email/%.0f/resend", id), "", 200, "Mail sent again")
		after := wantCall(t, h, admin, "GET", "/api/admin/email", "", 200, "")["emails"].([]any)
		if len(after) != 3 || after[0].(map[string]any)["subject"] != "Reset your Blockshop password" {
			t.Fatalf("after resend %v", after)
		}
		var resets int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM password_resets WHERE user_id = $1`, aliceID).Scan(&resets); err != nil || resets != 3 {
			t.Fatalf("a resend makes a new link: %d resets, %v", resets, err)
		}

		wantCall(t, h, admin, "POST", "/api/admin/email/test", "", 200, "Test mail sent to boss@example.com")
		test := wantCall(t, h, admin, "GET", "/api/admin/email?limit=1", "", 200, "")["emails"].([]any)[0].(map[string]any)
		if test["to"] != "boss@example.com" || test["subject"] != "Blockshop test mail" {
			t.Fatalf("test mail %v", test)
		}
		// A copy without a hidden link is sent as it was.
		wantCall(t, h, admin, "POST", fmt.Sprintf("/api/admin/email/%.0f/resend", test["id"]), "", 200, "Mail sent again")

		// A newsletter confirmation's link is single-use and hidden: no copy is sent.
		wantCall(t, h, nil, "POST", "/api/signup", `{"email":"reader@example.com","newsletter":true}`, 200, "")
		confirm := wantCall(t, h, admin, "GET", "/api/admin/email?q=reader", "", 200, "")["emails"].([]any)[0].(map[string]any)
		wantCall(t, h, admin, "POST", fmt.Sprintf("/api/admin/email/%.0f/resend", confirm["id"]), "", 409,
			"This mail held a single-use link, hidden in the outbox: it cannot be sent again")

		templates := wantCall(t, h, admin, "GET", "/api/admin/email/templates", "", 200, "")["templates"].([]any)
		if len(templates) != 5 {
			t.Fatalf("templates %v", templates)
		}
		for _, tm := range templates {
			m := tm.(map[string]any)
			if m["html"] == "" || m["text"] == "" || !strings.Contains(m["text"].(string), "Blockshop") {
				t.Errorf("template %v", m)
			}
		}
	})
}
