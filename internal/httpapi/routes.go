package httpapi

import "net/http"

// addRoutes lists every route of the server, one line each.
func addRoutes(mux *http.ServeMux, d Deps, app http.Handler) {
	log := d.Logger

	mux.Handle("GET /healthz", healthz())
	mux.Handle("GET /readyz", readyz(d.DB, log))

	mux.Handle("GET /api/user", currentUser(d.Accounts, log))
	mux.Handle("GET /api/site-settings/logo", siteLogo(d.Content, log))
	mux.Handle("POST /api/analytics/page-view", recordPageView(d.Analytics, log))

	mux.Handle("/api/", apiFallback(mux, log))
	mux.Handle("/", app)
}
