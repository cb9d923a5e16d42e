package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/stats"
)

// adminStats answers GET /api/admin/stats?days=N: the overview's counts
// and series for the last 7, 30 or 90 days (30 by default).
func adminStats(s *stats.Service, log *slog.Logger) userHandler {
	type response struct {
		Success   bool               `json:"success"`
		Days      int                `json:"days"`
		Totals    stats.Counters     `json:"totals"`
		Series    []stats.Day        `json:"series"`
		PageViews []stats.RouteViews `json:"pageViews"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		days, err := 30, error(nil)
		if v := r.URL.Query().Get("days"); v != "" {
			if days, err = strconv.Atoi(v); err != nil {
				err = apperr.E(apperr.Invalid, "days must be 7, 30 or 90")
			}
		}
		var rep stats.Report
		if err == nil {
			rep, err = s.Report(r.Context(), days)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Days: rep.Days, Totals: rep.Totals,
			Series: rep.Series, PageViews: rep.PageViews})
	}
}
