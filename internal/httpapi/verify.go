package httpapi

import (
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
)

// verifyEmail answers POST /api/verify-email {token}: the link mailed at
// sign-up proves the address. It needs no session, since the link may be
// opened in another browser, and it tells nothing of the account.
func verifyEmail(d Deps) http.Handler {
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
		if _, err := d.Accounts.VerifyEmail(r.Context(), in.Token); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: account.MsgEmailVerified})
	})
}

// resendVerification answers POST /api/user/verify-email/resend: a new link
// to the signed-in user's address, a few times an hour at most.
func resendVerification(d Deps) http.Handler {
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		if !u.EmailVerified && !limit(w, by{d.Limits.Resend, strconv.FormatInt(u.ID, 10)}) {
			return
		}
		msg, err := d.Accounts.ResendVerification(r.Context(), u)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: msg})
	})
}

// deleteAccount answers DELETE /api/user {password}: the account and all that
// is its own go, and the browser is signed out. An account without a
// password confirms with a fresh Google sign-in instead (send {}).
func deleteAccount(d Deps) http.Handler {
	type request struct {
		Password string `json:"password"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.DeleteAccount, strconv.FormatInt(u.ID, 10)}) {
			return
		}
		if err := d.Accounts.DeleteAccount(r.Context(), u, in.Password, sessionToken(r)); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		clearSessionCookie(w, d)
		respond(w, http.StatusOK, messageResponse{Success: true, Message: account.MsgAccountDeleted})
	})
}
