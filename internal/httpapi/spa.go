package httpapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/billing"
)

// headMarker is where the server writes each page's title, description and
// structured data into index.html.
var headMarker = []byte("<!--app-head-->")

// rootMarker is the app's mount point in index.html. The landing page's HTML,
// prerendered by the build (web/scripts/prerender.mjs), goes inside it, and
// the app hydrates it (ADR 0013).
var rootMarker = []byte(`<div id="root"></div>`)

// prerenderedHome is the prerendered landing page in the build; a build
// without it serves "/" with an empty root, rendered in the browser.
const prerenderedHome = ".prerender/index.html"

// spa serves the embedded app: hashed assets cached for a year and sent
// pre-compressed, other files cached for an hour, and for page paths
// index.html (never cached) with the route's head, status 200 for a known
// route and 404 otherwise. Every page is rendered once, except "/", whose FAQ
// is answered from the plans (see homePage).
type spa struct {
	files    fs.FS
	pages    map[string][]byte // rendered index.html per route path
	patterns *Pages
	baseURL  string
	index    []byte
	notFound []byte
	home     *homePage // nil: "/" is rendered once, without the FAQ
	homeBody []byte    // the prerendered landing page, or nil
}

// homePlansTimeout bounds the wait for the plans when "/" is requested.
const homePlansTimeout = time.Second

// homePage is "/" as last rendered, with the FAQ answers it was rendered with.
type homePage struct {
	plans func(context.Context) ([]billing.Plan, error)
	log   *slog.Logger

	mu   sync.Mutex
	faq  []FAQItem
	page []byte
}

func newSPA(files fs.FS, pages *Pages, baseURL string, plans func(context.Context) ([]billing.Plan, error),
	log *slog.Logger) (*spa, error) {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	if !bytes.Contains(index, headMarker) {
		return nil, fmt.Errorf("app: index.html lacks the %s marker", headMarker)
	}
	s := &spa{files: files, pages: map[string][]byte{}, patterns: pages, baseURL: baseURL, index: index}
	if s.homeBody, err = fs.ReadFile(files, prerenderedHome); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("app: %w", err)
	}
	if s.homeBody != nil && !bytes.Contains(index, rootMarker) {
		return nil, fmt.Errorf("app: index.html lacks %s for the prerendered landing page", rootMarker)
	}
	manifest, err := loadManifest(files)
	if err != nil {
		return nil, err
	}
	for i := range pages.Routes {
		p := &pages.Routes[i]
		if p.hints, err = manifest.hints(p.Preload, p.Prefetch); err != nil {
			return nil, err
		}
	}
	for _, p := range pages.Routes {
		if s.pages[p.Path], err = s.render(p.Path, p, isPrivatePath(p.Path)); err != nil {
			return nil, err
		}
	}
	if s.notFound, err = s.render("", pages.NotFound, true); err != nil {
		return nil, err
	}
	if _, ok := s.pages["/"]; ok && plans != nil && len(pages.FAQ) > 0 {
		s.home = &homePage{plans: plans, log: log}
	}
	return s, nil
}

func (s *spa) render(urlPath string, p Page, noIndex bool) ([]byte, error) {
	return s.renderWithFAQ(urlPath, p, noIndex, nil)
}

func (s *spa) renderWithFAQ(urlPath string, p Page, noIndex bool, faq []FAQItem) ([]byte, error) {
	prerendered := urlPath == "/" && s.homeBody != nil
	preload := p.hints.Preload
	if prerendered {
		p.hints.Preload = nil // fetched after the first paint, with the entry
	}
	head, err := s.patterns.renderHead(s.baseURL, urlPath, p, noIndex, faq)
	if err != nil {
		return nil, err
	}
	page := bytes.Replace(s.index, headMarker, head, 1)
	if prerendered {
		root := slices.Concat([]byte(`<div id="root">`), s.homeBody, []byte(`</div>`))
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

// homePage returns "/" with the FAQ answered from the current plans,
// rendered again only when the answers change. If the plans cannot be read,
// the last rendering (or the page without the FAQ) is served: the landing
// page does not fail, nor wait long, with the database.
func (s *spa) homePage(r *http.Request) []byte {
	h := s.home
	ctx, cancel := context.WithTimeout(r.Context(), homePlansTimeout)
	plans, err := h.plans(ctx)
	cancel()
	var faq []FAQItem
	if err == nil {
		faq = fillFAQ(s.patterns.FAQ, plans)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if err != nil {
		h.log.WarnContext(r.Context(), "home page without fresh plans", "err", err, "request_id", requestID(r.Context()))
		return h.lastOr(s.pages["/"])
	}
	if h.page != nil && slices.Equal(faq, h.faq) {
		return h.page
	}
	page, err := s.renderWithFAQ("/", s.patterns.routeOf("/"), false, faq)
	if err != nil {
		h.log.ErrorContext(r.Context(), "render home page", "err", err, "request_id", requestID(r.Context()))
		return h.lastOr(s.pages["/"])
	}
	h.faq, h.page = faq, page
	return page
}

// lastOr returns the last rendering of "/", or page if there is none yet.
func (h *homePage) lastOr(page []byte) []byte {
	if h.page != nil {
		return h.page
	}
	return page
}

func (s *spa) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		respond(w, http.StatusMethodNotAllowed, errorBody{Message: "Method not allowed"})
		return
	}
	clean := path.Clean("/" + r.URL.Path)
	name := strings.TrimPrefix(clean, "/")
	if strings.HasPrefix(clean, "/assets/") || path.Ext(clean) != "" {
		s.serveFile(w, r, name)
		return
	}
	page, status := s.pages[clean], http.StatusOK
	if clean == "/" && s.home != nil {
		page = s.homePage(r)
	}
	if page == nil {
		if p, ok := s.patterns.Match(clean); ok {
			var err error
			if page, err = s.render(clean, p, isPrivatePath(clean)); err != nil {
				http.Error(w, "render failed", http.StatusInternalServerError)
				return
			}
		} else {
			page, status = s.notFound, http.StatusNotFound
		}
	}
	s.writePage(w, r, page, status)
}

// writePage sends a rendered index.html.
func (s *spa) writePage(w http.ResponseWriter, r *http.Request, page []byte, status int) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	if r.Method == http.MethodGet {
		_, _ = w.Write(page)
	}
}

// serveFile serves a file of the app, its .br or .gz sibling when the client
// accepts it. Hidden files (such as the build manifest) are never served.
func (s *spa) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	if strings.HasPrefix(name, ".") || strings.Contains(name, "/.") || name == "index.html" {
		http.NotFound(w, r)
		return
	}
	info, err := fs.Stat(s.files, name)
	if err != nil || info.IsDir() {
		http.NotFound(w, r)
		return
	}
	h := w.Header()
	if strings.HasPrefix(name, "assets/") {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "public, max-age=3600")
	}
	if ct := mime.TypeByExtension(path.Ext(name)); ct != "" {
		h.Set("Content-Type", ct)
	}
	h.Add("Vary", "Accept-Encoding")
	served := name
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if accepts(r.Header.Get("Accept-Encoding"), enc.token) {
			if _, err := fs.Stat(s.files, name+enc.ext); err == nil {
				served = name + enc.ext
				h.Set("Content-Encoding", enc.token)
				break
			}
		}
	}
	f, err := s.files.Open(served)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	rs, ok := f.(interface {
		Read([]byte) (int, error)
		Seek(int64, int) (int64, error)
	})
	if !ok {
		http.Error(w, "file not seekable", http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, name, time.Time{}, rs)
}

// accepts reports whether an Accept-Encoding header allows the coding.
func accepts(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(token), coding) {
			q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

// redirect answers with a permanent redirect to path, keeping the query
// (decisions.md: /studio is now /texture-studio).
func redirect(path string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		target := path
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusMovedPermanently)
	})
}
