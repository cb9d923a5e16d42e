package httpapi_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func postBody(title, slug, status, publishAt string, tags ...string) string {
	at := "null"
	if publishAt != "" {
		at = `"` + publishAt + `"`
	}
	return fmt.Sprintf(`{"title":%q,"slug":%q,"summary":"About %s","markdown":"## One\n\nSome words.","tags":["%s"],`+
		`"status":%q,"publishAt":%s,"coverUrl":null}`, title, slug, title, strings.Join(tags, `","`), status, at)
}

func slugs(out map[string]any) []string {
	var s []string
	for _, p := range out["posts"].([]any) {
		s = append(s, p.(map[string]any)["slug"].(string))
	}
	return s
}

// The blog's API: admins write, everyone reads what is published, a
// scheduled post appears at its time, and a renamed post's old slug finds it.
func TestBlogAPI(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h, c := mustServerWithClock(t, db)
		admin := mustSignIn(t, db, "editor", true)
		member := mustSignIn(t, db, "reader", false)

		wantCall(t, h, nil, "POST", "/api/admin/blog/posts", postBody("A", "", "draft", ""), 401, "")
		wantCall(t, h, member, "POST", "/api/admin/blog/posts", postBody("A", "", "draft", ""), 403, "")
		wantCall(t, h, member, "POST", "/api/admin/blog/preview", `{"markdown":"x"}`, 403, "")
		for body, msg := range map[string]string{
			postBody(" ", "", "draft", ""):                         "Title is required",
			postBody("A", "Bad Slug", "draft", ""):                 "Slug may hold only lowercase letters, digits and single hyphens, up to 80 characters",
			postBody("A", "", "scheduled", ""):                     "Choose a time in the future to schedule the post",
			postBody("A", "", "scheduled", "2020-01-01T00:00:00Z"): "Choose a time in the future to schedule the post",
			postBody("A", "", "live", ""):                          "Status must be draft, scheduled or published",
			postBody("A", "", "draft", "", "Not a tag!"):           "A post has at most 8 tags of up to 30 letters, digits or hyphens",
		} {
			wantCall(t, h, admin, "POST", "/api/admin/blog/posts", body, 400, msg)
		}

		first := wantCall(t, h, admin, "POST", "/api/admin/blog/posts", postBody("Palette Rules", "", "published", "", "guides", "Art"), 201, "Post created")["post"].(map[string]any)
		if first["slug"] != "palette-rules" || first["status"] != "published" || fmt.Sprint(first["tags"]) != "[art guides]" {
			t.Fatalf("created %v", first)
		}
		wantCall(t, h, admin, "POST", "/api/admin/blog/posts", postBody("Other", "palette-rules", "draft", ""), 409, "Slug is already taken")
		draft := wantCall(t, h, admin, "POST", "/api/admin/blog/posts", postBody("Secret plans", "", "draft", ""), 201, "")["post"].(map[string]any)
		soon := c.now.Add(10 * time.Minute).UTC().Format(time.RFC3339)
		scheduled := wantCall(t, h, admin, "POST", "/api/admin/blog/posts", postBody("Coming soon", "", "scheduled", soon, "news"), 201, "")["post"].(map[string]any)
		if scheduled["status"] != "scheduled" || scheduled["publishAt"] != soon {
			t.Fatalf("scheduled %v", scheduled)
		}

		// Only the published post is public.
		if got := slugs(wantCall(t, h, nil, "GET", "/api/blog/posts", "", 200, "")); fmt.Sprint(got) != "[palette-rules]" {
			t.Fatalf("public list %v", got)
		}
		wantCall(t, h, nil, "GET", "/api/blog/posts/secret-plans", "", 404, "Post not found")
		wantCall(t, h, nil, "GET", "/api/blog/posts/coming-soon", "", 404, "Post not found")
		post := wantCall(t, h, nil, "GET", "/api/blog/posts/palette-rules", "", 200, "")["post"].(map[string]any)
		if !strings.Contains(post["html"].(string), `<h2 id="one">One</h2>`) || post["readingMinutes"] != float64(1) ||
			post["author"].(map[string]any)["username"] != "editor" || post["previous"] != nil || post["next"] != nil {
			t.Fatalf("post %v", post)
		}

		// At its time the scheduled post is public, newest first, and reads as published.
		c.now = c.now.Add(20 * time.Minute) // within the test sessions' hour
		if got := slugs(wantCall(t, h, nil, "GET", "/api/blog/posts", "", 200, "")); fmt.Sprint(got) != "[coming-soon palette-rules]" {
			t.Fatalf("after the schedule %v", got)
		}
		if got := slugs(wantCall(t, h, nil, "GET", "/api/blog/posts?tag=news", "", 200, "")); fmt.Sprint(got) != "[coming-soon]" {
			t.Fatalf("by tag %v", got)
		}
		if got := slugs(wantCall(t, h, nil, "GET", "/api/blog/posts?q=PALETTE", "", 200, "")); fmt.Sprint(got) != "[palette-rules]" {
			t.Fatalf("by search %v", got)
		}
		post = wantCall(t, h, nil, "GET", "/api/blog/posts/palette-rules", "", 200, "")["post"].(map[string]any)
		if next := post["next"].(map[string]any); next["slug"] != "coming-soon" {
			t.Fatalf("next %v", post["next"])
		}
		listed := wantCall(t, h, admin, "GET", "/api/admin/blog/posts", "", 200, "")["posts"].([]any)
		if len(listed) != 3 || listed[0].(map[string]any)["status"] != "published" || listed[1].(map[string]any)["status"] != "draft" {
			t.Fatalf("admin list %v", listed)
		}

		// Renaming keeps the old slug working; the post says its new one.
		id := fmt.Sprint(first["id"])
		wantCall(t, h, admin, "PUT", "/api/admin/blog/posts/"+id, postBody("Palette Rules", "palette-rules-of-16x16", "published", ""), 200, "Post saved")
		post = wantCall(t, h, nil, "GET", "/api/blog/posts/palette-rules", "", 200, "")["post"].(map[string]any)
		if post["slug"] != "palette-rules-of-16x16" {
			t.Fatalf("old slug found %v", post["slug"])
		}
		// Paging: a page of one post at a time through the cursor is not
		// exposed (12 a page), so the cursor is checked for what it refuses.
		wantCall(t, h, nil, "GET", "/api/blog/posts?cursor=nope", "", 400, "Invalid cursor")

		tags := wantCall(t, h, nil, "GET", "/api/blog/tags", "", 200, "")["tags"].([]any)
		if fmt.Sprint(tags) != "[map[count:1 tag:news]]" {
			t.Fatalf("tags %v", tags)
		}
		html := wantCall(t, h, admin, "POST", "/api/admin/blog/preview", `{"markdown":"<script>x</script>\n\n**b**"}`, 200, "")["html"].(string)
		if strings.TrimSpace(html) != "<p><strong>b</strong></p>" {
			t.Fatalf("preview %q", html)
		}
		wantCall(t, h, admin, "DELETE", "/api/admin/blog/posts/"+fmt.Sprint(draft["id"]), "", 200, "Post deleted")
		wantCall(t, h, admin, "DELETE", "/api/admin/blog/posts/"+fmt.Sprint(draft["id"]), "", 404, "Post not found")

		// Every change is in the audit log; the preview, which changes nothing, is not.
		var audited, previews int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM audit_log WHERE action LIKE '%/api/admin/blog/posts%'`).Scan(&audited); err != nil {
			t.Fatal(err)
		}
		if err := db.SQL.QueryRow(`SELECT count(*) FROM audit_log WHERE action LIKE '%preview%'`).Scan(&previews); err != nil {
			t.Fatal(err)
		}
		if audited != 5 || previews != 0 {
			t.Fatalf("%d audited post changes, %d previews", audited, previews)
		}
		var details string
		if err := db.SQL.QueryRow(`SELECT details FROM audit_log WHERE action = 'PUT /api/admin/blog/posts/{id}'`).Scan(&details); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(details, `"slug":"palette-rules-of-16x16"`) || !strings.Contains(details, `"markdownCharacters":19`) ||
			strings.Contains(details, "Some words") {
			t.Fatalf("audit details %s", details)
		}
	})
}

// A cover is an image checked by its content, scaled to the page's width.
func TestBlogCoverUpload(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite) // files, not queries: one engine is enough
	h := mustServer(t, db)
	admin := mustSignIn(t, db, "editor", true)
	member := mustSignIn(t, db, "reader", false)
	wide := image.NewRGBA(image.Rect(0, 0, 2400, 1260))
	var raw bytes.Buffer
	if err := png.Encode(&raw, wide); err != nil {
		t.Fatal(err)
	}
	if code, _ := uploadFile(t, h, member, "/api/admin/blog/cover", "file", raw.Bytes()); code != 403 {
		t.Fatalf("a member uploaded a cover: %d", code)
	}
	if code, out := uploadFile(t, h, admin, "/api/admin/blog/cover", "file", []byte("<svg onload=alert(1)>")); code != 400 ||
		out["message"] != "The cover must be a PNG, JPEG or WebP image" {
		t.Fatalf("a non-image: %d %v", code, out)
	}
	code, out := uploadFile(t, h, admin, "/api/admin/blog/cover", "file", raw.Bytes())
	url, _ := out["url"].(string)
	if code != 200 || !strings.HasPrefix(url, "/media/blog/") {
		t.Fatalf("cover: %d %v", code, out)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", baseURL+url, nil))
	cfg, err := png.DecodeConfig(rec.Body)
	if rec.Code != 200 || err != nil || cfg.Width != 1200 || cfg.Height != 630 {
		t.Fatalf("stored cover: %d %+v %v", rec.Code, cfg, err)
	}
}
