package httpapi

import (
	"cmp"
	"log/slog"
	"net/http"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/payments"
)

// The admin area's billing lists and refunds (docs/admin-api.md).

type paymentView struct {
	ID              string         `json:"id"`
	User            payments.Buyer `json:"user"`
	Kind            payments.Kind  `json:"kind"`
	ItemName        string         `json:"itemName"`
	Credits         int64          `json:"credits"`
	AmountUSD       int64          `json:"amountUsd"`
	Provider        string         `json:"provider"`
	Refunded        bool           `json:"refunded"`
	RefundedAt      *time.Time     `json:"refundedAt"`
	CreditsReversed int64          `json:"creditsReversed"`
	PaidAt          time.Time      `json:"paidAt"`
}

func viewPayment(p payments.PaymentRow) paymentView {
	paid := p.FulfilledAt
	if paid.IsZero() {
		paid = p.CreatedAt
	}
	return paymentView{ID: p.ID, User: p.Buyer, Kind: p.Kind, ItemName: p.ItemName, Credits: p.Credits,
		AmountUSD: p.AmountUSD, Provider: string(p.Provider), Refunded: p.RefundedAt != nil, RefundedAt: p.RefundedAt,
		CreditsReversed: p.CreditsReversed, PaidAt: paid.UTC()}
}

// adminPayments answers GET /api/admin/payments?status=&q=&cursor=&limit=.
func adminPayments(sales *payments.Service, log *slog.Logger) userHandler {
	type response struct {
		Success    bool          `json:"success"`
		Payments   []paymentView `json:"payments"`
		NextCursor *string       `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, err := pageLimit(r, adminPageMax)
		q := r.URL.Query()
		var after *payments.PaymentCursor
		if err == nil {
			after, err = payments.ParsePaymentCursor(q.Get("cursor"))
		}
		var rows []payments.PaymentRow
		var next string
		if err == nil {
			rows, next, err = sales.Payments(r.Context(), payments.PaymentQuery{Status: q.Get("status"), Search: q.Get("q"),
				After: after, Limit: cmp.Or(limit, adminPageDefault)})
		}
		out := response{Success: true, Payments: make([]paymentView, len(rows))}
		for i, p := range rows {
			out.Payments[i] = viewPayment(p)
		}
		if next != "" {
			out.NextCursor = &next
		}
		reply(w, r, log, err, http.StatusOK, out)
	}
}

// refundPayment answers POST /api/admin/payments/{id}/refund.
func refundPayment(sales *payments.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		_, err := sales.Refund(r.Context(), r.PathValue("id"))
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: payments.MsgRefunded})
	}
}

// adminSubscriptions answers GET /api/admin/subscriptions?status=&cursor=&limit=.
func adminSubscriptions(sales *payments.Service, log *slog.Logger) userHandler {
	type subscriptionView struct {
		User              payments.Buyer `json:"user"`
		Provider          string         `json:"provider"`
		PlanSlug          string         `json:"planSlug"`
		NextPlanSlug      string         `json:"nextPlanSlug"`
		Status            string         `json:"status"`
		CancelAtPeriodEnd bool           `json:"cancelAtPeriodEnd"`
		CurrentPeriodEnd  time.Time      `json:"currentPeriodEnd"`
		CreatedAt         time.Time      `json:"createdAt"`
	}
	type response struct {
		Success       bool               `json:"success"`
		Subscriptions []subscriptionView `json:"subscriptions"`
		NextCursor    *string            `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, after, err := idPage(r)
		var rows []payments.SubscriptionRow
		var next int64
		if err == nil {
			rows, next, err = sales.Subscriptions(r.Context(), r.URL.Query().Get("status"), after, limit)
		}
		out := response{Success: true, Subscriptions: make([]subscriptionView, len(rows)), NextCursor: idCursor(next)}
		for i, s := range rows {
			out.Subscriptions[i] = subscriptionView{User: s.Buyer, Provider: string(s.Provider), PlanSlug: s.PlanSlug,
				NextPlanSlug: s.NextPlanSlug, Status: s.Status, CancelAtPeriodEnd: s.CancelAtPeriodEnd,
				CurrentPeriodEnd: s.CurrentPeriodEnd, CreatedAt: s.CreatedAt}
		}
		reply(w, r, log, err, http.StatusOK, out)
	}
}
