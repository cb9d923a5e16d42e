package httpapi_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// A texture reported by two users, removed by an admin from the queue (both
// reports resolved), gone from every public call, then restored.
func TestReportRemoveAndRestoreATexture(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		owner := mustSignIn(t, db, "owner", false)
		alice := mustSignIn(t, db, "alice", false)
		bob := mustSignIn(t, db, "bob", false)
		tex := mustShare(t, h, owner, "Spam block", "free")
		other := mustShare(t, h, owner, "Fine block", "free")
		report := fmt.Sprintf("/api/showcase/%d/report", tex.ID)

		wantCall(t, h, nil, "POST", report, `{"reason":"spam"}`, 401, "")
		wantCall(t, h, owner, "POST", report, `{"reason":"spam"}`, 400, "You cannot report your own texture.")
		wantCall(t, h, alice, "POST", report, `{"reason":"  "}`, 400, "The reason must be 1 to 500 characters.")
		wantCall(t, h, alice, "POST", report, `{"reason":"`+strings.Repeat("x", 501)+`"}`, 400, "The reason must be 1 to 500 characters.")
		wantCall(t, h, alice, "POST", "/api/showcase/999999/report", `{"reason":"spam"}`, 404, "Texture not found")
		wantCall(t, h, alice, "POST", report, `{"reason":"spam"}`, 201, "Thanks, an admin will look at it")
		wantCall(t, h, alice, "POST", report, `{"reason":"spam again"}`, 409, "You already reported this texture")
		wantCall(t, h, bob, "POST", report, `{"reason":"stolen art"}`, 201, "")
		wantCall(t, h, bob, "POST", fmt.Sprintf("/api/showcase/%d/report", other.ID), `{"reason":"meh"}`, 201, "")

		wantCall(t, h, alice, "GET", "/api/admin/reports", "", 403, "")
		open := wantCall(t, h, admin, "GET", "/api/admin/reports?limit=2", "", 200, "")
		reports := open["reports"].([]any)
		first := reports[0].(map[string]any)
		if len(reports) != 2 || open["nextCursor"] == nil || first["reason"] != "meh" ||
			first["reporter"].(map[string]any)["username"] != "bob" || first["status"] != "open" {
			t.Fatalf("open reports %v", open)
		}
		rest := wantCall(t, h, admin, "GET", "/api/admin/reports?limit=2&cursor="+open["nextCursor"].(string), "", 200, "")
		spam := rest["reports"].([]any)[0].(map[string]any)
		if len(rest["reports"].([]any)) != 1 || rest["nextCursor"] != nil || spam["reason"] != "spam" ||
			spam["texture"].(map[string]any)["title"] != "Spam block" {
			t.Fatalf("second page %v", rest)
		}
		wantCall(t, h, admin, "GET", "/api/admin/reports?status=closed", "", 400, "status must be open or resolved")

		resolve := fmt.Sprintf("/api/admin/reports/%.0f/resolve", spam["id"])
		wantCall(t, h, admin, "POST", resolve, `{"action":"ban"}`, 400, "action must be remove or dismiss")
		wantCall(t, h, admin, "POST", "/api/admin/reports/999999/resolve", `{"action":"remove"}`, 404, "Report not found")
		removed := wantCall(t, h, admin, "POST", resolve, `{"action":"remove"}`, 200, "Texture removed from the showcase")
		if r := removed["report"].(map[string]any); r["resolution"] != "removed" || !r["texture"].(map[string]any)["removed"].(bool) {
			t.Fatalf("removed %v", removed)
		}
		wantCall(t, h, admin, "POST", resolve, `{"action":"dismiss"}`, 409, "This report is resolved already")
		// Both reports of the texture are resolved; bob's report of the other stays open.
		if left := wantCall(t, h, admin, "GET", "/api/admin/reports", "", 200, "")["reports"].([]any); len(left) != 1 {
			t.Fatalf("open after removal %v", left)
		}
		if done := wantCall(t, h, admin, "GET", "/api/admin/reports?status=resolved", "", 200, "")["reports"].([]any); len(done) != 2 {
			t.Fatalf("resolved %v", done)
		}

		// Gone for everyone, its owner included; the admin still sees its image.
		if list := mustList(t, h, "", nil); list.Total != 1 || list.Data[0].ID != other.ID {
			t.Fatalf("listing after removal %+v", list)
		}
		if list := mustList(t, h, "?q=spam", nil); list.Total != 0 {
			t.Fatalf("search after removal %+v", list)
		}
		wantCall(t, h, owner, "GET", fmt.Sprintf("/api/showcase/%d", tex.ID), "", 404, "Texture not found")
		wantCall(t, h, nil, "GET", fmt.Sprintf("/api/showcase/download/%d", tex.ID), "", 404, "")
		wantCall(t, h, alice, "POST", "/api/showcase/vote", fmt.Sprintf(`{"textureId":%d,"voteType":"upvote"}`, tex.ID), 404, "")
		if rec := texReq(t, h, "GET", tex.ImageURL, "", nil); rec.Code != 404 {
			t.Fatalf("public image of a removed texture: %d", rec.Code)
		}
		img := fmt.Sprintf("/api/admin/showcase/%d/image", tex.ID)
		if rec := texReq(t, h, "GET", img, "", admin); rec.Code != 200 || rec.Header().Get("Cache-Control") != "private, no-cache" {
			t.Fatalf("admin image: %d %v", rec.Code, rec.Header())
		}
		if rec := texReq(t, h, "GET", img, "", alice); rec.Code != 403 {
			t.Fatalf("admin image for a user: %d", rec.Code)
		}
		list := wantCall(t, h, admin, "GET", "/api/admin/showcase/removed", "", 200, "")["textures"].([]any)
		if len(list) != 1 || list[0].(map[string]any)["title"] != "Spam block" || list[0].(map[string]any)["removedAt"] == nil {
			t.Fatalf("removed list %v", list)
		}

		restore := fmt.Sprintf("/api/admin/showcase/%d/restore", tex.ID)
		wantCall(t, h, admin, "POST", restore, "", 200, "Texture restored")
		wantCall(t, h, admin, "POST", restore, "", 404, "Texture not found")
		if list := mustList(t, h, "?q=spam", nil); list.Total != 1 {
			t.Fatalf("search after restore %+v", list)
		}
		wantCall(t, h, nil, "GET", fmt.Sprintf("/api/showcase/%d", tex.ID), "", 200, "")
		// Restored, it may be reported again.
		wantCall(t, h, alice, "POST", report, `{"reason":"still spam"}`, 201, "")

		// The one resolution that changed something is in the audit log.
		audit := wantCall(t, h, admin, "GET", "/api/admin/audit?action=resolve", "", 200, "")["entries"].([]any)
		if len(audit) != 1 || audit[0].(map[string]any)["target"] != fmt.Sprintf("id=%.0f", spam["id"]) {
			t.Fatalf("audit of resolutions %v", audit)
		}
	})
}
