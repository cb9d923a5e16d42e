package payments_test

import (
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var goodCard = payments.Card{Number: "4242 4242 4242 4242", Expiry: "12/30", CVC: "123", Name: "Pat Payer"}

func TestTestModeCheckout(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		c := f.checkout(payments.PackageKind, "10 credits")
		if c.Provider != payments.Test || c.Status != payments.Open || c.ReturnTo != "/dashboard" {
			t.Fatalf("checkout %+v", c)
		}
		for _, tc := range []struct {
			card payments.Card
			kind apperr.Kind
		}{
			{payments.Card{Number: "4111 1111 1111 1111", Expiry: "12/30", CVC: "123", Name: "P"}, apperr.Invalid},
			{payments.Card{Number: "4242424242424242", Expiry: "01/26", CVC: "123", Name: "P"}, apperr.Invalid},
			{payments.Card{Number: "4242424242424242", Expiry: "12/30", CVC: "12", Name: "P"}, apperr.Invalid},
			{payments.Card{Number: "4242424242424242", Expiry: "12/30", CVC: "123", Name: " "}, apperr.Invalid},
			{payments.Card{Number: "4000 0000 0000 0002", Expiry: "12/30", CVC: "123", Name: "P"}, apperr.PaymentRequired},
		} {
			_, err := f.svc.PayTest(ctx, f.user, c.ID, tc.card)
			wantKind(t, err, tc.kind)
		}
		other := f.newUser("other")
		_, err := f.svc.PayTest(ctx, other, c.ID, goodCard)
		wantKind(t, err, apperr.NotFound)
		f.want(3, 0, "free")

		url, err := f.svc.PayTest(ctx, f.user, c.ID, goodCard)
		if err != nil || url != "/payment-success?session="+c.ID {
			t.Fatalf("pay: %q, %v", url, err)
		}
		f.want(3, 10, "free")
		_, err = f.svc.PayTest(ctx, f.user, c.ID, goodCard)
		wantKind(t, err, apperr.Conflict)
		f.want(3, 10, "free")

		late := f.checkout(payments.PackageKind, "1 credit")
		f.now = f.now.Add(payments.CheckoutLifetime)
		_, err = f.svc.PayTest(ctx, f.user, late.ID, goodCard)
		wantKind(t, err, apperr.Gone)
		if got, _ := f.svc.Checkout(ctx, f.user, late.ID); got.StatusAt(f.now) != payments.Expired {
			t.Fatalf("late checkout %s", got.StatusAt(f.now))
		}
	})
}

// A test-mode subscription lives as a Stripe one would: renewed monthly by
// the job, changed, cancelled at its period's end, or past due when its card
// fails and ended after the grace.
func TestTestModeSubscriptionLifecycle(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		pay := func(slug string, card payments.Card) {
			t.Helper()
			c := f.checkout(payments.PlanKind, slug)
			if _, err := f.svc.PayTest(ctx, f.user, c.ID, card); err != nil {
				t.Fatal(err)
			}
			if got, _ := f.svc.Checkout(ctx, f.user, c.ID); !got.Fulfilled() {
				t.Fatalf("checkout not fulfilled: %+v", got)
			}
		}
		renew := func(want int) {
			t.Helper()
			if n, err := f.svc.RenewTestSubscriptions(ctx); err != nil || n != want {
				t.Fatalf("renewed %d, %v; want %d", n, err, want)
			}
		}
		pay("starter", goodCard)
		f.want(30, 0, "starter")
		_, _, err := f.svc.StartCheckout(ctx, f.user, "", payments.CheckoutRequest{Kind: payments.PlanKind, ID: planID(t, f, "pro")})
		wantKind(t, err, apperr.Conflict)
		renew(0)

		f.spend(10)
		f.now = f.now.AddDate(0, 1, 0)
		renew(1)
		f.want(30, 0, "starter")
		renew(0)

		// Upgrade now, then downgrade from the period's end.
		change, err := f.svc.PreviewChange(ctx, f.user, planID(t, f, "pro"))
		if err != nil || change.Kind != "upgrade" || change.CreditsNow != 50 || change.AmountNowUSD != 1000 {
			t.Fatalf("preview %+v, %v", change, err)
		}
		if _, err := f.svc.ChangePlan(ctx, f.user, planID(t, f, "pro")); err != nil {
			t.Fatal(err)
		}
		f.want(80, 0, "pro")
		_, err = f.svc.ChangePlan(ctx, f.user, planID(t, f, "pro"))
		wantKind(t, err, apperr.Invalid)
		v, err := f.svc.ChangePlan(ctx, f.user, planID(t, f, "starter"))
		if err != nil || v.NextPlan == nil || v.NextPlan.Slug != "starter" || v.PlanSlug != "pro" {
			t.Fatalf("downgrade %+v, %v", v, err)
		}
		f.now = v.CurrentPeriodEnd
		renew(1)
		f.want(30, 0, "starter")

		// Cancel, resume, cancel: the plan lasts to the period's end.
		if v, err := f.svc.Cancel(ctx, f.user); err != nil || !v.CancelAtPeriodEnd {
			t.Fatalf("cancel %+v, %v", v, err)
		}
		if v, err := f.svc.Resume(ctx, f.user); err != nil || v.CancelAtPeriodEnd {
			t.Fatalf("resume %+v, %v", v, err)
		}
		v, _ = f.svc.Cancel(ctx, f.user)
		f.now = v.CurrentPeriodEnd.Add(-time.Second)
		renew(0)
		f.want(30, 0, "starter")
		f.now = v.CurrentPeriodEnd
		renew(1)
		f.want(3, 0, "free")
		if f.subscription() != nil {
			t.Fatal("a subscription after its end")
		}
		_, err = f.svc.Cancel(ctx, f.user)
		wantKind(t, err, apperr.NotFound)

		// A card that fails at renewal: past due, then Free after the grace.
		pay("pro", payments.Card{Number: "4000000000000341", Expiry: "12/30", CVC: "123", Name: "P"})
		f.want(80, 0, "pro")
		end := f.subscription().CurrentPeriodEnd
		f.now = end
		renew(1)
		if v := f.subscription(); v.Status != payments.PastDue {
			t.Fatalf("status %s", v.Status)
		}
		renew(0)
		f.now = end.Add(payments.PastDueGrace)
		renew(1)
		f.want(3, 0, "free")
	})
}

func planID(t *testing.T, f *fixture, slug string) int64 {
	t.Helper()
	p, err := f.plans.PlanBySlug(ctx, slug)
	if err != nil {
		t.Fatal(err)
	}
	return p.ID
}
