package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// saveTexture posts a 16x16 texture for the user and returns the response.
func saveTexture(t *testing.T, h http.Handler, cookie *http.Cookie, title string) (int, string) {
	t.Helper()
	rec := texReq(t, h, "POST", "/api/textures", mustJSON(t, map[string]any{"title": title, "prompt": title,
		"kind": "block", "size": 16, "png": pngURL(t, checker(16))}), cookie)
	return rec.Code, rec.Body.String()
}

// My Textures comes in pages, newest first: following nextCursor reaches
// every texture once; bad paging input is a clear 400.
func TestTexturesArePaged(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		alex := mustSignIn(t, db, "alex", false)
		var want []string
		for i := range 7 {
			title := fmt.Sprintf("Texture %d", i)
			if code, body := saveTexture(t, h, alex, title); code != 201 {
				t.Fatalf("save %d: %d %s", i, code, body)
			}
			want = append([]string{title}, want...)
		}
		var got []string
		query := "?limit=3"
		for pages := 1; ; pages++ {
			rec := texReq(t, h, "GET", "/api/textures"+query, "", alex)
			var page struct {
				Textures   []struct{ Title string }
				NextCursor *string
			}
			if rec.Code != 200 || json.Unmarshal(rec.Body.Bytes(), &page) != nil || len(page.Textures) > 3 {
				t.Fatalf("page %d: %d %s", pages, rec.Code, rec.Body)
			}
			for _, tex := range page.Textures {
				got = append(got, tex.Title)
			}
			if page.NextCursor == nil {
				if pages != 3 {
					t.Fatalf("%d pages of 3 for 7 textures", pages)
				}
				break
			}
			query = "?limit=3&cursor=" + url.QueryEscape(*page.NextCursor)
		}
		if !slices.Equal(got, want) {
			t.Fatalf("titles %v, want %v", got, want)
		}
		for _, q := range []string{"?limit=0", "?limit=-1", "?limit=101", "?limit=ten", "?cursor=not-a-cursor",
			"?cursor=" + url.QueryEscape("%%%"), "?cursor=MTIz"} {
			if rec := texReq(t, h, "GET", "/api/textures"+q, "", alex); rec.Code != 400 || !strings.Contains(rec.Body.String(), `"success":false`) {
				t.Errorf("%s: %d %s", q, rec.Code, rec.Body)
			}
		}
	})
}

// An account keeps at most the configured number of saved textures; a
// deleted one makes room again.
func TestSavedTexturesAreCapped(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) { d.Textures.MaxSaved = 3 })
		alex, sam := mustSignIn(t, db, "alex", false), mustSignIn(t, db, "sam", false)
		var firstID int64
		for i := range 3 {
			code, body := saveTexture(t, h, alex, fmt.Sprint("t", i))
			if code != 201 {
				t.Fatalf("save %d: %d %s", i, code, body)
			}
			if i == 0 {
				var out struct{ Texture struct{ ID int64 } }
				_ = json.Unmarshal([]byte(body), &out)
				firstID = out.Texture.ID
			}
		}
		code, body := saveTexture(t, h, alex, "one too many")
		if code != 409 || !strings.Contains(body, "You have saved the most textures an account can keep (3). Delete some to save new ones.") {
			t.Fatalf("a 4th save: %d %s", code, body)
		}
		if code, body := saveTexture(t, h, sam, "sam's first"); code != 201 {
			t.Fatalf("another user: %d %s", code, body)
		}
		if rec := texReq(t, h, "DELETE", fmt.Sprint("/api/textures/", firstID), "", alex); rec.Code != 200 {
			t.Fatalf("delete: %d %s", rec.Code, rec.Body)
		}
		if code, body := saveTexture(t, h, alex, "after a delete"); code != 201 {
			t.Fatalf("after a delete: %d %s", code, body)
		}
	})
}
