package httpapi

import (
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/newsletter"
)

// newsletterSignup answers POST /api/signup {email, newsletter}: a ticked
// box puts the address on the list. Only the signed-in owner of a verified
// address is confirmed at once; any other address is mailed a link to
// confirm (double opt-in).
func newsletterSignup(d Deps) http.Handler {
	type request struct {
		Email      string `json:"email"`
		Newsletter bool   `json:"newsletter"`
	}
	return public(d, func(w http.ResponseWriter, r *http.Request, u *account.User) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !in.Newsletter {
			respond(w, http.StatusOK, messageResponse{Success: true, Message: "No newsletter sign-up requested"})
			return
		}
		if !limit(w, by{d.Limits.RegisterIP, clientIP(r)}, by{d.Limits.ForgotEmail, strings.ToLower(strings.TrimSpace(in.Email))}) {
			return
		}
		msg, err := d.Newsletter.Subscribe(r.Context(), in.Email, u)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: msg})
	})
}

// confirmNewsletter answers POST /api/newsletter/confirm {token}.
func confirmNewsletter(d Deps) http.Handler {
	type request struct {
		Token string `json:"token"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.EmailLink, clientIP(r)}) {
			return
		}
		if err := d.Newsletter.Confirm(r.Context(), in.Token); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: newsletter.MsgConfirmed})
	})
}

// unsubscribeStatus answers GET /api/newsletter/unsubscribe?token=: the
// address of an unsubscribe link, partly hidden, and whether it is on the
// list. Reading changes nothing, so a link scanner cannot unsubscribe anyone.
func unsubscribeStatus(d Deps) http.Handler {
	type response struct {
		Success    bool   `json:"success"`
		Message    string `json:"message"`
		Email      string `json:"email"`
		Subscribed bool   `json:"subscribed"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if !limit(w, by{d.Limits.EmailLink, clientIP(r)}) {
			return
		}
		email, subscribed, err := d.Newsletter.Status(r.Context(), r.URL.Query().Get("token"))
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Message: "OK", Email: email, Subscribed: subscribed})
	})
}

// unsubscribe answers POST /api/newsletter/unsubscribe?token=: the page's
// button and the one-click unsubscribe of RFC 8058, which mail programs send
// with the body "List-Unsubscribe=One-Click" from their own servers (so the
// cross-origin check lets this path through: the token is the authority).
func unsubscribe(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !limit(w, by{d.Limits.EmailLink, clientIP(r)}) {
			return
		}
		if err := d.Newsletter.Unsubscribe(r.Context(), r.URL.Query().Get("token")); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: newsletter.MsgUnsubscribed})
	})
}
