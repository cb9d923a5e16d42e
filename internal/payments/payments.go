// Package payments sells credit packages and plan subscriptions: checkouts,
// the fulfilment of the payment provider's events, and the subscription's
// changes. See ADR 0018 and docs/payments-api.md.
//
// Every provider, Stripe or the built-in test mode, reports what happened as
// Stripe-shaped events, and Fulfil applies each of them once: the event is
// stored by its id in the same transaction as its ledger rows, and every
// grant carries a payment reference the ledger holds at most once, so a
// replay, a concurrent duplicate or an out-of-order delivery never grants
// twice. The success page never grants anything.
package payments

import (
	"context"
	"time"

	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/credits"
)

// ProviderName names a payment provider.
type ProviderName string

// The providers.
const (
	Test   ProviderName = "test"
	Stripe ProviderName = "stripe"
)

// Kind is what a checkout buys.
type Kind string

// The kinds of checkout.
const (
	PackageKind Kind = "package"
	PlanKind    Kind = "plan"
)

// The states of a checkout.
const (
	Open    = "open"
	Paid    = "paid"
	Expired = "expired"
)

// The states of a live subscription.
const (
	Active  = "active"
	PastDue = "past_due"
)

// CheckoutLifetime is how long a checkout can be paid.
const CheckoutLifetime = 30 * time.Minute

// Checkout is one attempt to buy a package or a plan.
type Checkout struct {
	ID              string // the provider's session id
	UserID          int64
	Kind            Kind
	PackageID       int64  // PackageKind
	PlanSlug        string // PlanKind
	ItemName        string // the package's name, or the plan's ("Starter")
	Credits         int64  // the package's credits, or the plan's a month
	AmountUSD       int64  // cents
	Provider        ProviderName
	ReturnTo        string // a path of this site
	Status          string // Open, Paid or Expired
	RenewalsFail    bool   // test mode: the card pays once, then fails
	PaymentRef      string // the provider's payment, once paid
	CreditsReversed int64  // refunded or disputed so far, whether they were unspent or not
	FulfilledAt     time.Time
	CreatedAt       time.Time
	ExpiresAt       time.Time
}

// Fulfilled says whether the checkout's credits are in the ledger.
func (c Checkout) Fulfilled() bool { return !c.FulfilledAt.IsZero() }

// StatusAt is the checkout's state as of now: an open one expires.
func (c Checkout) StatusAt(now time.Time) string {
	if c.Status == Open && !now.Before(c.ExpiresAt) {
		return Expired
	}
	return c.Status
}

// Subscription is a user's live subscription.
type Subscription struct {
	UserID             int64
	Provider           ProviderName
	ProviderID         string // the provider's subscription id
	CustomerID         string // the provider's customer id
	PlanSlug           string // what the user has this period
	NextPlanSlug       string // a downgrade from the period's end, or ""
	Status             string // Active or PastDue
	CancelAtPeriodEnd  bool
	RenewalsFail       bool // test mode
	CurrentPeriodStart time.Time
	CurrentPeriodEnd   time.Time
}

// Store keeps checkouts, subscriptions and the events applied. Calls made
// with a context of Tx.WithTx are part of its transaction.
type Store interface {
	InsertCheckout(ctx context.Context, c Checkout) error
	// Checkout returns the checkout, or apperr.NotFound.
	Checkout(ctx context.Context, id string) (Checkout, error)
	// CheckoutByPaymentRef returns the checkout of that payment, or apperr.NotFound.
	CheckoutByPaymentRef(ctx context.Context, ref string) (Checkout, error)
	// PaidPlanCheckout returns the user's newest plan checkout that is paid
	// but not fulfilled, or apperr.NotFound.
	PaidPlanCheckout(ctx context.Context, userID int64) (Checkout, error)
	// UpdateCheckout stores c's status, payment ref, reversed credits and fulfilment.
	UpdateCheckout(ctx context.Context, c Checkout) error
	// Subscription returns the user's subscription, or apperr.NotFound.
	Subscription(ctx context.Context, userID int64) (Subscription, error)
	// SubscriptionByProviderID returns the subscription, or apperr.NotFound.
	SubscriptionByProviderID(ctx context.Context, provider ProviderName, id string) (Subscription, error)
	// SubscriptionByCustomerID returns the customer's subscription, or apperr.NotFound.
	SubscriptionByCustomerID(ctx context.Context, provider ProviderName, customer string) (Subscription, error)
	// SaveSubscription inserts or replaces the user's subscription.
	SaveSubscription(ctx context.Context, s Subscription, now time.Time) error
	DeleteSubscription(ctx context.Context, userID int64) error
	// SubscriptionsDue lists up to limit subscriptions of the provider
	// whose period ended at or before now, oldest first.
	SubscriptionsDue(ctx context.Context, provider ProviderName, now time.Time, limit int) ([]Subscription, error)
	// LockUser holds the user's row until the transaction ends (on SQLite the
	// transaction holds the database already); apperr.NotFound if there is none.
	LockUser(ctx context.Context, userID int64) error
	// SetUserPlan moves the user to the plan; apperr.NotFound if there is no such user.
	SetUserPlan(ctx context.Context, userID int64, slug string) error
	// InsertEvent stores an event unless one with its provider and id is
	// stored: it reports whether it did. A concurrent insert of the same
	// event waits for the other transaction to end.
	InsertEvent(ctx context.Context, provider ProviderName, id, typ string, payload []byte, now time.Time) (bool, error)
}

// Transactor runs fn in one database transaction (store.DB.WithTx).
type Transactor interface {
	WithTx(ctx context.Context, fn func(ctx context.Context) error) error
}

// Service sells packages and plans.
type Service struct {
	Store    Store
	Admin    AdminStore
	Tx       Transactor
	Ledger   *credits.Service
	Billing  *billing.Service
	Provider Provider
	Now      func() time.Time
	// PackagesHidden says whether the admin has hidden the credit packages
	// (the site setting hideCreditPackagesSection).
	PackagesHidden func(ctx context.Context) (bool, error)
}
