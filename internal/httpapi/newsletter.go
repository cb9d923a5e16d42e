package httpapi

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/newsletter"
)

// newsletterSignup answers POST /api/signup {email, newsletter}: a ticked
// box puts the address on the list. Only the signed-in owner of a verified
// address is confirmed at once; any other address is mailed a link to
// confirm (double opt-in).
func newsletterSignup(list *newsletter.Service, limits Limits, log *slog.Logger) viewerHandler {
	type request struct {
		Email      string `json:"email"`
		Newsletter bool   `json:"newsletter"`
	}
	return func(w http.ResponseWriter, r *http.Request, u *account.User) {
		in, err := decode[request](r)
		if err == nil && !in.Newsletter {
			respond(w, http.StatusOK, messageResponse{Success: true, Message: "No newsletter sign-up requested"})
			return
		}
		if err == nil {
			err = limit(r.Context(), by{limits.RegisterIP, clientIP(r)}, by{limits.ForgotEmail, strings.ToLower(strings.TrimSpace(in.Email))})
		}
		var msg string
		if err == nil {
			msg, err = list.Subscribe(r.Context(), in.Email, u)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: msg})
	}
}

// confirmNewsletter answers POST /api/newsletter/confirm {token}.
func confirmNewsletter(list *newsletter.Service, limits Limits, log *slog.Logger) http.Handler {
	return emailLink(limits, log, newsletter.MsgConfirmed, list.Confirm)
}

// unsubscribeStatus answers GET /api/newsletter/unsubscribe?token=: the
// address of an unsubscribe link, partly hidden, and whether it is on the
// list. Reading changes nothing, so a link scanner cannot unsubscribe anyone.
func unsubscribeStatus(list *newsletter.Service, limits Limits, log *slog.Logger) http.Handler {
	type response struct {
		Success    bool   `json:"success"`
		Message    string `json:"message"`
		Email      string `json:"email"`
		Subscribed bool   `json:"subscribed"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		err := limit(r.Context(), by{limits.EmailLink, clientIP(r)})
		var email string
		var subscribed bool
		if err == nil {
			email, subscribed, err = list.Status(r.Context(), r.URL.Query().Get("token"))
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: "OK", Email: email, Subscribed: subscribed})
	})
}

// unsubscribe answers POST /api/newsletter/unsubscribe?token=: the page's
// button and the one-click unsubscribe of RFC 8058, which mail programs send
// with the body "List-Unsubscribe=One-Click" from their own servers (so the
// cross-origin check lets this path through: the token is the authority).
func unsubscribe(list *newsletter.Service, limits Limits, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		err := limit(r.Context(), by{limits.EmailLink, clientIP(r)})
		if err == nil {
			err = list.Unsubscribe(r.Context(), r.URL.Query().Get("token"))
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: newsletter.MsgUnsubscribed})
	})
}
