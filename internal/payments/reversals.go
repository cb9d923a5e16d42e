package payments

import (
	"context"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v85"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

// Refunds and disputes of a package's payment.

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
