package showcase

import (
	"context"
	"encoding/base64"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

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
	Total    int64   // the textures that match the search and filters
	Next     *Cursor // nil on the last page
}

// List answers a listing query after checking it: the page with the
// viewer's votes, and the total. With a Cache, changes made through this
// Service show at once, and those of other processes within the cache's ttl.
func (s *Service) List(ctx context.Context, q Query) (Page, error) {
	if err := checkQuery(&q); err != nil {
		return Page{}, err
	}
	cached, err := s.page(ctx, q)
	if err != nil {
		return Page{}, err
	}
	p := cached.page
	p.Textures = slices.Clone(p.Textures) // the cached page is everyone's
	if err := s.addVotes(ctx, q.Viewer, p.Textures); err != nil {
		return Page{}, err
	}
	return p, nil
}

// ListEncoded answers a visitor's listing query (q.Viewer is ignored) as
// encode renders it, which must not modify the page; the bytes returned are
// shared. The rendering is kept with the cached page, so a popular listing
// is encoded once per write or ttl rather than once per request. It is as
// fresh as List.
func (s *Service) ListEncoded(ctx context.Context, q Query, encode func(Page) ([]byte, error)) ([]byte, error) {
	if err := checkQuery(&q); err != nil {
		return nil, err
	}
	cached, err := s.page(ctx, q)
	if err != nil {
		return nil, err
	}
	return cached.encoded(encode)
}

// page reads a checked query's page and total without votes, from the cache
// when there is one.
func (s *Service) page(ctx context.Context, q Query) (*cachedPage, error) {
	load := func(ctx context.Context) (*cachedPage, error) {
		p, err := s.Store.ListShowcase(ctx, q)
		return &cachedPage{page: p}, err
	}
	if s.Cache == nil {
		return load(ctx)
	}
	return s.Cache.pages.get(ctx, pageKey(q), load)
}

// addVotes sets each texture's MyVote to the viewer's vote; a visitor (0) has none.
func (s *Service) addVotes(ctx context.Context, viewer int64, list []Texture) error {
	if viewer == 0 || len(list) == 0 {
		return nil
	}
	ids := make([]int64, len(list))
	for i, t := range list {
		ids[i] = t.ID
	}
	votes, err := s.Store.ShowcaseVotes(ctx, viewer, ids)
	if err != nil {
		return err
	}
	for i := range list {
		list[i].MyVote = votes[list[i].ID]
	}
	return nil
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
	cached, err := s.page(ctx, Query{Sort: Newest, Featured: new(true), Limit: FeaturedLimit})
	if err != nil {
		return nil, err
	}
	list := slices.Clone(cached.page.Textures)
	return list, s.addVotes(ctx, viewer, list)
}

// SitemapLimit is how many of the newest textures the sitemap lists.
const SitemapLimit = 1000

// Newest returns the n newest shared textures, without votes, in one read of
// the store that bypasses the listing cache (the sitemap keeps its own).
func (s *Service) Newest(ctx context.Context, n int) ([]Texture, error) {
	p, err := s.Store.ListShowcase(ctx, Query{Sort: Newest, Limit: n})
	return p.Textures, err
}
