package payments_test

import (
	"bytes"
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// The fulfilment state machine, one scenario a row: the events in the order
// delivered, then the credits and plan the user must have. Every scenario
// also runs with each event delivered three times (replays), which must
// change nothing. Free gives 3 plan credits, Starter 30, Pro 80.
func TestFulfilmentScenarios(t *testing.T) {
	type step func(f *fixture, s *scenarioState)
	type scenario struct {
		name            string
		steps           []step
		plan, purchased int64
		slug            string
		check           func(t *testing.T, f *fixture, s *scenarioState)
	}
	buyPack := func(name string) step {
		return func(f *fixture, s *scenarioState) {
			s.pack = f.checkout(payments.PackageKind, name)
			s.send(f, sessionCompleted(s.pack, f.user))
		}
	}
	subscribe := func(slug string, invoiceFirst bool) step {
		return func(f *fixture, s *scenarioState) {
			s.plan = f.checkout(payments.PlanKind, slug)
			s.sub = "sub_" + s.plan.ID
			if invoiceFirst {
				s.send(f, firstInvoice(s.plan, f.user, f.now))
				s.send(f, sessionCompleted(s.plan, f.user))
				return
			}
			s.send(f, sessionCompleted(s.plan, f.user))
			s.send(f, firstInvoice(s.plan, f.user, f.now))
		}
	}
	renew := func(f *fixture, s *scenarioState) {
		f.now = f.now.AddDate(0, 1, 0)
		s.send(f, invoicePaid(s.sub, "subscription_cycle", f.now, nil))
	}
	changeTo := func(slug string) step {
		return func(f *fixture, s *scenarioState) {
			p, _ := f.plans.PlanBySlug(ctx, slug)
			s.send(f, subscriptionUpdated("evt_change_"+slug, s.sub, "active", false, p))
		}
	}
	cancel := func(f *fixture, s *scenarioState) {
		v := f.subscription()
		s.send(f, subscriptionUpdated("evt_cancel", s.sub, "active", true, v.Plan))
	}
	end := func(f *fixture, s *scenarioState) { s.send(f, subscriptionDeleted(s.sub)) }
	spend := func(n int) step { return func(f *fixture, _ *scenarioState) { f.spend(n) } }

	scenarios := []scenario{
		{name: "purchase", steps: []step{buyPack("10 credits")}, plan: 3, purchased: 10, slug: "free",
			check: func(t *testing.T, f *fixture, s *scenarioState) {
				c, err := f.svc.Checkout(ctx, f.user, s.pack.ID)
				if err != nil || c.Status != payments.Paid || !c.Fulfilled() || c.PaymentRef != "pi_"+c.ID {
					t.Fatalf("checkout %+v, %v", c, err)
				}
			}},
		{name: "subscribe", steps: []step{subscribe("starter", false)}, plan: 30, slug: "starter",
			check: func(t *testing.T, f *fixture, s *scenarioState) {
				v := f.subscription()
				if v == nil || v.Status != payments.Active || v.PlanSlug != "starter" ||
					!v.CurrentPeriodEnd.Equal(start.AddDate(0, 1, 0)) {
					t.Fatalf("subscription %+v", v)
				}
				if c, _ := f.svc.Checkout(ctx, f.user, s.plan.ID); !c.Fulfilled() || c.Status != payments.Paid {
					t.Fatalf("checkout %+v", c)
				}
			}},
		{name: "subscribe, invoice first", steps: []step{subscribe("starter", true)}, plan: 30, slug: "starter",
			check: func(t *testing.T, f *fixture, s *scenarioState) {
				if v := f.subscription(); v.CustomerID != "cus_1" || !v.CurrentPeriodStart.Equal(start) {
					t.Fatalf("subscription %+v", v)
				}
				if c, _ := f.svc.Checkout(ctx, f.user, s.plan.ID); !c.Fulfilled() || c.Status != payments.Paid {
					t.Fatalf("checkout %+v", c)
				}
			}},
		{name: "renew", steps: []step{subscribe("starter", false), spend(12), renew}, plan: 30, slug: "starter",
			check: func(t *testing.T, f *fixture, _ *scenarioState) {
				if v := f.subscription(); !v.CurrentPeriodEnd.Equal(start.AddDate(0, 2, 0)) {
					t.Fatalf("period ends %v", v.CurrentPeriodEnd)
				}
			}},
		{name: "upgrade", steps: []step{subscribe("starter", false), spend(5), changeTo("pro")}, plan: 75, slug: "pro"},
		{name: "downgrade", steps: []step{subscribe("pro", false), changeTo("starter")}, plan: 80, slug: "pro",
			check: func(t *testing.T, f *fixture, _ *scenarioState) {
				if v := f.subscription(); v.NextPlan == nil || v.NextPlan.Slug != "starter" {
					t.Fatalf("next plan %+v", v.NextPlan)
				}
			}},
		{name: "downgrade, then renew", steps: []step{subscribe("pro", false), changeTo("starter"), renew},
			plan: 30, slug: "starter"},
		{name: "cancel", steps: []step{subscribe("starter", false), cancel}, plan: 30, slug: "starter",
			check: func(t *testing.T, f *fixture, _ *scenarioState) {
				if v := f.subscription(); !v.CancelAtPeriodEnd {
					t.Fatalf("subscription %+v", v)
				}
			}},
		{name: "cancel, then the period ends", steps: []step{subscribe("starter", false), cancel, end},
			plan: 3, slug: "free",
			check: func(t *testing.T, f *fixture, _ *scenarioState) {
				if v := f.subscription(); v != nil {
					t.Fatalf("subscription %+v", v)
				}
			}},
		{name: "past due", steps: []step{subscribe("starter", false),
			func(f *fixture, s *scenarioState) { s.send(f, invoiceFailed(s.sub)) }}, plan: 30, slug: "starter",
			check: func(t *testing.T, f *fixture, _ *scenarioState) {
				if v := f.subscription(); v.Status != payments.PastDue {
					t.Fatalf("status %s", v.Status)
				}
			}},
		{name: "past due, then cancelled by the provider", steps: []step{subscribe("starter", false),
			func(f *fixture, s *scenarioState) { s.send(f, invoiceFailed(s.sub)) }, end}, plan: 3, slug: "free"},
		{name: "refund of a pack partly spent", steps: []step{buyPack("10 credits"), spend(7),
			func(f *fixture, s *scenarioState) { s.send(f, chargeRefunded(s.pack, s.pack.AmountUSD)) }},
			plan: 0, purchased: 0, slug: "free",
			check: func(t *testing.T, f *fixture, s *scenarioState) {
				if c, _ := f.svc.Checkout(ctx, f.user, s.pack.ID); c.CreditsReversed != 10 {
					t.Fatalf("reversed %d, want all 10 (6 of them unspent)", c.CreditsReversed)
				}
			}},
		{name: "two partial refunds", steps: []step{buyPack("10 credits"),
			func(f *fixture, s *scenarioState) { s.send(f, chargeRefunded(s.pack, s.pack.AmountUSD/2)) },
			func(f *fixture, s *scenarioState) { s.send(f, chargeRefunded(s.pack, s.pack.AmountUSD)) }},
			plan: 3, purchased: 0, slug: "free"},
		{name: "half refunded", steps: []step{buyPack("10 credits"),
			func(f *fixture, s *scenarioState) { s.send(f, chargeRefunded(s.pack, s.pack.AmountUSD/2)) }},
			plan: 3, purchased: 5, slug: "free"},
		{name: "refund of a subscription payment", steps: []step{subscribe("starter", false),
			func(f *fixture, s *scenarioState) {
				s.send(f, event("evt_sub_refund", "charge.refunded", map[string]any{"id": "ch_sub", "object": "charge",
					"payment_intent": "pi_sub", "customer": "cus_1", "amount": 999, "amount_refunded": 999}))
			}}, plan: 30, slug: "starter"},
		{name: "dispute", steps: []step{buyPack("50 credits"), spend(13),
			func(f *fixture, s *scenarioState) { s.send(f, disputeCreated(s.pack)) }}, plan: 0, purchased: 0, slug: "free"},
		{name: "refund, then dispute", steps: []step{buyPack("10 credits"),
			func(f *fixture, s *scenarioState) { s.send(f, chargeRefunded(s.pack, s.pack.AmountUSD/2)) },
			func(f *fixture, s *scenarioState) { s.send(f, disputeCreated(s.pack)) }}, plan: 3, purchased: 0, slug: "free"},
	}
	for _, replays := range []int{1, 3} {
		for _, sc := range scenarios {
			t.Run(sc.name+map[int]string{1: "", 3: " (replayed x3)"}[replays], func(t *testing.T) {
				storetest.Each(t, func(t *testing.T, db *store.DB) {
					f := newFixture(t, db)
					s := &scenarioState{replays: replays}
					for _, st := range sc.steps {
						st(f, s)
					}
					f.want(sc.plan, sc.purchased, sc.slug)
					if sc.check != nil {
						sc.check(t, f, s)
					}
				})
			})
		}
	}
}

// scenarioState is what a scenario's steps share.
type scenarioState struct {
	replays    int
	pack, plan payments.Checkout
	sub        string
}

func (s *scenarioState) send(f *fixture, ev []byte) {
	for range s.replays {
		f.deliver(ev)
	}
}

func TestFulfilRefusesWhatItCannotApply(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		c := f.checkout(payments.PackageKind, "10 credits")
		other := f.newUser("other")

		wantKind(t, f.svc.Fulfil(ctx, payments.Test, []byte(`{"id":`)), apperr.Invalid)
		wantKind(t, f.svc.Fulfil(ctx, payments.Test, []byte(`{"id":"evt_1"}`)), apperr.Invalid)
		// Another user's checkout, a checkout of another provider, an unknown
		// one, a tampered amount, a refund of an unknown payment.
		wantKind(t, f.svc.Fulfil(ctx, payments.Test, sessionCompleted(c, other)), apperr.Unprocessable)
		wantKind(t, f.svc.Fulfil(ctx, payments.Stripe, sessionCompleted(c, f.user)), apperr.Unprocessable)
		unknown := c
		unknown.ID = "cs_unknown"
		wantKind(t, f.svc.Fulfil(ctx, payments.Test, sessionCompleted(unknown, f.user)), apperr.Unprocessable)
		tampered := c
		tampered.AmountUSD = 1
		wantKind(t, f.svc.Fulfil(ctx, payments.Test, sessionCompleted(tampered, f.user)), apperr.Unprocessable)
		wantKind(t, f.svc.Fulfil(ctx, payments.Test, chargeRefunded(c, 100)), apperr.Unprocessable)
		wantKind(t, f.svc.Fulfil(ctx, payments.Test, invoicePaid("sub_x", "subscription_create", start,
			map[string]string{"user_id": "999999", "plan": "pro"})), apperr.Unprocessable)
		f.want(3, 0, "free")

		// A refused event was not stored: once its payment is known, the
		// provider's retry applies it.
		refund := chargeRefunded(c, c.AmountUSD)
		f.deliver(sessionCompleted(c, f.user))
		f.deliver(refund)
		f.want(3, 0, "free")
		var events int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM payment_events`).Scan(&events); err != nil || events != 2 {
			t.Fatalf("%d events stored, %v", events, err)
		}
	})
}

func TestConcurrentDuplicatesGrantOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		pack := f.checkout(payments.PackageKind, "10 credits")
		plan := f.checkout(payments.PlanKind, "pro")
		events := [][]byte{sessionCompleted(pack, f.user), sessionCompleted(plan, f.user),
			firstInvoice(plan, f.user, start)}
		var wg sync.WaitGroup
		errs := make(chan error, 8*len(events))
		for range 8 {
			for _, ev := range events {
				wg.Go(func() { errs <- f.svc.Fulfil(ctx, payments.Test, ev) })
			}
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		f.want(80, 10, "pro")
	})
}

// Two events about one payment (the provider's own retry under a new id, or
// two event types for one invoice) grant it once: the ledger holds each
// payment's reference once.
func TestOnePaymentInTwoEventsGrantsOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db)
		plan := f.checkout(payments.PlanKind, "starter")
		f.deliver(sessionCompleted(plan, f.user))
		invoice := firstInvoice(plan, f.user, start)
		f.deliver(invoice)
		f.spend(10)
		f.deliver(bytes.Replace(invoice, []byte(`"id":"evt_`), []byte(`"id":"evt_again_`), 1))
		f.want(20, 0, "starter")
	})
}
