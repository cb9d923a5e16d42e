package httpapi_test

import (
	"bytes"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"runtime"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// mustShareSized saves a size x size texture for the user and shares it.
func mustShareSized(t *testing.T, h http.Handler, cookie *http.Cookie, title string, size int) sharedTexture {
	t.Helper()
	saved := mustTexture(t, texReq(t, h, "POST", "/api/textures", mustJSON(t, map[string]any{"title": title,
		"prompt": title, "kind": "block", "size": size, "png": pngURL(t, checker(size))}), cookie), http.StatusCreated)
	return mustShared(t, texReq(t, h, "POST", "/api/showcase", mustJSON(t, map[string]any{"textureId": saved.ID,
		"title": title, "licenseType": "free"}), cookie), http.StatusCreated)
}

// The public image is served at 1x and at the link preview's scale only; a
// revalidation is answered before any scaling, and a preview is drawn once.
func TestShowcaseImageScales(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		alex := mustSignIn(t, db, "alex", false)
		tex := mustShareSized(t, h, alex, "Big Brick", 64)
		for _, tc := range []struct {
			scale string
			want  int
			edge  int
		}{
			{"", 200, 64}, {"1", 200, 64}, {"8", 200, 512},
			{"32", 400, 0}, {"2", 400, 0}, {"64", 400, 0}, {"0", 400, 0}, {"-8", 400, 0}, {"x", 400, 0}, {"99999999999999999999", 400, 0},
		} {
			rec := texReq(t, h, "GET", tex.ImageURL+"&scale="+tc.scale, "", nil)
			if rec.Code != tc.want {
				t.Fatalf("scale %q: %d (%s); want %d", tc.scale, rec.Code, rec.Header().Get("Content-Type"), tc.want)
			}
			if tc.want != 200 {
				if rec.Header().Get("Cache-Control") != "" {
					t.Errorf("scale %q: a refusal is cached: %v", tc.scale, rec.Header())
				}
				continue
			}
			img, err := png.Decode(bytes.NewReader(rec.Body.Bytes()))
			if err != nil || img.Bounds().Dx() != tc.edge {
				t.Fatalf("scale %q: %v, want %d pixels wide", tc.scale, err, tc.edge)
			}
		}

		preview := fmt.Sprintf("%s&scale=8", tex.ImageURL)
		etag := texReq(t, h, "GET", preview, "", nil).Header().Get("ETag")
		cost := func(header ...string) (uint64, int) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			code := 0
			for range 20 {
				code = texReq(t, h, "GET", preview, "", nil, header...).Code
			}
			runtime.ReadMemStats(&after)
			return after.TotalAlloc - before.TotalAlloc, code
		}
		// Drawing a 512x512 preview allocates over 1 MB: twenty of them would be 20 MB.
		if alloc, code := cost(); code != 200 || alloc > 4<<20 {
			t.Errorf("20 previews: %d, allocated %d KB", code, alloc>>10)
		}
		if alloc, code := cost("If-None-Match", etag); code != 304 || alloc > 2<<20 {
			t.Errorf("20 revalidations: %d, allocated %d KB", code, alloc>>10)
		}
	})
}

// A download counts once per viewer and day: a page that embeds the download
// URL, or a script repeating it, adds one.
func TestShowcaseDownloadsCountOncePerViewer(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		alex, sam := mustSignIn(t, db, "alex", false), mustSignIn(t, db, "sam", false)
		tex := mustShareSized(t, h, alex, "Ruby", 16)
		path := fmt.Sprintf("/api/showcase/download/%d", tex.ID)
		download := func(addr string, cookie *http.Cookie) {
			t.Helper()
			req := httptest.NewRequest("GET", baseURL+path, nil)
			req.RemoteAddr = addr + ":5555"
			if cookie != nil {
				req.AddCookie(cookie)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" {
				t.Fatalf("download from %s: %d %s", addr, rec.Code, rec.Body)
			}
		}
		for range 20 {
			download("203.0.113.5", nil)
			download("203.0.113.5", sam)
		}
		download("198.51.100.7", nil)
		download("198.51.100.7", sam)
		rec := texReq(t, h, "GET", fmt.Sprintf("/api/showcase/%d", tex.ID), "", nil)
		if got := mustShared(t, rec, 200); got.DownloadCount != 3 {
			t.Fatalf("downloadCount %d, want 3: two addresses signed out and sam", got.DownloadCount)
		}
	})
}
