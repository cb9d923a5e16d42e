package httpapi

import (
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
)

// forgotPassword answers POST /api/forgot-password with the same message
// whether or not the address has an account.
func forgotPassword(d Deps) http.Handler {
	type request struct {
		Email string `json:"email"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		email, err := account.NormalizeEmail(in.Email)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.ForgotIP, clientIP(r)}, by{d.Limits.ForgotEmail, strings.ToLower(email)}) {
			return
		}
		if err := d.Accounts.RequestPasswordReset(r.Context(), email); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: account.ResetRequestedMessage(email)})
	})
}

// resetPassword answers POST /api/reset-password {token, password}.
func resetPassword(d Deps) http.Handler {
	type request struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.ResetIP, clientIP(r)}) {
			return
		}
		if err := d.Accounts.ResetPassword(r.Context(), in.Token, in.Password); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: account.MsgPasswordReset})
	})
}

// changePassword answers POST /api/user/password; the account's other
// sessions end, this one stays.
func changePassword(d Deps) http.Handler {
	type request struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.LoginAccount, accountFrom(u.Email, r)}) {
			return
		}
		if err := d.Accounts.ChangePassword(r.Context(), u.ID, in.CurrentPassword, in.NewPassword, sessionToken(r)); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: account.MsgPasswordChange})
	})
}
