package payments

import (
	"context"
	"net/url"
	"strings"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

// Provider takes the money. What it learns comes back as events to Fulfil.
type Provider interface {
	Name() ProviderName
	// StartCheckout opens the provider's checkout for c (whose ID is
	// empty) and returns its id and the page to pay on.
	StartCheckout(ctx context.Context, c Checkout, email string) (id, url string, err error)
	// ChangePlan moves the subscription to another paid plan.
	ChangePlan(ctx context.Context, sub Subscription, to billing.Plan) error
	// SetCancelAtPeriodEnd cancels the subscription at its period's end, or
	// takes that back.
	SetCancelAtPeriodEnd(ctx context.Context, sub Subscription, cancel bool) error
	// PortalURL returns the provider's customer portal for the
	// subscription, or apperr.Invalid when the provider has none.
	PortalURL(ctx context.Context, sub Subscription, returnURL string) (string, error)
	// CancelNow ends the subscription at once, charging nothing more (its
	// account is being deleted).
	CancelNow(ctx context.Context, sub Subscription) error
	// Refund refunds a package's payment in full; the provider's refund
	// event takes the credits back.
	Refund(ctx context.Context, c Checkout) error
}

// Messages of the checkout's refusals.
const (
	msgChooseItem       = "Choose a credit package or a plan"
	msgBadReturn        = "This return address is not a page of this site"
	msgFreePlan         = "The Free plan needs no checkout"
	msgPackagesHidden   = "Credit packages are not on sale"
	msgHasSubscription  = "You already have a subscription. Change your plan from the dashboard."
	msgCheckoutNotFound = "Checkout not found"
	maxReturnTo         = 2000
	defaultReturnTo     = "/dashboard"
)

// CheckoutRequest is what a user asks to buy.
type CheckoutRequest struct {
	Kind     Kind
	ID       int64  // the package's or plan's id
	ReturnTo string // a path of this site; "" for the dashboard
}

// StartCheckout opens a checkout for the user and returns it and the page
// where the user pays.
func (s *Service) StartCheckout(ctx context.Context, userID int64, email string, req CheckoutRequest) (Checkout, string, error) {
	returnTo, err := checkReturnTo(req.ReturnTo)
	if err != nil {
		return Checkout{}, "", err
	}
	now := s.Now().UTC()
	c := Checkout{UserID: userID, Kind: req.Kind, Provider: s.Provider.Name(), ReturnTo: returnTo, Status: Open,
		CreatedAt: now, ExpiresAt: now.Add(CheckoutLifetime)}
	switch req.Kind {
	case PackageKind:
		if hidden, err := s.PackagesHidden(ctx); err != nil || hidden {
			return Checkout{}, "", cmpErr(err, apperr.E(apperr.Forbidden, msgPackagesHidden))
		}
		p, err := s.Billing.PackageOnSale(ctx, req.ID)
		if err != nil {
			return Checkout{}, "", err
		}
		c.PackageID, c.ItemName, c.Credits, c.AmountUSD = p.ID, p.Name, p.Credits, p.PriceUSD
	case PlanKind:
		p, err := s.Billing.PlanByID(ctx, req.ID)
		if err != nil {
			return Checkout{}, "", err
		}
		if !p.Paid() {
			return Checkout{}, "", apperr.E(apperr.Invalid, msgFreePlan)
		}
		if _, err := s.Store.Subscription(ctx, userID); apperr.KindOf(err) != apperr.NotFound {
			return Checkout{}, "", cmpErr(err, apperr.E(apperr.Conflict, msgHasSubscription))
		}
		c.PlanSlug, c.ItemName, c.Credits, c.AmountUSD = p.Slug, p.Name, p.MonthlyCredits, p.PriceUSD
	default:
		return Checkout{}, "", apperr.E(apperr.Invalid, msgChooseItem)
	}
	id, payURL, err := s.Provider.StartCheckout(ctx, c, email)
	if err != nil {
		return Checkout{}, "", err
	}
	c.ID = id
	return c, payURL, s.Store.InsertCheckout(ctx, c)
}

// Checkout returns one of the user's checkouts.
func (s *Service) Checkout(ctx context.Context, userID int64, id string) (Checkout, error) {
	c, err := s.Store.Checkout(ctx, id)
	if err == nil && c.UserID != userID || apperr.KindOf(err) == apperr.NotFound {
		return Checkout{}, apperr.E(apperr.NotFound, msgCheckoutNotFound)
	}
	return c, err
}

// checkReturnTo accepts a path of this site, never another origin.
func checkReturnTo(p string) (string, error) {
	if p == "" {
		return defaultReturnTo, nil
	}
	u, err := url.Parse(p)
	if err != nil || len(p) > maxReturnTo || !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") ||
		strings.ContainsAny(p, "\\\r\n") || u.Scheme != "" || u.Host != "" {
		return "", apperr.E(apperr.Invalid, msgBadReturn)
	}
	return p, nil
}

// cmpErr returns err if there is one, else refusal.
func cmpErr(err, refusal error) error {
	if err != nil {
		return err
	}
	return refusal
}
