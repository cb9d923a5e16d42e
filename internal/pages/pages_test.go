package pages_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/pages"
	"github.com/texelforge/texelforge/internal/pages/pagestest"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/textures"
	"github.com/texelforge/texelforge/web"
)

const baseURL = "http://texelforge.test"

// testApp stands in for the built web app.
var testApp = pagestest.App()

// site is the pages over a real database, mounted as httpapi mounts them,
// with the real billing and showcase services.
type site struct {
	h      http.Handler
	db     *store.DB
	plans  *billing.Service
	shared *showcase.Service
	texts  *content.Service
	blog   *blog.Service
}

func mustTable(t *testing.T) *pages.Table {
	t.Helper()
	table, err := pages.Load(web.RoutesJSON, web.FAQJSON)
	if err != nil {
		t.Fatal(err)
	}
	return table
}

func mustSite(t *testing.T, db *store.DB, app fs.FS) *site {
	t.Helper()
	s := &site{db: db, plans: &billing.Service{Store: db, Now: db.Now, PlansTTL: billing.PlansCacheTTL},
		shared: &showcase.Service{Store: db, Now: db.Now}}
	if _, err := s.plans.EnsureDefaults(context.Background()); err != nil {
		t.Fatal(err)
	}
	s.texts = &content.Service{Store: db, Now: db.Now}
	s.blog = blog.NewService(blog.Service{Store: db, Now: db.Now, Embed: blog.ShowcaseEmbed(s.shared)})
	p, err := pages.New(pages.Config{App: app, Table: mustTable(t), BaseURL: baseURL, Plans: s.plans, Showcase: s.shared,
		SiteName: s.texts.SiteName, Blog: s.blog, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Fail: func(w http.ResponseWriter, r *http.Request, err error) {
			t.Errorf("%s %s failed: %v", r.Method, r.URL, err)
			w.WriteHeader(http.StatusInternalServerError)
		}})
	if err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /showcase/{id}", p.Showcase())
	mux.Handle("GET /robots.txt", p.Robots())
	mux.Handle("GET /sitemap.xml", p.Sitemap())
	mux.Handle("GET /blog", p.BlogIndex())
	mux.Handle("GET /blog/{slug}", p.BlogPost())
	mux.Handle("GET /blog/feed.xml", p.BlogFeed(false))
	mux.Handle("GET /blog/atom.xml", p.BlogFeed(true))
	mux.Handle("/", p)
	s.h = mux
	return s
}

// get requests path and returns the answer.
func (s *site) get(t *testing.T, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	s.h.ServeHTTP(rec, httptest.NewRequest("GET", baseURL+path, nil))
	return rec
}

// mustUser stores a user and returns its id.
func (s *site) mustUser(t *testing.T, username string) int64 {
	t.Helper()
	u, err := s.db.InsertUser(context.Background(), account.NewUser{Username: username, Email: username + "@example.com"})
	if err != nil {
		t.Fatal(err)
	}
	return u.ID
}

// mustShare saves a 16x16 texture of the user and shares it.
func (s *site) mustShare(t *testing.T, userID int64, title, license string) showcase.Texture {
	t.Helper()
	ctx := context.Background()
	saved, err := (&textures.Service{Store: s.db, Now: s.db.Now}).Create(ctx, userID, textures.NewTexture{
		Title: "saved " + title, Prompt: title, Kind: "block", Size: 16, PNG: pngURL(t, 16)})
	if err != nil {
		t.Fatal(err)
	}
	shared, err := s.shared.Share(ctx, userID, showcase.NewShare{TextureID: saved.ID, Title: title,
		Description: "About " + title, License: license})
	if err != nil {
		t.Fatal(err)
	}
	return shared
}

// pngURL is a checkered size x size PNG as a data URL.
func pngURL(t *testing.T, size int) string {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			img.SetNRGBA(x, y, color.NRGBA{R: uint8(200 * ((x + y) % 2)), B: 90, A: 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
}
