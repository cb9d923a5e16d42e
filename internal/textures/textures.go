// Package textures keeps each user's saved textures (My Textures): small PNGs
// with a title, the prompt they came from and their kind. It serves them
// scaled up without smoothing and exports them as resource packs for Java
// Edition (a zip) and Bedrock (an .mcpack). Only the owner sees a texture.
package textures

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Limits of a saved texture.
const (
	MaxTitleLength  = 80 // characters, after trimming
	maxGenerationID = 64
)

// Texture is one saved texture. PNG is canonical (re-encoded on the way in),
// so PNGHash changes exactly when the pixels do.
type Texture struct {
	ID           int64
	UserID       int64
	Title        string
	Prompt       string
	Kind         spec.Kind
	Size         int
	PNG          []byte // empty in lists
	PNGHash      string
	GenerationID string // "" when drawn without a generation
	ShowcaseID   int64  // its copy in the community showcase; 0 when not shared (read only)
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// ImageURL is where the browser reads the pixels; the hash makes the URL
// change with them, so it can be cached for a year.
func (t Texture) ImageURL() string {
	return fmt.Sprintf("/api/textures/%d/png?v=%s", t.ID, t.PNGHash)
}

// Store persists textures. Every read and write is scoped to the owner: a
// texture of another user is apperr.NotFound, like one that does not exist.
type Store interface {
	// InsertTexture stores t and returns its new id, unless its owner has
	// maxSaved textures already: then it returns full and stores nothing. The
	// count and the insert are one transaction that concurrent saves of the
	// same owner wait for, so they cannot pass maxSaved together.
	InsertTexture(ctx context.Context, t Texture, maxSaved int, full error) (int64, error)
	// ListTextures returns up to limit of the user's textures, newest first
	// (by creation time, then id), after the cursor (nil: from the newest),
	// without PNG.
	ListTextures(ctx context.Context, userID int64, after *Cursor, limit int) ([]Texture, error)
	GetTexture(ctx context.Context, userID, id int64) (Texture, error)
	// UpdateTexture stores t's title, PNG, hash and UpdatedAt.
	UpdateTexture(ctx context.Context, t Texture) error
	DeleteTexture(ctx context.Context, userID, id int64) error
}

// Service saves, reads and exports textures.
type Service struct {
	Store Store
	Now   func() time.Time
	// MaxSaved caps each user's saved textures; 0 means DefaultMaxSaved.
	MaxSaved int

	enlarge enlargeSlots // enlarge.go
}

// NewTexture is what the studio saves.
type NewTexture struct {
	Title        string
	Prompt       string
	Kind         string
	Size         int
	PNG          string // a data:image/png;base64 URL or bare base64
	GenerationID string
}

// Create validates and stores a new texture of the user; bad input is
// apperr.Invalid and stores nothing, and a user who has MaxSaved textures
// already gets apperr.Conflict.
func (s *Service) Create(ctx context.Context, userID int64, in NewTexture) (Texture, error) {
	title, err := cleanTitle(in.Title)
	if err != nil {
		return Texture{}, err
	}
	kind, err := spec.ParseKind(in.Kind)
	if err != nil {
		return Texture{}, apperr.E(apperr.Invalid, "The kind must be block, item or flat.")
	}
	if in.Size != 16 && in.Size != 32 && in.Size != 64 {
		return Texture{}, apperr.E(apperr.Invalid, "The size must be 16, 32 or 64.")
	}
	prompt := strings.TrimSpace(in.Prompt)
	if utf8.RuneCountInString(prompt) > engine.MaxPromptLength {
		return Texture{}, apperr.E(apperr.Invalid,
			fmt.Sprintf("The prompt is longer than %d characters.", engine.MaxPromptLength))
	}
	if len(in.GenerationID) > maxGenerationID {
		return Texture{}, apperr.E(apperr.Invalid, "The generation id is not valid.")
	}
	png, err := ReadPNG(in.PNG, in.Size)
	if err != nil {
		return Texture{}, err
	}
	now := s.now()
	t := Texture{UserID: userID, Title: title, Prompt: prompt, Kind: kind, Size: in.Size, PNG: png,
		PNGHash: hashOf(png), GenerationID: in.GenerationID, CreatedAt: now, UpdatedAt: now}
	maxSaved := s.maxSaved()
	if t.ID, err = s.Store.InsertTexture(ctx, t, maxSaved, apperr.E(apperr.Conflict, fullMessage(maxSaved))); err != nil {
		return Texture{}, err
	}
	return t, nil
}

// Get returns the user's texture; another user's is apperr.NotFound.
func (s *Service) Get(ctx context.Context, userID, id int64) (Texture, error) {
	return s.Store.GetTexture(ctx, userID, id)
}

// Change is an edit of a texture; nil fields stay as they are.
type Change struct {
	Title *string
	PNG   *string // same rules as NewTexture.PNG, at the texture's size
}

// Update changes the title and/or the pixels of the user's texture.
func (s *Service) Update(ctx context.Context, userID, id int64, c Change) (Texture, error) {
	if c.Title == nil && c.PNG == nil {
		return Texture{}, apperr.E(apperr.Invalid, "Nothing to change: send a title or a png.")
	}
	var title string
	if c.Title != nil {
		var err error
		if title, err = cleanTitle(*c.Title); err != nil {
			return Texture{}, err
		}
	}
	t, err := s.Store.GetTexture(ctx, userID, id)
	if err != nil {
		return Texture{}, err
	}
	if c.PNG != nil {
		if t.PNG, err = ReadPNG(*c.PNG, t.Size); err != nil {
			return Texture{}, err
		}
		t.PNGHash = hashOf(t.PNG)
	}
	if c.Title != nil {
		t.Title = title
	}
	t.UpdatedAt = s.now()
	if err := s.Store.UpdateTexture(ctx, t); err != nil {
		return Texture{}, err
	}
	return t, nil
}

// Delete removes the user's texture; another user's is apperr.NotFound.
func (s *Service) Delete(ctx context.Context, userID, id int64) error {
	return s.Store.DeleteTexture(ctx, userID, id)
}

// now is the service's time as PostgreSQL keeps it (microseconds), so that
// what Create answers equals what a later read answers.
func (s *Service) now() time.Time { return s.Now().UTC().Truncate(time.Microsecond) }

// cleanTitle trims a title and checks its length: 1-80 characters, one line.
func cleanTitle(title string) (string, error) {
	title = strings.TrimSpace(title)
	n := utf8.RuneCountInString(title)
	switch {
	case n == 0:
		return "", apperr.E(apperr.Invalid, "Give the texture a title.")
	case n > MaxTitleLength:
		return "", apperr.E(apperr.Invalid, fmt.Sprintf("The title is longer than %d characters.", MaxTitleLength))
	case strings.IndexFunc(title, unicode.IsControl) >= 0:
		return "", apperr.E(apperr.Invalid, "The title must be one line of text.")
	}
	return title, nil
}

func hashOf(png []byte) string {
	sum := sha256.Sum256(png)
	return hex.EncodeToString(sum[:])
}
