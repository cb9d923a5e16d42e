package pages

import (
	"bytes"
	"cmp"
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"html/template"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/gorilla/feeds"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/blog"
)

// The blog's pages are rendered here, whole, so that search engines and
// readers without JavaScript get every post; the app then renders over them
// from the same data, embedded in the page (ADR 0021).

//go:embed templates/blog.html
var blogTemplates embed.FS

var blogTemplate = template.Must(template.ParseFS(blogTemplates, "templates/blog.html"))

// noscript is index.html's notice for browsers without scripts.
var noscript = regexp.MustCompile(`(?s)\s*<noscript>.*?</noscript>`)

// feedSize is how many posts the feeds hold.
const feedSize = 20

type blogPage struct {
	SiteName string
	List     *blog.ListPage
	Post     *blog.View
	HTML     template.HTML // the post's body, sanitised by package blog
}

// BlogIndex answers GET /blog[?tag=&q=&cursor=]: a page of posts.
func (s *Site) BlogIndex() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		after, err := blog.ParseCursor(q.Get("cursor"))
		var list blog.ListPage
		if err == nil {
			list, err = s.cfg.Blog.ListPage(r.Context(), blog.Query{Tag: q.Get("tag"), Search: q.Get("q"), After: after})
		}
		if apperr.KindOf(err) == apperr.Invalid {
			s.NotFound(w, r)
			return
		}
		if err != nil {
			s.cfg.Fail(w, r, err)
			return
		}
		all := s.rendered(r.Context())
		route := s.cfg.Table.named(s.cfg.Table.routeOf("/blog"), all.name)
		route.Feeds = true
		// The app reads the embedded data only for the page it asks for
		// itself: the first, unfiltered one.
		var data any
		if len(q) == 0 {
			data = list
		}
		s.writeServerRendered(w, r, "/blog", route, all.name, blogPage{SiteName: all.name, List: &list}, data)
	})
}

// BlogPost answers GET /blog/{slug}: a public post; a slug the post had
// redirects (301) to its slug now.
func (s *Site) BlogPost() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		slug := r.PathValue("slug")
		p, err := s.cfg.Blog.Public(r.Context(), slug)
		if apperr.KindOf(err) == apperr.NotFound {
			s.NotFound(w, r)
			return
		}
		var v blog.View
		if err == nil {
			v, err = s.cfg.Blog.View(r.Context(), p)
		}
		if err != nil {
			s.cfg.Fail(w, r, err)
			return
		}
		if p.Slug != slug {
			http.Redirect(w, r, "/blog/"+p.Slug, http.StatusMovedPermanently)
			return
		}
		all := s.rendered(r.Context())
		page := Page{Title: p.Title + " | " + all.name, Description: cmp.Or(p.Summary, p.Title), Parent: "/blog", Feeds: true,
			Article: &Article{Published: *p.PublishedAt, Modified: p.UpdatedAt, Author: p.AuthorName, Tags: p.Tags}}
		if p.CoverURL != "" {
			page.Image = s.cfg.BaseURL + p.CoverURL
		}
		s.writeServerRendered(w, r, r.URL.Path, page, all.name,
			blogPage{SiteName: all.name, Post: &v, HTML: template.HTML(v.HTML)}, // #nosec: sanitised by blog.Render
			struct {
				Success bool      `json:"success"`
				Post    blog.View `json:"post"`
			}{true, v})
	})
}

// writeServerRendered sends the app's page with the blog's HTML in #root
// (marked data-server-rendered, for the app to render over) and data, the
// API answer the page is made from, beside it as JSON.
//
// Like the prerendered landing page (ADR 0013), the page starts its scripts
// once it has painted, fetching the route's chunks then: the post is
// readable first.
func (s *Site) writeServerRendered(w http.ResponseWriter, r *http.Request, path string, p Page, name string, body blogPage, data any) {
	route, _ := s.cfg.Table.Match(path)
	p.hints = assetHints{}
	page, err := s.render(path, p, false, name)
	if err == nil && !bytes.Contains(page, rootMarker) {
		err = fmt.Errorf("app: index.html lacks %s for the blog", rootMarker)
	}
	if err == nil {
		page, err = startAfterPaint(page, route.hints.Preload)
	}
	var b bytes.Buffer
	if err == nil {
		err = blogTemplate.ExecuteTemplate(&b, "blog", body)
	}
	var raw []byte
	if err == nil && data != nil {
		raw, err = json.Marshal(data) // escapes <, > and &: the script element cannot be closed early
	}
	if err != nil {
		s.cfg.Fail(w, r, err)
		return
	}
	// The page reads whole without scripts: the app's notice that it needs them would be wrong.
	page = noscript.ReplaceAll(page, nil)
	root := slices.Concat([]byte(`<div id="root" data-server-rendered>`), b.Bytes(), []byte(`</div>`))
	if raw != nil {
		root = slices.Concat(root, []byte(`<script type="application/json" id="page-data">`), raw, []byte(`</script>`))
	}
	s.writePage(w, r, bytes.Replace(page, rootMarker, root, 1), http.StatusOK)
}

// BlogFeed answers GET /blog/feed.xml (RSS 2.0) and /blog/atom.xml (Atom)
// with the newest posts in full.
func (s *Site) BlogFeed(atom bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f, err := s.blogFeed(r.Context())
		var out string
		if err == nil && atom {
			w.Header().Set("Content-Type", "application/atom+xml; charset=utf-8")
			out, err = f.ToAtom()
		} else if err == nil {
			w.Header().Set("Content-Type", "application/rss+xml; charset=utf-8")
			out, err = f.ToRss()
		}
		if err != nil {
			w.Header().Del("Content-Type")
			s.cfg.Fail(w, r, err)
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=300")
		_, _ = w.Write([]byte(out))
	})
}

func (s *Site) blogFeed(ctx context.Context) (*feeds.Feed, error) {
	posts, err := s.cfg.Blog.Newest(ctx, feedSize)
	if err != nil {
		return nil, err
	}
	name := s.siteName(ctx)
	base := s.cfg.BaseURL
	f := &feeds.Feed{Title: name + " Blog", Link: &feeds.Link{Href: base + "/blog"}, Id: base + "/blog",
		Description: "Guides to 16x16 textures, resource packs and what is new at " + name + ".",
		Author:      &feeds.Author{Name: name}, Created: time.Unix(0, 0).UTC()}
	for _, p := range posts {
		r, err := s.cfg.Blog.Render(ctx, p)
		if err != nil {
			return nil, err
		}
		link := base + "/blog/" + p.Slug
		f.Items = append(f.Items, &feeds.Item{Title: p.Title, Link: &feeds.Link{Href: link}, Id: link,
			Description: p.Summary, Content: absoluteLinks(r.HTML, base), Author: &feeds.Author{Name: p.AuthorName},
			Created: *p.PublishedAt, Updated: p.UpdatedAt.UTC()})
		if p.UpdatedAt.After(f.Updated) {
			f.Updated = p.UpdatedAt.UTC()
		}
	}
	return f, nil
}

// absoluteLinks makes a post's site paths absolute: a feed reader has no page
// to resolve them against.
func absoluteLinks(html, base string) string {
	return strings.NewReplacer(`href="/`, `href="`+base+`/`, `src="/`, `src="`+base+`/`).Replace(html)
}
