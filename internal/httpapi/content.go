package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/content"
)

// siteLogo answers GET /api/site-settings/logo; an empty logoUrl means the
// bundled logo.
func siteLogo(svc *content.Service, log *slog.Logger) http.Handler {
	type response struct {
		Success bool   `json:"success"`
		LogoURL string `json:"logoUrl"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		url, err := svc.LogoURL(r.Context())
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, LogoURL: url})
	})
}
