package httpapi

import (
	"fmt"
	"math"
	"net/http"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/ratelimit"
)

// SessionCookie is the name of the cookie holding the session token.
const SessionCookie = "texelforge_session"

// Limits are the rate limits of the account endpoints.
type Limits struct {
	LoginIP, LoginAccount, ForgotIP, ForgotEmail, RegisterIP, ResetIP *ratelimit.Limiter
	Generate, Share, Vote                                             *ratelimit.Limiter // per user
	Download                                                          *ratelimit.Limiter // per IP
	Avatar                                                            *ratelimit.Limiter // per user: uploads
	PageView                                                          *ratelimit.Limiter // per IP: analytics
	EmailLink                                                         *ratelimit.Limiter // per IP: verification and newsletter links
	Resend, DeleteAccount                                             *ratelimit.Limiter // per user

	// Log-in: LoginIP caps attempts per address and LoginAccount per account
	// and address (also password changes), both with 429; LoginDelay slows
	// attempts on an account that strangers keep failing on, but never refuses
	// them, so nobody can lock its owner out.
	LoginDelay *ratelimit.Slowdown
}

// DefaultLimits are the limits with the default caps.
func DefaultLimits() Limits { return LimitsFrom(config.DefaultRateLimits()) }

// LimitsFrom builds limits that allow people their mistakes and stop
// guessing scripts, taking the caps an operator may raise from caps.
func LimitsFrom(caps config.RateLimits) Limits {
	return Limits{
		LoginIP:       ratelimit.New(caps.LoginPer15Min, 15*time.Minute),
		LoginAccount:  ratelimit.New(caps.LoginAccountPer15Min, 15*time.Minute),
		LoginDelay:    ratelimit.NewSlowdown(caps.LoginAccountPer15Min, loginDelayFirst, loginDelayMax, 15*time.Minute),
		ForgotIP:      ratelimit.New(caps.ForgotPerHour, time.Hour),
		ForgotEmail:   ratelimit.New(3, time.Hour),
		RegisterIP:    ratelimit.New(caps.RegisterPerHour, time.Hour),
		ResetIP:       ratelimit.New(caps.ResetPerHour, time.Hour),
		Generate:      ratelimit.New(caps.GeneratePerMinute, time.Minute),
		Share:         ratelimit.New(30, time.Hour),
		Vote:          ratelimit.New(120, time.Minute),
		Download:      ratelimit.New(caps.DownloadPerMinute, time.Minute),
		Avatar:        ratelimit.New(20, time.Hour),
		PageView:      ratelimit.New(120, time.Minute),
		EmailLink:     ratelimit.New(30, time.Hour),
		Resend:        ratelimit.New(3, time.Hour),
		DeleteAccount: ratelimit.New(5, 15*time.Minute),
	}
}

// The log-in delay on an account starts once one address could not have
// failed alone (LoginAccount's cap) and doubles up to a bound the owner can bear.
const (
	loginDelayFirst = 250 * time.Millisecond
	loginDelayMax   = 2 * time.Second
)

// accountFrom is the rate-limit key of an account (by its lower-case email)
// and the request's client address.
func accountFrom(email string, r *http.Request) string {
	return strings.ToLower(email) + " from " + clientIP(r)
}

// by names the budget one request spends: a limiter and the key it counts.
type by struct {
	limiter *ratelimit.Limiter
	key     string
}

// limit takes one event from each budget and answers 429 with Retry-After
// if any is spent; it reports whether the request may go on.
func limit(w http.ResponseWriter, budgets ...by) bool {
	for _, b := range budgets {
		if ok, wait := b.limiter.Allow(b.key); !ok {
			minutes := int(math.Ceil(wait.Minutes()))
			w.Header().Set("Retry-After", fmt.Sprint(int(math.Ceil(wait.Seconds()))))
			unit := "minutes"
			if minutes == 1 {
				unit = "minute"
			}
			respond(w, http.StatusTooManyRequests, errorBody{
				Message: fmt.Sprintf("Too many attempts. Please try again in %d %s.", minutes, unit)})
			return false
		}
	}
	return true
}

// sessionToken returns the session token the request carries, or "".
func sessionToken(r *http.Request) string {
	c, err := r.Cookie(SessionCookie)
	if err != nil {
		return ""
	}
	return c.Value
}

// setSessionCookie sends the session cookie: HttpOnly, SameSite=Lax, Secure
// on https; persistent sessions outlive the browser, others do not.
func setSessionCookie(w http.ResponseWriter, d Deps, token string, persistent bool) {
	c := &http.Cookie{Name: SessionCookie, Value: token, Path: "/", HttpOnly: true,
		Secure: d.SecureCookies, SameSite: http.SameSiteLaxMode}
	if persistent {
		c.MaxAge = int(account.PersistentSessionTTL.Seconds())
	}
	http.SetCookie(w, c)
}

// signIn ends the session the browser had, if any (a sign-in never reuses a
// session id), starts a new one for the user and sends its cookie.
func signIn(w http.ResponseWriter, r *http.Request, d Deps, userID int64, persistent bool) error {
	if err := d.Accounts.EndSession(r.Context(), sessionToken(r)); err != nil {
		return err
	}
	token, _, err := d.Accounts.StartSession(r.Context(), userID, persistent)
	if err != nil {
		return err
	}
	setSessionCookie(w, d, token, persistent)
	return nil
}

func clearSessionCookie(w http.ResponseWriter, d Deps) {
	http.SetCookie(w, &http.Cookie{Name: SessionCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true,
		Secure: d.SecureCookies, SameSite: http.SameSiteLaxMode})
}

// userResponse is the spec's shape of answers that carry the user.
type userResponse struct {
	Success bool         `json:"success"`
	Message string       `json:"message"`
	User    account.User `json:"user"`
}

type messageResponse struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

// authed runs h with the signed-in user, or answers 401.
func authed(d Deps, h func(w http.ResponseWriter, r *http.Request, u account.User)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := d.Accounts.CurrentUser(r.Context(), sessionToken(r))
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		h(w, r, u)
	})
}

// adminOnly lets only admins through: 401 when signed out, 403 otherwise.
func adminOnly(d Deps, next http.Handler) http.Handler {
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		if !u.IsAdmin {
			respondError(w, r, d.Logger, apperr.E(apperr.Forbidden, "Admin access required"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

// currentUser answers GET /api/user: the signed-in user, or 401.
func currentUser(d Deps) http.Handler {
	h := authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		respond(w, http.StatusOK, userResponse{Success: true, Message: "Authenticated", User: u})
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store") // signed in or not, never cached
		h.ServeHTTP(w, r)
	})
}

// register answers POST /api/register and signs the new user in.
func register(d Deps) http.Handler {
	type request struct {
		Username   string `json:"username"`
		Email      string `json:"email"`
		Password   string `json:"password"`
		Newsletter bool   `json:"newsletter"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.RegisterIP, clientIP(r)}) {
			return
		}
		u, err := d.Accounts.Register(r.Context(), account.Registration{Username: strings.TrimSpace(in.Username),
			Email: in.Email, Password: in.Password, Newsletter: in.Newsletter})
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if err := signIn(w, r, d, u.ID, false); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusCreated, userResponse{Success: true, Message: "Registration successful", User: u})
	})
}

// login answers POST /api/login: a new session at every log-in, persistent
// for 30 days with rememberMe.
func login(d Deps) http.Handler {
	type request struct {
		Email      string `json:"email"`
		Password   string `json:"password"`
		RememberMe bool   `json:"rememberMe"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		email := strings.ToLower(strings.TrimSpace(in.Email))
		if email == "" || in.Password == "" {
			respondError(w, r, d.Logger, apperr.E(apperr.Invalid, "Email and password are required"))
			return
		}
		if !limit(w, by{d.Limits.LoginIP, clientIP(r)}, by{d.Limits.LoginAccount, accountFrom(email, r)}) {
			return
		}
		if err := d.Limits.LoginDelay.Wait(r.Context(), email); err != nil {
			respond(w, http.StatusServiceUnavailable, errorBody{Message: "Request cancelled"})
			return
		}
		u, err := d.Accounts.Authenticate(r.Context(), email, in.Password)
		if err != nil {
			if apperr.KindOf(err) == apperr.Unauthenticated {
				d.Limits.LoginDelay.Fail(email)
			}
			respondError(w, r, d.Logger, err)
			return
		}
		if err := signIn(w, r, d, u.ID, in.RememberMe); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, userResponse{Success: true, Message: "Login successful", User: u})
	})
}

// logout answers POST /api/logout: the session ends on the server.
func logout(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := d.Accounts.EndSession(r.Context(), sessionToken(r)); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		clearSessionCookie(w, d)
		respond(w, http.StatusOK, messageResponse{Success: true, Message: "Logged out"})
	})
}

// userPlan answers GET /api/user/plan with the signed-in user's plan name.
func userPlan(d Deps) http.Handler {
	type plan struct {
		Name string `json:"name"`
		Slug string `json:"slug"`
	}
	type response struct {
		Success bool `json:"success"`
		Plan    plan `json:"plan"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		p, err := d.Billing.PlanBySlug(r.Context(), u.PlanSlug)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Plan: plan{Name: p.Name, Slug: p.Slug}})
	})
}

// authProviders answers GET /api/auth/providers: which external sign-ins
// are configured, so the app shows only those buttons.
func authProviders(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		respond(w, http.StatusOK, map[string]bool{"success": true, "google": d.GoogleEnabled})
	})
}
