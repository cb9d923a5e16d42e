package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/audit"
)

// audited records every admin request that changes something (any method
// but GET and HEAD) and succeeded: the route's pattern as the action, its
// path values as the target, and the JSON body sent, secrets hidden. Being
// part of the one admin wrapper, no admin route can escape it.
func audited(log *audit.Service, logger *slog.Logger, pattern string, h userHandler) userHandler {
	if log == nil {
		return h
	}
	method, path, _ := strings.Cut(pattern, " ")
	if method == http.MethodGet || method == http.MethodHead {
		return h
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		body, err := io.ReadAll(r.Body) // the body limit middleware bounds it
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			respondError(w, r, logger, apperr.E(apperr.TooLarge, "Request body too large"))
			return
		}
		if err != nil {
			respondError(w, r, logger, apperr.Wrap(apperr.Invalid, "Unreadable request body", err))
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		details := json.RawMessage(body)
		r = r.WithContext(context.WithValue(r.Context(), auditDetailsKey{}, &details))
		rec := &statusRecorder{ResponseWriter: w}
		h(rec, r, u)
		if rec.status >= 300 {
			return
		}
		e := audit.Entry{ActorID: u.ID, ActorName: u.Username, Action: pattern, Target: pathTarget(path, r),
			Details: details, ClientAddr: clientIP(r)}
		if err := log.Record(r.Context(), e); err != nil {
			logger.ErrorContext(r.Context(), "record an admin action", "action", pattern, "err", err)
		}
	}
}

// auditDetailsKey holds, in an audited request's context, the details its
// entry will record: the body sent, unless the handler says otherwise.
type auditDetailsKey struct{}

// setAuditDetails makes v (as JSON) the details of r's audit entry in place
// of the body sent: for a route whose body holds a secret, what it did.
func setAuditDetails(r *http.Request, v any) {
	if details, ok := r.Context().Value(auditDetailsKey{}).(*json.RawMessage); ok {
		if b, err := json.Marshal(v); err == nil {
			*details = b
		}
	}
}

// pathTarget names the route's path values ("id=3"), in the pattern's order.
func pathTarget(path string, r *http.Request) string {
	var parts []string
	for _, seg := range strings.Split(path, "/") {
		if name, ok := strings.CutPrefix(seg, "{"); ok {
			name = strings.TrimSuffix(strings.TrimSuffix(name, "}"), "...")
			parts = append(parts, name+"="+r.PathValue(name))
		}
	}
	return strings.Join(parts, " ")
}

// auditEntries answers GET /api/admin/audit?cursor=&limit=&action=: the
// admin actions, newest first.
func auditEntries(log *audit.Service, logger *slog.Logger) userHandler {
	type entry struct {
		ID         int64           `json:"id"`
		Actor      string          `json:"actor"`
		ActorID    int64           `json:"actorId"`
		Action     string          `json:"action"`
		Target     string          `json:"target"`
		Details    json.RawMessage `json:"details"`
		ClientAddr string          `json:"clientAddress"`
		CreatedAt  time.Time       `json:"createdAt"`
	}
	type response struct {
		Success    bool    `json:"success"`
		Entries    []entry `json:"entries"`
		NextCursor *string `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, err := pageLimit(r, audit.MaxPage)
		var page audit.Page
		if err == nil {
			q := r.URL.Query()
			page, err = log.List(r.Context(), q.Get("cursor"), q.Get("action"), limit)
		}
		if err != nil {
			respondError(w, r, logger, err)
			return
		}
		out := response{Success: true, Entries: make([]entry, len(page.Entries))}
		for i, e := range page.Entries {
			out.Entries[i] = entry{ID: e.ID, Actor: e.ActorName, ActorID: e.ActorID, Action: e.Action, Target: e.Target,
				Details: e.Details, ClientAddr: e.ClientAddr, CreatedAt: e.CreatedAt.UTC()}
		}
		if page.NextCursor != "" {
			out.NextCursor = &page.NextCursor
		}
		respond(w, http.StatusOK, out)
	}
}
