package billing_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

// mustPlans returns a service over db holding the default plans, caching
// them as the server does, with a clock the test may move.
func mustPlans(t *testing.T, db *store.DB) (*billing.Service, *time.Time) {
	t.Helper()
	now := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	svc := &billing.Service{Store: db, Now: func() time.Time { return now }, PlansTTL: billing.PlansCacheTTL}
	if _, err := svc.EnsureDefaults(ctx); err != nil {
		t.Fatal(err)
	}
	return svc, &now
}

func planInput(t *testing.T, js string) billing.PlanInput {
	t.Helper()
	var in billing.PlanInput
	if err := json.Unmarshal([]byte(js), &in); err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return in
}

func bySlug(t *testing.T, svc *billing.Service) map[string]billing.Plan {
	t.Helper()
	plans, err := svc.Plans(ctx)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]billing.Plan{}
	for _, p := range plans {
		out[p.Slug] = p
	}
	return out
}

func TestPlanValidation(t *testing.T) {
	long := func(n int) string { return `"` + strings.Repeat("x", n) + `"` }
	cases := []struct{ body, want string }{
		{`{"name":"  ","priceUsd":100}`, "Plan name is required"},
		{`{"name":` + long(61) + `,"priceUsd":100}`, "Plan name must be at most 60 characters"},
		{`{"name":"A","priceUsd":9.99}`, "priceUsd must be a whole number of cents from 0 to 1000000"},
		{`{"name":"A","priceUsd":-1}`, "priceUsd must be a whole number"},
		{`{"name":"A","priceUsd":1000001}`, "priceUsd must be a whole number"},
		{`{"name":"A"}`, "priceUsd must be a whole number"},
		{`{"name":"A","priceUsd":1,"monthlyCredits":100001}`, "monthlyCredits must be a whole number from 0 to 100000"},
		{`{"name":"A","priceUsd":1,"description":` + long(301) + `}`, "description must be at most 300 characters"},
		{`{"name":"A","priceUsd":1,"badge":` + long(41) + `}`, "badge must be at most 40 characters"},
		{`{"name":"A","priceUsd":1,"ctaText":` + long(41) + `}`, "ctaText must be at most 40 characters"},
		{`{"name":"A","priceUsd":1,"footerText":` + long(301) + `}`, "footerText must be at most 300 characters"},
		{`{"name":"A","priceUsd":1,"colorScheme":"red"}`, "colorScheme must be a colour written #rrggbb"},
		{`{"name":"A","priceUsd":1,"ctaLink":"javascript:alert(1)"}`, "ctaLink must be empty, a path on this site"},
		{`{"name":"A","priceUsd":1,"ctaLink":"//evil.example/x"}`, "ctaLink must be"},
		{`{"name":"A","priceUsd":1,"ctaLink":"/\\evil.example"}`, "ctaLink must be"},
		{`{"name":"A","priceUsd":1,"ctaLink":"http://example.com"}`, "ctaLink must be"},
		{`{"name":"A","priceUsd":1,"ctaLink":"data:text/html,x"}`, "ctaLink must be"},
		{`{"name":"A","priceUsd":1,"features":[1]}`, "Each feature must be a text or an object with a name"},
		{`{"name":"A","priceUsd":1,"features":[""]}`, "Each feature needs a name of 1 to 120 characters"},
		{`{"name":"A","priceUsd":1,"features":[` + long(121) + `]}`, "Each feature needs a name"},
		{`{"name":"A","priceUsd":1,"features":[` + strings.Repeat(`"f",`, 20) + `"f"]}`, "A plan has at most 20 features"},
		{`{"name":"A\u0000","priceUsd":1}`, "Plan name must not contain control characters"},
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc, _ := mustPlans(t, db)
		pro := bySlug(t, svc)["pro"]
		for _, tc := range cases {
			_, err := svc.CreatePlan(ctx, planInput(t, tc.body))
			if apperr.KindOf(err) != apperr.Invalid || !strings.HasPrefix(apperr.MessageOf(err), tc.want) {
				t.Errorf("create %s: err %v, want invalid %q", tc.body, err, tc.want)
			}
			_, err = svc.UpdatePlan(ctx, pro.ID, planInput(t, tc.body))
			if apperr.KindOf(err) != apperr.Invalid || !strings.HasPrefix(apperr.MessageOf(err), tc.want) {
				t.Errorf("update %s: err %v, want invalid %q", tc.body, err, tc.want)
			}
		}
		if got := bySlug(t, svc); len(got) != 4 || got["pro"].Name != "Pro" {
			t.Fatalf("refused plans changed the plans: %+v", got)
		}
	})
}

func TestCreatePlan(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc, _ := mustPlans(t, db)
		before := bySlug(t, svc)
		p, err := svc.CreatePlan(ctx, planInput(t, `{"name":" Pro ","description":"Again","priceUsd":2500,
			"features":["Plain text", {"name":"Object","included":false,"iconName":"Nope"}, {"name":"No flag","iconName":"Crown"}],
			"badge":"MOST POPULAR","ctaLink":"https://pay.example/pro","colorScheme":"#ABCDEF"}`))
		if err != nil {
			t.Fatal(err)
		}
		want := billing.Plan{ID: p.ID, Slug: "pro-2", Name: "Pro", Description: "Again", PriceUSD: 2500,
			Features: []billing.Feature{{Name: "Plain text", Included: true, IconName: "Zap"},
				{Name: "Object", Included: false, IconName: "Zap"}, {Name: "No flag", Included: true, IconName: "Crown"}},
			ColorScheme: "#abcdef", CTALink: "https://pay.example/pro", DisplayOrder: 5}
		if diff := cmp.Diff(want, p); diff != "" || p.ID == 0 {
			t.Fatalf("created (-want +got):\n%s", diff)
		}
		// Listed at once (the cache is dropped), last, and nothing else changed.
		after := bySlug(t, svc)
		if diff := cmp.Diff(p, after["pro-2"]); diff != "" {
			t.Fatalf("listed (-created +listed):\n%s", diff)
		}
		delete(after, "pro-2")
		if diff := cmp.Diff(before, after); diff != "" {
			t.Fatalf("other plans changed:\n%s", diff)
		}
		third, err := svc.CreatePlan(ctx, planInput(t, `{"name":"PRO!","priceUsd":1}`))
		if err != nil || third.Slug != "pro-3" || third.ColorScheme != billing.DefaultColorScheme || third.Features == nil {
			t.Fatalf("third: %+v, %v", third, err)
		}
	})
}

func TestSlug(t *testing.T) {
	for name, want := range map[string]string{
		"Pro": "pro", "  Mega Plan++ 2 ": "mega-plan-2", "Café Crème": "caf-cr-me", "!!!": "plan", "a--b": "a-b",
	} {
		if got := billing.Slug(name); got != want {
			t.Errorf("Slug(%q) = %q, want %q", name, got, want)
		}
	}
}

// The popular rule of the plan editor, in one transaction each time.
func TestPopularRule(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc, _ := mustPlans(t, db)
		plans := bySlug(t, svc)
		update := func(slug, body string) billing.Plan {
			t.Helper()
			p, err := svc.UpdatePlan(ctx, plans[slug].ID, planInput(t, body))
			if err != nil {
				t.Fatal(err)
			}
			return p
		}
		check := func(want map[string]string, popular string) {
			t.Helper()
			for slug, p := range bySlug(t, svc) {
				if p.Badge != want[slug] || p.IsPopular != (slug == popular) {
					t.Errorf("%s: popular %v, badge %q; want popular %v, badge %q", slug, p.IsPopular, p.Badge,
						slug == popular, want[slug])
				}
			}
		}
		// Custom badges on other plans, then Starter is made popular.
		update("ultimate", `{"name":"Ultimate","priceUsd":4999,"badge":"BEST VALUE"}`)
		starter := update("starter", `{"name":"Starter","priceUsd":999,"isPopular":true,"badge":"whatever"}`)
		if !starter.IsPopular || starter.Badge != billing.PopularBadge {
			t.Fatalf("starter saved as %+v", starter)
		}
		check(map[string]string{"starter": "MOST POPULAR"}, "starter")

		update("pro", `{"name":"Pro","priceUsd":1999,"isPopular":true}`)
		check(map[string]string{"pro": "MOST POPULAR", "starter": "BEST FOR BEGINNERS"}, "pro")

		// A plan that is not popular keeps the badge it is sent, but never MOST POPULAR.
		update("ultimate", `{"name":"Ultimate","priceUsd":4999,"badge":"BEST VALUE"}`)
		update("free", `{"name":"Free","priceUsd":0,"badge":"most popular"}`)
		check(map[string]string{"pro": "MOST POPULAR", "starter": "BEST FOR BEGINNERS", "ultimate": "BEST VALUE"}, "pro")

		// Unmarking the popular plan clears its badge, whatever is sent.
		update("pro", `{"name":"Pro","priceUsd":1999,"isPopular":false,"badge":"MOST POPULAR"}`)
		check(map[string]string{"starter": "BEST FOR BEGINNERS", "ultimate": "BEST VALUE"}, "")

		// A new popular plan takes the mark in the same way.
		p, err := svc.CreatePlan(ctx, planInput(t, `{"name":"Team","priceUsd":9999,"isPopular":true}`))
		if err != nil || !p.IsPopular || p.Badge != billing.PopularBadge {
			t.Fatalf("new popular plan: %+v, %v", p, err)
		}
		check(map[string]string{"team": "MOST POPULAR", "starter": "BEST FOR BEGINNERS"}, "team")
	})
}

func TestUpdatePlanKeepsSlugOrderAndCredits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc, _ := mustPlans(t, db)
		pro := bySlug(t, svc)["pro"]
		got, err := svc.UpdatePlan(ctx, pro.ID, planInput(t, `{"name":"Professional","priceUsd":2499,"isPopular":true}`))
		if err != nil {
			t.Fatal(err)
		}
		if got.Slug != "pro" || got.Name != "Professional" || got.MonthlyCredits != 80 || got.DisplayOrder != pro.DisplayOrder ||
			got.PriceUSD != 2499 || len(got.Features) != 0 {
			t.Fatalf("updated %+v", got)
		}
		got, err = svc.UpdatePlan(ctx, pro.ID, planInput(t, `{"name":"Pro","priceUsd":1999,"monthlyCredits":90,"isPopular":true}`))
		if err != nil || got.MonthlyCredits != 90 {
			t.Fatalf("credits: %+v, %v", got, err)
		}
		for _, id := range []int64{0, 999} {
			if _, err := svc.UpdatePlan(ctx, id, planInput(t, `{"name":"X","priceUsd":1}`)); apperr.KindOf(err) != apperr.NotFound ||
				apperr.MessageOf(err) != billing.PlanNotFoundMessage {
				t.Fatalf("update of %d: %v", id, err)
			}
		}
	})
}

func TestReorderPlan(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc, _ := mustPlans(t, db)
		plans := bySlug(t, svc)
		p, err := svc.ReorderPlan(ctx, plans["ultimate"].ID, "0")
		if err != nil || p.DisplayOrder != 0 || p.Slug != "ultimate" || p.Name != "Ultimate" || len(p.Features) == 0 {
			t.Fatalf("reordered %+v, %v", p, err)
		}
		list, err := svc.Plans(ctx)
		if err != nil || list[0].Slug != "ultimate" || list[1].Slug != "free" {
			t.Fatalf("order after reorder: %+v, %v", list, err)
		}
		for _, bad := range []json.Number{"", "-1", "1.5", "10001"} {
			if _, err := svc.ReorderPlan(ctx, plans["pro"].ID, bad); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("order %q: %v", bad, err)
			}
		}
		if _, err := svc.ReorderPlan(ctx, 999, "1"); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("reorder of a missing plan: %v", err)
		}
	})
}

func TestDeletePlan(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		svc, _ := mustPlans(t, db)
		plans := bySlug(t, svc)
		u, err := db.InsertUser(ctx, account.NewUser{Username: "payer", Email: "payer@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'starter' WHERE id = $1`, u.ID); err != nil {
			t.Fatal(err)
		}
		for slug, want := range map[string]string{"starter": billing.PlanHasSubscribersMessage, "free": billing.FreePlanMessage} {
			err := svc.DeletePlan(ctx, plans[slug].ID)
			if apperr.KindOf(err) != apperr.Conflict || apperr.MessageOf(err) != want {
				t.Fatalf("delete %s: %v, want conflict %q", slug, err, want)
			}
		}
		if got := bySlug(t, svc); len(got) != 4 {
			t.Fatalf("a refused delete deleted: %v", got)
		}
		if err := svc.DeletePlan(ctx, plans["ultimate"].ID); err != nil {
			t.Fatal(err)
		}
		if _, ok := bySlug(t, svc)["ultimate"]; ok {
			t.Fatal("ultimate still listed")
		}
		if err := svc.DeletePlan(ctx, plans["ultimate"].ID); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("second delete: %v", err)
		}
	})
}

// Plans are kept for PlansTTL, so a write by another process (here straight
// to the database) shows once that has passed; the service's own writes show
// at once.
func TestPlansCache(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) { testPlansCache(t, db) })
}

func testPlansCache(t *testing.T, db *store.DB) {
	svc, now := mustPlans(t, db)
	first := bySlug(t, svc)
	if _, err := db.SQL.Exec(`UPDATE subscription_plans SET name = 'Elsewhere' WHERE slug = 'free'`); err != nil {
		t.Fatal(err)
	}
	if got := bySlug(t, svc)["free"].Name; got != first["free"].Name {
		t.Fatalf("within the ttl: %q", got)
	}
	*now = now.Add(billing.PlansCacheTTL)
	if got := bySlug(t, svc)["free"].Name; got != "Elsewhere" {
		t.Fatalf("after the ttl: %q", got)
	}
	if _, err := svc.UpdatePlan(ctx, first["pro"].ID, planInput(t, `{"name":"Pro 2","priceUsd":1999,"isPopular":true}`)); err != nil {
		t.Fatal(err)
	}
	if got := bySlug(t, svc)["pro"].Name; got != "Pro 2" {
		t.Fatalf("after an update: %q", got)
	}
}
