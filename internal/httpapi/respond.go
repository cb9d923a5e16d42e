package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/texelforge/texelforge/internal/apperr"
)

// statusByKind maps each error kind to its HTTP status: the one table.
var statusByKind = map[apperr.Kind]int{
	apperr.Invalid:         http.StatusBadRequest,
	apperr.Unauthenticated: http.StatusUnauthorized,
	apperr.PaymentRequired: http.StatusPaymentRequired,
	apperr.Forbidden:       http.StatusForbidden,
	apperr.NotFound:        http.StatusNotFound,
	apperr.Conflict:        http.StatusConflict,
	apperr.Gone:            http.StatusGone,
	apperr.Unprocessable:   http.StatusUnprocessableEntity,
	apperr.TooLarge:        http.StatusRequestEntityTooLarge,
	apperr.RateLimited:     http.StatusTooManyRequests,
	apperr.Unavailable:     http.StatusServiceUnavailable,
	apperr.Internal:        http.StatusInternalServerError,
}

// errorBody is the spec's error shape.
type errorBody struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
}

// respond writes v as JSON with the status.
func respond(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// respondEncoded writes JSON that is already encoded, as respond would.
func respondEncoded(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// reply answers err with respondError, or, when it is nil, status and v.
func reply(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error, status int, v any) {
	if err != nil {
		respondError(w, r, log, err)
		return
	}
	respond(w, status, v)
}

// respondError writes err in the spec's shape, with Retry-After when it
// says how long to wait. Internal errors are logged with the request id and
// shown only as a generic message.
func respondError(w http.ResponseWriter, r *http.Request, log *slog.Logger, err error) {
	kind := apperr.KindOf(err)
	msg := apperr.MessageOf(err)
	if wait := apperr.WaitOf(err); wait > 0 {
		w.Header().Set("Retry-After", strconv.Itoa(int(math.Ceil(wait.Seconds()))))
	}
	switch kind {
	case apperr.Internal:
		msg = "Internal server error"
		log.ErrorContext(r.Context(), "request failed", "err", err, "method", r.Method, "path", r.URL.Path)
	case apperr.Unavailable:
		log.WarnContext(r.Context(), "database unavailable", "err", err, "path", r.URL.Path)
	}
	respond(w, statusByKind[kind], errorBody{Success: false, Message: msg})
}

// decode reads one JSON value of type T from the body. A body over the limit
// is apperr.TooLarge; anything that is not a single JSON object of the right
// shape is apperr.Invalid.
func decode[T any](r *http.Request) (T, error) {
	var v T
	if ct := r.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return v, apperr.E(apperr.Invalid, "Content-Type must be application/json")
	}
	dec := json.NewDecoder(r.Body)
	err := dec.Decode(&v)
	if err == nil && dec.Decode(&struct{}{}) != io.EOF {
		err = errors.New("more than one JSON value")
	}
	var tooLarge *http.MaxBytesError
	switch {
	case errors.As(err, &tooLarge):
		return v, apperr.E(apperr.TooLarge, "Request body too large")
	case errors.Is(err, io.EOF):
		return v, apperr.E(apperr.Invalid, "Request body is empty")
	case err != nil:
		return v, apperr.Wrap(apperr.Invalid, "Malformed JSON in request body", err)
	}
	return v, nil
}

// pageLimit reads a list's ?limit=N: 0 when absent, else 1 to most.
func pageLimit(r *http.Request, most int) (int, error) {
	v := r.URL.Query().Get("limit")
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > most {
		return 0, apperr.E(apperr.Invalid, fmt.Sprintf("The limit must be from 1 to %d.", most))
	}
	return n, nil
}

// Admin lists page by id: 50 rows unless the request asks for 1 to 200.
const (
	adminPageDefault = 50
	adminPageMax     = 200
)

// idPage reads an admin list's limit and its cursor, the id the previous
// page ended at ("" or absent for the first page).
func idPage(r *http.Request) (limit int, after int64, err error) {
	if limit, err = pageLimit(r, adminPageMax); err != nil {
		return 0, 0, err
	}
	if limit == 0 {
		limit = adminPageDefault
	}
	if c := r.URL.Query().Get("cursor"); c != "" {
		if after, err = strconv.ParseInt(c, 10, 64); err != nil || after <= 0 {
			return 0, 0, apperr.E(apperr.Invalid, "Invalid cursor")
		}
	}
	return limit, after, nil
}

// idCursor is the nextCursor of an admin list: null on its last page.
func idCursor(next int64) *string {
	if next == 0 {
		return nil
	}
	s := strconv.FormatInt(next, 10)
	return &s
}
