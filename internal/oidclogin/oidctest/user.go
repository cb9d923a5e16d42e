// Package oidctest helps tests and local runs stand up a real OpenID Connect
// provider (github.com/oauth2-proxy/mockoidc) that signs people in as
// Google would: with a name, an email and whether that email is verified.
package oidctest

import (
	"encoding/json"
	"slices"

	"github.com/golang-jwt/jwt/v5"
	"github.com/oauth2-proxy/mockoidc"
)

// User is a person the mock provider signs in. Unlike mockoidc.MockUser it
// sends a "name" claim, as Google does.
type User struct {
	Subject       string `json:"subject"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"emailVerified"`
	Name          string `json:"name"`
}

var _ mockoidc.User = User{}

// ID implements mockoidc.User.
func (u User) ID() string { return u.Subject }

type userinfo struct {
	Email         string `json:"email,omitempty"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name,omitempty"`
}

func (u User) scoped(scopes []string) userinfo {
	var info userinfo
	if slices.Contains(scopes, "email") {
		info.Email, info.EmailVerified = u.Email, u.EmailVerified
	}
	if slices.Contains(scopes, "profile") {
		info.Name = u.Name
	}
	return info
}

// Userinfo implements mockoidc.User.
func (u User) Userinfo(scopes []string) ([]byte, error) { return json.Marshal(u.scoped(scopes)) }

// Claims implements mockoidc.User: the base claims (issuer, audience, expiry,
// nonce) plus the email and name the scopes allow.
func (u User) Claims(scopes []string, base *mockoidc.IDTokenClaims) (jwt.Claims, error) {
	return &struct {
		*mockoidc.IDTokenClaims
		userinfo
	}{base, u.scoped(scopes)}, nil
}
