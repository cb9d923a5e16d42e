package httpapi

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"html/template"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/showcase"
)

// Page is one page route of the app with what search engines and link
// previews read from the served HTML.
type Page struct {
	Path        string `json:"path"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       string `json:"-"` // the absolute og:image URL; the logo when empty
	Parent      string `json:"-"` // the path of the route above it in the breadcrumb trail, if not Home
	// Source modules whose chunks the page's head asks for: at once (preload)
	// or when the browser is idle (prefetch). See assethints.go.
	Preload  []string `json:"preload,omitempty"`
	Prefetch []string `json:"prefetch,omitempty"`
	hints    assetHints
}

// Pages is the app's route table (web/src/app/routes.json, shared with the
// app), so the server knows which page paths exist and what they are called,
// with the landing page's FAQ (web/src/features/home/faq.json).
type Pages struct {
	SiteName string    `json:"siteName"`
	NotFound Page      `json:"notFound"`
	Routes   []Page    `json:"routes"`
	FAQ      []FAQItem `json:"-"`
}

// LoadPages parses the route table and the FAQ.
func LoadPages(routesJSON, faqJSON []byte) (*Pages, error) {
	var p Pages
	if err := json.Unmarshal(routesJSON, &p); err != nil {
		return nil, fmt.Errorf("route table: %w", err)
	}
	faq, err := loadFAQ(faqJSON)
	if err != nil {
		return nil, err
	}
	p.FAQ = faq
	if len(p.Routes) == 0 || p.NotFound.Title == "" || p.SiteName == "" {
		return nil, fmt.Errorf("route table: needs siteName, notFound and routes")
	}
	for _, r := range p.Routes {
		if !strings.HasPrefix(r.Path, "/") || r.Title == "" || r.Description == "" {
			return nil, fmt.Errorf("route table: route %q needs a path from /, a title and a description", r.Path)
		}
	}
	return &p, nil
}

// routeOf returns the route whose pattern is path exactly.
func (p *Pages) routeOf(path string) Page {
	for _, r := range p.Routes {
		if r.Path == path {
			return r
		}
	}
	return Page{}
}

// Match returns the route of path. A ":name" segment in a route matches any
// one non-empty segment.
func (p *Pages) Match(path string) (Page, bool) {
	for _, r := range p.Routes {
		if matchPath(r.Path, path) {
			return r, true
		}
	}
	return Page{}, false
}

func matchPath(pattern, path string) bool {
	if pattern == path {
		return true
	}
	ps, xs := strings.Split(pattern, "/"), strings.Split(path, "/")
	if len(ps) != len(xs) {
		return false
	}
	for i := range ps {
		if strings.HasPrefix(ps[i], ":") && xs[i] != "" {
			continue
		}
		if ps[i] != xs[i] {
			return false
		}
	}
	return true
}

var headTemplate = template.Must(template.New("head").Parse(`<title>{{.Title}}</title>
    <meta name="description" content="{{.Description}}" />
    {{- if .NoIndex}}
    <meta name="robots" content="noindex" />
    {{- else}}
    <link rel="canonical" href="{{.URL}}" />
    {{- end}}
    {{- range .Preload}}
    <link rel="modulepreload" crossorigin href="{{.}}" />
    {{- end}}
    {{- if .Prefetch}}
    <meta name="app-prefetch" content="{{range $i, $u := .Prefetch}}{{if $i}} {{end}}{{$u}}{{end}}" />
    {{- end}}
    <meta property="og:site_name" content="{{.SiteName}}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="{{.Title}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:url" content="{{.URL}}" />
    <meta property="og:image" content="{{.Image}}" />
    <meta name="twitter:card" content="summary" />
    <script type="application/ld+json">{{.StructuredData}}</script>`))

// renderHead returns the <head> tags of a page served at path, with the FAQ
// (already answered) in its structured data if faq is not empty.
func (p *Pages) renderHead(baseURL, path string, page Page, noIndex bool, faq []FAQItem) ([]byte, error) {
	logo := baseURL + "/logo-512.png"
	// The organization and the website with its site search, which opens the
	// studio with the searched words as the prompt.
	nodes := []any{
		map[string]any{"@type": "Organization", "@id": baseURL + "/#organization", "name": p.SiteName,
			"url": baseURL + "/", "logo": map[string]any{"@type": "ImageObject", "url": logo, "width": 512, "height": 512}},
		map[string]any{"@type": "WebSite", "@id": baseURL + "/#website", "name": p.SiteName, "url": baseURL + "/",
			"publisher": map[string]string{"@id": baseURL + "/#organization"},
			"potentialAction": map[string]any{"@type": "SearchAction",
				"target":      map[string]string{"@type": "EntryPoint", "urlTemplate": baseURL + "/texture-studio?prompt={search_term_string}"},
				"query-input": "required name=search_term_string"}},
	}
	if path != "/" && !noIndex {
		nodes = append(nodes, p.breadcrumbs(baseURL, path, page))
	}
	if len(faq) > 0 {
		questions := make([]any, len(faq))
		for i, q := range faq {
			questions[i] = map[string]any{"@type": "Question", "name": q.Question,
				"acceptedAnswer": map[string]string{"@type": "Answer", "text": q.Answer}}
		}
		nodes = append(nodes, map[string]any{"@type": "FAQPage", "@id": baseURL + path + "#faq", "mainEntity": questions})
	}
	// json.Marshal escapes <, > and &, so the data cannot close the script tag.
	data, err := json.Marshal(map[string]any{"@context": "https://schema.org", "@graph": nodes})
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = headTemplate.Execute(&b, map[string]any{
		"Title": page.Title, "Description": page.Description, "URL": baseURL + path, "SiteName": p.SiteName,
		"Image": cmp.Or(page.Image, logo), "NoIndex": noIndex, "StructuredData": template.JS(data),
		"Preload": page.hints.Preload, "Prefetch": page.hints.Prefetch,
	})
	return b.Bytes(), err
}

// breadcrumbs is the trail Home, the page's parent route if it has one, and
// the page, each named by its title without the site name.
func (p *Pages) breadcrumbs(baseURL, path string, page Page) map[string]any {
	type crumb struct{ name, url string }
	trail := []crumb{{"Home", baseURL + "/"}}
	if parent, ok := p.Match(page.Parent); page.Parent != "" && ok {
		trail = append(trail, crumb{p.shortTitle(parent.Title), baseURL + page.Parent})
	}
	trail = append(trail, crumb{p.shortTitle(page.Title), baseURL + path})
	items := make([]any, len(trail))
	for i, c := range trail {
		items[i] = map[string]any{"@type": "ListItem", "position": i + 1, "name": c.name, "item": c.url}
	}
	return map[string]any{"@type": "BreadcrumbList", "itemListElement": items}
}

// shortTitle is a page title without its " | Site name" ending.
func (p *Pages) shortTitle(title string) string {
	return strings.TrimSuffix(title, " | "+p.SiteName)
}

// privatePaths are page paths, and the paths under them, that search engines
// should neither crawl, list nor index: accounts, the dashboard, the admin
// area and the pages of emailed links.
var privatePaths = []string{"/admin", "/dashboard", "/auth", "/reset-password", "/forgot-password", "/verify-email",
	"/newsletter"}

func isPrivatePath(path string) bool {
	for _, p := range privatePaths {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// robotsTxt answers GET /robots.txt: everything but the API and the private
// pages may be crawled; the sitemap lists what is worth it.
func robotsTxt(baseURL string) http.Handler {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\nDisallow: /api/\n")
	for _, p := range privatePaths {
		b.WriteString("Disallow: " + p + "\n")
	}
	b.WriteString("\nSitemap: " + baseURL + "/sitemap.xml\n")
	body := []byte(b.String())
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=3600")
		_, _ = w.Write(body)
	})
}

// sitemapTTL is how long a built sitemap is served before it is built again.
const sitemapTTL = 5 * time.Minute

type sitemapURL struct {
	Loc     string `xml:"loc"`
	LastMod string `xml:"lastmod,omitempty"`
}

type urlset struct {
	XMLName xml.Name     `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []sitemapURL `xml:"url"`
}

// sitemap answers GET /sitemap.xml: the public page routes without
// parameters, then the newest shared textures' pages (the showcase page
// dated by the newest). It is built at most once per sitemapTTL.
func sitemap(d Deps) http.Handler {
	var mu sync.Mutex
	var body []byte
	var built time.Time
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		defer mu.Unlock()
		if body == nil || time.Since(built) > sitemapTTL {
			b, err := buildSitemap(r.Context(), d)
			if err != nil {
				respondError(w, r, d.Logger, err)
				return
			}
			body, built = b, time.Now()
		}
		w.Header().Set("Content-Type", "application/xml; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=300")
		_, _ = w.Write(body)
	})
}

func buildSitemap(ctx context.Context, d Deps) ([]byte, error) {
	textures, err := d.Showcase.Newest(ctx, showcase.SitemapLimit)
	if err != nil {
		return nil, err
	}
	var set urlset
	for _, p := range d.Pages.Routes {
		if strings.Contains(p.Path, ":") || isPrivatePath(p.Path) {
			continue
		}
		u := sitemapURL{Loc: d.BaseURL + p.Path}
		if p.Path == "/showcase" && len(textures) > 0 {
			u.LastMod = textures[0].CreatedAt.UTC().Format(time.DateOnly)
		}
		set.URLs = append(set.URLs, u)
	}
	for _, t := range textures {
		set.URLs = append(set.URLs, sitemapURL{Loc: fmt.Sprintf("%s/showcase/%d", d.BaseURL, t.ID),
			LastMod: t.CreatedAt.UTC().Format(time.DateOnly)})
	}
	out, err := xml.MarshalIndent(set, "", "  ")
	if err != nil {
		return nil, err
	}
	return append([]byte(xml.Header), append(out, '\n')...), nil
}
