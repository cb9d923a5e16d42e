package payments

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

// TestProvider is the built-in checkout used when Stripe is not configured:
// a page of this site takes a test card, and every outcome is a
// Stripe-shaped event that goes through Fulfil like a webhook. Subscriptions
// renew by RenewTestSubscriptions at their period's end. The events of a
// payment and of a renewal have ids made from what they are about, so paying
// twice or renewing twice replays an event; a user's change is a new event.
type TestProvider struct {
	Service *Service
}

// PastDueGrace is how long test mode retries a failed renewal before it
// cancels the subscription.
const PastDueGrace = 72 * time.Hour

// Name implements Provider.
func (p *TestProvider) Name() ProviderName { return Test }

// StartCheckout implements Provider: the page is /checkout/pay/{id}.
func (p *TestProvider) StartCheckout(_ context.Context, _ Checkout, _ string) (string, string, error) {
	id := "cs_tf_" + strings.ToLower(rand.Text())
	return id, "/checkout/pay/" + id, nil
}

// ChangePlan implements Provider.
func (p *TestProvider) ChangePlan(ctx context.Context, sub Subscription, to billing.Plan) error {
	return p.send(ctx, actionEventID(), EventSubscriptionUpdated, subscriptionObject(sub, "active", sub.CancelAtPeriodEnd, to))
}

// SetCancelAtPeriodEnd implements Provider.
func (p *TestProvider) SetCancelAtPeriodEnd(ctx context.Context, sub Subscription, cancel bool) error {
	plan, err := p.Service.Billing.PlanBySlug(ctx, cmp.Or(sub.NextPlanSlug, sub.PlanSlug))
	if err != nil {
		return err
	}
	return p.send(ctx, actionEventID(), EventSubscriptionUpdated, subscriptionObject(sub, "active", cancel, plan))
}

// CancelNow implements Provider: test mode charges nothing anyway, and the
// subscription goes with its account.
func (p *TestProvider) CancelNow(context.Context, Subscription) error { return nil }

// PortalURL implements Provider: test mode has no portal.
func (p *TestProvider) PortalURL(context.Context, Subscription, string) (string, error) {
	return "", apperr.E(apperr.Invalid, "The customer portal needs Stripe")
}

// Card is what the test-mode page sends.
type Card struct {
	Number, Expiry, CVC, Name string
}

// The test cards.
const (
	cardPays          = "4242424242424242"
	cardDeclined      = "4000000000000002"
	cardRenewalsFail  = "4000000000000341"
	msgUseTestCard    = "Use a test card number, such as 4242 4242 4242 4242"
	msgDeclined       = "Your card was declined."
	msgCheckoutPaid   = "This checkout is already paid"
	msgCheckoutExpiry = "This checkout has expired. Start again."
)

// PayTest pays one of the user's test-mode checkouts with a test card and
// returns the success page.
func (s *Service) PayTest(ctx context.Context, userID int64, id string, card Card) (string, error) {
	c, err := s.Checkout(ctx, userID, id)
	if err != nil {
		return "", err
	}
	if c.Provider != Test {
		return "", apperr.E(apperr.Invalid, "This checkout is paid on Stripe's page")
	}
	switch c.StatusAt(s.Now()) {
	case Paid:
		return "", apperr.E(apperr.Conflict, msgCheckoutPaid)
	case Expired:
		return "", apperr.E(apperr.Gone, msgCheckoutExpiry)
	}
	number, err := checkCard(card, s.Now())
	if err != nil {
		return "", err
	}
	if number == cardDeclined {
		return "", apperr.E(apperr.PaymentRequired, msgDeclined)
	}
	if number == cardRenewalsFail {
		c.RenewalsFail = true
		if err := s.Store.UpdateCheckout(ctx, c); err != nil {
			return "", err
		}
	}
	p := &TestProvider{Service: s}
	session := map[string]any{"id": c.ID, "object": "checkout.session", "client_reference_id": strconv.FormatInt(userID, 10),
		"payment_status": "paid", "amount_total": c.AmountUSD, "metadata": checkoutMetadata(c)}
	if c.Kind == PackageKind {
		session["mode"], session["payment_intent"] = "payment", "pi_"+strings.TrimPrefix(c.ID, "cs_")
		return successURL(c.ID), p.send(ctx, "evt_"+c.ID+"_completed", EventCheckoutCompleted, session)
	}
	sub := Subscription{ProviderID: "sub_" + strings.TrimPrefix(c.ID, "cs_"), CustomerID: "cus_tf_" + strconv.FormatInt(userID, 10)}
	session["mode"], session["subscription"], session["customer"] = "subscription", sub.ProviderID, sub.CustomerID
	if err := p.send(ctx, "evt_"+c.ID+"_completed", EventCheckoutCompleted, session); err != nil {
		return "", err
	}
	now := s.Now().UTC()
	inv := invoiceObject(sub, "subscription_create", now, now.AddDate(0, 1, 0), checkoutMetadata(c))
	return successURL(c.ID), p.send(ctx, "evt_"+c.ID+"_invoice", EventInvoicePaid, inv)
}

// RenewTestSubscriptions renews every test-mode subscription whose period
// has ended: a cancelled one ends, one whose card fails goes past due and
// ends after PastDueGrace, the others are paid for another month. It says
// how many it changed.
func (s *Service) RenewTestSubscriptions(ctx context.Context) (int, error) {
	now := s.Now().UTC()
	due, err := s.Store.SubscriptionsDue(ctx, Test, now, 100)
	if err != nil {
		return 0, err
	}
	p, n := &TestProvider{Service: s}, 0
	for _, sub := range due {
		end := sub.CurrentPeriodEnd
		id := "evt_tf_" + sub.ProviderID + "_" + stamp(end)
		plan, err := s.Billing.PlanBySlug(ctx, cmp.Or(sub.NextPlanSlug, sub.PlanSlug))
		if err != nil {
			return n, err
		}
		switch {
		case sub.CancelAtPeriodEnd || sub.Status == PastDue && !now.Before(end.Add(PastDueGrace)):
			err = p.send(ctx, id+"_deleted", EventSubscriptionDeleted, subscriptionObject(sub, "canceled", false, plan))
		case sub.RenewalsFail && sub.Status == Active:
			err = p.send(ctx, id+"_failed", EventInvoicePaymentFailed, invoiceObject(sub, "subscription_cycle", end,
				end.AddDate(0, 1, 0), nil))
		case sub.RenewalsFail:
			continue // past due: waiting for the grace to end
		default:
			meta := map[string]string{metaUser: strconv.FormatInt(sub.UserID, 10), metaPlan: plan.Slug}
			err = p.send(ctx, id+"_paid", EventInvoicePaid, invoiceObject(sub, "subscription_cycle", end,
				end.AddDate(0, 1, 0), meta))
		}
		if err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// send fulfils a test-mode event.
func (p *TestProvider) send(ctx context.Context, id, typ string, object map[string]any) error {
	payload, err := json.Marshal(map[string]any{"id": id, "object": "event", "type": typ,
		"created": p.Service.Now().Unix(), "data": map[string]any{"object": object}})
	if err != nil {
		return err
	}
	return p.Service.Fulfil(ctx, Test, payload)
}

func subscriptionObject(sub Subscription, status string, cancel bool, plan billing.Plan) map[string]any {
	return map[string]any{"id": sub.ProviderID, "object": "subscription", "status": status,
		"customer": sub.CustomerID, "cancel_at_period_end": cancel,
		"items": map[string]any{"object": "list", "data": []any{map[string]any{"object": "subscription_item",
			"current_period_start": sub.CurrentPeriodStart.Unix(), "current_period_end": sub.CurrentPeriodEnd.Unix(),
			"price": map[string]any{"object": "price", "lookup_key": PlanLookupKey(plan.Slug, plan.PriceUSD),
				"unit_amount": plan.PriceUSD}}}}}
}

func invoiceObject(sub Subscription, reason string, start, end time.Time, meta map[string]string) map[string]any {
	return map[string]any{"id": "in_" + strings.TrimPrefix(sub.ProviderID, "sub_") + "_" + stamp(start),
		"object": "invoice", "billing_reason": reason, "customer": sub.CustomerID,
		"parent": map[string]any{"type": "subscription_details",
			"subscription_details": map[string]any{"subscription": sub.ProviderID, "metadata": meta}},
		"lines": map[string]any{"object": "list", "data": []any{map[string]any{"object": "line_item",
			"period": map[string]any{"start": start.Unix(), "end": end.Unix()}}}}}
}

// checkoutMetadata ties a provider's session and subscription to the user
// and the checkout.
func checkoutMetadata(c Checkout) map[string]string {
	m := map[string]string{metaUser: strconv.FormatInt(c.UserID, 10)}
	if c.Kind == PlanKind {
		m[metaPlan] = c.PlanSlug
	}
	return m
}

func actionEventID() string { return "evt_tf_" + strings.ToLower(rand.Text()) }

func successURL(id string) string { return "/payment-success?session=" + id }

func stamp(t time.Time) string { return strconv.FormatInt(t.UnixNano(), 36) }

// checkCard checks the test card's fields and returns its number's digits.
func checkCard(c Card, now time.Time) (string, error) {
	number := strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return r
	}, c.Number)
	if number != cardPays && number != cardDeclined && number != cardRenewalsFail {
		return "", apperr.E(apperr.Invalid, msgUseTestCard)
	}
	exp, err := time.Parse("01/06", strings.ReplaceAll(c.Expiry, " ", ""))
	if err != nil || !exp.AddDate(0, 1, 0).After(now) {
		return "", apperr.E(apperr.Invalid, "Enter an expiry date in the future, as MM/YY")
	}
	if len(c.CVC) < 3 || len(c.CVC) > 4 || strings.Trim(c.CVC, "0123456789") != "" {
		return "", apperr.E(apperr.Invalid, "Enter the 3-digit CVC")
	}
	if name := strings.TrimSpace(c.Name); name == "" || len(name) > 100 {
		return "", apperr.E(apperr.Invalid, "Enter the name on the card")
	}
	return number, nil
}

// Refund refunds a test-mode payment in full: the charge.refunded event
// Stripe would send takes back its credits.
func (p *TestProvider) Refund(ctx context.Context, c Checkout) error {
	charge := map[string]any{"id": "ch_" + strings.TrimPrefix(c.PaymentRef, "pi_"), "object": "charge",
		"amount": c.AmountUSD, "amount_refunded": c.AmountUSD, "payment_intent": c.PaymentRef}
	return p.send(ctx, "evt_"+c.ID+"_refunded", EventChargeRefunded, charge)
}
