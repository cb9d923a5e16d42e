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
	"github.com/texelforge/texelforge/internal/billing"
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

// invoicePaid starts a paid period: the first one of a new subscription or
// a renewal, on the plan the period is for.
func (f *fulfilment) invoicePaid(ctx context.Context, inv *stripe.Invoice) error {
	subID, meta := invoiceSubscription(inv)
	if subID == "" {
		return nil // not a subscription's invoice
	}
	if inv.BillingReason != stripe.InvoiceBillingReasonSubscriptionCreate &&
		inv.BillingReason != stripe.InvoiceBillingReasonSubscriptionCycle {
		return nil // a proration: the upgrade's credits came with the change
	}
	if inv.Lines == nil || len(inv.Lines.Data) == 0 || inv.Lines.Data[0].Period == nil {
		return apperr.E(apperr.Invalid, "A subscription invoice names its period")
	}
	period := inv.Lines.Data[0].Period
	start, end := time.Unix(period.Start, 0).UTC(), time.Unix(period.End, 0).UTC()
	if !end.After(start) {
		return apperr.E(apperr.Invalid, "A subscription invoice names its period")
	}
	metaUserID, _ := strconv.ParseInt(meta[metaUser], 10, 64)
	sub, err := f.lockedSubscription(ctx, subID, metaUserID)
	if apperr.KindOf(err) == apperr.NotFound { // before its checkout's event
		userID := metaUserID
		if userID == 0 || meta[metaPlan] == "" {
			return unknown("subscription")
		}
		if inv.BillingReason != stripe.InvoiceBillingReasonSubscriptionCreate {
			return nil // a renewal of a subscription that has ended
		}
		if current, err := f.Store.Subscription(ctx, userID); err == nil && current.ProviderID != subID {
			return nil // an older subscription's invoice
		}
		sub = Subscription{UserID: userID, Provider: f.provider, ProviderID: subID, PlanSlug: meta[metaPlan],
			CustomerID: customerID(inv.Customer), Status: Active}
	} else if err != nil {
		return err
	}
	if sub.NextPlanSlug != "" && inv.BillingReason == stripe.InvoiceBillingReasonSubscriptionCycle {
		sub.PlanSlug, sub.NextPlanSlug = sub.NextPlanSlug, ""
	}
	sub.Status, sub.CurrentPeriodStart, sub.CurrentPeriodEnd = Active, start, end
	if err := f.Store.SaveSubscription(ctx, sub, f.now); err != nil {
		return err
	}
	if err := f.Store.SetUserPlan(ctx, sub.UserID, sub.PlanSlug); err != nil {
		return unknown("user")
	}
	ref := fmt.Sprintf("subscription:%s:%d", subID, start.Unix())
	if _, err := f.Ledger.StartPeriod(ctx, sub.UserID, start, end, ref); err != nil {
		return err
	}
	if inv.BillingReason != stripe.InvoiceBillingReasonSubscriptionCreate {
		return nil
	}
	// The checkout paid already (its event came first) is fulfilled now.
	c, err := f.Store.PaidPlanCheckout(ctx, sub.UserID)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil // begun elsewhere (the provider's dashboard), or its event comes later
	}
	if err != nil {
		return err
	}
	c.FulfilledAt = f.now
	return f.Store.UpdateCheckout(ctx, c)
}

// invoiceFailed: a renewal could not be paid; the provider retries, and
// cancels the subscription when it gives up.
func (f *fulfilment) invoiceFailed(ctx context.Context, inv *stripe.Invoice) error {
	subID, _ := invoiceSubscription(inv)
	if subID == "" {
		return nil
	}
	sub, err := f.lockedSubscription(ctx, subID, 0)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil
	}
	if err != nil {
		return err
	}
	sub.Status = PastDue
	return f.Store.SaveSubscription(ctx, sub, f.now)
}

// subscriptionUpdated follows the provider's subscription: its status, a
// cancellation at the period's end, and a change of plan. An upgrade applies
// at once with the difference of credits; a downgrade from the period's end.
func (f *fulfilment) subscriptionUpdated(ctx context.Context, obj *stripe.Subscription) error {
	sub, err := f.lockedSubscription(ctx, obj.ID, 0)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil // its checkout's event brings it
	}
	if err != nil {
		return err
	}
	switch obj.Status {
	case stripe.SubscriptionStatusCanceled, stripe.SubscriptionStatusIncompleteExpired:
		return f.endSubscription(ctx, sub)
	case stripe.SubscriptionStatusPastDue, stripe.SubscriptionStatusUnpaid:
		sub.Status = PastDue
	case stripe.SubscriptionStatusActive, stripe.SubscriptionStatusTrialing:
		sub.Status = Active
	}
	sub.CancelAtPeriodEnd = obj.CancelAtPeriodEnd
	if slug := planOfSubscription(obj); slug != "" {
		if err := f.changePlan(ctx, &sub, slug); err != nil {
			return err
		}
	}
	return f.Store.SaveSubscription(ctx, sub, f.now)
}

// changePlan applies a change of the subscription's plan to slug.
func (f *fulfilment) changePlan(ctx context.Context, sub *Subscription, slug string) error {
	if slug == sub.PlanSlug {
		sub.NextPlanSlug = "" // a downgrade taken back
		return nil
	}
	from, err := f.Billing.PlanBySlug(ctx, sub.PlanSlug)
	if err != nil {
		return err
	}
	to, err := f.Billing.PlanBySlug(ctx, slug)
	if err != nil {
		return unknown("plan")
	}
	if !isUpgrade(from, to) {
		sub.NextPlanSlug = slug
		return nil
	}
	sub.PlanSlug, sub.NextPlanSlug = slug, ""
	if err := f.Store.SetUserPlan(ctx, sub.UserID, slug); err != nil {
		return err
	}
	ref := fmt.Sprintf("subscription:%s:%d:upgrade:%s", sub.ProviderID, sub.CurrentPeriodStart.Unix(), slug)
	_, err = f.Ledger.AddPlanCredits(ctx, sub.UserID, max(0, to.MonthlyCredits-from.MonthlyCredits), ref,
		fmt.Sprintf("Upgrade from %s to %s", from.Name, to.Name))
	return err
}

// isUpgrade says whether moving from one plan to another applies at once.
func isUpgrade(from, to billing.Plan) bool {
	return to.PriceUSD > from.PriceUSD || to.PriceUSD == from.PriceUSD && to.MonthlyCredits > from.MonthlyCredits
}

// subscriptionDeleted: the subscription has ended (cancelled at its period's
// end, or by the provider after failed renewals): the user is on Free again.
func (f *fulfilment) subscriptionDeleted(ctx context.Context, obj *stripe.Subscription) error {
	sub, err := f.lockedSubscription(ctx, obj.ID, 0)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil // ended before it was recorded, or ended already
	}
	if err != nil {
		return err
	}
	return f.endSubscription(ctx, sub)
}

func (f *fulfilment) endSubscription(ctx context.Context, sub Subscription) error {
	if err := f.Store.DeleteSubscription(ctx, sub.UserID); err != nil {
		return err
	}
	if err := f.Store.SetUserPlan(ctx, sub.UserID, billing.FreeSlug); err != nil {
		return err
	}
	_, err := f.Ledger.StartPeriod(ctx, sub.UserID, f.now, f.now.AddDate(0, 1, 0), "subscription:"+sub.ProviderID+":ended")
	return err
}

// chargeRefunded takes back the refunded share of a package's credits, as
// far as they are unspent.
func (f *fulfilment) chargeRefunded(ctx context.Context, ch *stripe.Charge) error {
	if ch.Amount <= 0 || ch.AmountRefunded <= 0 {
		return nil
	}
	share := func(credits int64) int64 { // rounded up: a refund never leaves a paid-for credit
		return min(credits, (credits*ch.AmountRefunded+ch.Amount-1)/ch.Amount)
	}
	ref := fmt.Sprintf("refund:%s:%d", ch.ID, ch.AmountRefunded)
	return f.reverse(ctx, paymentIntentID(ch.PaymentIntent), customerID(ch.Customer), share, ref, "Refund")
}

// disputeCreated takes back every unspent credit of the disputed package.
func (f *fulfilment) disputeCreated(ctx context.Context, d *stripe.Dispute) error {
	all := func(credits int64) int64 { return credits }
	customer := ""
	if d.Charge != nil {
		customer = customerID(d.Charge.Customer)
	}
	return f.reverse(ctx, paymentIntentID(d.PaymentIntent), customer, all, "dispute:"+d.ID, "Dispute")
}

// reverse takes back what of the package bought with payment share says is
// due in all, less what earlier reversals took. A subscription's payment
// (its customer is known) changes no credits: the plan ends when the
// subscription is cancelled.
func (f *fulfilment) reverse(ctx context.Context, payment, customer string, share func(int64) int64, ref, why string) error {
	c, err := f.Store.CheckoutByPaymentRef(ctx, payment)
	if apperr.KindOf(err) == apperr.NotFound && customer != "" {
		if _, err := f.Store.SubscriptionByCustomerID(ctx, f.provider, customer); err == nil {
			return nil
		}
	}
	if err == nil {
		if err = f.Store.LockUser(ctx, c.UserID); err == nil {
			c, err = f.Store.Checkout(ctx, c.ID)
		}
	}
	if apperr.KindOf(err) == apperr.NotFound {
		return unknown("payment")
	}
	if err != nil {
		return err
	}
	due := share(c.Credits) - c.CreditsReversed
	if due <= 0 {
		return nil
	}
	desc := fmt.Sprintf("%s: %s bought on %s taken back", why, creditsText(due), c.CreatedAt.Format(time.DateOnly))
	if _, _, err := f.Ledger.Reverse(ctx, c.UserID, due, ref, desc); err != nil {
		return err
	}
	c.CreditsReversed += due
	return f.Store.UpdateCheckout(ctx, c)
}

func creditsText(n int64) string {
	if n == 1 {
		return "1 credit"
	}
	return billing.Thousands(n) + " credits"
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

// invoiceSubscription returns the subscription an invoice bills and that
// subscription's metadata.
func invoiceSubscription(inv *stripe.Invoice) (string, map[string]string) {
	if inv.Parent == nil || inv.Parent.SubscriptionDetails == nil || inv.Parent.SubscriptionDetails.Subscription == nil {
		return "", nil
	}
	d := inv.Parent.SubscriptionDetails
	return d.Subscription.ID, d.Metadata
}

// planOfSubscription reads the plan a subscription's price is for from the
// price's lookup key, or "" if it names none.
func planOfSubscription(obj *stripe.Subscription) string {
	if obj.Items == nil || len(obj.Items.Data) == 0 || obj.Items.Data[0].Price == nil {
		return ""
	}
	slug, _, ok := parsePlanLookupKey(obj.Items.Data[0].Price.LookupKey)
	if !ok {
		return ""
	}
	return slug
}
