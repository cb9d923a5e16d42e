package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/analytics"
)

// recordPageView answers POST /api/analytics/page-view {path}. The app calls
// it on route changes only when the visitor accepted analytics cookies.
func recordPageView(svc *analytics.Service, log *slog.Logger) http.Handler {
	type request struct {
		Path string `json:"path"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		if err := svc.Record(r.Context(), in.Path); err != nil {
			respondError(w, r, log, err)
			return
		}
		respond(w, http.StatusOK, map[string]bool{"success": true})
	})
}
