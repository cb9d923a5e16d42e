package httpapi_test

import (
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func TestAdminStats(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		user := mustSignIn(t, db, "alice", false)
		wantCall(t, h, user, "GET", "/api/admin/stats", "", 403, "")
		wantCall(t, h, nil, "POST", "/api/analytics/page-view", `{"path":"/showcase/12"}`, 200, "")
		for _, q := range []string{"?days=14", "?days=x", "?days=-7"} {
			wantCall(t, h, admin, "GET", "/api/admin/stats"+q, "", 400, "days must be 7, 30 or 90")
		}
		out := wantCall(t, h, admin, "GET", "/api/admin/stats", "", 200, "")
		totals := out["totals"].(map[string]any)
		if out["days"] != 30.0 || len(out["series"].([]any)) != 30 || totals["signups"] != 2.0 || totals["pageViews"] != 1.0 {
			t.Fatalf("stats %v", out)
		}
		if views := out["pageViews"].([]any); len(views) != 1 || views[0].(map[string]any)["route"] != "/showcase/:id" {
			t.Fatalf("page views %v", views)
		}
		if week := wantCall(t, h, admin, "GET", "/api/admin/stats?days=7", "", 200, ""); len(week["series"].([]any)) != 7 {
			t.Fatalf("7 days %v", week)
		}
	})
}
