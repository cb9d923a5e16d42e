package httpapi

import (
	"context"
	"log/slog"
	"net/http"
)

// Pinger reports whether the database answers.
type Pinger interface {
	Ping(ctx context.Context) error
}

// healthz says the process is up; it never touches the database.
func healthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		respond(w, http.StatusOK, map[string]any{"success": true, "status": "ok"})
	})
}

// readyz says whether the database answers: 200, else 503.
func readyz(db Pinger, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := db.Ping(r.Context()); err != nil {
			log.WarnContext(r.Context(), "not ready", "err", err)
			respond(w, http.StatusServiceUnavailable, errorBody{Message: "Database unavailable"})
			return
		}
		respond(w, http.StatusOK, map[string]any{"success": true, "status": "ready"})
	})
}
