package payments

import (
	"context"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
)

const (
	msgNoSubscription = "You have no subscription"
	msgSamePlan       = "You are on this plan already"
)

// SubscriptionView is a subscription with its plans.
type SubscriptionView struct {
	Subscription
	Plan     billing.Plan
	NextPlan *billing.Plan // a downgrade from the period's end
}

// Subscription returns the user's live subscription, or nil on Free.
func (s *Service) Subscription(ctx context.Context, userID int64) (*SubscriptionView, error) {
	sub, err := s.Store.Subscription(ctx, userID)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return s.view(ctx, sub)
}

func (s *Service) view(ctx context.Context, sub Subscription) (*SubscriptionView, error) {
	v := &SubscriptionView{Subscription: sub}
	var err error
	if v.Plan, err = s.Billing.PlanBySlug(ctx, sub.PlanSlug); err != nil {
		return nil, err
	}
	if sub.NextPlanSlug != "" {
		next, err := s.Billing.PlanBySlug(ctx, sub.NextPlanSlug)
		if err != nil {
			return nil, err
		}
		v.NextPlan = &next
	}
	return v, nil
}

// Change is what moving to another plan would do.
type Change struct {
	Kind         string // "upgrade" (now) or "downgrade" (at EffectiveAt)
	From, To     billing.Plan
	EffectiveAt  time.Time
	CreditsNow   int64 // plan credits added now
	AmountNowUSD int64 // cents charged now: the price difference for the rest of the period
}

// PreviewChange says what moving the user's subscription to the plan would do.
func (s *Service) PreviewChange(ctx context.Context, userID, planID int64) (Change, error) {
	_, c, err := s.change(ctx, userID, planID)
	return c, err
}

// ChangePlan moves the user's subscription to the plan: an upgrade at once,
// a downgrade (Free included: a cancellation) at the period's end.
func (s *Service) ChangePlan(ctx context.Context, userID, planID int64) (*SubscriptionView, error) {
	sub, c, err := s.change(ctx, userID, planID)
	if err != nil {
		return nil, err
	}
	if c.To.Paid() {
		err = s.Provider.ChangePlan(ctx, sub, c.To)
	} else {
		err = s.Provider.SetCancelAtPeriodEnd(ctx, sub, true)
	}
	if err != nil {
		return nil, err
	}
	return s.Subscription(ctx, userID)
}

func (s *Service) change(ctx context.Context, userID, planID int64) (Subscription, Change, error) {
	sub, err := s.liveSubscription(ctx, userID)
	if err != nil {
		return sub, Change{}, err
	}
	from, err := s.Billing.PlanBySlug(ctx, sub.PlanSlug)
	if err != nil {
		return sub, Change{}, err
	}
	to, err := s.Billing.PlanByID(ctx, planID)
	if err != nil {
		return sub, Change{}, err
	}
	if to.Slug == from.Slug {
		return sub, Change{}, apperr.E(apperr.Invalid, msgSamePlan)
	}
	c := Change{Kind: "downgrade", From: from, To: to, EffectiveAt: sub.CurrentPeriodEnd}
	if to.Paid() && isUpgrade(from, to) {
		now := s.Now()
		left := sub.CurrentPeriodEnd.Sub(now)
		whole := sub.CurrentPeriodEnd.Sub(sub.CurrentPeriodStart)
		c.Kind, c.EffectiveAt = "upgrade", now.UTC()
		c.CreditsNow = max(0, to.MonthlyCredits-from.MonthlyCredits)
		if whole > 0 && left > 0 {
			c.AmountNowUSD = int64(float64(to.PriceUSD-from.PriceUSD) * float64(left) / float64(whole))
		}
	}
	return sub, c, nil
}

// Cancel ends the user's subscription at the end of the period paid for.
func (s *Service) Cancel(ctx context.Context, userID int64) (*SubscriptionView, error) {
	return s.setCancel(ctx, userID, true)
}

// Resume takes a cancellation back before the period ends.
func (s *Service) Resume(ctx context.Context, userID int64) (*SubscriptionView, error) {
	return s.setCancel(ctx, userID, false)
}

func (s *Service) setCancel(ctx context.Context, userID int64, cancel bool) (*SubscriptionView, error) {
	sub, err := s.liveSubscription(ctx, userID)
	if err != nil {
		return nil, err
	}
	if err := s.Provider.SetCancelAtPeriodEnd(ctx, sub, cancel); err != nil {
		return nil, err
	}
	return s.Subscription(ctx, userID)
}

// PortalURL returns the provider's customer portal for the user.
func (s *Service) PortalURL(ctx context.Context, userID int64, returnURL string) (string, error) {
	sub, err := s.liveSubscription(ctx, userID)
	if err != nil {
		return "", err
	}
	return s.Provider.PortalURL(ctx, sub, returnURL)
}

// AccountDeleting ends the user's subscription at the provider at once, so
// that a deleted account is never charged again.
func (s *Service) AccountDeleting(ctx context.Context, userID int64) error {
	sub, err := s.Store.Subscription(ctx, userID)
	if apperr.KindOf(err) == apperr.NotFound {
		return nil
	}
	if err != nil {
		return err
	}
	return s.Provider.CancelNow(ctx, sub)
}

func (s *Service) liveSubscription(ctx context.Context, userID int64) (Subscription, error) {
	sub, err := s.Store.Subscription(ctx, userID)
	if apperr.KindOf(err) == apperr.NotFound {
		return sub, apperr.E(apperr.NotFound, msgNoSubscription)
	}
	return sub, err
}
