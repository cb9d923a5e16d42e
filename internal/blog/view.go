package blog

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Author is who wrote a post.
type Author struct {
	Username  string  `json:"username"`
	AvatarURL *string `json:"avatarUrl"`
}

// Card is a post as the public list shows it (issue 20's API).
type Card struct {
	Slug           string     `json:"slug"`
	Title          string     `json:"title"`
	Summary        string     `json:"summary"`
	CoverURL       *string    `json:"coverUrl"`
	Tags           []string   `json:"tags"`
	Author         Author     `json:"author"`
	PublishedAt    *time.Time `json:"publishedAt"`
	UpdatedAt      time.Time  `json:"updatedAt"`
	ReadingMinutes int        `json:"readingMinutes"`
}

// Link names another post.
type Link struct {
	Slug  string `json:"slug"`
	Title string `json:"title"`
}

// View is one public post with its body.
type View struct {
	Card
	HTML     string    `json:"html"`
	TOC      []Heading `json:"toc"`
	Previous *Link     `json:"previous"`
	Next     *Link     `json:"next"`
}

// AdminView is a post as the admins' list and editor see it.
type AdminView struct {
	Card
	ID        int64      `json:"id"`
	Status    Status     `json:"status"`
	PublishAt *time.Time `json:"publishAt"` // a scheduled post's time, while it is ahead
	Markdown  *string    `json:"markdown,omitempty"`
}

// Card returns a post as the list shows it.
func (posts *Service) Card(ctx context.Context, p Post) (Card, error) {
	r, err := posts.Render(ctx, p)
	v := Card{Slug: p.Slug, Title: p.Title, Summary: p.Summary, Tags: p.Tags,
		Author: Author{Username: p.AuthorName, AvatarURL: p.AuthorAvatar}, PublishedAt: p.PublishedAt,
		UpdatedAt: p.UpdatedAt.UTC(), ReadingMinutes: ReadingMinutes(r)}
	if p.CoverURL != "" {
		v.CoverURL = &p.CoverURL
	}
	return v, err
}

// View is a public post as GET /api/blog/posts/{slug} answers it, and as
// its server-rendered page embeds it.
func (posts *Service) View(ctx context.Context, p Post) (View, error) {
	card, err := posts.Card(ctx, p)
	if err != nil {
		return View{}, err
	}
	r, err := posts.Render(ctx, p)
	if err != nil {
		return View{}, err
	}
	older, newer, err := posts.Neighbours(ctx, p)
	v := View{Card: card, HTML: r.HTML, TOC: r.TOC}
	if r.TOC == nil {
		v.TOC = []Heading{}
	}
	if older != nil {
		v.Previous = &Link{older.Slug, older.Title}
	}
	if newer != nil {
		v.Next = &Link{newer.Slug, newer.Title}
	}
	return v, err
}

// AdminView returns a post for the admins, with its Markdown if asked.
func (posts *Service) AdminView(ctx context.Context, p Post, withMarkdown bool) (AdminView, error) {
	card, err := posts.Card(ctx, p)
	v := AdminView{Card: card, ID: p.ID, Status: p.StatusAt(posts.Now())}
	if v.Status == Scheduled {
		v.PublishAt = p.PublishedAt
	}
	if withMarkdown {
		v.Markdown = &p.Markdown
	}
	return v, err
}

// ListPage is a page of the public list as GET /api/blog/posts answers it.
type ListPage struct {
	Success    bool    `json:"success"`
	Posts      []Card  `json:"posts"`
	NextCursor *string `json:"nextCursor"`
}

// ListPage returns a page of public posts with the next page's cursor.
func (posts *Service) ListPage(ctx context.Context, q Query) (ListPage, error) {
	list, next, err := posts.List(ctx, q)
	if err != nil {
		return ListPage{}, err
	}
	out := ListPage{Success: true, Posts: make([]Card, len(list))}
	for i, p := range list {
		if out.Posts[i], err = posts.Card(ctx, p); err != nil {
			return ListPage{}, err
		}
	}
	if next != nil {
		c := fmt.Sprintf("%d_%d", next.PublishedAt.Unix(), next.ID)
		out.NextCursor = &c
	}
	return out, nil
}

// ParseCursor reads a list's cursor ("" for the first page).
func ParseCursor(c string) (*Cursor, error) {
	if c == "" {
		return nil, nil
	}
	at, id, ok := strings.Cut(c, "_")
	sec, err1 := strconv.ParseInt(at, 10, 64)
	n, err2 := strconv.ParseInt(id, 10, 64)
	if !ok || err1 != nil || err2 != nil || n <= 0 {
		return nil, apperr.E(apperr.Invalid, "Invalid cursor")
	}
	return &Cursor{PublishedAt: time.Unix(sec, 0).UTC(), ID: n}, nil
}
