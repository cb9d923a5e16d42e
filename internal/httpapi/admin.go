package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/mail"
)

// adminEmail answers GET /api/admin/email?limit=N: the newest emails the
// site sent or wrote to the outbox, for admins.
func adminEmail(mailer *mail.Service, log *slog.Logger) userHandler {
	type response struct {
		Success bool        `json:"success"`
		Message string      `json:"message"`
		Emails  []mail.Mail `json:"emails"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit := mail.ListLimit
		if v := r.URL.Query().Get("limit"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > mail.ListLimit {
				respondError(w, r, log, apperr.E(apperr.Invalid, "limit must be a number from 1 to "+strconv.Itoa(mail.ListLimit)))
				return
			}
			limit = n
		}
		emails, err := mailer.List(r.Context(), limit)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		if emails == nil {
			emails = []mail.Mail{}
		}
		respond(w, http.StatusOK, response{Success: true, Message: "OK", Emails: emails})
	}
}
