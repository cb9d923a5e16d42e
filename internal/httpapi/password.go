package httpapi

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
)

// forgotPassword answers POST /api/forgot-password with the same message
// whether or not the address has an account.
func forgotPassword(accounts *account.Service, limits Limits, log *slog.Logger) http.Handler {
	type request struct {
		Email string `json:"email"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		var email string
		if err == nil {
			email, err = account.NormalizeEmail(in.Email)
		}
		if err == nil {
			err = limit(r.Context(), by{limits.ForgotIP, clientIP(r)}, by{limits.ForgotEmail, strings.ToLower(email)})
		}
		if err == nil {
			err = accounts.RequestPasswordReset(r.Context(), email)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: account.ResetRequestedMessage(email)})
	})
}

// resetPassword answers POST /api/reset-password {token, password}.
func resetPassword(accounts *account.Service, limits Limits, log *slog.Logger) http.Handler {
	type request struct {
		Token    string `json:"token"`
		Password string `json:"password"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.ResetIP, clientIP(r)})
		}
		if err == nil {
			err = accounts.ResetPassword(r.Context(), in.Token, in.Password)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: account.MsgPasswordReset})
	})
}

// changePassword answers POST /api/user/password; the account's other
// sessions end, this one stays.
func changePassword(accounts *account.Service, limits Limits, log *slog.Logger) userHandler {
	type request struct {
		CurrentPassword string `json:"currentPassword"`
		NewPassword     string `json:"newPassword"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.LoginAccount, accountFrom(u.Email, r)})
		}
		if err == nil {
			err = accounts.ChangePassword(r.Context(), u.ID, in.CurrentPassword, in.NewPassword, sessionToken(r))
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: account.MsgPasswordChange})
	}
}
