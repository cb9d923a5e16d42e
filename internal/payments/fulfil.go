package payments

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/texelforge/texelforge/internal/apperr"
)

// The event types Fulfil applies; others are stored and acknowledged.
const (
	EventCheckoutCompleted    = "checkout.session.completed"
	EventInvoicePaid          = "invoice.paid"
	EventInvoicePaymentFailed = "invoice.payment_failed"
	EventSubscriptionUpdated  = "customer.subscription.updated"
	EventSubscriptionDeleted  = "customer.subscription.deleted"
	EventChargeRefunded       = "charge.refunded"
	EventDisputeCreated       = "charge.dispute.created"
)

// Metadata keys set on every checkout session and subscription.
const (
	metaUser = "user_id"
	metaPlan = "plan"
)

// Fulfil applies one event of the provider, given as Stripe's JSON, once:
// the event and everything it changes are stored in one transaction, and an
// event stored already changes nothing. An event that cannot be applied
// returns an error and stores nothing, so the provider sends it again:
// apperr.Invalid for a malformed one, apperr.Unprocessable for one about a
// user, checkout or payment this site does not know.
func (s *Service) Fulfil(ctx context.Context, provider ProviderName, payload []byte) error {
	var ev stripe.Event
	if err := json.Unmarshal(payload, &ev); err != nil || ev.ID == "" || ev.Type == "" || ev.Data == nil {
		return apperr.E(apperr.Invalid, "Malformed event")
	}
	return s.Tx.WithTx(ctx, func(ctx context.Context) error {
		fresh, err := s.Store.InsertEvent(ctx, provider, ev.ID, string(ev.Type), payload, s.Now())
		if err != nil || !fresh {
			return err
		}
		f := fulfilment{Service: s, provider: provider, now: s.Now().UTC()}
		switch ev.Type {
		case EventCheckoutCompleted:
			var obj stripe.CheckoutSession
			return decode(ev, &obj, func() error { return f.checkoutCompleted(ctx, &obj) })
		case EventInvoicePaid:
			var obj stripe.Invoice
			return decode(ev, &obj, func() error { return f.invoicePaid(ctx, &obj) })
		case EventInvoicePaymentFailed:
			var obj stripe.Invoice
			return decode(ev, &obj, func() error { return f.invoiceFailed(ctx, &obj) })
		case EventSubscriptionUpdated:
			var obj stripe.Subscription
			return decode(ev, &obj, func() error { return f.subscriptionUpdated(ctx, &obj) })
		case EventSubscriptionDeleted:
			var obj stripe.Subscription
			return decode(ev, &obj, func() error { return f.subscriptionDeleted(ctx, &obj) })
		case EventChargeRefunded:
			var obj stripe.Charge
			return decode(ev, &obj, func() error { return f.chargeRefunded(ctx, &obj) })
		case EventDisputeCreated:
			var obj stripe.Dispute
			return decode(ev, &obj, func() error { return f.disputeCreated(ctx, &obj) })
		}
		return nil
	})
}

// decode reads the event's object into obj, then applies it.
func decode(ev stripe.Event, obj any, apply func() error) error {
	if err := json.Unmarshal(ev.Data.Raw, obj); err != nil {
		return apperr.Wrap(apperr.Invalid, "Malformed event", err)
	}
	return apply()
}

// fulfilment applies one event inside its transaction.
type fulfilment struct {
	*Service
	provider ProviderName
	now      time.Time
}

func unknown(what string) error { return apperr.E(apperr.Unprocessable, "Unknown "+what) }

// checkoutCompleted: a package's credits are granted; a plan's subscription
// is recorded (its credits come with its first paid invoice).
func (f *fulfilment) checkoutCompleted(ctx context.Context, obj *stripe.CheckoutSession) error {
	c, err := f.Store.Checkout(ctx, obj.ID)
	if err == nil {
		if err = f.Store.LockUser(ctx, c.UserID); err == nil {
			c, err = f.Store.Checkout(ctx, obj.ID)
		}
	}
	if apperr.KindOf(err) == apperr.NotFound {
		return unknown("checkout")
	}
	if err != nil {
		return err
	}
	if obj.ClientReferenceID != strconv.FormatInt(c.UserID, 10) || c.Provider != f.provider {
		return unknown("checkout")
	}
	if obj.PaymentStatus != stripe.CheckoutSessionPaymentStatusPaid || c.Status == Paid {
		return nil // an asynchronous payment not paid yet, or paid already (its first invoice came first)
	}
	if obj.AmountTotal != c.AmountUSD {
		return apperr.E(apperr.Unprocessable, "The amount paid does not match the checkout")
	}
	c.Status = Paid
	switch c.Kind {
	case PackageKind:
		if obj.PaymentIntent == nil || obj.PaymentIntent.ID == "" {
			return apperr.E(apperr.Invalid, "A paid checkout names its payment")
		}
		c.PaymentRef = obj.PaymentIntent.ID
		if _, err := f.Ledger.Purchase(ctx, c.UserID, c.Credits, "checkout:"+c.ID,
			fmt.Sprintf("Bought %s", creditsText(c.Credits))); err != nil {
			return err
		}
		c.FulfilledAt = f.now
	case PlanKind:
		if obj.Subscription == nil || obj.Subscription.ID == "" {
			return apperr.E(apperr.Invalid, "A subscription checkout names its subscription")
		}
		paidFirst, err := f.recordSubscription(ctx, c, obj.Subscription.ID, customerID(obj.Customer))
		if err != nil {
			return err
		}
		if paidFirst { // its first invoice came first: the credits are in
			c.FulfilledAt = f.now
		}
	}
	return f.Store.UpdateCheckout(ctx, c)
}

// lockedSubscription locks the subscription's user (or user, when the
// subscription is not stored) until the transaction ends, so that one user's
// events apply one after the other, and then reads the subscription.
func (f *fulfilment) lockedSubscription(ctx context.Context, id string, user int64) (Subscription, error) {
	sub, err := f.Store.SubscriptionByProviderID(ctx, f.provider, id)
	switch {
	case err == nil:
		user = sub.UserID
	case apperr.KindOf(err) != apperr.NotFound:
		return sub, err
	}
	if user == 0 {
		return sub, err
	}
	if err := f.Store.LockUser(ctx, user); apperr.KindOf(err) == apperr.NotFound {
		return Subscription{}, unknown("user")
	} else if err != nil {
		return Subscription{}, err
	}
	return f.Store.SubscriptionByProviderID(ctx, f.provider, id)
}

// recordSubscription stores a checkout's new subscription, with a
// placeholder period until its first paid invoice names it. It reports
// whether that invoice came first, having stored the subscription.
func (f *fulfilment) recordSubscription(ctx context.Context, c Checkout, id, customer string) (bool, error) {
	sub, err := f.Store.SubscriptionByProviderID(ctx, f.provider, id)
	switch {
	case err == nil:
		sub.CustomerID, sub.RenewalsFail = cmp.Or(sub.CustomerID, customer), c.RenewalsFail
		return true, f.Store.SaveSubscription(ctx, sub, f.now)
	case apperr.KindOf(err) != apperr.NotFound:
		return false, err
	}
	return false, f.Store.SaveSubscription(ctx, Subscription{UserID: c.UserID, Provider: f.provider, ProviderID: id,
		CustomerID: customer, PlanSlug: c.PlanSlug, Status: Active, RenewalsFail: c.RenewalsFail,
		CurrentPeriodStart: f.now, CurrentPeriodEnd: f.now.AddDate(0, 1, 0)}, f.now)
}

func customerID(c *stripe.Customer) string {
	if c == nil {
		return ""
	}
	return c.ID
}

func paymentIntentID(p *stripe.PaymentIntent) string {
	if p == nil {
		return ""
	}
	return p.ID
}
