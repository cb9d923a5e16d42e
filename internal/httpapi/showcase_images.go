package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/textures"
)

// showcaseImage answers GET /api/showcase/image/{id}?v=HASH&scale=N: public
// pixels, enlarged N times (1, or the link preview's scale) without
// smoothing. A revalidation that matches is answered before any scaling.
func showcaseImage(shared *showcase.Service, log *slog.Logger) http.Handler {
	return textureImage(shared, false, log)
}

// removedImage answers GET /api/admin/showcase/{id}/image: any texture's
// image, removed ones too, for the moderation screens.
func removedImage(shared *showcase.Service, log *slog.Logger) userHandler {
	h := textureImage(shared, true, log)
	return func(w http.ResponseWriter, r *http.Request, _ account.User) { h.ServeHTTP(w, r) }
}

// textureImage serves a texture's PNG; a removed one only with anyRemoved,
// and then never to shared caches.
func textureImage(shared *showcase.Service, anyRemoved bool, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := showcaseID(r)
		scale := 1
		if s := r.URL.Query().Get("scale"); s != "" && err == nil {
			if scale, err = strconv.Atoi(s); err != nil {
				err = apperr.E(apperr.Invalid, "The scale must be a whole number.")
			}
		}
		var img showcase.Image
		if err == nil {
			img, err = shared.Image(r.Context(), id, anyRemoved)
		}
		png, hash := img.PNG, img.Hash
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		h := w.Header()
		h.Set("ETag", `"`+hash+`"`)
		switch {
		case anyRemoved:
			h.Set("Cache-Control", "private, no-cache")
		case r.URL.Query().Get("v") == hash:
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		default:
			h.Set("Cache-Control", "public, no-cache")
		}
		if etagMatches(r.Header.Get("If-None-Match"), hash) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		if png, err = shared.Scaled(id, hash, png, scale); err != nil {
			h.Del("ETag")
			h.Del("Cache-Control")
			respondError(w, r, log, err)
			return
		}
		writePNG(w, png, "")
	})
}

// writePNG sends a PNG, as an attachment named fileName when it is not empty.
func writePNG(w http.ResponseWriter, png []byte, fileName string) {
	h := w.Header()
	if fileName != "" {
		h.Set("Content-Disposition", `attachment; filename="`+fileName+`"`)
	}
	h.Set("Content-Type", "image/png")
	h.Set("Content-Length", strconv.Itoa(len(png)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(png)
}

// downloadShowcase answers GET /api/showcase/download/{id}: the PNG as an
// attachment named by product.md §9, counted once per viewer and day.
func downloadShowcase(shared *showcase.Service, limits Limits, log *slog.Logger) viewerHandler {
	return func(w http.ResponseWriter, r *http.Request, u *account.User) {
		err := limit(r.Context(), by{limits.Download, clientIP(r)})
		var id int64
		if err == nil {
			id, err = showcaseID(r)
		}
		var t showcase.Texture
		var png []byte
		if err == nil {
			t, png, err = shared.Download(r.Context(), u, clientIP(r), id)
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store") // each viewer's first download of the day is counted
		writePNG(w, png, textures.FileName(t.Title, 1))
	}
}
