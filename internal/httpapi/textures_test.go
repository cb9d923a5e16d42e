package httpapi_test

import (
	"archive/zip"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// checker is a size x size picture of two colours, its top-left pixel red.
func checker(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			img.SetNRGBA(x, y, checkerAt(x, y))
		}
	}
	return img
}

func checkerAt(x, y int) color.NRGBA {
	if (x+y)%2 == 0 {
		return color.NRGBA{200, 30, 40, 255}
	}
	return color.NRGBA{20, 20, 90, 128}
}

func pngURL(t *testing.T, img image.Image) string {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes())
}

// texReq sends one request as the cookie's user and returns the answer.
func texReq(t *testing.T, h http.Handler, method, path, body string, cookie *http.Cookie, header ...string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, baseURL+path, strings.NewReader(body))
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Set(header[i], header[i+1])
	}
	if cookie != nil {
		req.AddCookie(cookie)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func mustJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

type savedTexture struct {
	ID           int64
	Title        string
	Prompt       string
	Kind         string
	Size         int
	ImageURL     string
	GenerationID *string
	CreatedAt    string
	UpdatedAt    string
}

func mustTexture(t *testing.T, rec *httptest.ResponseRecorder, status int) savedTexture {
	t.Helper()
	var body struct {
		Success bool
		Texture savedTexture
	}
	if rec.Code != status || json.Unmarshal(rec.Body.Bytes(), &body) != nil || !body.Success {
		t.Fatalf("status %d, want %d: %s", rec.Code, status, rec.Body)
	}
	return body.Texture
}

func TestTexturesAPI(t *testing.T) {
	bigBodies := func(d *httpapi.Deps) { d.MaxBodyBytes = 1 << 20 }
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, _ := mustServerWithClock(t, db, bigBodies)
		alex, bob := mustSignIn(t, db, "alex", false), mustSignIn(t, db, "bob", false)
		good := pngURL(t, checker(16))
		create := func(title, kind string, size int, png string) *httptest.ResponseRecorder {
			return texReq(t, h, "POST", "/api/textures", mustJSON(t, map[string]any{"title": title, "prompt": "ruby sword",
				"kind": kind, "size": size, "png": png, "generationId": "gen-1"}), alex)
		}

		tex := mustTexture(t, create("  My Ruby Sword  ", "item", 16, good), 201)
		urlPattern := regexp.MustCompile(fmt.Sprintf(`^/api/textures/%d/png\?v=[0-9a-f]{64}$`, tex.ID))
		if tex.Title != "My Ruby Sword" || tex.Kind != "item" || tex.Size != 16 || tex.Prompt != "ruby sword" ||
			!urlPattern.MatchString(tex.ImageURL) || tex.GenerationID == nil || *tex.GenerationID != "gen-1" ||
			tex.CreatedAt == "" || tex.UpdatedAt != tex.CreatedAt {
			t.Fatalf("created %+v", tex)
		}

		t.Run("bad input stores nothing", func(t *testing.T) {
			var jpg bytes.Buffer
			if err := jpeg.Encode(&jpg, checker(16), nil); err != nil {
				t.Fatal(err)
			}
			huge := "data:image/png;base64," + base64.StdEncoding.EncodeToString(make([]byte, 65<<10+1))
			for _, tc := range []struct {
				name, title, kind string
				size              int
				png, want         string
			}{
				{"JPEG bytes", "t", "item", 16, base64.StdEncoding.EncodeToString(jpg.Bytes()), "must be a PNG"},
				{"wrong size", "t", "item", 16, pngURL(t, checker(32)), "it must be 16x16"},
				{"too large", "t", "item", 16, huge, "larger than 64 KB"},
				{"garbage base64", "t", "item", 16, "data:image/png;base64,%%%", "not valid base64"},
				{"blank title", "   ", "item", 16, good, "title"},
				{"long title", strings.Repeat("é", 81), "item", 16, good, "longer than 80"},
				{"bad kind", "t", "entity", 16, good, "block, item or flat"},
				{"bad size", "t", "item", 24, good, "16, 32 or 64"},
			} {
				t.Run(tc.name, func(t *testing.T) {
					rec := create(tc.title, tc.kind, tc.size, tc.png)
					if rec.Code != 400 || !strings.Contains(rec.Body.String(), tc.want) {
						t.Fatalf("%d %s, want 400 with %q", rec.Code, rec.Body, tc.want)
					}
				})
			}
			rec := texReq(t, h, "GET", "/api/textures", "", alex)
			if n := strings.Count(rec.Body.String(), `"imageUrl"`); n != 1 {
				t.Fatalf("%d textures stored: %s", n, rec.Body)
			}
			if rec := texReq(t, h, "POST", "/api/textures", "{}", nil); rec.Code != 401 {
				t.Fatalf("signed out: %d", rec.Code)
			}
		})

		second := mustTexture(t, create("Second", "block", 32, pngURL(t, checker(32))), 201)
		t.Run("list newest first", func(t *testing.T) {
			var body struct{ Textures []savedTexture }
			rec := texReq(t, h, "GET", "/api/textures", "", alex)
			if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || len(body.Textures) != 2 ||
				body.Textures[0].ID != second.ID || body.Textures[1].ID != tex.ID {
				t.Fatalf("list %s", rec.Body)
			}
			if rec := texReq(t, h, "GET", "/api/textures", "", bob); rec.Body.String() != `{"success":true,"textures":[],"nextCursor":null}`+"\n" {
				t.Fatalf("bob's list %s", rec.Body)
			}
		})

		t.Run("only the owner", func(t *testing.T) {
			id := fmt.Sprint(tex.ID)
			export := mustJSON(t, map[string]any{"ids": []int64{tex.ID}, "edition": "java", "version": "1.21",
				"names": map[string]string{id: "ruby"}, "packName": "P"})
			for _, sc := range []struct{ method, path, body string }{
				{"GET", "/api/textures/" + id, ""},
				{"PATCH", "/api/textures/" + id, `{"title":"mine"}`},
				{"DELETE", "/api/textures/" + id, ""},
				{"GET", "/api/textures/" + id + "/png", ""},
				{"POST", "/api/textures/export", export},
			} {
				rec := texReq(t, h, sc.method, sc.path, sc.body, bob)
				if rec.Code != 404 || !strings.Contains(rec.Body.String(), "Texture not found") {
					t.Errorf("bob %s %s: %d %s", sc.method, sc.path, rec.Code, rec.Body)
				}
			}
			if rec := texReq(t, h, "GET", "/api/textures/abc", "", alex); rec.Code != 404 {
				t.Errorf("non-numeric id: %d", rec.Code)
			}
			if got := mustTexture(t, texReq(t, h, "GET", "/api/textures/"+id, "", alex), 200); got.Title != "My Ruby Sword" {
				t.Errorf("after bob: %+v", got)
			}
		})

		t.Run("png", func(t *testing.T) {
			rec := texReq(t, h, "GET", tex.ImageURL+"&scale=4", "", alex)
			if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/png" ||
				rec.Header().Get("Cache-Control") != "private, max-age=31536000, immutable" {
				t.Fatalf("%d %v", rec.Code, rec.Header())
			}
			img, err := png.Decode(rec.Body)
			if err != nil || img.Bounds().Dx() != 64 || img.Bounds().Dy() != 64 {
				t.Fatalf("decode: %v %v", err, img)
			}
			for y := range 64 {
				for x := range 64 {
					if got := color.NRGBAModel.Convert(img.At(x, y)); got != checkerAt(x/4, y/4) {
						t.Fatalf("pixel %d,%d = %v, want %v", x, y, got, checkerAt(x/4, y/4))
					}
				}
			}
			hash := strings.TrimPrefix(tex.ImageURL[strings.Index(tex.ImageURL, "?v="):], "?v=")
			etag := rec.Header().Get("ETag")
			if etag != `"`+hash+`"` {
				t.Fatalf("etag %q", etag)
			}
			path := fmt.Sprintf("/api/textures/%d/png", tex.ID)
			if rec := texReq(t, h, "GET", path+"?v=old", "", alex); rec.Header().Get("Cache-Control") != "private, no-cache" {
				t.Errorf("stale v: %q", rec.Header().Get("Cache-Control"))
			}
			if rec := texReq(t, h, "GET", path, "", alex, "If-None-Match", etag); rec.Code != 304 || rec.Body.Len() != 0 {
				t.Errorf("If-None-Match: %d", rec.Code)
			}
			if rec := texReq(t, h, "GET", path, "", alex, "If-None-Match", `"other"`); rec.Code != 200 {
				t.Errorf("other etag: %d", rec.Code)
			}
			for query, want := range map[string]string{"?download=1": "my_ruby_sword.png", "?download=1&scale=8": "my_ruby_sword_8x.png"} {
				rec := texReq(t, h, "GET", path+query, "", alex)
				if got := rec.Header().Get("Content-Disposition"); got != `attachment; filename="`+want+`"` {
					t.Errorf("%s: Content-Disposition %q", query, got)
				}
			}
			if rec := texReq(t, h, "GET", path, "", alex); rec.Header().Get("Content-Disposition") != "" {
				t.Error("Content-Disposition without download=1")
			}
			for _, q := range []string{"?scale=0", "?scale=65", "?scale=abc"} {
				if rec := texReq(t, h, "GET", path+q, "", alex); rec.Code != 400 {
					t.Errorf("%s: %d", q, rec.Code)
				}
			}
		})

		t.Run("update", func(t *testing.T) {
			path := fmt.Sprintf("/api/textures/%d", tex.ID)
			renamed := mustTexture(t, texReq(t, h, "PATCH", path, `{"title":" Renamed "}`, alex), 200)
			if renamed.Title != "Renamed" || renamed.ImageURL != tex.ImageURL {
				t.Fatalf("renamed %+v", renamed)
			}
			repainted := mustTexture(t, texReq(t, h, "PATCH", path, mustJSON(t, map[string]string{"png": pngURL(t, image.NewNRGBA(image.Rect(0, 0, 16, 16)))}), alex), 200)
			if repainted.Title != "Renamed" || repainted.ImageURL == tex.ImageURL || !strings.HasPrefix(repainted.ImageURL, path+"/png?v=") {
				t.Fatalf("repainted %+v", repainted)
			}
			for body, want := range map[string]string{
				`{}`: "Nothing to change", `{"title":""}`: "title",
				mustJSON(t, map[string]string{"png": pngURL(t, checker(32))}): "it must be 16x16",
			} {
				if rec := texReq(t, h, "PATCH", path, body, alex); rec.Code != 400 || !strings.Contains(rec.Body.String(), want) {
					t.Errorf("PATCH %.40s: %d %s", body, rec.Code, rec.Body)
				}
			}
		})

		t.Run("export", func(t *testing.T) {
			names := map[string]string{fmt.Sprint(tex.ID): "item/diamond_sword", fmt.Sprint(second.ID): "ruby_block"}
			body := mustJSON(t, map[string]any{"ids": []int64{tex.ID, second.ID}, "edition": "java", "version": "1.21.4",
				"names": names, "packName": "Ruby Pack", "description": "Shiny"})
			rec := texReq(t, h, "POST", "/api/textures/export", body, alex)
			if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/zip" ||
				rec.Header().Get("Content-Disposition") != `attachment; filename="ruby_pack.zip"` {
				t.Fatalf("%d %v %s", rec.Code, rec.Header(), rec.Body)
			}
			zr, err := zip.NewReader(bytes.NewReader(rec.Body.Bytes()), int64(rec.Body.Len()))
			if err != nil {
				t.Fatal(err)
			}
			var files []string
			for _, f := range zr.File {
				files = append(files, f.Name)
			}
			if got := strings.Join(files, " "); got != "pack.mcmeta pack.png assets/minecraft/textures/item/diamond_sword.png "+
				"assets/minecraft/textures/block/ruby_block.png texelforge.txt" {
				t.Fatalf("files %s", got)
			}
			names[fmt.Sprint(second.ID)] = "item/diamond_sword"
			dup := mustJSON(t, map[string]any{"ids": []int64{tex.ID, second.ID}, "edition": "bedrock", "version": "1.21.4",
				"names": names, "packName": "P"})
			if rec := texReq(t, h, "POST", "/api/textures/export", dup, alex); rec.Code != 400 {
				t.Errorf("duplicate names: %d %s", rec.Code, rec.Body)
			}
			names[fmt.Sprint(second.ID)] = "ruby_block"
			bedrock := mustJSON(t, map[string]any{"ids": []int64{second.ID, tex.ID}, "edition": "bedrock", "version": "1.21.4",
				"names": names, "packName": "Ruby Pack"})
			rec = texReq(t, h, "POST", "/api/textures/export", bedrock, alex)
			if rec.Code != 200 || rec.Header().Get("Content-Disposition") != `attachment; filename="ruby_pack.mcpack"` {
				t.Errorf("bedrock: %d %v", rec.Code, rec.Header())
			}
		})

		t.Run("delete", func(t *testing.T) {
			path := fmt.Sprintf("/api/textures/%d", tex.ID)
			if rec := texReq(t, h, "DELETE", path, "", alex); rec.Code != 200 || rec.Body.String() != `{"success":true}`+"\n" {
				t.Fatalf("delete: %d %s", rec.Code, rec.Body)
			}
			for _, p := range []string{path, path + "/png"} {
				if rec := texReq(t, h, "GET", p, "", alex); rec.Code != 404 {
					t.Errorf("GET %s after delete: %d", p, rec.Code)
				}
			}
		})
	})
}

func TestTextureListsAPI(t *testing.T) {
	scenarios := []scenario{
		{name: "vanilla blocks", method: "GET", path: "/api/textures/vanilla-names?kind=block&q=oak%20pl", wantStatus: 200,
			wantBody: []string{`{"success":true,"names":["oak_planks"`}},
		{name: "vanilla items", method: "GET", path: "/api/textures/vanilla-names?kind=item&q=sword", wantStatus: 200,
			wantBody: []string{`"diamond_sword"`, `"wooden_sword"`}, notBody: []string{`"oak_planks"`}},
		{name: "flat textures replace items", method: "GET", path: "/api/textures/vanilla-names?kind=flat&q=paper", wantStatus: 200,
			wantBody: []string{`"names":["paper"]`}},
		{name: "vanilla of an unknown kind", method: "GET", path: "/api/textures/vanilla-names?kind=entity", wantStatus: 400,
			wantBody: []string{"The kind must be block or item."}},
		{name: "no vanilla match", method: "GET", path: "/api/textures/vanilla-names?kind=block&q=zzzz", wantStatus: 200,
			wantBody: []string{`"names":[]`}},
		{name: "pack versions", method: "GET", path: "/api/textures/pack-versions", wantStatus: 200,
			wantBody: []string{`{"success":true,"versions":[{"key":"26.2","label":"26.2","packFormat":88}`,
				`{"key":"1.21.11","label":"1.21.11","packFormat":75}`, `{"key":"1.21","label":"1.21 – 1.21.1","packFormat":34}`,
				`{"key":"1.20","label":"1.20 – 1.20.1","packFormat":15}]}`}},
		{name: "textures signed out", method: "GET", path: "/api/textures", wantStatus: 401},
		{name: "export signed out", method: "POST", path: "/api/textures/export", body: `{}`, wantStatus: 401},
	}
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		for _, sc := range scenarios {
			t.Run(sc.name, func(t *testing.T) { sc.run(t, h, nil) })
		}
	})
	// At most 50 names, however many match.
	h := mustServer(t, storetest.MustOpen(t, store.SQLite))
	rec := texReq(t, h, "GET", "/api/textures/vanilla-names?kind=block&q=", "", nil)
	var body struct{ Names []string }
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || len(body.Names) != 50 {
		t.Fatalf("%d names, %v", len(body.Names), err)
	}
}
