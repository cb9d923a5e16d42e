package pages

import (
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
	"time"
)

// serveFile serves a file of the app, its .br or .gz sibling when the client
// accepts it. Hidden files (such as the build manifest) are never served.
func (s *Site) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	files := s.cfg.App
	if strings.HasPrefix(name, ".") || strings.Contains(name, "/.") || name == "index.html" {
		http.NotFound(w, r)
		return
	}
	info, err := fs.Stat(files, name)
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
			if _, err := fs.Stat(files, name+enc.ext); err == nil {
				served = name + enc.ext
				h.Set("Content-Encoding", enc.token)
				break
			}
		}
	}
	f, err := files.Open(served)
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
