package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// Every admin change that succeeds is in the audit log, with who, what, the
// target, the body sent (secrets hidden), the client address and when; reads
// and refused changes are not; the log pages newest first and only admins
// read it.
func TestAdminActionsAreAudited(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		member := mustSignIn(t, db, "member", false)

		wantCall(t, h, admin, "GET", "/api/admin/settings", "", 200, "")
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"siteName","value":""}`, 400, "")
		wantCall(t, h, member, "PUT", "/api/admin/settings", `{"key":"siteName","value":"Evil"}`, 403, "")
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"siteName","value":"Texel Forge"}`, 200, "")
		created := wantCall(t, h, admin, "POST", "/api/admin/credit-packages",
			`{"name":"5 credits","credits":5,"priceUsd":399,"webhookSecret":"whsec_x","nested":{"password":"p"}}`, 201, "")
		id := created["package"].(map[string]any)["id"]
		wantCall(t, h, admin, "PUT", "/api/admin/credit-packages/"+jsonNumber(id)+"/reorder", `{"displayOrder":0}`, 200, "")

		huge := `{"key":"siteName","value":"` + strings.Repeat("x", 2000) + `"}`
		wantCall(t, h, admin, "PUT", "/api/admin/settings", huge, 413, "Request body too large")

		out := wantCall(t, h, admin, "GET", "/api/admin/audit", "", 200, "")
		entries := out["entries"].([]any)
		if len(entries) != 3 || out["nextCursor"] != nil {
			t.Fatalf("entries %v", out)
		}
		newest := entries[0].(map[string]any)
		if newest["action"] != "PUT /api/admin/credit-packages/{id}/reorder" || newest["target"] != "id="+jsonNumber(id) ||
			newest["actor"] != "boss" || newest["clientAddress"] == "" || newest["createdAt"] == "" {
			t.Fatalf("newest entry %v", newest)
		}
		details, _ := json.Marshal(entries[1].(map[string]any)["details"])
		if !strings.Contains(string(details), `"webhookSecret":"REDACTED"`) || !strings.Contains(string(details), `"password":"REDACTED"`) ||
			strings.Contains(string(details), "whsec_x") || !strings.Contains(string(details), `"name":"5 credits"`) {
			t.Fatalf("package entry details %s", details)
		}
		if e := entries[2].(map[string]any); e["action"] != "PUT /api/admin/settings" || e["target"] != "" ||
			e["details"].(map[string]any)["value"] != "Texel Forge" {
			t.Fatalf("settings entry %v", e)
		}

		page := wantCall(t, h, admin, "GET", "/api/admin/audit?limit=2", "", 200, "")
		cursor, _ := page["nextCursor"].(string)
		rest := wantCall(t, h, admin, "GET", "/api/admin/audit?limit=2&cursor="+cursor, "", 200, "")
		if len(page["entries"].([]any)) != 2 || len(rest["entries"].([]any)) != 1 || rest["nextCursor"] != nil {
			t.Fatalf("pages %v then %v", page, rest)
		}
		filtered := wantCall(t, h, admin, "GET", "/api/admin/audit?action=settings", "", 200, "")
		if len(filtered["entries"].([]any)) != 1 {
			t.Fatalf("filtered %v", filtered)
		}
		wantCall(t, h, admin, "GET", "/api/admin/audit?cursor=x", "", 400, "Invalid cursor")
		wantCall(t, h, member, "GET", "/api/admin/audit", "", 403, "")

		// The log cannot be changed, even from the database's own connection.
		if _, err := db.SQL.Exec(`UPDATE audit_log SET actor_name = 'someone'`); err == nil {
			t.Fatal("an audit entry was updated")
		}
		if _, err := db.SQL.Exec(`DELETE FROM audit_log`); err == nil {
			t.Fatal("audit entries were deleted")
		}
	})
}

func jsonNumber(v any) string { b, _ := json.Marshal(v); return string(b) }
