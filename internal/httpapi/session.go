package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
)

// SessionCookie is the name of the cookie holding the session token.
const SessionCookie = "texelforge_session"

// A userHandler serves a signed-in user.
type userHandler func(w http.ResponseWriter, r *http.Request, u account.User)

// A viewerHandler serves anyone: u is the signed-in user, or nil for a visitor.
type viewerHandler func(w http.ResponseWriter, r *http.Request, u *account.User)

// sessions is the one way handlers learn who is signed in (user, userOr,
// anyone, admin: routes.go says which a route takes) and the way sign-ins
// start and end sessions with their cookie.
type sessions struct {
	accounts *account.Service
	secure   bool // cookies are sent over https only
	log      *slog.Logger
}

// user runs h for the signed-in user; anyone else gets 401.
func (s sessions) user(h userHandler) http.Handler { return s.userOr("", h) }

// userOr is user with the route's own 401 message, where the spec gives one.
func (s sessions) userOr(message string, h userHandler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := s.accounts.CurrentUser(r.Context(), sessionToken(r))
		if message != "" && apperr.KindOf(err) == apperr.Unauthenticated {
			err = apperr.E(apperr.Unauthenticated, message)
		}
		if err != nil {
			respondError(w, r, s.log, err)
			return
		}
		h(w, r, u)
	})
}

// anyone runs h for everyone, with the signed-in user or nil; only other
// errors (the database is down) are answered instead.
func (s sessions) anyone(h viewerHandler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := s.accounts.CurrentUser(r.Context(), sessionToken(r))
		switch {
		case apperr.KindOf(err) == apperr.Unauthenticated:
			h(w, r, nil)
		case err != nil:
			respondError(w, r, s.log, err)
		default:
			h(w, r, &u)
		}
	})
}

// admin runs h for admins only: 401 when signed out, 403 for other users.
func (s sessions) admin(h userHandler) http.Handler {
	return s.user(func(w http.ResponseWriter, r *http.Request, u account.User) {
		if !u.IsAdmin {
			respondError(w, r, s.log, apperr.E(apperr.Forbidden, "Admin access required"))
			return
		}
		h(w, r, u)
	})
}

// sessionToken returns the session token the request carries, or "".
func sessionToken(r *http.Request) string {
	c, err := r.Cookie(SessionCookie)
	if err != nil {
		return ""
	}
	return c.Value
}

// start ends the session the browser had, if any (a sign-in never reuses a
// session id), starts a new one for the user and sends its cookie:
// HttpOnly, SameSite=Lax, Secure on https; persistent sessions outlive the
// browser, others do not.
func (s sessions) start(w http.ResponseWriter, r *http.Request, userID int64, persistent bool) error {
	if err := s.accounts.EndSession(r.Context(), sessionToken(r)); err != nil {
		return err
	}
	token, _, err := s.accounts.StartSession(r.Context(), userID, persistent)
	if err != nil {
		return err
	}
	c := s.cookie(SessionCookie, token, "/")
	if persistent {
		c.MaxAge = int(account.PersistentSessionTTL.Seconds())
	}
	http.SetCookie(w, c)
	return nil
}

// end ends the request's session on the server and in the browser.
func (s sessions) end(w http.ResponseWriter, r *http.Request) error {
	if err := s.accounts.EndSession(r.Context(), sessionToken(r)); err != nil {
		return err
	}
	s.forget(w)
	return nil
}

// forget tells the browser to drop its session cookie.
func (s sessions) forget(w http.ResponseWriter) {
	c := s.cookie(SessionCookie, "", "/")
	c.MaxAge = -1
	http.SetCookie(w, c)
}

// cookie is a cookie as every cookie of the site is sent: HttpOnly,
// SameSite=Lax and, on https, Secure.
func (s sessions) cookie(name, value, path string) *http.Cookie {
	return &http.Cookie{Name: name, Value: value, Path: path, HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteLaxMode}
}
