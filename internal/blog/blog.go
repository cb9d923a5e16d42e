// Package blog is the site's blog: posts written by admins in Markdown,
// published at once or at a chosen time, read by everyone. A post keeps its
// slug; renaming it keeps the old one as a redirect.
package blog

import (
	"context"
	"math"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/hashicorp/golang-lru/v2/expirable"
	"golang.org/x/text/unicode/norm"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Status is where a post is in its life. A scheduled post is public from its
// publish time on, and reads as published from then.
type Status string

const (
	Draft     Status = "draft"
	Scheduled Status = "scheduled"
	Published Status = "published"
)

// Limits of a post.
const (
	MaxTitle    = 120
	MaxSlug     = 80
	MaxSummary  = 300
	MaxMarkdown = 100_000
	MaxTags     = 8
	MaxTag      = 30
	// PageSize is how many posts a page of the public list holds.
	PageSize = 12
)

// Messages of the API.
const (
	MsgNotFound     = "Post not found"
	MsgTitle        = "Title is required"
	MsgSlugTaken    = "Slug is already taken"
	MsgScheduleTime = "Choose a time in the future to schedule the post"
)

// Post is a blog post.
type Post struct {
	ID           int64
	Slug         string
	Title        string
	Summary      string
	Markdown     string
	CoverURL     string // "" for none
	Tags         []string
	AuthorID     int64
	AuthorName   string
	AuthorAvatar *string
	Status       Status     // as stored: a scheduled post stays "scheduled"
	PublishedAt  *time.Time // when it is (or was, or will be) public; nil for a draft
	CreatedAt    time.Time
	UpdatedAt    time.Time
}

// StatusAt is the post's status as readers see it at now.
func (p Post) StatusAt(now time.Time) Status {
	if p.Status == Scheduled && p.PublishedAt != nil && !p.PublishedAt.After(now) {
		return Published
	}
	return p.Status
}

// PublicAt reports whether anyone may read the post at now.
func (p Post) PublicAt(now time.Time) bool { return p.StatusAt(now) == Published }

// Input is what an admin sends to create or change a post.
type Input struct {
	Title     string     `json:"title"`
	Slug      string     `json:"slug"`
	Summary   string     `json:"summary"`
	Markdown  string     `json:"markdown"`
	Tags      []string   `json:"tags"`
	Status    Status     `json:"status"`
	PublishAt *time.Time `json:"publishAt"`
	CoverURL  *string    `json:"coverUrl"`
}

// Query selects public posts: newest first, after the cursor (the last
// post of the previous page).
type Query struct {
	Tag    string
	Search string
	After  *Cursor
	Limit  int
	Now    time.Time
}

// Cursor is a place in the public list.
type Cursor struct {
	PublishedAt time.Time
	ID          int64
}

// TagCount is a tag and how many public posts carry it.
type TagCount struct {
	Tag   string `json:"tag"`
	Count int    `json:"count"`
}

// Store persists posts.
type Store interface {
	// InsertPost stores a new post; apperr.Conflict (MsgSlugTaken) if its
	// slug is another post's.
	InsertPost(ctx context.Context, p Post) (Post, error)
	// UpdatePost replaces a post's fields; a changed slug leaves the old one
	// redirecting to the post. apperr.NotFound, apperr.Conflict as above.
	UpdatePost(ctx context.Context, p Post) (Post, error)
	DeletePost(ctx context.Context, id int64) error
	PostByID(ctx context.Context, id int64) (Post, error)
	// PostBySlug finds a post by its slug or a slug it had.
	PostBySlug(ctx context.Context, slug string) (Post, error)
	PublicPosts(ctx context.Context, q Query) ([]Post, error)
	// AdminPosts lists every post, newest first, by stored status if not "".
	AdminPosts(ctx context.Context, status Status, before int64, limit int) ([]Post, error)
	PublicTags(ctx context.Context, now time.Time) ([]TagCount, error)
	// Neighbours returns the public posts just older and just newer than p.
	Neighbours(ctx context.Context, p Post, now time.Time) (older, newer *Post, err error)
}

// Service runs the blog.
type Service struct {
	Store Store
	Now   func() time.Time
	// Embed finds a showcase texture for ::texture[id]; nil embeds none.
	Embed func(ctx context.Context, id int64) (Embed, bool)
	Blobs Blobs // uploaded covers

	rendered *expirable.LRU[renderKey, Rendered]
}

// renderKey is a post's version: an edit makes a new key.
type renderKey struct {
	id      int64
	updated time.Time
}

// renderTTL bounds how long a rendered post may show an embedded texture
// that a moderator has since removed.
const renderTTL = 5 * time.Minute

// NewService returns a Service whose rendered posts are kept for a while.
func NewService(s Service) *Service {
	s.rendered = expirable.NewLRU[renderKey, Rendered](256, nil, renderTTL)
	return &s
}

// Render returns a post's body as safe HTML, rendered once per version.
func (s *Service) Render(ctx context.Context, p Post) (Rendered, error) {
	key := renderKey{p.ID, p.UpdatedAt}
	if r, ok := s.rendered.Get(key); ok && p.ID != 0 {
		return r, nil
	}
	r, err := Render(p.Markdown, func(id int64) (Embed, bool) {
		if s.Embed == nil {
			return Embed{}, false
		}
		return s.Embed(ctx, id)
	})
	if err == nil && p.ID != 0 {
		s.rendered.Add(key, r)
	}
	return r, err
}

// Preview renders Markdown as a post would show it.
func (s *Service) Preview(ctx context.Context, markdown string) (Rendered, error) {
	if utf8.RuneCountInString(markdown) > MaxMarkdown {
		return Rendered{}, apperr.E(apperr.Invalid, msgMarkdownLength)
	}
	return s.Render(ctx, Post{Markdown: markdown})
}

// ReadingMinutes is how long a post takes to read at 200 words a minute.
func ReadingMinutes(r Rendered) int {
	return max(1, int(math.Ceil(float64(r.Words)/200)))
}

// Public returns a public post by its slug or an old slug of it.
func (s *Service) Public(ctx context.Context, slug string) (Post, error) {
	p, err := s.Store.PostBySlug(ctx, strings.ToLower(slug))
	if err == nil && !p.PublicAt(s.Now()) {
		err = apperr.E(apperr.NotFound, MsgNotFound)
	}
	return p, err
}

// List returns a page of public posts and the cursor of the next page (nil
// on the last).
func (s *Service) List(ctx context.Context, q Query) ([]Post, *Cursor, error) {
	q.Limit, q.Now = PageSize, s.Now()
	q.Tag, q.Search = strings.ToLower(strings.TrimSpace(q.Tag)), strings.TrimSpace(q.Search)
	if utf8.RuneCountInString(q.Search) > 100 {
		return nil, nil, apperr.E(apperr.Invalid, "Search is too long")
	}
	q.Limit++
	posts, err := s.Store.PublicPosts(ctx, q)
	if err != nil || len(posts) < q.Limit {
		return posts, nil, err
	}
	posts = posts[:PageSize]
	last := posts[len(posts)-1]
	return posts, &Cursor{PublishedAt: *last.PublishedAt, ID: last.ID}, nil
}

// Tags lists the public posts' tags, most used first.
func (s *Service) Tags(ctx context.Context) ([]TagCount, error) {
	return s.Store.PublicTags(ctx, s.Now())
}

// Neighbours returns the public posts around p.
func (s *Service) Neighbours(ctx context.Context, p Post) (older, newer *Post, err error) {
	return s.Store.Neighbours(ctx, p, s.Now())
}

// Create stores a new post by author.
func (s *Service) Create(ctx context.Context, author int64, in Input) (Post, error) {
	p, err := s.apply(Post{AuthorID: author}, in)
	if err != nil {
		return Post{}, err
	}
	return s.Store.InsertPost(ctx, p)
}

// Update changes a post.
func (s *Service) Update(ctx context.Context, id int64, in Input) (Post, error) {
	old, err := s.Store.PostByID(ctx, id)
	if err != nil {
		return Post{}, err
	}
	p, err := s.apply(old, in)
	if err != nil {
		return Post{}, err
	}
	return s.Store.UpdatePost(ctx, p)
}

// Delete removes a post and its old slugs.
func (s *Service) Delete(ctx context.Context, id int64) error { return s.Store.DeletePost(ctx, id) }

// Get returns any post, for the admins.
func (s *Service) Get(ctx context.Context, id int64) (Post, error) { return s.Store.PostByID(ctx, id) }

// Admin lists posts for the admins.
func (s *Service) Admin(ctx context.Context, status Status, before int64, limit int) ([]Post, error) {
	switch status {
	case "", Draft, Scheduled, Published:
	default:
		return nil, apperr.E(apperr.Invalid, msgStatus)
	}
	return s.Store.AdminPosts(ctx, status, before, limit)
}

const (
	msgTitleLength    = "Title must be at most 120 characters"
	msgSlug           = "Slug may hold only lowercase letters, digits and single hyphens, up to 80 characters"
	msgSummaryLength  = "Summary must be at most 300 characters"
	msgMarkdownLength = "The post must be at most 100,000 characters"
	msgTags           = "A post has at most 8 tags of up to 30 letters, digits or hyphens"
	msgStatus         = "Status must be draft, scheduled or published"
	msgCover          = "Upload the cover image first"
)

var slugPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// apply checks in and returns p changed by it.
func (s *Service) apply(p Post, in Input) (Post, error) {
	// Whole seconds: the list's cursor and both engines keep them exactly.
	now := s.Now().UTC().Truncate(time.Second)
	p.Title = strings.TrimSpace(in.Title)
	switch n := utf8.RuneCountInString(p.Title); {
	case n == 0:
		return p, apperr.E(apperr.Invalid, MsgTitle)
	case n > MaxTitle:
		return p, apperr.E(apperr.Invalid, msgTitleLength)
	}
	p.Slug = strings.ToLower(strings.TrimSpace(in.Slug))
	if p.Slug == "" {
		p.Slug = Slugify(p.Title)
	}
	if len(p.Slug) > MaxSlug || !slugPattern.MatchString(p.Slug) {
		return p, apperr.E(apperr.Invalid, msgSlug)
	}
	p.Summary = strings.TrimSpace(in.Summary)
	if utf8.RuneCountInString(p.Summary) > MaxSummary {
		return p, apperr.E(apperr.Invalid, msgSummaryLength)
	}
	if utf8.RuneCountInString(in.Markdown) > MaxMarkdown {
		return p, apperr.E(apperr.Invalid, msgMarkdownLength)
	}
	p.Markdown = in.Markdown
	tags, err := cleanTags(in.Tags)
	if err != nil {
		return p, err
	}
	p.Tags = tags
	if in.CoverURL != nil {
		if *in.CoverURL != "" && !strings.HasPrefix(*in.CoverURL, coverURLPrefix) {
			return p, apperr.E(apperr.Invalid, msgCover)
		}
		p.CoverURL = *in.CoverURL
	}
	switch in.Status {
	case Draft:
		p.PublishedAt = nil
	case Published:
		if p.StatusAt(now) != Published || p.PublishedAt == nil {
			p.PublishedAt = &now
		}
	case Scheduled:
		if in.PublishAt == nil || !in.PublishAt.After(now) {
			return p, apperr.E(apperr.Invalid, MsgScheduleTime)
		}
		at := in.PublishAt.UTC().Truncate(time.Second)
		p.PublishedAt = &at
	default:
		return p, apperr.E(apperr.Invalid, msgStatus)
	}
	p.Status = in.Status
	p.UpdatedAt = now
	if p.CreatedAt.IsZero() {
		p.CreatedAt = now
	}
	return p, nil
}

// cleanTags lowercases, trims and de-duplicates tags, keeping their order.
func cleanTags(in []string) ([]string, error) {
	out := []string{}
	for _, t := range in {
		t = strings.ToLower(strings.TrimSpace(t))
		if t == "" || slices.Contains(out, t) {
			continue
		}
		if len(t) > MaxTag || !slugPattern.MatchString(t) {
			return nil, apperr.E(apperr.Invalid, msgTags)
		}
		out = append(out, t)
	}
	if len(out) > MaxTags {
		return nil, apperr.E(apperr.Invalid, msgTags)
	}
	return out, nil
}

// Slugify makes a slug from a title: ASCII letters and digits in lowercase,
// accents dropped, anything else one hyphen.
func Slugify(title string) string {
	var b strings.Builder
	hyphen := false
	for _, r := range norm.NFKD.String(title) {
		switch {
		case r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(unicode.ToLower(r))
		case unicode.Is(unicode.Mn, r): // a combining accent: dropped
		default:
			hyphen = true
		}
		if b.Len() >= MaxSlug {
			break
		}
	}
	slug := strings.Trim(b.String()[:min(b.Len(), MaxSlug)], "-")
	if slug == "" {
		return "post"
	}
	return slug
}

// Newest returns up to n public posts, newest first (feeds and the sitemap).
func (s *Service) Newest(ctx context.Context, n int) ([]Post, error) {
	return s.Store.PublicPosts(ctx, Query{Limit: n, Now: s.Now()})
}
