package credits_test

import (
	"cmp"
	"context"
	"slices"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

var start = time.Date(2026, 1, 15, 9, 30, 0, 0, time.UTC)

// fixture is a Free user's credits on a real store, with a clock the test moves.
type fixture struct {
	t    *testing.T
	db   *store.DB
	svc  *credits.Service
	user int64
	now  time.Time
}

func newFixture(t *testing.T, db *store.DB) *fixture {
	t.Helper()
	if _, err := (&billing.Service{Store: db, Now: db.Now}).EnsureDefaults(ctx); err != nil {
		t.Fatal(err)
	}
	u, err := db.InsertUser(ctx, account.NewUser{Username: "casey", Email: "casey@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, db: db, user: u.ID, now: start}
	f.svc = &credits.Service{Store: db, Now: func() time.Time { return f.now }}
	return f
}

// balance returns the user's (plan available, purchased available) credits.
func (f *fixture) balance() (int64, int64) {
	f.t.Helper()
	b, err := f.svc.Balance(ctx, f.user)
	if err != nil {
		f.t.Fatal(err)
	}
	return b.PlanAvailable, b.PurchasedAvailable()
}

func (f *fixture) want(plan, purchased int64) {
	f.t.Helper()
	if p, q := f.balance(); p != plan || q != purchased {
		f.t.Fatalf("plan %d, purchased %d; want %d and %d", p, q, plan, purchased)
	}
}

func (f *fixture) mustGrant(n int64) {
	f.t.Helper()
	if _, err := f.svc.Grant(ctx, f.user, n, "gift"); err != nil {
		f.t.Fatal(err)
	}
}

func (f *fixture) mustReserve(id string) {
	f.t.Helper()
	if err := f.svc.Reserve(ctx, f.user, id); err != nil {
		f.t.Fatalf("reserve %s: %v", id, err)
	}
}

func TestNewUserGetsTheFreePlanCredits(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		b, err := f.svc.Balance(ctx, f.user)
		if err != nil {
			t.Fatal(err)
		}
		if b.PlanTotal != 3 || b.PlanAvailable != 3 || b.Available() != 3 || b.PurchasedTotal != 0 ||
			b.Plan.Name != "Free" || b.HasSubscription() || !b.PeriodStart.Equal(start) ||
			!b.PeriodEnd.Equal(start.AddDate(0, 1, 0)) {
			t.Fatalf("new balance %+v", b)
		}
		page, err := f.svc.Transactions(ctx, f.user, "", 0)
		rows := page.Rows
		if err != nil || len(rows) != 1 || page.NextCursor != "" || rows[0].Type != credits.PlanGrant || rows[0].Amount() != 3 {
			t.Fatalf("ledger %+v, %v", rows, err)
		}
		if _, err := f.svc.Balance(ctx, 9999); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown user: %v", err)
		}
	})
}

func TestPlanCreditsAreSpentBeforePurchasedOnes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		f.mustGrant(2)
		f.want(3, 2)
		for i, want := range [][2]int64{{2, 2}, {1, 2}, {0, 2}, {0, 1}, {0, 0}} {
			f.mustReserve(string(rune('a' + i)))
			f.want(want[0], want[1])
		}
		err := f.svc.Reserve(ctx, f.user, "z")
		if apperr.KindOf(err) != apperr.PaymentRequired || apperr.MessageOf(err) != credits.NoCreditsMessage {
			t.Fatalf("without credits: %v", err)
		}
		f.want(0, 0)
	})
}

func TestRefundGoesBackToItsPoolOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		f.mustGrant(1)
		for _, id := range []string{"p1", "p2", "p3", "bought"} {
			f.mustReserve(id)
		}
		f.want(0, 0)
		for _, step := range []struct {
			id              string
			plan, purchased int64
		}{
			{"bought", 0, 1}, {"bought", 0, 1}, // a purchased credit, once
			{"p2", 1, 1}, {"p2", 1, 1}, // a plan credit, once
			{"never-charged", 1, 1},
		} {
			if err := f.svc.Refund(ctx, f.user, step.id); err != nil {
				t.Fatalf("refund %s: %v", step.id, err)
			}
			f.want(step.plan, step.purchased)
		}
		// Another user cannot refund this user's generation.
		other, err := db.InsertUser(ctx, account.NewUser{Username: "other", Email: "other@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		if err := f.svc.Refund(ctx, other.ID, "p3"); err != nil {
			t.Fatal(err)
		}
		if b, err := f.svc.Balance(ctx, other.ID); err != nil || b.Available() != 3 {
			t.Fatalf("other user's balance %+v, %v", b, err)
		}
		f.want(1, 1)
	})
}

func TestPlanCreditsRenewMonthlyWithoutRollover(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		f.mustGrant(5)
		f.mustReserve("g1")
		f.want(2, 5)

		// A second before the period ends nothing changes.
		end := start.AddDate(0, 1, 0)
		f.now = end.Add(-time.Second)
		if n, err := f.svc.ResetDue(ctx, f.now); err != nil || n != 0 {
			t.Fatalf("reset before the end: %d, %v", n, err)
		}
		f.want(2, 5)

		// At the end the two unused plan credits expire and three new ones
		// come; purchased credits stay.
		f.now = end
		if n, err := f.svc.ResetDue(ctx, f.now); err != nil || n != 1 {
			t.Fatalf("reset at the end: %d, %v", n, err)
		}
		f.want(3, 5)
		page, err := f.svc.Transactions(ctx, f.user, "", 2)
		rows := page.Rows
		if err != nil || len(rows) != 2 || page.NextCursor == "" || rows[0].Type != credits.PlanGrant || rows[0].Amount() != 3 ||
			rows[1].Type != credits.PlanExpire || rows[1].Amount() != -2 {
			t.Fatalf("renewal rows %+v, %v", rows, err)
		}

		// Months away: one renewal for the period holding now, read lazily,
		// with the plan the user has now.
		if _, err := db.SQL.Exec(`UPDATE users SET plan_slug = 'starter' WHERE id = $1`, f.user); err != nil {
			t.Fatal(err)
		}
		f.now = end.AddDate(0, 4, 3)
		b, err := f.svc.Balance(ctx, f.user)
		if err != nil || b.PlanTotal != 30 || b.PlanAvailable != 30 || b.PurchasedAvailable() != 5 ||
			!b.HasSubscription() || b.Plan.Name != "Starter" ||
			!b.PeriodStart.Equal(end.AddDate(0, 4, 0)) || !b.PeriodEnd.Equal(end.AddDate(0, 5, 0)) {
			t.Fatalf("after months away %+v, %v", b, err)
		}
		if page, _ := f.svc.Transactions(ctx, f.user, "", 0); len(page.Rows) != 7 {
			t.Fatalf("%d ledger rows, want 7: %+v", len(page.Rows), page.Rows)
		}
		// Pages of 3 walk the 7 rows newest first, then end.
		var ids []int64
		for cursor := "first"; cursor != ""; {
			if cursor == "first" {
				cursor = ""
			}
			page, err := f.svc.Transactions(ctx, f.user, cursor, 3)
			if err != nil {
				t.Fatal(err)
			}
			for _, r := range page.Rows {
				ids = append(ids, r.ID)
			}
			cursor = page.NextCursor
		}
		if len(ids) != 7 || !slices.IsSortedFunc(ids, func(a, b int64) int { return cmp.Compare(b, a) }) {
			t.Fatalf("paged ids %v", ids)
		}
		if _, err := f.svc.Transactions(ctx, f.user, "x1", 3); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("bad cursor: %v", err)
		}
	})
}

func TestGrantChecksItsSize(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		for _, n := range []int64{0, -1, credits.MaxGrant + 1} {
			if _, err := f.svc.Grant(ctx, f.user, n, ""); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("grant %d: %v", n, err)
			}
		}
		b, err := f.svc.Grant(ctx, f.user, credits.MaxGrant, "")
		if err != nil || b.PurchasedTotal != credits.MaxGrant || b.Available() != credits.MaxGrant+3 {
			t.Fatalf("grant of the most: %+v, %v", b, err)
		}
		if err := f.svc.Reserve(ctx, f.user, ""); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("reserve without a generation: %v", err)
		}
	})
}
