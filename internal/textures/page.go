package textures

import (
	"context"
	"encoding/base64"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Pages of My Textures, and the cap of saved textures.
const (
	DefaultPageSize = 60
	MaxPageSize     = 100
	// DefaultMaxSaved is how many textures an account keeps when
	// TEXELFORGE_MAX_SAVED_TEXTURES does not say.
	DefaultMaxSaved = 1000
)

// Cursor is a position in a user's list, newest first: the creation time
// and id of the last texture of the previous page.
type Cursor struct {
	CreatedAt time.Time
	ID        int64
}

// String is the cursor as the API passes it: opaque to clients.
func (c Cursor) String() string {
	return base64.RawURLEncoding.EncodeToString(fmt.Appendf(nil, "%d.%d", c.CreatedAt.UnixMicro(), c.ID))
}

// ParseCursor reads a cursor made by String; "" is the first page.
func ParseCursor(s string) (*Cursor, error) {
	if s == "" {
		return nil, nil
	}
	bad := apperr.E(apperr.Invalid, "The cursor is not valid.")
	raw, err := base64.RawURLEncoding.DecodeString(s)
	micros, id, ok := strings.Cut(string(raw), ".")
	if err != nil || !ok {
		return nil, bad
	}
	at, err := strconv.ParseInt(micros, 10, 64)
	if err != nil {
		return nil, bad
	}
	c := &Cursor{CreatedAt: time.UnixMicro(at).UTC()}
	if c.ID, err = strconv.ParseInt(id, 10, 64); err != nil || c.ID <= 0 {
		return nil, bad
	}
	return c, nil
}

// Page is one page of a user's textures, newest first.
type Page struct {
	Textures []Texture
	Next     *Cursor // nil on the last page
}

// List returns a page of the user's textures, newest first (without their
// pixels): limit of them (DefaultPageSize when 0, at most MaxPageSize) after
// the cursor, nil for the first page.
func (s *Service) List(ctx context.Context, userID int64, after *Cursor, limit int) (Page, error) {
	switch {
	case limit == 0:
		limit = DefaultPageSize
	case limit < 0 || limit > MaxPageSize:
		return Page{}, apperr.E(apperr.Invalid, fmt.Sprintf("The limit must be from 1 to %d.", MaxPageSize))
	}
	list, err := s.Store.ListTextures(ctx, userID, after, limit+1)
	if err != nil {
		return Page{}, err
	}
	p := Page{Textures: list}
	if len(list) > limit {
		p.Textures = list[:limit]
		last := p.Textures[limit-1]
		p.Next = &Cursor{CreatedAt: last.CreatedAt, ID: last.ID}
	}
	return p, nil
}

// maxSaved is the cap of the user's saved textures.
func (s *Service) maxSaved() int {
	if s.MaxSaved > 0 {
		return s.MaxSaved
	}
	return DefaultMaxSaved
}

// fullMessage is what a save beyond the cap answers.
func fullMessage(maxSaved int) string {
	return fmt.Sprintf("You have saved the most textures an account can keep (%d). Delete some to save new ones.", maxSaved)
}
