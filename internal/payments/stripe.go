package payments

import (
	"context"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

// WebhookTolerance is how old a signed Stripe event may be.
const WebhookTolerance = 5 * time.Minute

// StripeProvider takes payments on Stripe Checkout; Stripe's webhooks bring
// the outcome to Fulfil. Prices are looked up (or created) by their lookup
// keys, so our plans and packages stay the only place a price is set.
type StripeProvider struct {
	Client  *stripe.Client
	BaseURL string // this site's public origin, for Stripe's redirects
}

// NewStripeClient returns a client for the key; apiURL ("" for Stripe's)
// points it elsewhere, such as stripe-mock in tests.
func NewStripeClient(key, apiURL string) *stripe.Client {
	if apiURL == "" {
		return stripe.NewClient(key)
	}
	return stripe.NewClient(key, stripe.WithBackends(stripe.NewBackendsWithConfig(&stripe.BackendConfig{URL: &apiURL})))
}

// VerifyStripeEvent checks a webhook's Stripe-Signature header against the
// endpoint's secret and WebhookTolerance.
func VerifyStripeEvent(payload []byte, header, secret string) error {
	if err := webhook.ValidatePayloadWithTolerance(payload, header, secret, WebhookTolerance); err != nil {
		return apperr.Wrap(apperr.Invalid, "The event's signature is not valid", err)
	}
	return nil
}

// Name implements Provider.
func (p *StripeProvider) Name() ProviderName { return Stripe }

// StartCheckout implements Provider with a Checkout Session.
func (p *StripeProvider) StartCheckout(ctx context.Context, c Checkout, email string) (string, string, error) {
	meta := checkoutMetadata(c)
	params := &stripe.CheckoutSessionCreateParams{
		ClientReferenceID: stripe.String(strconv.FormatInt(c.UserID, 10)),
		CustomerEmail:     stripe.String(email),
		SuccessURL:        stripe.String(p.BaseURL + "/payment-success?session={CHECKOUT_SESSION_ID}"),
		CancelURL:         stripe.String(p.BaseURL + c.ReturnTo),
		ExpiresAt:         stripe.Int64(c.ExpiresAt.Unix()),
		Metadata:          meta,
	}
	var key string
	var recurring bool
	if c.Kind == PackageKind {
		key = PackageLookupKey(c.PackageID, c.AmountUSD)
		params.Mode = stripe.String(string(stripe.CheckoutSessionModePayment))
		params.PaymentIntentData = &stripe.CheckoutSessionCreatePaymentIntentDataParams{Metadata: meta}
	} else {
		key, recurring = PlanLookupKey(c.PlanSlug, c.AmountUSD), true
		params.Mode = stripe.String(string(stripe.CheckoutSessionModeSubscription))
		params.SubscriptionData = &stripe.CheckoutSessionCreateSubscriptionDataParams{Metadata: meta}
	}
	price, err := p.price(ctx, key, c.ItemName, c.AmountUSD, recurring)
	if err != nil {
		return "", "", err
	}
	params.LineItems = []*stripe.CheckoutSessionCreateLineItemParams{{Price: stripe.String(price), Quantity: stripe.Int64(1)}}
	s, err := p.Client.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return "", "", unavailable(err)
	}
	return s.ID, s.URL, nil
}

// ChangePlan implements Provider: the subscription's item moves to the new
// plan's price, an upgrade invoiced at once with proration.
func (p *StripeProvider) ChangePlan(ctx context.Context, sub Subscription, to billing.Plan) error {
	s, err := p.Client.V1Subscriptions.Retrieve(ctx, sub.ProviderID, nil)
	if err != nil {
		return unavailable(err)
	}
	if s.Items == nil || len(s.Items.Data) == 0 {
		return apperr.E(apperr.Unavailable, "The subscription has no price to change")
	}
	price, err := p.price(ctx, PlanLookupKey(to.Slug, to.PriceUSD), to.Name, to.PriceUSD, true)
	if err != nil {
		return err
	}
	_, err = p.Client.V1Subscriptions.Update(ctx, sub.ProviderID, &stripe.SubscriptionUpdateParams{
		Items:             []*stripe.SubscriptionUpdateItemParams{{ID: stripe.String(s.Items.Data[0].ID), Price: stripe.String(price)}},
		ProrationBehavior: stripe.String("always_invoice"),
		CancelAtPeriodEnd: stripe.Bool(false),
	})
	return unavailable(err)
}

// SetCancelAtPeriodEnd implements Provider.
func (p *StripeProvider) SetCancelAtPeriodEnd(ctx context.Context, sub Subscription, cancel bool) error {
	_, err := p.Client.V1Subscriptions.Update(ctx, sub.ProviderID,
		&stripe.SubscriptionUpdateParams{CancelAtPeriodEnd: stripe.Bool(cancel)})
	return unavailable(err)
}

// CancelNow implements Provider.
func (p *StripeProvider) CancelNow(ctx context.Context, sub Subscription) error {
	_, err := p.Client.V1Subscriptions.Cancel(ctx, sub.ProviderID, nil)
	return unavailable(err)
}

// Refund implements Provider: Stripe then sends charge.refunded.
func (p *StripeProvider) Refund(ctx context.Context, c Checkout) error {
	_, err := p.Client.V1Refunds.Create(ctx, &stripe.RefundCreateParams{PaymentIntent: stripe.String(c.PaymentRef)})
	return unavailable(err)
}

// PortalURL implements Provider with a billing portal session.
func (p *StripeProvider) PortalURL(ctx context.Context, sub Subscription, returnURL string) (string, error) {
	s, err := p.Client.V1BillingPortalSessions.Create(ctx, &stripe.BillingPortalSessionCreateParams{
		Customer: stripe.String(sub.CustomerID), ReturnURL: stripe.String(p.BaseURL + returnURL)})
	if err != nil {
		return "", unavailable(err)
	}
	return s.URL, nil
}

// price returns the id of the active price with the lookup key, creating it
// (with its product) when there is none.
func (p *StripeProvider) price(ctx context.Context, key, name string, cents int64, recurring bool) (string, error) {
	list := p.Client.V1Prices.List(ctx, &stripe.PriceListParams{LookupKeys: []*string{stripe.String(key)},
		Active: stripe.Bool(true)})
	for price, err := range list.All(ctx) {
		if err != nil {
			return "", unavailable(err)
		}
		return price.ID, nil
	}
	params := &stripe.PriceCreateParams{Currency: stripe.String(string(stripe.CurrencyUSD)),
		UnitAmount: stripe.Int64(cents), LookupKey: stripe.String(key),
		ProductData: &stripe.PriceCreateProductDataParams{Name: stripe.String("Texelforge " + name)}}
	if recurring {
		params.ProductData.Name = stripe.String("Texelforge " + name + " plan")
		params.Recurring = &stripe.PriceCreateRecurringParams{Interval: stripe.String(string(stripe.PriceRecurringIntervalMonth))}
	}
	price, err := p.Client.V1Prices.Create(ctx, params)
	if err != nil {
		return "", unavailable(err)
	}
	return price.ID, nil
}

// unavailable says Stripe could not be reached or refused a call, without
// its details (they are logged by the caller's error chain).
func unavailable(err error) error {
	if err == nil {
		return nil
	}
	return apperr.Wrap(apperr.Unavailable, "The payment provider is not available. Try again in a minute.", err)
}
