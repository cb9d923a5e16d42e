package httpapi

import (
	"bytes"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"
)

// headMarker is where the server writes each page's title, description and
// structured data into index.html.
var headMarker = []byte("<!--app-head-->")

// spa serves the embedded app: hashed assets cached for a year and sent
// pre-compressed, other files cached for an hour, and for page paths
// index.html (never cached) with the route's head, status 200 for a known
// route and 404 otherwise.
type spa struct {
	files    fs.FS
	pages    map[string][]byte // rendered index.html per route path
	patterns *Pages
	baseURL  string
	index    []byte
	notFound []byte
}

func newSPA(files fs.FS, pages *Pages, baseURL string) (*spa, error) {
	index, err := fs.ReadFile(files, "index.html")
	if err != nil {
		return nil, fmt.Errorf("app: %w", err)
	}
	if !bytes.Contains(index, headMarker) {
		return nil, fmt.Errorf("app: index.html lacks the %s marker", headMarker)
	}
	s := &spa{files: files, pages: map[string][]byte{}, patterns: pages, baseURL: baseURL, index: index}
	for _, p := range pages.Routes {
		if s.pages[p.Path], err = s.render(p.Path, p, false); err != nil {
			return nil, err
		}
	}
	if s.notFound, err = s.render("", pages.NotFound, true); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *spa) render(urlPath string, p Page, noIndex bool) ([]byte, error) {
	head, err := s.patterns.renderHead(s.baseURL, urlPath, p, noIndex)
	if err != nil {
		return nil, err
	}
	return bytes.Replace(s.index, headMarker, head, 1), nil
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
	if page == nil {
		if p, ok := s.patterns.Match(clean); ok {
			var err error
			if page, err = s.render(clean, p, false); err != nil {
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
