// Package showcase is the community showcase: textures shared from My
// Textures with a title, description, tags and licence, which everyone can
// search, sort, filter, vote on and (free licence) download.
package showcase

import (
	"context"
	"encoding/base64"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/generate/spec"
)

// Limits of a shared texture and of a listing.
const (
	MaxTitle       = 80
	MaxDescription = 500
	MaxTags        = 10
	MaxTag         = 24
	MaxSearch      = 100
	DefaultLimit   = 24
	MaxLimit       = 60
	FeaturedLimit  = 12
)

// Messages of the spec and of docs/showcase-api.md.
const (
	NotFoundMessage      = "Texture not found"
	AlreadySharedMessage = "This texture is already in the showcase."
	OwnVoteMessage       = "You cannot vote on your own texture."
	RestrictedMessage    = "This texture's licence does not allow downloads."
	NotYoursMessage      = "You can only remove your own textures from the showcase."
)

// License says who may download a shared texture.
type License string

// The licences.
const (
	Free       License = "free"
	Restricted License = "restricted"
)

// Vote is a user's vote on a texture: +1, -1, or 0 for none.
type Vote int

// The votes.
const (
	NoVote   Vote = 0
	Upvote   Vote = 1
	Downvote Vote = -1
)

// Texture is a shared texture as listed.
type Texture struct {
	ID          int64
	TextureID   int64 // the saved texture it was shared from; 0 once that is deleted
	UserID      int64
	Username    string
	Title       string
	Description string
	Tags        []string
	License     License
	Kind        spec.Kind
	Size        int
	Featured    bool
	Upvotes     int64
	Downvotes   int64
	Downloads   int64
	PNGHash     string
	CreatedAt   time.Time
	MyVote      Vote // the viewer's vote
}

// ImageURL is the public, versioned address of the pixels.
func (t Texture) ImageURL() string {
	return fmt.Sprintf("/api/showcase/image/%d?v=%s", t.ID, t.PNGHash)
}

// Sort orders a listing.
type Sort string

// The sorts; ties go to the newer texture.
const (
	Popular   Sort = "popular" // upvotes minus downvotes
	Newest    Sort = "newest"
	Oldest    Sort = "oldest"
	Downloads Sort = "downloads"
	Featured  Sort = "featured" // featured first, then newest
)

// Query is a listing request.
type Query struct {
	Search   string
	Sort     Sort
	License  License // "" for all
	Featured *bool
	Kind     spec.Kind // "" for all
	Size     int       // 0 for all
	After    *Cursor   // the last texture of the previous page
	Limit    int
	Viewer   int64 // whose votes to report; 0 signed out
}

// Cursor is a position in a sort: the sort key of a texture and its id.
// Key is the score, the download count or the featured flag (0/1); the
// newest and oldest sorts use the id alone.
type Cursor struct {
	Key int64
	ID  int64
}

// String encodes the cursor for a client: opaque, URL-safe.
func (c Cursor) String() string {
	return base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(c.Key, 10) + "." + strconv.FormatInt(c.ID, 10)))
}

// ParseCursor reads a cursor made by String.
func ParseCursor(s string) (*Cursor, error) {
	if s == "" {
		return nil, nil
	}
	bad := apperr.E(apperr.Invalid, "The cursor is not valid")
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, bad
	}
	key, id, ok := strings.Cut(string(raw), ".")
	if !ok {
		return nil, bad
	}
	c := &Cursor{}
	if c.Key, err = strconv.ParseInt(key, 10, 64); err != nil {
		return nil, bad
	}
	if c.ID, err = strconv.ParseInt(id, 10, 64); err != nil || c.ID <= 0 {
		return nil, bad
	}
	return c, nil
}

// CursorOf is the cursor just after t in the sort.
func CursorOf(t Texture, s Sort) Cursor {
	switch s {
	case Popular:
		return Cursor{Key: t.Upvotes - t.Downvotes, ID: t.ID}
	case Downloads:
		return Cursor{Key: t.Downloads, ID: t.ID}
	case Featured:
		if t.Featured {
			return Cursor{Key: 1, ID: t.ID}
		}
	}
	return Cursor{ID: t.ID}
}

// Page is one page of a listing.
type Page struct {
	Textures []Texture
	Total    int64
	Next     *Cursor // nil on the last page
}

// Counts are a texture's votes after a vote, with the voter's vote.
type Counts struct {
	Upvotes   int64
	Downvotes int64
	MyVote    Vote
}

// NewShare is what a user shares.
type NewShare struct {
	TextureID   int64
	Title       string
	Description string
	Tags        []string
	License     string
}

// Share is a validated NewShare for the store.
type Share struct {
	TextureID   int64
	UserID      int64
	Title       string
	Description string
	Tags        []string
	License     License
	CreatedAt   time.Time
}

// Store keeps the showcase.
type Store interface {
	// InsertShowcaseTexture copies the user's saved texture into the
	// showcase. apperr.NotFound if the user has no such texture;
	// apperr.Conflict if it is shared already.
	InsertShowcaseTexture(ctx context.Context, s Share) (int64, error)
	// ListShowcase answers a query.
	ListShowcase(ctx context.Context, q Query) (Page, error)
	// ShowcaseTexture reads one texture with the viewer's vote.
	ShowcaseTexture(ctx context.Context, id, viewer int64) (Texture, error)
	// ShowcaseImage returns the stored PNG and its hash.
	ShowcaseImage(ctx context.Context, id int64) ([]byte, string, error)
	// DeleteShowcaseTexture removes a texture and its votes.
	DeleteShowcaseTexture(ctx context.Context, id int64) error
	// SetShowcaseFeatured sets the featured flag.
	SetShowcaseFeatured(ctx context.Context, id int64, featured bool) error
	// VoteShowcase applies the user's requested vote (NoVote to remove) in
	// one transaction: next turns the current vote into the new one. It
	// refuses, with forbidden, a vote on one's own texture.
	VoteShowcase(ctx context.Context, id, userID int64, next func(current Vote) Vote, forbidden error) (Counts, error)
	// CountShowcaseDownload adds one download.
	CountShowcaseDownload(ctx context.Context, id int64) error
}

// Service runs the showcase.
type Service struct {
	Store Store
	Now   func() time.Time
}

// Share puts one of the user's saved textures in the showcase.
func (s *Service) Share(ctx context.Context, userID int64, n NewShare) (Texture, error) {
	sh, err := checkShare(n)
	if err != nil {
		return Texture{}, err
	}
	sh.UserID, sh.CreatedAt = userID, s.Now().UTC()
	id, err := s.Store.InsertShowcaseTexture(ctx, sh)
	if err != nil {
		return Texture{}, err
	}
	return s.Store.ShowcaseTexture(ctx, id, userID)
}

func checkShare(n NewShare) (Share, error) {
	sh := Share{TextureID: n.TextureID, Title: strings.TrimSpace(n.Title), Description: strings.TrimSpace(n.Description),
		License: License(n.License)}
	switch {
	case n.TextureID <= 0:
		return sh, apperr.E(apperr.Invalid, "Choose a saved texture to share")
	case sh.Title == "" || utf8.RuneCountInString(sh.Title) > MaxTitle:
		return sh, apperr.E(apperr.Invalid, fmt.Sprintf("The title must be 1 to %d characters", MaxTitle))
	case utf8.RuneCountInString(sh.Description) > MaxDescription:
		return sh, apperr.E(apperr.Invalid, fmt.Sprintf("The description can be at most %d characters", MaxDescription))
	case sh.License != Free && sh.License != Restricted:
		return sh, apperr.E(apperr.Invalid, "The licence must be free or restricted")
	}
	tags, err := CleanTags(n.Tags)
	sh.Tags = tags
	return sh, err
}

// CleanTags trims and lower-cases tags, drops repeats and checks each: 1 to
// MaxTag letters, digits, spaces or hyphens, at most MaxTags of them.
func CleanTags(in []string) ([]string, error) {
	out := []string{}
	for _, raw := range in {
		tag := strings.Join(strings.Fields(strings.ToLower(raw)), " ")
		if tag == "" || utf8.RuneCountInString(tag) > MaxTag || strings.IndexFunc(tag, notTagRune) >= 0 {
			return nil, apperr.E(apperr.Invalid, fmt.Sprintf(
				"A tag is 1 to %d letters, digits, spaces or hyphens: %q is not", MaxTag, raw))
		}
		if !slices.Contains(out, tag) {
			out = append(out, tag)
		}
	}
	if len(out) > MaxTags {
		return nil, apperr.E(apperr.Invalid, fmt.Sprintf("A texture can have at most %d tags", MaxTags))
	}
	return out, nil
}

func notTagRune(r rune) bool {
	return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ' ' && r != '-'
}

// List answers a listing query after checking it.
func (s *Service) List(ctx context.Context, q Query) (Page, error) {
	if err := checkQuery(&q); err != nil {
		return Page{}, err
	}
	return s.Store.ListShowcase(ctx, q)
}

func checkQuery(q *Query) error {
	q.Search = strings.TrimSpace(q.Search)
	switch {
	case utf8.RuneCountInString(q.Search) > MaxSearch:
		return apperr.E(apperr.Invalid, fmt.Sprintf("The search can be at most %d characters", MaxSearch))
	case q.Sort == "":
		q.Sort = Popular
	case q.Sort != Popular && q.Sort != Newest && q.Sort != Oldest && q.Sort != Downloads && q.Sort != Featured:
		return apperr.E(apperr.Invalid, "Unknown sort: use popular, newest, oldest, downloads or featured")
	}
	switch {
	case q.License != "" && q.License != Free && q.License != Restricted:
		return apperr.E(apperr.Invalid, "Unknown licence: use all, free or restricted")
	case q.Kind != "" && q.Kind != spec.Block && q.Kind != spec.Item && q.Kind != spec.Flat:
		return apperr.E(apperr.Invalid, "Unknown kind: use block, item or flat")
	case q.Size != 0 && q.Size != 16 && q.Size != 32 && q.Size != 64:
		return apperr.E(apperr.Invalid, "Unknown size: use 16, 32 or 64")
	case q.Limit < 0 || q.Limit > MaxLimit:
		return apperr.E(apperr.Invalid, fmt.Sprintf("The limit is 1 to %d", MaxLimit))
	case q.Limit == 0:
		q.Limit = DefaultLimit
	}
	return nil
}

// FeaturedList is the newest featured textures, for the landing carousel.
func (s *Service) FeaturedList(ctx context.Context, viewer int64) ([]Texture, error) {
	yes := true
	p, err := s.Store.ListShowcase(ctx, Query{Sort: Newest, Featured: &yes, Limit: FeaturedLimit, Viewer: viewer})
	return p.Textures, err
}

// Get reads one texture with the viewer's vote.
func (s *Service) Get(ctx context.Context, id, viewer int64) (Texture, error) {
	return s.Store.ShowcaseTexture(ctx, id, viewer)
}

// Image returns a texture's PNG and its hash.
func (s *Service) Image(ctx context.Context, id int64) ([]byte, string, error) {
	return s.Store.ShowcaseImage(ctx, id)
}

// Remove takes a texture out of the showcase: its creator or an admin.
func (s *Service) Remove(ctx context.Context, u account.User, id int64) error {
	t, err := s.Store.ShowcaseTexture(ctx, id, 0)
	if err != nil {
		return err
	}
	if t.UserID != u.ID && !u.IsAdmin {
		return apperr.E(apperr.Forbidden, NotYoursMessage)
	}
	return s.Store.DeleteShowcaseTexture(ctx, id)
}

// SetFeatured features a texture or stops featuring it (admins; the HTTP
// layer checks the role).
func (s *Service) SetFeatured(ctx context.Context, id int64, featured bool, viewer int64) (Texture, error) {
	if err := s.Store.SetShowcaseFeatured(ctx, id, featured); err != nil {
		return Texture{}, err
	}
	return s.Store.ShowcaseTexture(ctx, id, viewer)
}

// Vote applies voteType ("upvote", "downvote" or "remove") by the spec's
// rules: the same vote again removes it, the opposite one switches.
func (s *Service) Vote(ctx context.Context, userID, id int64, voteType string) (Counts, error) {
	var requested Vote
	switch voteType {
	case "upvote":
		requested = Upvote
	case "downvote":
		requested = Downvote
	case "remove":
	default:
		return Counts{}, apperr.E(apperr.Invalid, "voteType must be upvote, downvote or remove")
	}
	return s.Store.VoteShowcase(ctx, id, userID, func(current Vote) Vote { return NextVote(current, requested) },
		apperr.E(apperr.Forbidden, OwnVoteMessage))
}

// NextVote is the vote after a request: the same vote again removes it.
func NextVote(current, requested Vote) Vote {
	if requested == current {
		return NoVote
	}
	return requested
}

// Download returns the PNG to download and counts it: free textures for
// anyone, restricted ones for their creator or an admin (u may be nil).
func (s *Service) Download(ctx context.Context, u *account.User, id int64) (Texture, []byte, error) {
	t, err := s.Store.ShowcaseTexture(ctx, id, 0)
	if err != nil {
		return t, nil, err
	}
	if t.License != Free && (u == nil || (u.ID != t.UserID && !u.IsAdmin)) {
		return t, nil, apperr.E(apperr.Forbidden, RestrictedMessage)
	}
	png, _, err := s.Store.ShowcaseImage(ctx, id)
	if err != nil {
		return t, nil, err
	}
	if err := s.Store.CountShowcaseDownload(ctx, id); err != nil {
		return t, nil, err
	}
	t.Downloads++
	return t, png, nil
}
