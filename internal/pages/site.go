package pages

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/showcase"
)

// headMarker is where the server writes each page's title, description and
// structured data into index.html.
var headMarker = []byte("<!--app-head-->")

// rootMarker is the app's mount point in index.html. A page's HTML,
// prerendered by the build (web/scripts/prerender.mjs), goes inside it, and
// the app hydrates it (ADR 0013).
var rootMarker = []byte(`<div id="root"></div>`)

// prerenderedFile is where the build keeps a page's prerendered HTML ("/" is
// .prerender/index.html, "/a/b" .prerender/a/b.html); a page without one is
// served with an empty root and rendered in the browser.
func prerenderedFile(path string) string {
	if path == "/" {
		return ".prerender/index.html"
	}
	return ".prerender" + path + ".html"
}

// Config is what the pages are made of and read.
type Config struct {
	App      fs.FS             // the built web app
	Table    *Table            // the page routes and the FAQ
	BaseURL  string            // the public origin, for canonical links and structured data
	Plans    *billing.Service  // answers the FAQ of "/"; nil: "/" has no FAQ
	Showcase *showcase.Service // shared textures' pages and the sitemap
	Log      *slog.Logger
	// Fail answers a request that failed with err, as the API answers errors.
	Fail func(w http.ResponseWriter, r *http.Request, err error)
	// SiteName is the name the admins gave the site; nil: the table's.
	SiteName func(ctx context.Context) string
	Blog     *blog.Service // the blog's pages, feeds and sitemap entries
}

// Site serves the embedded app: hashed assets cached for a year and sent
// pre-compressed, other files cached for an hour, and for page paths
// index.html (never cached) with the route's head, status 200 for a known
// route and 404 otherwise. Every page is rendered once for the site's name
// (again when the admins rename the site), except "/", whose FAQ is answered
// from the plans (see homePage).
type Site struct {
	cfg      Config
	index    []byte
	home     *homePage         // nil: "/" is rendered once, without the FAQ
	bodies   map[string][]byte // the prerendered pages' HTML by route path
	current  atomic.Pointer[rendered]
	renderMu sync.Mutex // one renaming renders at a time
}

// rendered is every page route rendered for one site name.
type rendered struct {
	name     string
	pages    map[string][]byte // index.html per route path
	notFound []byte
}

// New renders every page route of the table into the app's index.html.
func New(c Config) (*Site, error) {
	index, err := fs.ReadFile(c.App, "index.html")
	if err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	if !bytes.Contains(index, headMarker) {
		return nil, fmt.Errorf("app: index.html lacks the %s marker", headMarker)
	}
	s := &Site{cfg: c, index: index, bodies: map[string][]byte{}}
	for _, p := range c.Table.Routes {
		if strings.Contains(p.Path, ":") {
			continue
		}
		body, err := fs.ReadFile(c.App, prerenderedFile(p.Path))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("app: %w", err)
		}
		if !bytes.Contains(index, rootMarker) {
			return nil, fmt.Errorf("app: index.html lacks %s for the prerendered page %s", rootMarker, p.Path)
		}
		s.bodies[p.Path] = body
	}
	manifest, err := loadManifest(c.App)
	if err != nil {
		return nil, err
	}
	for i := range c.Table.Routes {
		p := &c.Table.Routes[i]
		if p.hints, err = manifest.hints(p.Preload, p.Prefetch); err != nil {
			return nil, err
		}
	}
	all, err := s.renderAll(c.Table.SiteName)
	if err != nil {
		return nil, err
	}
	s.current.Store(all)
	if _, ok := all.pages["/"]; ok && c.Plans != nil && len(c.Table.FAQ) > 0 {
		s.home = &homePage{}
	}
	return s, nil
}

// renderAll renders every page route and the not-found page for a site name.
func (s *Site) renderAll(name string) (*rendered, error) {
	all := &rendered{name: name, pages: map[string][]byte{}}
	var err error
	for _, p := range s.cfg.Table.Routes {
		if all.pages[p.Path], err = s.render(p.Path, s.cfg.Table.named(p, name), isPrivatePath(p.Path), name); err != nil {
			return nil, err
		}
	}
	if all.notFound, err = s.render("", s.cfg.Table.named(s.cfg.Table.NotFound, name), true, name); err != nil {
		return nil, err
	}
	return all, nil
}

// rendered returns the pages for the site's current name, rendering them
// again when the admins have renamed the site. If they cannot be, the pages
// keep the name they have: a page with the old name beats no page.
func (s *Site) rendered(ctx context.Context) *rendered {
	name := s.siteName(ctx)
	cur := s.current.Load()
	if cur.name == name {
		return cur
	}
	s.renderMu.Lock()
	defer s.renderMu.Unlock()
	if cur = s.current.Load(); cur.name == name {
		return cur
	}
	next, err := s.renderAll(name)
	if err != nil {
		s.cfg.Log.ErrorContext(ctx, "render pages for the site name", "err", err, "site_name", name)
		return cur
	}
	s.current.Store(next)
	return next
}

func (s *Site) siteName(ctx context.Context) string {
	if s.cfg.SiteName == nil {
		return s.cfg.Table.SiteName
	}
	return cmp.Or(s.cfg.SiteName(ctx), s.cfg.Table.SiteName)
}

func (s *Site) render(urlPath string, p Page, noIndex bool, name string) ([]byte, error) {
	return s.renderWithFAQ(urlPath, p, noIndex, nil, name)
}

// renderWithFAQ renders a page for a site called name.
func (s *Site) renderWithFAQ(urlPath string, p Page, noIndex bool, faq []FAQItem, name string) ([]byte, error) {
	body, prerendered := s.bodies[urlPath]
	preload := p.hints.Preload
	if prerendered {
		p.hints.Preload = nil // fetched after the first paint, with the entry
	}
	head, err := s.cfg.Table.renderHead(s.cfg.BaseURL, urlPath, p, noIndex, faq, name)
	if err != nil {
		return nil, err
	}
	page := bytes.Replace(s.index, headMarker, head, 1)
	if prerendered {
		root := slices.Concat([]byte(`<div id="root">`), body, []byte(`</div>`))
		page = bytes.Replace(page, rootMarker, root, 1)
		if page, err = startAfterPaint(page, preload); err != nil {
			return nil, err
		}
	}
	return page, nil
}

// entryScript is the tag Vite writes into index.html for the app's entry chunk.
var entryScript = regexp.MustCompile(`<script type="module" crossorigin src="(/assets/[^"]+\.js)"></script>`)

// startAfterPaint makes a prerendered page fetch and run its scripts once it
// has painted (/start-after-paint.js), instead of beside its HTML and styles:
// the page is readable without them, and hydrates just after (ADR 0013).
func startAfterPaint(page []byte, preload []string) ([]byte, error) {
	m := entryScript.FindSubmatchIndex(page)
	if m == nil {
		return nil, errors.New("app: index.html lacks the entry script tag")
	}
	entry := string(page[m[2]:m[3]])
	tag := fmt.Sprintf(`<script src="/start-after-paint.js" data-entry="%s" data-preload="%s" defer></script>`,
		html.EscapeString(entry), html.EscapeString(strings.Join(preload, " ")))
	return slices.Concat(page[:m[0]], []byte(tag), page[m[1]:]), nil
}

// ServeHTTP answers GET and HEAD of every path no other route takes: a file
// of the app, or a page. The caller refuses other methods.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	clean := path.Clean("/" + r.URL.Path)
	name := strings.TrimPrefix(clean, "/")
	if strings.HasPrefix(clean, "/assets/") || path.Ext(clean) != "" {
		s.serveFile(w, r, name)
		return
	}
	all := s.rendered(r.Context())
	page, status := all.pages[clean], http.StatusOK
	if clean == "/" && s.home != nil {
		page = s.homePage(r, all)
	}
	if page == nil {
		if p, ok := s.cfg.Table.Match(clean); ok {
			var err error
			if page, err = s.render(clean, s.cfg.Table.named(p, all.name), isPrivatePath(clean), all.name); err != nil {
				http.Error(w, "render failed", http.StatusInternalServerError)
				return
			}
		} else {
			page, status = all.notFound, http.StatusNotFound
		}
	}
	s.writePage(w, r, page, status)
}

// NotFound sends the app's 404 page with status 404.
func (s *Site) NotFound(w http.ResponseWriter, r *http.Request) {
	s.writePage(w, r, s.rendered(r.Context()).notFound, http.StatusNotFound)
}

// writePage sends a rendered index.html.
func (s *Site) writePage(w http.ResponseWriter, r *http.Request, page []byte, status int) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	if r.Method == http.MethodGet {
		_, _ = w.Write(page)
	}
}
