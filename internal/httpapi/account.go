package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/account"
)

// SessionCookie is the name of the cookie holding the session token.
const SessionCookie = "texelforge_session"

// sessionToken returns the session token the request carries, or "".
func sessionToken(r *http.Request) string {
	c, err := r.Cookie(SessionCookie)
	if err != nil {
		return ""
	}
	return c.Value
}

// currentUser answers GET /api/user: the signed-in user, or 401.
func currentUser(accounts *account.Service, log *slog.Logger) http.Handler {
	type response struct {
		Success bool         `json:"success"`
		Message string       `json:"message"`
		User    account.User `json:"user"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		u, err := accounts.CurrentUser(r.Context(), sessionToken(r))
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Message: "Authenticated", User: u})
	})
}
