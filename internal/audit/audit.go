// Package audit is the record of every admin action: who did what to which
// thing, with what, from where and when. Entries are only ever appended
// (the database refuses updates and deletes) and are listed newest first.
package audit

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Entry is one admin action.
type Entry struct {
	ID         int64
	ActorID    int64
	ActorName  string
	Action     string          // what was done, such as "PUT /api/admin/settings"
	Target     string          // what it was done to, such as "id=3"; "" when the action names it
	Details    json.RawMessage // what was sent, secrets hidden; a JSON object
	ClientAddr string
	CreatedAt  time.Time
}

// Store keeps the entries.
type Store interface {
	InsertAuditEntry(ctx context.Context, e Entry) error
	// AuditEntries returns up to limit entries with an id below before (any
	// when 0), newest first; only those whose action contains action when
	// it is not "".
	AuditEntries(ctx context.Context, before int64, action string, limit int) ([]Entry, error)
}

// Limits of the log.
const (
	MaxDetails  = 4096 // bytes of details kept; larger ones are cut to a note
	DefaultPage = 50
	MaxPage     = 200
)

// Service records and lists admin actions.
type Service struct {
	Store Store
	Now   func() time.Time
}

// Record appends e, stamped now, with its details' secrets hidden.
func (s *Service) Record(ctx context.Context, e Entry) error {
	e.CreatedAt = s.Now().UTC()
	e.Details = Redact(e.Details)
	return s.Store.InsertAuditEntry(ctx, e)
}

// Page is a page of entries, newest first.
type Page struct {
	Entries    []Entry
	NextCursor string // "" on the last page
}

// List returns a page of up to limit entries (1 to MaxPage, default
// DefaultPage) older than cursor, filtered by action when it is not "".
func (s *Service) List(ctx context.Context, cursor, action string, limit int) (Page, error) {
	var before int64
	if cursor != "" {
		n, err := strconv.ParseInt(cursor, 10, 64)
		if err != nil || n < 1 {
			return Page{}, apperr.E(apperr.Invalid, "Invalid cursor")
		}
		before = n
	}
	if limit <= 0 {
		limit = DefaultPage
	}
	limit = min(limit, MaxPage)
	rows, err := s.Store.AuditEntries(ctx, before, strings.TrimSpace(action), limit+1)
	if err != nil {
		return Page{}, err
	}
	page := Page{Entries: rows}
	if len(rows) > limit {
		page.Entries = rows[:limit]
		page.NextCursor = strconv.FormatInt(page.Entries[limit-1].ID, 10)
	}
	return page, nil
}

// Redact returns details as a JSON object with the values of secret-looking
// keys (password, secret, token, API or private key) replaced, at any depth; anything that
// is not a JSON object becomes {}, and one over MaxDetails a note of its size.
func Redact(details json.RawMessage) json.RawMessage {
	var obj map[string]any
	if json.Unmarshal(details, &obj) != nil || obj == nil {
		return json.RawMessage(`{}`)
	}
	out, err := json.Marshal(redact(obj))
	if err != nil {
		return json.RawMessage(`{}`)
	}
	if len(out) > MaxDetails {
		return json.RawMessage(`{"truncated":` + strconv.Itoa(len(out)) + `}`)
	}
	return out
}

func redact(v any) any {
	switch t := v.(type) {
	case map[string]any:
		for k, x := range t {
			if secretKey(k) && !saysWhatBecameOfASecret(x) {
				t[k] = "REDACTED"
			} else {
				t[k] = redact(x)
			}
		}
	case []any:
		for i, x := range t {
			t[i] = redact(x)
		}
	}
	return v
}

// saysWhatBecameOfASecret reports whether x is only "changed" or "cleared",
// as a handler's own details put it ("apiKey": "changed"): no secret is
// that short a word.
func saysWhatBecameOfASecret(x any) bool { return x == "changed" || x == "cleared" }

func secretKey(k string) bool {
	k = strings.ToLower(k)
	for _, s := range []string{"password", "secret", "token", "apikey", "api_key", "privatekey", "private_key"} {
		if strings.Contains(k, s) {
			return true
		}
	}
	return false
}
