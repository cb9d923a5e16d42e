package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/oidclogin"
)

// googleDiscoveryTimeout bounds how long start-up waits for Google's
// discovery document.
const googleDiscoveryTimeout = 10 * time.Second

// googleLogin returns the Google sign-in client, or nil when Google is not
// configured or its discovery fails: then the site runs without Google
// sign-in (logged as an error) rather than not at all.
func googleLogin(ctx context.Context, cfg config.Config, log *slog.Logger) *oidclogin.Client {
	if !cfg.GoogleEnabled() {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, googleDiscoveryTimeout)
	defer cancel()
	c, err := oidclogin.New(ctx, oidclogin.Config{Issuer: cfg.GoogleIssuer, ClientID: cfg.GoogleClientID,
		ClientSecret: cfg.GoogleClientSecret, RedirectURL: cfg.BaseURL + httpapi.GoogleCallbackPath})
	if err != nil {
		log.Error("Google sign-in is off: its provider could not be reached", "issuer", cfg.GoogleIssuer, "err", err)
		return nil
	}
	log.Info("Google sign-in is on", "issuer", cfg.GoogleIssuer, "redirect_url", cfg.BaseURL+httpapi.GoogleCallbackPath)
	return c
}
