package httpapi

import (
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/payments"
)

// The calls of docs/payments-api.md.

// webhookBodyLimit bounds a Stripe event; Stripe's are a few KiB.
const webhookBodyLimit = 256 << 10

// creditPackages answers GET /api/credit-packages: the packages on sale.
func creditPackages(plans *billing.Service, log *slog.Logger) http.Handler {
	type pkg struct {
		ID           int64  `json:"id"`
		Name         string `json:"name"`
		Credits      int64  `json:"credits"`
		PriceUSD     int64  `json:"priceUsd"`
		DisplayOrder int64  `json:"displayOrder"`
	}
	type response struct {
		Success  bool  `json:"success"`
		Packages []pkg `json:"packages"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		all, err := plans.PackagesOnSale(r.Context())
		out := response{Success: true, Packages: make([]pkg, len(all))}
		for i, p := range all {
			out.Packages[i] = pkg{ID: p.ID, Name: p.Name, Credits: p.Credits, PriceUSD: p.PriceUSD, DisplayOrder: p.DisplayOrder}
		}
		reply(w, r, log, err, http.StatusOK, out)
	})
}

// startCheckout answers POST /api/checkout {kind, id, returnTo?} with the
// page where the user pays.
func startCheckout(sales *payments.Service, limits Limits, log *slog.Logger) userHandler {
	type request struct {
		Kind     payments.Kind `json:"kind"`
		ID       int64         `json:"id"`
		ReturnTo string        `json:"returnTo"`
	}
	type response struct {
		Success bool   `json:"success"`
		URL     string `json:"url"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.Checkout, strconv.FormatInt(u.ID, 10)})
		}
		var url string
		if err == nil {
			_, url, err = sales.StartCheckout(r.Context(), u.ID, u.Email,
				payments.CheckoutRequest{Kind: in.Kind, ID: in.ID, ReturnTo: in.ReturnTo})
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, URL: url})
	}
}

type checkoutItem struct {
	ID       int64  `json:"id"`
	Name     string `json:"name"`
	Credits  int64  `json:"credits"`
	PriceUSD int64  `json:"priceUsd"`
}

type checkoutView struct {
	ID        string                `json:"id"`
	Kind      payments.Kind         `json:"kind"`
	Status    string                `json:"status"`
	Provider  payments.ProviderName `json:"provider"`
	Item      checkoutItem          `json:"item"`
	AmountUSD int64                 `json:"amountUsd"`
	ReturnTo  string                `json:"returnTo"`
	CreatedAt time.Time             `json:"createdAt"`
	ExpiresAt time.Time             `json:"expiresAt"`
	Fulfilled bool                  `json:"fulfilled"`
	Balance   *int64                `json:"balance"` // available credits, once fulfilled
}

// getCheckout answers GET /api/checkout/sessions/{id}: one of the user's
// checkouts, with the balance once its credits are in.
func getCheckout(sales *payments.Service, plans *billing.Service, ledger *credits.Service, log *slog.Logger) userHandler {
	type response struct {
		Success  bool         `json:"success"`
		Checkout checkoutView `json:"checkout"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		c, err := sales.Checkout(r.Context(), u.ID, r.PathValue("id"))
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		v := checkoutView{ID: c.ID, Kind: c.Kind, Status: c.StatusAt(sales.Now()), Provider: c.Provider,
			Item:      checkoutItem{ID: c.PackageID, Name: c.ItemName, Credits: c.Credits, PriceUSD: c.AmountUSD},
			AmountUSD: c.AmountUSD, ReturnTo: c.ReturnTo, CreatedAt: c.CreatedAt.UTC(), ExpiresAt: c.ExpiresAt.UTC(),
			Fulfilled: c.Fulfilled()}
		if c.Kind == payments.PlanKind {
			if p, err := plans.PlanBySlug(r.Context(), c.PlanSlug); err == nil {
				v.Item.ID = p.ID
			}
		}
		if c.Fulfilled() {
			b, err := ledger.Balance(r.Context(), u.ID)
			if err != nil {
				respondError(w, r, log, err)
				return
			}
			available := b.Available()
			v.Balance = &available
		}
		respond(w, http.StatusOK, response{Success: true, Checkout: v})
	}
}

// payTestCheckout answers POST /api/checkout/sessions/{id}/pay {cardNumber,
// expiry, cvc, name}: test mode's card form.
func payTestCheckout(sales *payments.Service, limits Limits, log *slog.Logger) userHandler {
	type request struct {
		CardNumber string `json:"cardNumber"`
		Expiry     string `json:"expiry"`
		CVC        string `json:"cvc"`
		Name       string `json:"name"`
	}
	type response struct {
		Success bool   `json:"success"`
		URL     string `json:"url"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.Checkout, strconv.FormatInt(u.ID, 10)})
		}
		var url string
		if err == nil {
			url, err = sales.PayTest(r.Context(), u.ID, r.PathValue("id"),
				payments.Card{Number: in.CardNumber, Expiry: in.Expiry, CVC: in.CVC, Name: in.Name})
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, URL: url})
	}
}

// stripeWebhook answers POST /api/webhooks/stripe: a signed Stripe event,
// applied once. Anything but 2xx makes Stripe send it again.
func stripeWebhook(sales *payments.Service, secret string, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		payload, err := io.ReadAll(http.MaxBytesReader(w, r.Body, webhookBodyLimit))
		var tooLarge *http.MaxBytesError
		switch {
		case errors.As(err, &tooLarge):
			err = apperr.E(apperr.TooLarge, "Request body too large")
		case err != nil:
			err = apperr.Wrap(apperr.Invalid, "Unreadable request body", err)
		case secret == "" || sales.Provider.Name() != payments.Stripe:
			err = apperr.E(apperr.NotFound, "Stripe is not configured")
		default:
			err = payments.VerifyStripeEvent(payload, r.Header.Get("Stripe-Signature"), secret)
		}
		if err == nil {
			err = sales.Fulfil(r.Context(), payments.Stripe, payload)
		}
		reply(w, r, log, err, http.StatusOK, struct {
			Success bool `json:"success"`
		}{true})
	})
}
