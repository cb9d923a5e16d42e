package httpapi

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
)

// verifyEmail answers POST /api/verify-email {token}: the link mailed at
// sign-up proves the address. It tells nothing of the account.
func verifyEmail(accounts *account.Service, limits Limits, log *slog.Logger) http.Handler {
	return emailLink(limits, log, account.MsgEmailVerified, func(ctx context.Context, token string) error {
		_, err := accounts.VerifyEmail(ctx, token)
		return err
	})
}

// emailLink answers POST {token} from the page of a mailed link: use spends
// the token, and the answer is message. It needs no session, since the link
// may be opened in another browser; each address opens a few links an hour.
func emailLink(limits Limits, log *slog.Logger, message string, use func(ctx context.Context, token string) error) http.Handler {
	type request struct {
		Token string `json:"token"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.EmailLink, clientIP(r)})
		}
		if err == nil {
			err = use(r.Context(), in.Token)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: message})
	})
}

// resendVerification answers POST /api/user/verify-email/resend: a new link
// to the signed-in user's address, a few times an hour at most.
func resendVerification(accounts *account.Service, limits Limits, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		var err error
		if !u.EmailVerified {
			err = limit(r.Context(), by{limits.Resend, strconv.FormatInt(u.ID, 10)})
		}
		var msg string
		if err == nil {
			msg, err = accounts.ResendVerification(r.Context(), u)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: msg})
	}
}

// deleteAccount answers DELETE /api/user {password}: the account and all that
// is its own go, and the browser is signed out. An account without a
// password confirms with a fresh Google sign-in instead (send {}).
func deleteAccount(accounts *account.Service, s sessions, limits Limits, log *slog.Logger) userHandler {
	type request struct {
		Password string `json:"password"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.DeleteAccount, strconv.FormatInt(u.ID, 10)})
		}
		if err == nil {
			err = accounts.DeleteAccount(r.Context(), u, in.Password, sessionToken(r))
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		s.forget(w)
		respond(w, http.StatusOK, messageResponse{Success: true, Message: account.MsgAccountDeleted})
	}
}
