package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// mustPlanList reads the public plan list and returns the plans by slug and
// the slugs in order.
func mustPlanList(t *testing.T, h http.Handler) (map[string]billing.Plan, []string) {
	t.Helper()
	rec := texReq(t, h, "GET", "/api/subscription-plans", "", nil)
	var body struct {
		Success bool
		Message *string
		Plans   []billing.Plan
	}
	if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &body) != nil || !body.Success || body.Message != nil {
		t.Fatalf("plans: %d %s", rec.Code, rec.Body)
	}
	bySlug := map[string]billing.Plan{}
	var order []string
	for _, p := range body.Plans {
		bySlug[p.Slug] = p
		order = append(order, p.Slug)
	}
	return bySlug, order
}

func TestSubscriptionPlansAPI(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, cookies := mustLandingServer(t, db)
		plans, order := mustPlanList(t, h)
		if !slices.Equal(order, []string{"free", "starter", "pro", "ultimate"}) {
			t.Fatalf("order %v", order)
		}
		id := func(slug string) string { return fmt.Sprint(plans[slug].ID) }
		planBody := func(name string, cents int, extra string) string {
			return fmt.Sprintf(`{"name":%q,"description":"d","priceUsd":%d,"features":["16x16 textures"],"colorScheme":"#2563eb",`+
				`"badge":"","ctaText":"Get it","ctaLink":"/checkout/x","footerText":"f"%s}`, name, cents, extra)
		}
		admin := "/api/admin/subscription-plans"
		runAs(t, h, cookies, []as{
			{"", scenario{name: "public list", method: "GET", path: "/api/subscription-plans", wantStatus: 200,
				wantBody: []string{`{"success":true,"plans":[{"id":`, `"slug":"free"`, `"priceUsd":999`, `"monthlyCredits":30`,
					`{"name":"3D preview and pixel editor","included":true,"iconName":"Box"}`, `"isPopular":true,"badge":"MOST POPULAR"`,
					`"ctaText":"Get Pro","ctaLink":"/checkout/pro#top","footerText":"Credits reset monthly. No rollover.","displayOrder":3`}}},
			{"admin", scenario{name: "admin list", method: "GET", path: admin, wantStatus: 200,
				wantBody: []string{`{"success":true,"message":"OK","plans":[{"id":`}}},
			{"", scenario{name: "a visitor cannot create", method: "POST", path: admin, body: planBody("Team", 100, ""), wantStatus: 401}},
			{"user", scenario{name: "a user cannot create", method: "POST", path: admin, body: planBody("Team", 100, ""), wantStatus: 403}},
			{"user", scenario{name: "a user cannot list", method: "GET", path: admin, wantStatus: 403}},
			{"user", scenario{name: "a user cannot update", method: "PUT", path: admin + "/" + id("pro"), body: planBody("Pro", 1, ""), wantStatus: 403}},
			{"user", scenario{name: "a user cannot reorder", method: "PUT", path: admin + "/" + id("pro") + "/reorder", body: `{"displayOrder":1}`, wantStatus: 403}},
			{"user", scenario{name: "a user cannot delete", method: "DELETE", path: admin + "/" + id("ultimate"), wantStatus: 403}},
			{"", scenario{name: "a visitor cannot delete", method: "DELETE", path: admin + "/" + id("ultimate"), wantStatus: 401}},
			{"admin", scenario{name: "create with plain-string features", method: "POST", path: admin,
				body:       `{"name":"Team Plan","priceUsd":9900,"monthlyCredits":500,"features":["Seats for 5", {"name":"Support","iconName":"Mail"}],"isPopular":false}`,
				wantStatus: 201, wantBody: []string{`"success":true,"message":"Subscription plan created","plan":{"id":`,
					`"slug":"team-plan"`, `"features":[{"name":"Seats for 5","included":true,"iconName":"Zap"},{"name":"Support","included":true,"iconName":"Mail"}]`,
					`"colorScheme":"#6b46c1"`, `"displayOrder":5`}}},
			{"admin", scenario{name: "create: name required", method: "POST", path: admin, body: planBody("", 100, ""), wantStatus: 400,
				wantBody: []string{`{"success":false,"message":"Plan name is required"}`}}},
			{"admin", scenario{name: "create: script link", method: "POST", path: admin,
				body: `{"name":"Evil","priceUsd":100,"ctaLink":"javascript:alert(1)"}`, wantStatus: 400, wantBody: []string{"ctaLink must be"}}},
			{"admin", scenario{name: "update: script link", method: "PUT", path: admin + "/" + id("pro"),
				body: `{"name":"Pro","priceUsd":1999,"ctaLink":"javascript:alert(1)","isPopular":true}`, wantStatus: 400, wantBody: []string{"ctaLink must be"}}},
			{"admin", scenario{name: "create: price in dollars", method: "POST", path: admin, body: `{"name":"Cheap","priceUsd":9.99}`, wantStatus: 400, wantBody: []string{"priceUsd must be a whole number of cents"}}},
			{"admin", scenario{name: "update", method: "PUT", path: admin + "/" + id("ultimate"),
				body: planBody("Ultimate+", 5999, `,"isPopular":false,"badge":"BEST VALUE"`), wantStatus: 200,
				wantBody: []string{`"success":true,"message":"Subscription plan updated","plan":{"id":` + id("ultimate") + `,"slug":"ultimate","name":"Ultimate+"`,
					`"priceUsd":5999,"monthlyCredits":200`, `"badge":"BEST VALUE"`, `"features":[{"name":"16x16 textures","included":true,"iconName":"Zap"}]`}}},
			{"admin", scenario{name: "update an unknown plan", method: "PUT", path: admin + "/9999", body: planBody("X", 1, ""), wantStatus: 404,
				wantBody: []string{`{"success":false,"message":"Plan not found in database"}`}}},
			{"admin", scenario{name: "update a malformed id", method: "PUT", path: admin + "/abc", body: planBody("X", 1, ""), wantStatus: 404,
				wantBody: []string{"Plan not found in database"}}},
			{"admin", scenario{name: "reorder", method: "PUT", path: admin + "/" + id("ultimate") + "/reorder", body: `{"displayOrder":0}`,
				wantStatus: 200, wantBody: []string{`"success":true,"message":"Subscription plan reordered","plan":{"id":` + id("ultimate"), `"displayOrder":0}`}}},
			{"admin", scenario{name: "reorder out of range", method: "PUT", path: admin + "/" + id("ultimate") + "/reorder", body: `{"displayOrder":-3}`,
				wantStatus: 400, wantBody: []string{"displayOrder must be a whole number from 0 to 10000"}}},
			{"admin", scenario{name: "reorder an unknown plan", method: "PUT", path: admin + "/9999/reorder", body: `{"displayOrder":1}`, wantStatus: 404,
				wantBody: []string{"Plan not found in database"}}},
		})
		_, order = mustPlanList(t, h)
		if !slices.Equal(order, []string{"ultimate", "free", "starter", "pro", "team-plan"}) {
			t.Fatalf("order after reorder %v", order)
		}

		// The popular rule: Starter made popular takes the mark from Pro...
		runAs(t, h, cookies, []as{
			{"admin", scenario{name: "starter popular", method: "PUT", path: admin + "/" + id("starter"),
				body: planBody("Starter", 999, `,"isPopular":true,"badge":"BEST FOR BEGINNERS"`), wantStatus: 200,
				wantBody: []string{`"slug":"starter"`, `"isPopular":true,"badge":"MOST POPULAR"`}}},
		})
		plans, _ = mustPlanList(t, h)
		if p := plans["pro"]; p.IsPopular || p.Badge != "" {
			t.Fatalf("pro after starter became popular: popular %v, badge %q", p.IsPopular, p.Badge)
		}
		if p := plans["ultimate"]; p.Badge != "" {
			t.Fatalf("ultimate kept its badge %q", p.Badge)
		}
		// ...and Pro made popular again gives Starter its beginners' badge.
		runAs(t, h, cookies, []as{
			{"admin", scenario{name: "pro popular again", method: "PUT", path: admin + "/" + id("pro"),
				body: planBody("Pro", 1999, `,"isPopular":true`), wantStatus: 200, wantBody: []string{`"isPopular":true,"badge":"MOST POPULAR"`}}},
		})
		plans, _ = mustPlanList(t, h)
		popular := 0
		for _, p := range plans {
			if p.IsPopular {
				popular++
			}
		}
		if s := plans["starter"]; s.IsPopular || s.Badge != "BEST FOR BEGINNERS" || popular != 1 || !plans["pro"].IsPopular {
			t.Fatalf("after pro popular again: starter %+v, %d popular", s, popular)
		}

		// A plan users are on cannot be deleted, nor can the free plan.
		if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'team-plan' WHERE username = 'alex'`); err != nil {
			t.Fatal(err)
		}
		team := fmt.Sprint(plans["team-plan"].ID)
		runAs(t, h, cookies, []as{
			{"admin", scenario{name: "delete a plan with subscribers", method: "DELETE", path: admin + "/" + team, wantStatus: 409,
				wantBody: []string{`{"success":false,"message":"This plan has subscribers; move them to another plan first"}`}}},
			{"admin", scenario{name: "delete the free plan", method: "DELETE", path: admin + "/" + id("free"), wantStatus: 409,
				wantBody: []string{`{"success":false,"message":"The free plan cannot be deleted"}`}}},
		})
		if after, _ := mustPlanList(t, h); len(after) != 5 {
			t.Fatalf("a refused delete deleted: %v", after)
		}
		if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'free' WHERE username = 'alex'`); err != nil {
			t.Fatal(err)
		}
		runAs(t, h, cookies, []as{
			{"admin", scenario{name: "delete", method: "DELETE", path: admin + "/" + team, wantStatus: 200,
				wantBody: []string{`{"success":true,"message":"Subscription plan deleted"}`}}},
			{"admin", scenario{name: "delete again", method: "DELETE", path: admin + "/" + team, wantStatus: 404,
				wantBody: []string{"Plan not found in database"}}},
		})
		if after, _ := mustPlanList(t, h); len(after) != 4 || strings.Contains(fmt.Sprint(after), "team-plan") {
			t.Fatalf("after delete: %v", after)
		}
	})
}

// Each admin route of the landing page goes through the one admin check
// (TestEveryAdminRouteChecksIsAdmin then covers it).
func TestLandingAdminRoutesAreAdminRoutes(t *testing.T) {
	srv, _ := mustServerWithClock(t, storetest.MustOpen(t, store.SQLite))
	for _, pattern := range []string{"POST /api/page-content", "GET /api/admin/settings", "PUT /api/admin/settings",
		"GET /api/admin/subscription-plans", "POST /api/admin/subscription-plans", "PUT /api/admin/subscription-plans/{id}",
		"DELETE /api/admin/subscription-plans/{id}", "PUT /api/admin/subscription-plans/{id}/reorder"} {
		if !slices.Contains(srv.AdminRoutes(), pattern) {
			t.Errorf("%s is not behind the admin check", pattern)
		}
	}
}
