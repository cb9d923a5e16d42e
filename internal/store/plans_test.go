package store_test

import (
	"testing"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func mustDefaultPlans(t *testing.T, db *store.DB) []billing.Plan {
	t.Helper()
	svc := billing.Service{Store: db, Now: db.Now}
	if _, err := svc.EnsureDefaults(ctx); err != nil {
		t.Fatal(err)
	}
	plans, err := db.ListPlans(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return plans
}

func TestEditPlans(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		plans := mustDefaultPlans(t, db)
		// Move popular from Pro (index 2) to a new plan: the new plan comes
		// first in edit's order, but Pro must be written first for the
		// one-popular index to allow it.
		saved, err := db.EditPlans(ctx, func(got []billing.Plan) ([]billing.Plan, error) {
			if len(got) != 4 || got[2].Slug != "pro" {
				t.Errorf("edit got %+v", got)
			}
			pro := got[2]
			pro.IsPopular, pro.Badge = false, ""
			return []billing.Plan{{Slug: "team", Name: "Team", PriceUSD: 100, IsPopular: true, DisplayOrder: 9,
				ColorScheme: "#000000", Features: []billing.Feature{{Name: "A", Included: true, IconName: "Zap"}}}, pro}, nil
		}, db.Now())
		if err != nil {
			t.Fatal(err)
		}
		if len(saved) != 2 || saved[0].ID == 0 || saved[0].Slug != "team" || saved[1].ID != plans[2].ID {
			t.Fatalf("saved %+v", saved)
		}
		list, err := db.ListPlans(ctx)
		if err != nil || len(list) != 5 || list[4].Slug != "team" || !list[4].IsPopular || list[2].IsPopular ||
			list[4].Features[0].Name != "A" {
			t.Fatalf("after edit: %+v, %v", list, err)
		}
		// An update never changes the slug; a missing plan is NotFound and
		// rolls the whole edit back.
		_, err = db.EditPlans(ctx, func(got []billing.Plan) ([]billing.Plan, error) {
			free := got[0]
			free.Name, free.Slug = "Changed", "changed"
			return []billing.Plan{free, {ID: 999, Name: "Gone", Slug: "gone"}}, nil
		}, db.Now())
		if apperr.KindOf(err) != apperr.NotFound || apperr.MessageOf(err) != billing.PlanNotFoundMessage {
			t.Fatalf("edit of a missing plan: %v", err)
		}
		if list, _ := db.ListPlans(ctx); list[0].Name != "Free" {
			t.Fatalf("a failed edit changed %+v", list[0])
		}
		if _, err := db.EditPlans(ctx, func(got []billing.Plan) ([]billing.Plan, error) {
			got[0].Name, got[0].Slug = "Gratis", "gratis"
			return got[:1], nil
		}, db.Now()); err != nil {
			t.Fatal(err)
		}
		if list, _ := db.ListPlans(ctx); list[0].Name != "Gratis" || list[0].Slug != "free" {
			t.Fatalf("renamed %+v", list[0])
		}
	})
}

func TestOnePopularPlanAtMost(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		mustDefaultPlans(t, db)
		if _, err := db.SQL.Exec(`UPDATE subscription_plans SET is_popular = TRUE WHERE slug = 'starter'`); err == nil {
			t.Fatal("the database allowed two popular plans")
		}
		_, err := db.EditPlans(ctx, func(got []billing.Plan) ([]billing.Plan, error) {
			got[1].IsPopular = true // Starter, while Pro stays popular
			return got[1:2], nil
		}, db.Now())
		if apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("second popular plan through EditPlans: %v", err)
		}
	})
}

func TestDeletePlanCountsSubscribers(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		plans := mustDefaultPlans(t, db)
		for _, name := range []string{"ann", "bob"} {
			if _, err := db.InsertUser(ctx, account.NewUser{Username: name, Email: name + "@example.com"}); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'pro' WHERE username = 'bob'`); err != nil {
			t.Fatal(err)
		}
		refused := apperr.E(apperr.Conflict, "no")
		counts := map[string]int64{}
		for _, p := range plans {
			err := db.DeletePlan(ctx, p.ID, func(got billing.Plan, n int64) error {
				counts[got.Slug] = n
				return refused
			})
			if err != refused {
				t.Fatalf("refused delete of %s: %v", p.Slug, err)
			}
		}
		if counts["free"] != 1 || counts["pro"] != 1 || counts["starter"] != 0 || counts["ultimate"] != 0 {
			t.Fatalf("subscribers %v", counts)
		}
		if err := db.DeletePlan(ctx, plans[3].ID, func(billing.Plan, int64) error { return nil }); err != nil {
			t.Fatal(err)
		}
		if list, _ := db.ListPlans(ctx); len(list) != 3 {
			t.Fatalf("after delete: %+v", list)
		}
		err := db.DeletePlan(ctx, plans[3].ID, func(billing.Plan, int64) error { return nil })
		if apperr.KindOf(err) != apperr.NotFound || apperr.MessageOf(err) != billing.PlanNotFoundMessage {
			t.Fatalf("delete of a missing plan: %v", err)
		}
	})
}
