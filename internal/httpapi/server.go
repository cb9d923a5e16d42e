// Package httpapi is the HTTP face of Texelforge: the JSON API under /api,
// health checks and stored files, with every other path served by
// internal/pages (the web app and its pages).
package httpapi

import (
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/analytics"
	"github.com/texelforge/texelforge/internal/audit"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/imagemodel"
	"github.com/texelforge/texelforge/internal/mail"
	"github.com/texelforge/texelforge/internal/metrics"
	"github.com/texelforge/texelforge/internal/newsletter"
	"github.com/texelforge/texelforge/internal/oidclogin"
	"github.com/texelforge/texelforge/internal/pages"
	"github.com/texelforge/texelforge/internal/payments"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/stats"
	"github.com/texelforge/texelforge/internal/textures"
)

// Deps are what the server is made of; routes.go hands each handler the
// part it uses.
type Deps struct {
	Logger      *slog.Logger
	DB          Pinger
	Accounts    *account.Service
	Billing     *billing.Service
	Credits     *credits.Service
	Content     *content.Service
	Analytics   *analytics.Service
	Mail        *mail.Service
	Newsletter  *newsletter.Service
	Avatars     *account.AvatarService
	Generations *generation.Service
	Textures    *textures.Service
	Showcase    *showcase.Service
	Payments    *payments.Service
	Audit       *audit.Service   // the admin actions' record
	Stats       *stats.Service   // the admins' overview
	Metrics     *metrics.Metrics // nil: no metrics
	// ImageModels are the image models' run-time settings; nil: none configured.
	ImageModels *imagemodel.Service
	Blog        *blog.Service
	// StripeWebhookSecret checks Stripe's webhooks; "" in test mode.
	StripeWebhookSecret string
	Blobs               BlobOpener
	Pages               *pages.Table
	App                 fs.FS // the built web app
	BaseURL             string
	MaxBodyBytes        int64
	SecureCookies       bool
	GoogleEnabled       bool
	Google              *oidclogin.Client // Google sign-in; nil when not configured (google.go)
	Limits              Limits
	// TrustedProxies are the reverse proxies whose forwarding headers name
	// the client (clientaddr.go); none: the connection's peer is the client.
	TrustedProxies []netip.Prefix
}

// Server is the whole HTTP server: the routes of routes.go behind the
// middleware every request passes.
type Server struct {
	handler http.Handler
	routes  *routeTable
}

// New builds the server.
func New(d Deps) (*Server, error) {
	site, err := pages.New(pages.Config{App: d.App, Table: d.Pages, BaseURL: d.BaseURL, Plans: d.Billing,
		Showcase: d.Showcase, Log: d.Logger, SiteName: d.Content.SiteName, Blog: d.Blog,
		Fail: func(w http.ResponseWriter, r *http.Request, err error) { respondError(w, r, d.Logger, err) }})
	if err != nil {
		return nil, err
	}
	routes := &routeTable{mux: http.NewServeMux(), audit: d.Audit, log: d.Logger,
		sessions: sessions{accounts: d.Accounts, secure: d.SecureCookies, log: d.Logger}}
	addRoutes(routes, d, site)
	h, err := withCrossOriginProtection(d.BaseURL, d.Logger, withBodyLimit(d.MaxBodyBytes, largeBodies, routes.mux))
	if err != nil {
		return nil, err
	}
	if h, err = withCompression(h); err != nil {
		return nil, err
	}
	h = withSecurityHeaders(strings.HasPrefix(d.BaseURL, "https://"), h)
	h = withRecover(d.Logger, h)
	h = withMetrics(d.Metrics, routes.mux, h)
	h = withAccessLog(d.Logger, h)
	h = withClientAddress(d.TrustedProxies, h)
	return &Server{handler: withRequestID(h), routes: routes}, nil
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.handler.ServeHTTP(w, r) }

// AdminRoutes lists the patterns of every admin route, for tests that check
// each one refuses non-admins.
func (s *Server) AdminRoutes() []string { return s.routes.admin }

// routeTable registers routes on a mux and remembers the admin ones.
type routeTable struct {
	mux      *http.ServeMux
	sessions sessions
	admin    []string
	audit    *audit.Service // records the admin routes' changes; nil: none
	log      *slog.Logger
}

func (t *routeTable) handle(pattern string, h http.Handler) { t.mux.Handle(pattern, h) }

// adminHandle registers an admin route behind the one admin check, its
// changes recorded in the audit log.
func (t *routeTable) adminHandle(pattern string, h userHandler) {
	t.admin = append(t.admin, pattern)
	t.mux.Handle(pattern, t.sessions.admin(audited(t.audit, t.log, pattern, h)))
}

// adminRead registers an admin route that changes nothing though it is sent
// with POST (a preview): behind the admin check, out of the audit log.
func (t *routeTable) adminRead(pattern string, h userHandler) {
	t.admin = append(t.admin, pattern)
	t.mux.Handle(pattern, t.sessions.admin(h))
}
