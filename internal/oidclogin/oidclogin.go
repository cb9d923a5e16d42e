// Package oidclogin signs people in with an OpenID Connect provider (Google)
// through the authorization-code flow with state, nonce and PKCE (S256).
//
// The caller keeps a Flow's secrets between the redirect to the provider and
// the callback (Texelforge keeps them in a short-lived cookie), then hands
// them back to Callback, which checks the state, exchanges the code and
// verifies the ID token's signature, issuer, audience, expiry and nonce.
package oidclogin

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// Config says which provider to use and how this site is registered there.
type Config struct {
	Issuer       string // e.g. https://accounts.google.com; discovery reads Issuer/.well-known/openid-configuration
	ClientID     string
	ClientSecret string
	RedirectURL  string // this site's callback, registered at the provider
	// HTTPClient makes the calls to the provider; nil means a client with a
	// 10-second timeout.
	HTTPClient *http.Client
	// Now is the clock that judges ID-token expiry; nil means time.Now.
	Now func() time.Time
}

// Client talks to one provider. It is safe for concurrent use.
type Client struct {
	oauth    oauth2.Config
	verifier *oidc.IDTokenVerifier
	http     *http.Client
}

// Identity is who the provider says signed in.
type Identity struct {
	Subject       string // the provider's stable account id
	Email         string
	EmailVerified bool
	Name          string // display name; may be empty
}

// Flow holds the per-sign-in secrets the caller must keep until the callback.
type Flow struct {
	State    string `json:"s"` // ties the callback to this browser (CSRF)
	Nonce    string `json:"n"` // ties the ID token to this sign-in (replay)
	Verifier string `json:"v"` // PKCE code verifier
}

// Errors Callback returns; the caller logs them and shows a generic failure.
var (
	ErrStateMismatch = errors.New("oidclogin: state does not match this browser's sign-in")
	ErrNonceMismatch = errors.New("oidclogin: ID token nonce does not match this sign-in")
	// ErrRefused: the provider sent an error instead of a code (the person
	// cancelled, or the provider refused).
	ErrRefused = errors.New("oidclogin: the provider refused the sign-in")
)

// New discovers the provider's endpoints and keys location. ctx bounds the
// discovery request only.
func New(ctx context.Context, cfg Config) (*Client, error) {
	if cfg.ClientID == "" || cfg.ClientSecret == "" || cfg.RedirectURL == "" {
		return nil, errors.New("oidclogin: client id, client secret and redirect URL are required")
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: 10 * time.Second}
	}
	provider, err := oidc.NewProvider(oidc.ClientContext(ctx, hc), cfg.Issuer)
	if err != nil {
		return nil, fmt.Errorf("oidclogin: discover %s: %w", cfg.Issuer, err)
	}
	return &Client{
		oauth: oauth2.Config{ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret, RedirectURL: cfg.RedirectURL,
			Endpoint: provider.Endpoint(), Scopes: []string{oidc.ScopeOpenID, "email", "profile"}},
		verifier: provider.Verifier(&oidc.Config{ClientID: cfg.ClientID, Now: cfg.Now}),
		http:     hc,
	}, nil
}

// NewFlow makes fresh random secrets for one sign-in. The PKCE verifier is
// oauth2's: RFC 7636 wants 43 to 128 characters, more than rand.Text gives.
func NewFlow() Flow {
	return Flow{State: rand.Text(), Nonce: rand.Text(), Verifier: oauth2.GenerateVerifier()}
}

// AuthURL is where the browser goes to sign in at the provider.
func (c *Client) AuthURL(f Flow) string {
	return c.oauth.AuthCodeURL(f.State, oidc.Nonce(f.Nonce), oauth2.S256ChallengeOption(f.Verifier))
}

// Callback finishes the sign-in from the query the provider redirected back
// with: it checks the state against f, exchanges the code with the PKCE
// verifier, verifies the ID token and its nonce, and returns the identity.
func (c *Client) Callback(ctx context.Context, f Flow, query url.Values) (Identity, error) {
	if e := query.Get("error"); e != "" {
		return Identity{}, fmt.Errorf("%w: %q %s", ErrRefused, e, query.Get("error_description"))
	}
	if f.State == "" || !equal(query.Get("state"), f.State) {
		return Identity{}, ErrStateMismatch
	}
	code := query.Get("code")
	if code == "" {
		return Identity{}, errors.New("oidclogin: callback has no code")
	}
	ctx = oidc.ClientContext(ctx, c.http)
	tok, err := c.oauth.Exchange(ctx, code, oauth2.VerifierOption(f.Verifier))
	if err != nil {
		return Identity{}, fmt.Errorf("oidclogin: exchange code: %w", err)
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return Identity{}, errors.New("oidclogin: token response has no id_token")
	}
	idToken, err := c.verifier.Verify(ctx, raw)
	if err != nil {
		return Identity{}, fmt.Errorf("oidclogin: verify ID token: %w", err)
	}
	if f.Nonce == "" || !equal(idToken.Nonce, f.Nonce) {
		return Identity{}, ErrNonceMismatch
	}
	var claims struct {
		Email             string   `json:"email"`
		EmailVerified     flexBool `json:"email_verified"`
		Name              string   `json:"name"`
		GivenName         string   `json:"given_name"`
		PreferredUsername string   `json:"preferred_username"`
	}
	if err := idToken.Claims(&claims); err != nil {
		return Identity{}, fmt.Errorf("oidclogin: ID token claims: %w", err)
	}
	name := strings.TrimSpace(claims.Name)
	for _, alt := range []string{claims.GivenName, claims.PreferredUsername} {
		if name == "" {
			name = strings.TrimSpace(alt)
		}
	}
	return Identity{Subject: idToken.Subject, Email: strings.TrimSpace(claims.Email),
		EmailVerified: bool(claims.EmailVerified), Name: name}, nil
}

func equal(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }

// flexBool reads a JSON boolean, or the strings "true"/"false" that some
// providers send for email_verified.
type flexBool bool

func (b *flexBool) UnmarshalJSON(data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	switch v := v.(type) {
	case bool:
		*b = flexBool(v)
	case string:
		*b = flexBool(strings.EqualFold(v, "true"))
	case nil:
		*b = false
	default:
		return fmt.Errorf("email_verified: unexpected %T", v)
	}
	return nil
}
