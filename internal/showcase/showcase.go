// Package showcase is the community showcase: textures shared from My
// Textures with a title, description, tags and licence, which everyone can
// search, sort, filter, vote on and (free licence) download.
package showcase

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
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
	// ListShowcase returns the page of a checked query and its Total (the
	// textures that match its search and filters, on every page), with
	// every MyVote NoVote: it does not read q.Viewer.
	ListShowcase(ctx context.Context, q Query) (Page, error)
	// ShowcaseVotes returns the user's votes on the textures ids; textures
	// without one are absent.
	ShowcaseVotes(ctx context.Context, userID int64, ids []int64) (map[int64]Vote, error)
	// ShowcaseTexture reads one texture with the viewer's vote.
	ShowcaseTexture(ctx context.Context, id, viewer int64) (Texture, error)
	// ShowcaseImage returns the stored PNG, its hash and whether the texture is removed.
	ShowcaseImage(ctx context.Context, id int64) (Image, error)
	// DeleteShowcaseTexture removes a texture and its votes.
	DeleteShowcaseTexture(ctx context.Context, id int64) error
	ModerationStore
	// SetShowcaseFeatured sets the featured flag.
	SetShowcaseFeatured(ctx context.Context, id int64, featured bool) error
	// VoteShowcase applies the user's requested vote (NoVote to remove) in
	// one transaction: next turns the current vote into the new one. It
	// refuses, with forbidden, a vote on one's own texture.
	VoteShowcase(ctx context.Context, id, userID int64, next func(current Vote) Vote, forbidden error) (Counts, error)
	// CountShowcaseDownload adds one download by viewer on day (YYYY-MM-DD),
	// unless the viewer has one of this texture on that day already; it
	// reports whether it counted. Records of earlier days may be dropped.
	CountShowcaseDownload(ctx context.Context, id int64, viewer, day string) (bool, error)
}

// Service runs the showcase.
type Service struct {
	Store Store
	Now   func() time.Time
	// Cache keeps listings for a short time; nil reads the store each time.
	Cache *ListCache

	scaled scaledImages // link previews' enlarged images (image.go)
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
	s.Cache.changed()
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

// ParseID reads a texture's id as written in a path; one that is not a
// positive number names no texture: apperr.NotFound.
func ParseID(s string) (int64, error) {
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.E(apperr.NotFound, NotFoundMessage)
	}
	return id, nil
}

// Get reads one texture with the viewer's vote.
func (s *Service) Get(ctx context.Context, id, viewer int64) (Texture, error) {
	return s.Store.ShowcaseTexture(ctx, id, viewer)
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
	if err := s.Store.DeleteShowcaseTexture(ctx, id); err != nil {
		return err
	}
	s.Cache.changed()
	return nil
}

// SetFeatured features a texture or stops featuring it (admins; the HTTP
// layer checks the role).
func (s *Service) SetFeatured(ctx context.Context, id int64, featured bool, viewer int64) (Texture, error) {
	if err := s.Store.SetShowcaseFeatured(ctx, id, featured); err != nil {
		return Texture{}, err
	}
	s.Cache.changed()
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
	c, err := s.Store.VoteShowcase(ctx, id, userID, func(current Vote) Vote { return NextVote(current, requested) },
		apperr.E(apperr.Forbidden, OwnVoteMessage))
	if err == nil {
		s.Cache.changed()
	}
	return c, err
}

// NextVote is the vote after a request: the same vote again removes it.
func NextVote(current, requested Vote) Vote {
	if requested == current {
		return NoVote
	}
	return requested
}

// Download returns the PNG to download: free textures for anyone,
// restricted ones for their creator or an admin (u may be nil; addr is the
// client's address). Each viewer counts once per texture and day: the user,
// or when signed out the address, kept only as a hash with the day in it.
// The cached listings are left alone, so they show a download within
// ListCacheTTL rather than at once: a count is not worth a cache drop.
func (s *Service) Download(ctx context.Context, u *account.User, addr string, id int64) (Texture, []byte, error) {
	t, err := s.Store.ShowcaseTexture(ctx, id, 0)
	if err != nil {
		return t, nil, err
	}
	if t.License != Free && (u == nil || (u.ID != t.UserID && !u.IsAdmin)) {
		return t, nil, apperr.E(apperr.Forbidden, RestrictedMessage)
	}
	img, err := s.Store.ShowcaseImage(ctx, id)
	if err != nil {
		return t, nil, err
	}
	png := img.PNG
	day := s.Now().UTC().Format(time.DateOnly)
	counted, err := s.Store.CountShowcaseDownload(ctx, id, downloader(u, addr, day), day)
	if err != nil {
		return t, nil, err
	}
	if counted {
		t.Downloads++
	}
	return t, png, nil
}

// downloader names who downloads: "user:ID", or "addr:" and the SHA-256 of
// the day and the address, so the address itself is never stored and one
// day's hashes do not match another's.
func downloader(u *account.User, addr, day string) string {
	if u != nil {
		return fmt.Sprintf("user:%d", u.ID)
	}
	sum := sha256.Sum256([]byte(day + " " + addr))
	return "addr:" + hex.EncodeToString(sum[:])
}
