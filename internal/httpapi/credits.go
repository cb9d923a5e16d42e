package httpapi

import (
	"log/slog"
	"net/http"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/credits"
)

// userCredits answers GET /api/user/credits: the signed-in user's balances
// in the shape of docs/studio-api.md.
func userCredits(ledger *credits.Service, log *slog.Logger) userHandler {
	type balance struct {
		Total                        int64     `json:"total"`
		Used                         int64     `json:"used"`
		SubscriptionCreditsTotal     int64     `json:"subscriptionCreditsTotal"`
		SubscriptionCreditsAvailable int64     `json:"subscriptionCreditsAvailable"`
		PurchasedCreditsTotal        int64     `json:"purchasedCreditsTotal"`
		PurchasedCreditsAvailable    int64     `json:"purchasedCreditsAvailable"`
		Available                    int64     `json:"available"`
		HasSubscription              bool      `json:"hasSubscription"`
		PlanName                     string    `json:"planName"`
		NextRenewalDate              time.Time `json:"nextRenewalDate"`
	}
	type response struct {
		Success bool    `json:"success"`
		Credits balance `json:"credits"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		b, err := ledger.Balance(r.Context(), u.ID)
		reply(w, r, log, err, http.StatusOK, response{Success: true, Credits: balance{
			Total: b.PurchasedTotal, Used: b.PurchasedUsed,
			SubscriptionCreditsTotal: b.PlanTotal, SubscriptionCreditsAvailable: b.PlanAvailable,
			PurchasedCreditsTotal: b.PurchasedTotal, PurchasedCreditsAvailable: b.PurchasedAvailable(),
			Available: b.Available(), HasSubscription: b.HasSubscription(), PlanName: b.Plan.Name,
			NextRenewalDate: b.PeriodEnd.UTC(),
		}})
	}
}

// creditTransactions answers GET /api/user/credits/transactions?limit=N&cursor=C:
// a page of the signed-in user's ledger, newest first.
func creditTransactions(ledger *credits.Service, log *slog.Logger) userHandler {
	type transaction struct {
		ID           int64        `json:"id"`
		Type         credits.Type `json:"type"`
		Amount       int64        `json:"amount"`
		Description  string       `json:"description"`
		CreatedAt    time.Time    `json:"createdAt"`
		GenerationID *string      `json:"generationId"`
	}
	type response struct {
		Success      bool          `json:"success"`
		Transactions []transaction `json:"transactions"`
		NextCursor   *string       `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		limit, err := pageLimit(r, credits.MaxTransactions)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		page, err := ledger.Transactions(r.Context(), u.ID, r.URL.Query().Get("cursor"), limit)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		out := response{Success: true, Transactions: make([]transaction, len(page.Rows))}
		for i, t := range page.Rows {
			out.Transactions[i] = transaction{ID: t.ID, Type: t.Type, Amount: t.Amount(), Description: t.Description,
				CreatedAt: t.CreatedAt.UTC()}
			if t.GenerationID != "" {
				out.Transactions[i].GenerationID = &t.GenerationID
			}
		}
		if page.NextCursor != "" {
			out.NextCursor = &page.NextCursor
		}
		respond(w, http.StatusOK, out)
	}
}
