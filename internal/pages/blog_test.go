package pages_test

import (
	"context"
	"encoding/json"
	"encoding/xml"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/blog"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func mustPost(t *testing.T, s *site, author int64, in blog.Input) blog.Post {
	t.Helper()
	p, err := s.blog.Create(context.Background(), author, in)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A post's page is whole HTML before any script runs: the post itself, its
// head for search engines and link previews, and the data the app renders
// from. Feeds and the sitemap list the public posts only.
func TestBlogPagesAreServerRendered(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := mustSite(t, db, testApp)
		author := s.mustUser(t, "editor")
		body := "## Why 16 pixels\n\nEvery **pixel** counts.\n\n```go\nfunc main() {}\n```\n\n<script>alert(1)</script>\n"
		first := mustPost(t, s, author, blog.Input{Title: "Palette rules", Summary: "Pick four shades.", Markdown: body,
			Tags: []string{"guides"}, Status: blog.Published})
		soon := time.Now().Add(time.Hour)
		mustPost(t, s, author, blog.Input{Title: "Not yet", Markdown: "Soon.", Status: blog.Scheduled, PublishAt: &soon})
		mustPost(t, s, author, blog.Input{Title: "Draft", Markdown: "Hidden.", Status: blog.Draft})

		rec := s.get(t, "/blog/palette-rules")
		page := rec.Body.String()
		if rec.Code != 200 {
			t.Fatalf("post page: %d", rec.Code)
		}
		for _, want := range []string{
			"<title>Palette rules | Texelforge</title>",
			`<meta name="description" content="Pick four shades." />`,
			`<link rel="canonical" href="http://texelforge.test/blog/palette-rules" />`,
			`<meta property="og:type" content="article" />`,
			`<meta property="article:tag" content="guides" />`,
			`<link rel="alternate" type="application/rss+xml"`,
			`<div id="root" data-server-rendered>`,
			`<h1 class="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Palette rules</h1>`,
			`<h2 id="why-16-pixels">Why 16 pixels</h2>`, `<strong>pixel</strong>`, `<span class="kd">func</span>`,
			`<script type="application/json" id="page-data">`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("the post page lacks %s", want)
			}
		}
		if strings.Contains(page, "alert(1)") {
			t.Error("the post page carries the script")
		}
		if strings.Contains(page, "<noscript>") {
			t.Error("the post page says it needs JavaScript")
		}
		data := structuredData(t, s, "/blog/palette-rules")
		posting := data["BlogPosting"]
		if posting["headline"] != "Palette rules" || posting["author"].(map[string]any)["name"] != "editor" ||
			posting["datePublished"] != first.PublishedAt.UTC().Format(time.RFC3339) {
			t.Errorf("BlogPosting %v", posting)
		}
		if got := crumbs(t, data["BreadcrumbList"]); strings.Join(got, " / ") !=
			"Home <http://texelforge.test/> / Blog <http://texelforge.test/blog> / Palette rules <http://texelforge.test/blog/palette-rules>" {
			t.Errorf("crumbs %q", got)
		}
		_, raw, _ := strings.Cut(page, `id="page-data">`)
		raw, _, _ = strings.Cut(raw, "</script>")
		var embedded struct {
			Success bool
			Post    struct{ Slug, HTML string }
		}
		if err := json.Unmarshal([]byte(raw), &embedded); err != nil || !embedded.Success || embedded.Post.Slug != "palette-rules" ||
			!strings.Contains(embedded.Post.HTML, "<strong>pixel</strong>") {
			t.Fatalf("page data %s: %v", raw, err)
		}

		for _, hidden := range []string{"/blog/not-yet", "/blog/draft", "/blog/nothing"} {
			if rec := s.get(t, hidden); rec.Code != 404 || !strings.Contains(rec.Body.String(), "<title>Page Not Found") {
				t.Errorf("%s: %d", hidden, rec.Code)
			}
		}

		// A renamed post's old address redirects permanently.
		if _, err := s.blog.Update(context.Background(), first.ID, blog.Input{Title: "Palette rules", Slug: "palette-rules-16x16",
			Markdown: body, Status: blog.Published}); err != nil {
			t.Fatal(err)
		}
		if rec := s.get(t, "/blog/palette-rules"); rec.Code != 301 || rec.Header().Get("Location") != "/blog/palette-rules-16x16" {
			t.Fatalf("old slug: %d to %q", rec.Code, rec.Header().Get("Location"))
		}

		index := s.get(t, "/blog").Body.String()
		if !strings.Contains(index, `<a href="/blog/palette-rules-16x16" class="hover:underline">Palette rules</a>`) ||
			strings.Contains(index, "Not yet") || strings.Contains(index, "Draft") || !strings.Contains(index, `id="page-data"`) {
			t.Errorf("the index page:\n%s", index)
		}
		if strings.Contains(s.get(t, "/blog?tag=guides").Body.String(), `id="page-data"`) {
			t.Error("a filtered index embeds the unfiltered data")
		}

		var rss struct {
			Channel struct {
				Items []struct {
					Title string `xml:"title"`
					Link  string `xml:"link"`
				} `xml:"item"`
			} `xml:"channel"`
		}
		if err := xml.Unmarshal(s.get(t, "/blog/feed.xml").Body.Bytes(), &rss); err != nil || len(rss.Channel.Items) != 1 ||
			rss.Channel.Items[0].Link != "http://texelforge.test/blog/palette-rules-16x16" {
			t.Fatalf("rss %+v: %v", rss, err)
		}
		var atom struct {
			Entries []struct {
				Title   string `xml:"title"`
				Content string `xml:"content"`
			} `xml:"entry"`
		}
		if err := xml.Unmarshal(s.get(t, "/blog/atom.xml").Body.Bytes(), &atom); err != nil || len(atom.Entries) != 1 ||
			atom.Entries[0].Title != "Palette rules" || !strings.Contains(atom.Entries[0].Content, "<strong>pixel</strong>") {
			t.Fatalf("atom %+v: %v", atom, err)
		}
		if sitemap := s.get(t, "/sitemap.xml").Body.String(); !strings.Contains(sitemap, "<loc>http://texelforge.test/blog/palette-rules-16x16</loc>") ||
			strings.Contains(sitemap, "not-yet") {
			t.Errorf("sitemap:\n%s", sitemap)
		}
	})
}
