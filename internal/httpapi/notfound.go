package httpapi

import (
	"log/slog"
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/pages"
)

// apiFallback answers every /api path that no route took: 405 with an Allow
// header if the path exists for other methods, else 404. Both are JSON: the
// API never falls back to the app's HTML.
func apiFallback(mux *http.ServeMux, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var allowed []string
		for _, m := range []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete} {
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := mux.Handler(probe); pattern != "" && pattern != "/api/" {
				allowed = append(allowed, m)
			}
		}
		if len(allowed) > 0 {
			w.Header().Set("Allow", strings.Join(allowed, ", "))
			respond(w, http.StatusMethodNotAllowed, errorBody{Message: "Method not allowed"})
			return
		}
		respondError(w, r, log, apperr.E(apperr.NotFound, "Not found"))
	})
}

// readOnly answers 405 in the API's shape for methods other than GET and
// HEAD, which are all the pages answer.
// adminPages serves the admin area's pages to admins, and to anyone else
// the 404 page, so that the area does not show it exists.
func adminPages(site *pages.Site) viewerHandler {
	return func(w http.ResponseWriter, r *http.Request, u *account.User) {
		if u == nil || !u.IsAdmin {
			site.NotFound(w, r)
			return
		}
		site.ServeHTTP(w, r)
	}
}

func readOnly(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			respond(w, http.StatusMethodNotAllowed, errorBody{Message: "Method not allowed"})
			return
		}
		next.ServeHTTP(w, r)
	})
}
