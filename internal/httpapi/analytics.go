package httpapi

import "net/http"

// recordPageView answers POST /api/analytics/page-view {path}. The app calls
// it on route changes only when the visitor accepted analytics cookies.
// Anyone may call it, so each address has a budget.
func recordPageView(d Deps) http.Handler {
	type request struct {
		Path string `json:"path"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !limit(w, by{d.Limits.PageView, clientIP(r)}) {
			return
		}
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if err := d.Analytics.Record(r.Context(), in.Path); err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, map[string]bool{"success": true})
	})
}
