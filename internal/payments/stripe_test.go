package payments_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/payments/stripemock"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// The Stripe provider's calls against stripe-mock, which checks each request
// against Stripe's API description (it keeps no state, so the outcomes are
// its fixtures).
func TestStripeProviderCalls(t *testing.T) {
	mock := stripemock.Start(t)
	db := storetest.MustOpen(t, store.SQLite)
	f := newFixture(t, db)
	stripe := &payments.StripeProvider{Client: payments.NewStripeClient("sk_test_123", mock), BaseURL: "https://texelforge.test"}
	f.svc.Provider = stripe

	c, url, err := f.svc.StartCheckout(ctx, f.user, "payer@example.com",
		payments.CheckoutRequest{Kind: payments.PackageKind, ID: packageID(t, f, "10 credits")})
	if err != nil || !strings.HasPrefix(c.ID, "cs_") || url == "" || c.Provider != payments.Stripe {
		t.Fatalf("package checkout %+v %q, %v", c, url, err)
	}
	if stored, err := f.svc.Checkout(ctx, f.user, c.ID); err != nil || stored.AmountUSD != 750 || stored.Credits != 10 {
		t.Fatalf("stored checkout %+v, %v", stored, err)
	}
	plan, _ := f.plans.PlanBySlug(ctx, "pro")
	sub := payments.Subscription{ProviderID: "sub_123", CustomerID: "cus_123"}
	if _, _, err := stripe.StartCheckout(ctx, payments.Checkout{UserID: f.user, Kind: payments.PlanKind, PlanSlug: "pro",
		ItemName: "Pro", AmountUSD: plan.PriceUSD, ReturnTo: "/checkout/pro", ExpiresAt: start.Add(time.Hour)},
		"payer@example.com"); err != nil {
		t.Fatalf("plan checkout: %v", err)
	}
	if err := stripe.ChangePlan(ctx, sub, plan); err != nil {
		t.Fatalf("change plan: %v", err)
	}
	if err := stripe.SetCancelAtPeriodEnd(ctx, sub, true); err != nil {
		t.Fatalf("cancel: %v", err)
	}
	if u, err := stripe.PortalURL(ctx, sub, "/dashboard"); err != nil || u == "" {
		t.Fatalf("portal %q, %v", u, err)
	}
	if err := stripe.CancelNow(ctx, sub); err != nil {
		t.Fatalf("cancel now: %v", err)
	}
	if err := stripe.Refund(ctx, payments.Checkout{ID: c.ID, PaymentRef: "pi_123"}); err != nil {
		t.Fatalf("refund: %v", err)
	}
	// Stripe unreachable: a clear 503, no details.
	down := &payments.StripeProvider{Client: payments.NewStripeClient("sk_test_123", "http://127.0.0.1:1"), BaseURL: "https://texelforge.test"}
	_, _, err = down.StartCheckout(ctx, c, "payer@example.com")
	wantKind(t, err, apperr.Unavailable)
	wantKind(t, down.CancelNow(ctx, sub), apperr.Unavailable)
	wantKind(t, down.Refund(ctx, payments.Checkout{PaymentRef: "pi_123"}), apperr.Unavailable)
}

func packageID(t *testing.T, f *fixture, name string) int64 {
	t.Helper()
	pkgs, err := f.plans.PackagesOnSale(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range pkgs {
		if p.Name == name {
			return p.ID
		}
	}
	t.Fatalf("no package %q", name)
	return 0
}

func TestStripeSignatures(t *testing.T) {
	payload := []byte(`{"id":"evt_1","object":"event","type":"invoice.paid"}`)
	signed := func(secret string, at time.Time) string {
		return webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at}).Header
	}
	if err := payments.VerifyStripeEvent(payload, signed("whsec_1", time.Now()), "whsec_1"); err != nil {
		t.Fatalf("a good signature: %v", err)
	}
	for name, header := range map[string]string{
		"unsigned":     "",
		"wrong secret": signed("whsec_2", time.Now()),
		"stale":        signed("whsec_1", time.Now().Add(-6*time.Minute)),
		"garbage":      "t=1,v1=zz",
	} {
		t.Run(name, func(t *testing.T) {
			wantKind(t, payments.VerifyStripeEvent(payload, header, "whsec_1"), apperr.Invalid)
		})
	}
	tampered := append([]byte{}, payload...)
	tampered[10] = 'X'
	wantKind(t, payments.VerifyStripeEvent(tampered, signed("whsec_1", time.Now()), "whsec_1"), apperr.Invalid)
}
