package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"net/http"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/ratelimit"
)

// Limits are the rate limits of the account endpoints.
type Limits struct {
	LoginIP, LoginAccount, ForgotIP, ForgotEmail, RegisterIP, ResetIP *ratelimit.Limiter
	Generate, Share, Vote, Report                                     *ratelimit.Limiter // per user
	Download                                                          *ratelimit.Limiter // per IP
	Avatar                                                            *ratelimit.Limiter // per user: uploads
	PageView                                                          *ratelimit.Limiter // per IP: analytics
	EmailLink                                                         *ratelimit.Limiter // per IP: verification and newsletter links
	Resend, DeleteAccount                                             *ratelimit.Limiter // per user
	Checkout                                                          *ratelimit.Limiter // per user: checkouts and test payments

	// Log-in: LoginIP caps attempts per address and LoginAccount per account
	// and address (also password changes), both with 429; LoginDelay slows
	// attempts on an account that strangers keep failing on, but never refuses
	// them, so nobody can lock its owner out.
	LoginDelay *ratelimit.Slowdown
}

// DefaultLimits are the limits with the default caps, in memory.
func DefaultLimits() Limits { return LimitsFrom(config.DefaultRateLimits(), nil) }

// LimitsFrom builds limits that allow people their mistakes and stop
// guessing scripts, taking the caps an operator may raise from caps. Their
// buckets live in shared, where every server instance spends one budget, or
// in this process's memory when shared is nil. Each limiter's name keys its
// buckets in shared: renaming one gives every key a full bucket once.
func LimitsFrom(caps config.RateLimits, shared *ratelimit.Shared) Limits {
	limiter := func(name string, burst int, window time.Duration) *ratelimit.Limiter {
		return ratelimit.NewShared(shared, name, burst, window)
	}
	return Limits{
		LoginIP:       limiter("login_ip", caps.LoginPer15Min, 15*time.Minute),
		LoginAccount:  limiter("login_account", caps.LoginAccountPer15Min, 15*time.Minute),
		LoginDelay:    ratelimit.NewSlowdown(caps.LoginAccountPer15Min, loginDelayFirst, loginDelayMax, 15*time.Minute),
		ForgotIP:      limiter("forgot_ip", caps.ForgotPerHour, time.Hour),
		ForgotEmail:   limiter("forgot_email", 3, time.Hour),
		RegisterIP:    limiter("register_ip", caps.RegisterPerHour, time.Hour),
		ResetIP:       limiter("reset_ip", caps.ResetPerHour, time.Hour),
		Generate:      limiter("generate", caps.GeneratePerMinute, time.Minute),
		Share:         limiter("share", 30, time.Hour),
		Vote:          limiter("vote", 120, time.Minute),
		Report:        limiter("report", 10, time.Hour),
		Download:      limiter("download", caps.DownloadPerMinute, time.Minute),
		Avatar:        limiter("avatar", 20, time.Hour),
		PageView:      limiter("page_view", 120, time.Minute),
		EmailLink:     limiter("email_link", 30, time.Hour),
		Resend:        limiter("resend", 3, time.Hour),
		DeleteAccount: limiter("delete_account", 5, 15*time.Minute),
		Checkout:      limiter("checkout", 20, time.Minute),
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

// limit takes one event from each budget. A spent one is apperr.RateLimited,
// "Too many attempts", with the wait (Retry-After).
func limit(ctx context.Context, budgets ...by) error {
	for _, b := range budgets {
		if ok, wait := b.limiter.Allow(ctx, b.key); !ok {
			minutes := int(math.Ceil(wait.Minutes()))
			unit := "minutes"
			if minutes == 1 {
				unit = "minute"
			}
			return apperr.RetryLater(fmt.Sprintf("Too many attempts. Please try again in %d %s.", minutes, unit), wait)
		}
	}
	return nil
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

// currentUser answers GET /api/user: the signed-in user, or 401.
func currentUser(s sessions) http.Handler {
	h := s.user(func(w http.ResponseWriter, r *http.Request, u account.User) {
		respond(w, http.StatusOK, userResponse{Success: true, Message: "Authenticated", User: u})
	})
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store") // signed in or not, never cached
		h.ServeHTTP(w, r)
	})
}

// register answers POST /api/register and signs the new user in.
func register(accounts *account.Service, s sessions, limits Limits, log *slog.Logger) http.Handler {
	type request struct {
		Username   string `json:"username"`
		Email      string `json:"email"`
		Password   string `json:"password"`
		Newsletter bool   `json:"newsletter"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.RegisterIP, clientIP(r)})
		}
		var u account.User
		if err == nil {
			u, err = accounts.Register(r.Context(), account.Registration{Username: strings.TrimSpace(in.Username),
				Email: in.Email, Password: in.Password, Newsletter: in.Newsletter})
		}
		if err == nil {
			err = s.start(w, r, u.ID, false)
		}
		reply(w, r, log, err, http.StatusCreated, userResponse{Success: true, Message: "Registration successful", User: u})
	})
}

// login answers POST /api/login: a new session at every log-in, persistent
// for 30 days with rememberMe.
func login(accounts *account.Service, s sessions, limits Limits, log *slog.Logger) http.Handler {
	type request struct {
		Email      string `json:"email"`
		Password   string `json:"password"`
		RememberMe bool   `json:"rememberMe"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		email := strings.ToLower(strings.TrimSpace(in.Email))
		if err == nil && (email == "" || in.Password == "") {
			err = apperr.E(apperr.Invalid, "Email and password are required")
		}
		if err == nil {
			err = limit(r.Context(), by{limits.LoginIP, clientIP(r)}, by{limits.LoginAccount, accountFrom(email, r)})
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		if err := limits.LoginDelay.Wait(r.Context(), email); err != nil {
			respond(w, http.StatusServiceUnavailable, errorBody{Message: "Request cancelled"})
			return
		}
		u, err := accounts.Authenticate(r.Context(), email, in.Password)
		if apperr.KindOf(err) == apperr.Unauthenticated {
			limits.LoginDelay.Fail(email)
		}
		if err == nil {
			err = s.start(w, r, u.ID, in.RememberMe)
		}
		reply(w, r, log, err, http.StatusOK, userResponse{Success: true, Message: "Login successful", User: u})
	})
}

// logout answers POST /api/logout: the session ends on the server.
func logout(s sessions, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reply(w, r, log, s.end(w, r), http.StatusOK, messageResponse{Success: true, Message: "Logged out"})
	})
}

// userPlan answers GET /api/user/plan with the signed-in user's plan: its
// name, slug and whether it is paid (what the studio offers depends on it).
func userPlan(plans *billing.Service, log *slog.Logger) userHandler {
	type plan struct {
		Name string `json:"name"`
		Slug string `json:"slug"`
		Paid bool   `json:"paid"`
	}
	type response struct {
		Success bool `json:"success"`
		Plan    plan `json:"plan"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		p, err := plans.PlanBySlug(r.Context(), u.PlanSlug)
		reply(w, r, log, err, http.StatusOK, response{Success: true, Plan: plan{Name: p.Name, Slug: p.Slug, Paid: p.Paid()}})
	}
}

// authProviders answers GET /api/auth/providers: which external sign-ins
// are configured, so the app shows only those buttons.
func authProviders(google bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		respond(w, http.StatusOK, map[string]bool{"success": true, "google": google})
	})
}
