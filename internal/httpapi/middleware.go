package httpapi

import (
	"cmp"
	"crypto/rand"
	"encoding/hex"
	"log/slog"
	"net/http"
	"regexp"
	"runtime/debug"
	"strings"
	"time"

	"github.com/klauspost/compress/gzhttp"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/metrics"
	"github.com/texelforge/texelforge/internal/reqid"
)

var validRequestID = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// withRequestID keeps a sane incoming X-Request-ID or makes one, and echoes it.
func withRequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-ID")
		if !validRequestID.MatchString(id) {
			b := make([]byte, 8)
			_, _ = rand.Read(b)
			id = hex.EncodeToString(b)
		}
		w.Header().Set("X-Request-ID", id)
		next.ServeHTTP(w, r.WithContext(reqid.With(r.Context(), id)))
	})
}

// statusRecorder remembers the status and size of a response. Unwrap lets
// http.ResponseController reach the real writer (flushing, deadlines).
type statusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(b []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK
	}
	n, err := s.ResponseWriter.Write(b)
	s.bytes += n
	return n, err
}

func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

// Flush passes a flush on: the compression wrapper looks for http.Flusher
// itself, so without this an event stream would reach the browser only
// when it ends.
func (s *statusRecorder) Flush() { _ = http.NewResponseController(s.ResponseWriter).Flush() }

// withMetrics counts each request under the route pattern routes matches it
// to, with its status and duration.
func withMetrics(m *metrics.Metrics, routes *http.ServeMux, next http.Handler) http.Handler {
	if m == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		_, route := routes.Handler(r)
		m.Request(cmp.Or(route, "unmatched"), r.Method, cmp.Or(rec.status, http.StatusOK), time.Since(start))
	})
}

// withAccessLog logs one line per request.
func withAccessLog(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w}
		next.ServeHTTP(rec, r)
		if rec.status == 0 {
			rec.status = http.StatusOK
		}
		level := slog.LevelInfo
		if rec.status >= 500 {
			level = slog.LevelError
		}
		log.LogAttrs(r.Context(), level, "request",
			slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", rec.status),
			slog.Int("bytes", rec.bytes), slog.Duration("duration", time.Since(start)),
			slog.String("remote", remoteAddr(r)))
	})
}

// withRecover turns a panic into a 500 JSON answer and logs its stack.
func withRecover(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler {
				panic(v)
			}
			log.ErrorContext(r.Context(), "panic", "value", v, "stack", string(debug.Stack()), "path", r.URL.Path)
			respond(w, http.StatusInternalServerError, errorBody{Message: "Internal server error"})
		}()
		next.ServeHTTP(w, r)
	})
}

// contentSecurityPolicy allows only this origin's scripts; inline styles are
// allowed because UI primitives position popovers with style attributes.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
	"form-action 'self'; frame-ancestors 'none'"

// withSecurityHeaders sets the headers every response carries.
func withSecurityHeaders(https bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "DENY")
		// Pages may open popups that keep their opener (Google sign-in). The
		// popup's own pages must not isolate themselves: coming back from the
		// provider to a page with any other policy would cut it off from the
		// opener it reports to.
		if strings.HasPrefix(r.URL.Path, "/api/auth/google") {
			h.Set("Cross-Origin-Opener-Policy", "unsafe-none")
		} else {
			h.Set("Cross-Origin-Opener-Policy", "same-origin-allow-popups")
		}
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		if https {
			h.Set("Strict-Transport-Security", "max-age=31536000; includeSubDomains")
		}
		next.ServeHTTP(w, r)
	})
}

// withBodyLimit refuses bodies over max (or the path's own limit in
// larger) with 413 and caps what handlers read.
func withBodyLimit(max int64, larger map[string]int64, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		max := max
		if n, ok := larger[r.URL.Path]; ok {
			max = n
		}
		if r.ContentLength > max {
			respond(w, http.StatusRequestEntityTooLarge, errorBody{Message: "Request body too large"})
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, max)
		next.ServeHTTP(w, r)
	})
}

// withCrossOriginProtection refuses state-changing requests sent from other
// sites (judged by Sec-Fetch-Site and Origin), which is the CSRF defence for
// cookie sessions. The newsletter's one-click unsubscribe is let through: mail
// programs send it from elsewhere, and its token, not a cookie, is the authority.
func withCrossOriginProtection(baseURL string, log *slog.Logger, next http.Handler) (http.Handler, error) {
	cop := http.NewCrossOriginProtection()
	if err := cop.AddTrustedOrigin(baseURL); err != nil {
		return nil, err
	}
	cop.AddInsecureBypassPattern("POST /api/newsletter/unsubscribe")
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		respondError(w, r, log, apperr.E(apperr.Forbidden, "Cross-origin request refused"))
	}))
	return cop.Handler(next), nil
}

// withCompression gzips (or zstd-compresses) responses the server builds
// itself: pages' HTML and API JSON. Built assets are sent pre-compressed and
// images are left alone; event streams are never buffered.
func withCompression(next http.Handler) (http.Handler, error) {
	wrap, err := gzhttp.NewWrapper(gzhttp.ExceptContentTypes([]string{"text/event-stream"}))
	if err != nil {
		return nil, err
	}
	return wrap(next), nil
}
