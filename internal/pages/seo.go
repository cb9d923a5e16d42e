package pages

import (
	"context"
	"encoding/xml"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/showcase"
)

// Showcase answers /showcase/{id}: the app, with the texture's title,
// description and image in the head so a shared link previews it; 404 with
// the not-found page for an unknown id.
func (s *Site) Showcase() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := showcase.ParseID(r.PathValue("id"))
		var t showcase.Texture
		if err == nil {
			t, err = s.cfg.Showcase.Get(r.Context(), id, 0)
		}
		all := s.rendered(r.Context())
		switch {
		case apperr.KindOf(err) == apperr.NotFound:
			s.writePage(w, r, all.notFound, http.StatusNotFound)
			return
		case err != nil:
			s.cfg.Fail(w, r, err)
			return
		}
		description := t.Description
		if description == "" {
			description = fmt.Sprintf("A %dx%d %s texture by %s in the %s community showcase.", t.Size, t.Size,
				t.Kind, t.Username, all.name)
		}
		page, err := s.render(r.URL.Path, Page{Title: t.Title + " by " + t.Username + " | " + all.name,
			Description: description, Image: fmt.Sprintf("%s/api/showcase/image/%d?v=%s&scale=%d", s.cfg.BaseURL, t.ID,
				t.PNGHash, showcase.PreviewEdge/t.Size), Parent: "/showcase"}, false, all.name)
		if err != nil {
			s.cfg.Fail(w, r, fmt.Errorf("render the page of shared texture %d: %w", t.ID, err))
			return
		}
		s.writePage(w, r, page, http.StatusOK)
	})
}

// Redirect answers with a permanent redirect to path, keeping the query
// (decisions.md: /studio is now /texture-studio).
func Redirect(path string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		target := path
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusMovedPermanently)
	})
}

// Robots answers GET /robots.txt: everything but the API and the private
// pages may be crawled; the sitemap lists what is worth it.
func (s *Site) Robots() http.Handler {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\nDisallow: /api/\n")
	for _, p := range privatePaths {
		b.WriteString("Disallow: " + p + "\n")
	}
	b.WriteString("\nSitemap: " + s.cfg.BaseURL + "/sitemap.xml\n")
	body := []byte(b.String())
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		_, _ = w.Write(body)
	})
}

// blogSitemapLimit bounds the posts in the sitemap (far more than are written).
const blogSitemapLimit = 5000

// sitemapTTL is how long a built sitemap is served before it is built again.
const sitemapTTL = 5 * time.Minute

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type urlset struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

// Sitemap answers GET /sitemap.xml: the public page routes without
// parameters, then the newest shared textures' pages (the showcase page
// dated by the newest). It is built at most once per sitemapTTL.
func (s *Site) Sitemap() http.Handler {
	var mu sync.Mutex
	var body []byte
	var built time.Time
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if body == nil || time.Since(built) > sitemapTTL {
			b, err := s.buildSitemap(r.Context())
			if err != nil {
				s.cfg.Fail(w, r, err)
				return
			}
			body, built = b, time.Now()
		}
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=300")
		_, _ = w.Write(body)
	})
}

func (s *Site) buildSitemap(ctx context.Context) ([]byte, error) {
	textures, err := s.cfg.Showcase.Newest(ctx, showcase.SitemapLimit)
	if err != nil {
		return nil, err
	}
	posts, err := s.cfg.Blog.Newest(ctx, blogSitemapLimit)
	if err != nil {
		return nil, err
	}
	base := s.cfg.BaseURL
	var set urlset
	for _, p := range s.cfg.Table.Routes {
		if strings.Contains(p.Path, ":") || isPrivatePath(p.Path) {
			continue
		}
		u := sitemapURL{Loc: base + p.Path}
		if p.Path == "/showcase" && len(textures) > 0 {
			u.LastMod = textures[0].CreatedAt.UTC().Format(time.DateOnly)
		}
		if p.Path == "/blog" && len(posts) > 0 {
			u.LastMod = posts[0].PublishedAt.UTC().Format(time.DateOnly)
		}
		set.URLs = append(set.URLs, u)
	}
	for _, t := range textures {
		set.URLs = append(set.URLs, sitemapURL{Loc: fmt.Sprintf("%s/showcase/%d", base, t.ID),
			LastMod: t.CreatedAt.UTC().Format(time.DateOnly)})
	}
	for _, p := range posts {
		set.URLs = append(set.URLs, sitemapURL{Loc: base + "/blog/" + p.Slug, LastMod: p.UpdatedAt.UTC().Format(time.DateOnly)})
	}
	out, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(out, '\n')...), nil
}
