// Package httpapi is the HTTP face of Texelforge: the JSON API under /api,
// health checks, and the embedded web app for every other path.
package httpapi

import (
	"io/fs"
	"log/slog"
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/analytics"
	"github.com/texelforge/texelforge/internal/content"
)

// Deps are what the handlers need.
type Deps struct {
	Logger       *slog.Logger
	DB           Pinger
	Accounts     *account.Service
	Content      *content.Service
	Analytics    *analytics.Service
	Pages        *Pages
	App          fs.FS // the built web app
	BaseURL      string
	MaxBodyBytes int64
}

// New returns the whole server as one handler: the routes of routes.go behind
// the middleware every request passes.
func New(d Deps) (http.Handler, error) {
	app, err := newSPA(d.App, d.Pages, d.BaseURL)
	if err != nil {
		return nil, err
	}
	mux := http.NewServeMux()
	addRoutes(mux, d, app)
	h, err := withCrossOriginProtection(d.BaseURL, d.Logger, withBodyLimit(d.MaxBodyBytes, mux))
	if err != nil {
		return nil, err
	}
	h = withSecurityHeaders(strings.HasPrefix(d.BaseURL, "https://"), h)
	h = withRecover(d.Logger, h)
	h = withAccessLog(d.Logger, h)
	return withRequestID(h), nil
}
