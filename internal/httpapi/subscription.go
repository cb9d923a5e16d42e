package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/payments"
)

type planSummary struct {
	ID             int64  `json:"id"`
	Slug           string `json:"slug"`
	Name           string `json:"name"`
	PriceUSD       int64  `json:"priceUsd"`
	MonthlyCredits int64  `json:"monthlyCredits"`
}

func summarizePlan(p billing.Plan) planSummary {
	return planSummary{ID: p.ID, Slug: p.Slug, Name: p.Name, PriceUSD: p.PriceUSD, MonthlyCredits: p.MonthlyCredits}
}

type subscriptionView struct {
	Plan               planSummary           `json:"plan"`
	Status             string                `json:"status"`
	CurrentPeriodStart time.Time             `json:"currentPeriodStart"`
	CurrentPeriodEnd   time.Time             `json:"currentPeriodEnd"`
	CancelAtPeriodEnd  bool                  `json:"cancelAtPeriodEnd"`
	NextPlan           *planSummary          `json:"nextPlan"`
	Provider           payments.ProviderName `json:"provider"`
}

type subscriptionResponse struct {
	Success      bool              `json:"success"`
	Subscription *subscriptionView `json:"subscription"`
}

func viewSubscription(v *payments.SubscriptionView) *subscriptionView {
	if v == nil {
		return nil
	}
	out := &subscriptionView{Plan: summarizePlan(v.Plan), Status: v.Status,
		CurrentPeriodStart: v.CurrentPeriodStart.UTC(), CurrentPeriodEnd: v.CurrentPeriodEnd.UTC(),
		CancelAtPeriodEnd: v.CancelAtPeriodEnd, Provider: v.Provider}
	if v.NextPlan != nil {
		next := summarizePlan(*v.NextPlan)
		out.NextPlan = &next
	}
	return out
}

// userSubscription answers GET /api/user/subscription (null on Free).
func userSubscription(sales *payments.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		v, err := sales.Subscription(r.Context(), u.ID)
		reply(w, r, log, err, http.StatusOK, subscriptionResponse{Success: true, Subscription: viewSubscription(v)})
	}
}

// changeSubscription answers the subscription's changes: cancel and resume
// (no body), and change {planId}.
func changeSubscription(change func(ctx context.Context, userID int64) (*payments.SubscriptionView, error),
	log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		v, err := change(r.Context(), u.ID)
		reply(w, r, log, err, http.StatusOK, subscriptionResponse{Success: true, Subscription: viewSubscription(v)})
	}
}

type planChoice struct {
	PlanID int64 `json:"planId"`
}

// changePlan answers POST /api/user/subscription/change {planId}.
func changePlan(sales *payments.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[planChoice](r)
		var v *payments.SubscriptionView
		if err == nil {
			v, err = sales.ChangePlan(r.Context(), u.ID, in.PlanID)
		}
		reply(w, r, log, err, http.StatusOK, subscriptionResponse{Success: true, Subscription: viewSubscription(v)})
	}
}

// previewPlanChange answers POST /api/user/subscription/preview {planId}.
func previewPlanChange(sales *payments.Service, log *slog.Logger) userHandler {
	type change struct {
		Kind         string      `json:"kind"`
		From         planSummary `json:"from"`
		To           planSummary `json:"to"`
		EffectiveAt  time.Time   `json:"effectiveAt"`
		CreditsNow   int64       `json:"creditsNow"`
		AmountNowUSD int64       `json:"amountNowUsd"`
	}
	type response struct {
		Success bool   `json:"success"`
		Change  change `json:"change"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[planChoice](r)
		var c payments.Change
		if err == nil {
			c, err = sales.PreviewChange(r.Context(), u.ID, in.PlanID)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Change: change{Kind: c.Kind,
			From: summarizePlan(c.From), To: summarizePlan(c.To), EffectiveAt: c.EffectiveAt.UTC(),
			CreditsNow: c.CreditsNow, AmountNowUSD: c.AmountNowUSD}})
	}
}

// subscriptionPortal answers POST /api/user/subscription/portal: Stripe's
// customer portal, returning to the dashboard.
func subscriptionPortal(sales *payments.Service, log *slog.Logger) userHandler {
	type response struct {
		Success bool   `json:"success"`
		URL     string `json:"url"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		url, err := sales.PortalURL(r.Context(), u.ID, "/dashboard")
		reply(w, r, log, err, http.StatusOK, response{Success: true, URL: url})
	}
}
