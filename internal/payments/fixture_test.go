package payments_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/store"
)

var ctx = context.Background()

var start = time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)

// fixture is one user, the payment services on a real store and a clock
// the test moves. Events are built here in Stripe's shape, independently of
// the test provider's.
type fixture struct {
	t      *testing.T
	db     *store.DB
	svc    *payments.Service
	ledger *credits.Service
	plans  *billing.Service
	user   int64
	now    time.Time
	hidden bool
	spent  int
}

func newFixture(t *testing.T, db *store.DB) *fixture {
	t.Helper()
	f := &fixture{t: t, db: db, now: start}
	clock := func() time.Time { return f.now }
	f.plans = &billing.Service{Store: db, Now: clock}
	if _, err := f.plans.EnsureDefaults(ctx); err != nil {
		t.Fatal(err)
	}
	f.ledger = &credits.Service{Store: db, Now: clock}
	f.svc = &payments.Service{Store: db, Admin: db, Tx: db, Ledger: f.ledger, Billing: f.plans, Now: clock,
		PackagesHidden: func(context.Context) (bool, error) { return f.hidden, nil }}
	f.svc.Provider = &payments.TestProvider{Service: f.svc}
	f.user = f.newUser("payer")
	return f
}

func (f *fixture) newUser(name string) int64 {
	f.t.Helper()
	u, err := f.db.InsertUser(ctx, account.NewUser{Username: name, Email: name + "@example.com"})
	if err != nil {
		f.t.Fatal(err)
	}
	if _, err := f.ledger.Balance(ctx, u.ID); err != nil { // opens the Free period
		f.t.Fatal(err)
	}
	return u.ID
}

// checkout opens a checkout of the package or plan named.
func (f *fixture) checkout(kind payments.Kind, name string) payments.Checkout {
	f.t.Helper()
	req := payments.CheckoutRequest{Kind: kind}
	if kind == payments.PackageKind {
		pkgs, _ := f.plans.PackagesOnSale(ctx)
		for _, p := range pkgs {
			if p.Name == name {
				req.ID = p.ID
			}
		}
	} else {
		p, err := f.plans.PlanBySlug(ctx, name)
		if err != nil {
			f.t.Fatal(err)
		}
		req.ID = p.ID
	}
	c, _, err := f.svc.StartCheckout(ctx, f.user, "payer@example.com", req)
	if err != nil {
		f.t.Fatalf("checkout %s: %v", name, err)
	}
	return c
}

// deliver sends one event, as a webhook would, and fails the test on an error.
func (f *fixture) deliver(ev []byte) {
	f.t.Helper()
	if err := f.svc.Fulfil(ctx, payments.Test, ev); err != nil {
		f.t.Fatalf("deliver %s: %v", ev, err)
	}
}

// spend uses n credits as n generations would.
func (f *fixture) spend(n int) {
	f.t.Helper()
	for range n {
		f.spent++
		if err := f.ledger.Reserve(ctx, f.user, fmt.Sprintf("gen-%d", f.spent)); err != nil {
			f.t.Fatal(err)
		}
	}
}

// want checks the plan's and purchased credits available and the user's plan.
func (f *fixture) want(plan, purchased int64, slug string) {
	f.t.Helper()
	b, err := f.ledger.Balance(ctx, f.user)
	if err != nil {
		f.t.Fatal(err)
	}
	var got string
	if err := f.db.SQL.QueryRow(`SELECT plan_slug FROM users WHERE id = $1`, f.user).Scan(&got); err != nil {
		f.t.Fatal(err)
	}
	if b.PlanAvailable != plan || b.PurchasedAvailable() != purchased || got != slug {
		f.t.Fatalf("plan credits %d, purchased %d, plan %q; want %d, %d, %q", b.PlanAvailable,
			b.PurchasedAvailable(), got, plan, purchased, slug)
	}
	f.wantLedgerMatches()
}

// wantLedgerMatches checks that the balance equals the ledger's sums.
func (f *fixture) wantLedgerMatches() {
	f.t.Helper()
	var planSum, purchasedGiven, purchasedSpent int64
	err := f.db.SQL.QueryRow(`SELECT COALESCE(SUM(plan_delta), 0),
		COALESCE(SUM(CASE WHEN type IN ('grant', 'purchase', 'reversal') THEN purchased_delta ELSE 0 END), 0),
		COALESCE(SUM(CASE WHEN type IN ('generation', 'refund') THEN -purchased_delta ELSE 0 END), 0)
		FROM credit_transactions WHERE user_id = $1`, f.user).Scan(&planSum, &purchasedGiven, &purchasedSpent)
	if err != nil {
		f.t.Fatal(err)
	}
	var planAvailable, total, used int64
	if err := f.db.SQL.QueryRow(`SELECT plan_available, purchased_total, purchased_used FROM credit_accounts
		WHERE user_id = $1`, f.user).Scan(&planAvailable, &total, &used); err != nil {
		f.t.Fatal(err)
	}
	if planSum != planAvailable || purchasedGiven != total || purchasedSpent != used {
		f.t.Fatalf("ledger sums %d/%d/%d, balance %d/%d/%d", planSum, purchasedGiven, purchasedSpent,
			planAvailable, total, used)
	}
}

func (f *fixture) subscription() *payments.SubscriptionView {
	f.t.Helper()
	v, err := f.svc.Subscription(ctx, f.user)
	if err != nil {
		f.t.Fatal(err)
	}
	return v
}

// wantKind checks an error's kind.
func wantKind(t *testing.T, err error, kind apperr.Kind) {
	t.Helper()
	if apperr.KindOf(err) != kind {
		t.Fatalf("error %v, want kind %s", err, kind)
	}
}

// Stripe-shaped events.

func event(id, typ string, object map[string]any) []byte {
	b, _ := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ, "data": map[string]any{"object": object}})
	return b
}

func sessionCompleted(c payments.Checkout, user int64) []byte {
	obj := map[string]any{"id": c.ID, "object": "checkout.session", "client_reference_id": strconv.FormatInt(user, 10),
		"payment_status": "paid", "amount_total": c.AmountUSD}
	if c.Kind == payments.PackageKind {
		obj["mode"], obj["payment_intent"] = "payment", "pi_"+c.ID
	} else {
		obj["mode"], obj["subscription"], obj["customer"] = "subscription", "sub_"+c.ID, "cus_1"
	}
	return event("evt_completed_"+c.ID, "checkout.session.completed", obj)
}

func invoicePaid(subID, reason string, from time.Time, meta map[string]string) []byte {
	return event(fmt.Sprintf("evt_invoice_%s_%d", subID, from.Unix()), "invoice.paid", map[string]any{
		"id": "in_1", "object": "invoice", "billing_reason": reason, "customer": "cus_1",
		"parent": map[string]any{"subscription_details": map[string]any{"subscription": subID, "metadata": meta}},
		"lines": map[string]any{"data": []any{map[string]any{"period": map[string]any{
			"start": from.Unix(), "end": from.AddDate(0, 1, 0).Unix()}}}}})
}

func firstInvoice(c payments.Checkout, user int64, from time.Time) []byte {
	return invoicePaid("sub_"+c.ID, "subscription_create", from, map[string]string{
		"user_id": strconv.FormatInt(user, 10), "plan": c.PlanSlug})
}

func invoiceFailed(subID string) []byte {
	return event("evt_failed_"+subID, "invoice.payment_failed", map[string]any{"id": "in_2", "object": "invoice",
		"billing_reason": "subscription_cycle",
		"parent":         map[string]any{"subscription_details": map[string]any{"subscription": subID}}})
}

func subscriptionUpdated(id, subID, status string, cancel bool, plan billing.Plan) []byte {
	return event(id, "customer.subscription.updated", map[string]any{"id": subID, "object": "subscription",
		"status": status, "cancel_at_period_end": cancel, "items": map[string]any{"data": []any{map[string]any{
			"price": map[string]any{"lookup_key": payments.PlanLookupKey(plan.Slug, plan.PriceUSD)}}}}})
}

func subscriptionDeleted(subID string) []byte {
	return event("evt_deleted_"+subID, "customer.subscription.deleted",
		map[string]any{"id": subID, "object": "subscription", "status": "canceled"})
}

func chargeRefunded(c payments.Checkout, refunded int64) []byte {
	return event(fmt.Sprintf("evt_refund_%s_%d", c.ID, refunded), "charge.refunded", map[string]any{
		"id": "ch_" + c.ID, "object": "charge", "payment_intent": "pi_" + c.ID, "amount": c.AmountUSD,
		"amount_refunded": refunded, "refunded": refunded == c.AmountUSD})
}

func disputeCreated(c payments.Checkout) []byte {
	return event("evt_dispute_"+c.ID, "charge.dispute.created", map[string]any{"id": "dp_" + c.ID,
		"object": "dispute", "charge": "ch_" + c.ID, "payment_intent": "pi_" + c.ID, "amount": c.AmountUSD})
}
