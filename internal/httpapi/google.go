package httpapi

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/oidclogin"
	"github.com/texelforge/texelforge/internal/pages"
)

// Google sign-in (product.md §4, §7): GET /api/auth/google sends the browser
// to Google, which returns it to GET /api/auth/google/callback. On desktop the
// flow runs in a popup that ends on a small page reporting back to the opener
// (web/public/auth-popup.js); on mobile the browser navigates there and back.

const (
	// googleProvider names Google in user_identities.provider.
	googleProvider = "google"
	// googleFlowCookie keeps one sign-in's state, nonce, PKCE verifier, mode
	// and return path between the redirect and the callback.
	googleFlowCookie = "texelforge_google_flow"
	googleFlowPath   = "/api/auth/google"
	googleFlowTTL    = 10 * time.Minute
	// googleMobileErrorURL is where a failed mobile sign-in lands, and
	// googleMobileClosedURL one refused because registration is closed.
	googleMobileErrorURL  = "/auth?login=error"
	googleMobileClosedURL = "/auth?login=closed"
)

// GoogleCallbackPath is the redirect URI to register at Google, after the
// site's origin.
const GoogleCallbackPath = "/api/auth/google/callback"

// googleFlow is the content of the flow cookie.
type googleFlow struct {
	oidclogin.Flow
	Mobile    bool   `json:"m,omitempty"`
	ReturnURL string `json:"r,omitempty"`
}

var errGoogleOff = errorBody{Message: "Google sign-in is not configured"}

// googleStart answers GET /api/auth/google[?mobile=true&returnUrl=/path]:
// it remembers the flow in a cookie and redirects to Google.
func googleStart(google *oidclogin.Client, s sessions, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if google == nil {
			respond(w, http.StatusNotFound, errGoogleOff)
			return
		}
		q := r.URL.Query()
		f := googleFlow{Flow: oidclogin.NewFlow(), Mobile: q.Get("mobile") == "true", ReturnURL: safeReturnURL(q.Get("returnUrl"))}
		b, err := json.Marshal(f)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		c := s.cookie(googleFlowCookie, base64.RawURLEncoding.EncodeToString(b), googleFlowPath)
		c.MaxAge = int(googleFlowTTL.Seconds())
		http.SetCookie(w, c)
		w.Header().Set("Cache-Control", "no-store")
		http.Redirect(w, r, google.AuthURL(f.Flow), http.StatusFound)
	})
}

// googleCallback answers GET /api/auth/google/callback: it checks the flow,
// signs the person in (linking or creating the account) with a persistent
// session, and ends on the popup page or, on mobile, at the return path.
// Failures are logged and shown only as "sign-in failed", or as "registration
// is closed" when that is why a new person got no account.
func googleCallback(google *oidclogin.Client, accounts *account.Service, siteName func(context.Context) string,
	s sessions, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if google == nil {
			respond(w, http.StatusNotFound, errGoogleOff)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		f, ok := readGoogleFlow(r)
		gone := s.cookie(googleFlowCookie, "", googleFlowPath)
		gone.MaxAge = -1
		http.SetCookie(w, gone)
		// fail logs why (a warning for what a browser or person caused, an
		// error for what the site should fix) and shows only that it failed.
		fail := func(level slog.Level, reason string, err error) {
			log.Log(r.Context(), level, "google sign-in failed", "reason", reason, "err", err)
			closed := apperr.MessageOf(err) == account.MsgRegistrationClosed
			switch {
			case f.Mobile && closed:
				http.Redirect(w, r, googleMobileClosedURL, http.StatusFound)
			case f.Mobile:
				http.Redirect(w, r, googleMobileErrorURL, http.StatusFound)
			default:
				pages.WriteSignInPopup(w, http.StatusBadRequest, pages.SignInPopup{RegistrationClosed: closed,
					SiteName: siteName(r.Context())})
			}
		}
		if !ok {
			fail(slog.LevelWarn, "no sign-in in progress in this browser (flow cookie missing or expired)", nil)
			return
		}
		id, err := google.Callback(r.Context(), f.Flow, r.URL.Query())
		if err != nil {
			level := slog.LevelError // the provider could not be reached, or sent a bad token
			if errors.Is(err, oidclogin.ErrStateMismatch) || errors.Is(err, oidclogin.ErrNonceMismatch) || errors.Is(err, oidclogin.ErrRefused) {
				level = slog.LevelWarn
			}
			fail(level, "provider callback", err)
			return
		}
		u, err := accounts.SignInWithIdentity(r.Context(), googleProvider, account.Identity{Subject: id.Subject,
			Email: id.Email, EmailVerified: id.EmailVerified, Name: id.Name})
		if err != nil {
			level := slog.LevelWarn
			if k := apperr.KindOf(err); k == apperr.Internal || k == apperr.Unavailable {
				level = slog.LevelError
			}
			fail(level, "account", err)
			return
		}
		if err := s.start(w, r, u.ID, true); err != nil {
			fail(slog.LevelError, "start session", err)
			return
		}
		log.InfoContext(r.Context(), "google sign-in", "user_id", u.ID)
		if f.Mobile {
			http.Redirect(w, r, safeReturnURL(f.ReturnURL), http.StatusFound)
			return
		}
		pages.WriteSignInPopup(w, http.StatusOK, pages.SignInPopup{OK: true, SiteName: siteName(r.Context())})
	})
}

// readGoogleFlow decodes the flow cookie; ok is false without a usable one.
func readGoogleFlow(r *http.Request) (f googleFlow, ok bool) {
	c, err := r.Cookie(googleFlowCookie)
	if err != nil {
		return f, false
	}
	b, err := base64.RawURLEncoding.DecodeString(c.Value)
	if err != nil || json.Unmarshal(b, &f) != nil || f.State == "" || f.Nonce == "" || f.Verifier == "" {
		return googleFlow{}, false
	}
	return f, true
}

// safeReturnURL returns raw if it is a path on this site, else "/": it must
// start with one "/" (not "//" or "/\", which browsers read as another
// host), carry no scheme or host, and hold no control characters or
// backslashes (browsers drop tabs and newlines, and read "\" as "/").
func safeReturnURL(raw string) string {
	if len(raw) == 0 || len(raw) > 2048 || raw[0] != '/' || strings.HasPrefix(raw, "//") {
		return "/"
	}
	for _, c := range raw {
		if c < 0x20 || c == 0x7f || c == '\\' {
			return "/"
		}
	}
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || u.Opaque != "" {
		return "/"
	}
	return raw
}
