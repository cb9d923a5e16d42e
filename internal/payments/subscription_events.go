package payments

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

// The subscription's events: paid and failed invoices, changes and its end.

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
