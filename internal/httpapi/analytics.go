package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/analytics"
)

// recordPageView answers POST /api/analytics/page-view {path}. The app calls
// it on route changes only when the visitor accepted analytics cookies.
// Anyone may call it, so each address has a budget.
func recordPageView(views *analytics.Service, limits Limits, log *slog.Logger) http.Handler {
	type request struct {
		Path string `json:"path"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		err := limit(r.Context(), by{limits.PageView, clientIP(r)})
		var in request
		if err == nil {
			in, err = decode[request](r)
		}
		if err == nil {
			err = views.Record(r.Context(), in.Path)
		}
		reply(w, r, log, err, http.StatusOK, map[string]bool{"success": true})
	})
}
