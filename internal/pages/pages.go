// Package pages renders the web app's pages: index.html with each route's
// title, meta tags and structured data written into its head, the landing
// page prerendered by the build with its FAQ filled from the plans, the
// app's built files, robots.txt, sitemap.xml, link previews of shared
// textures and the Google sign-in popup's last page. The JSON API is
// internal/httpapi, which mounts these handlers for every other path.
package pages

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Page is one page route of the app with what search engines and link
// previews read from the served HTML.
type Page struct {
	Path        string   `json:"path"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	Image       string   `json:"-"` // the absolute og:image URL; the logo when empty
	Parent      string   `json:"-"` // the path of the route above it in the breadcrumb trail, if not Home
	Article     *Article `json:"-"` // a blog post: og:type article, and a BlogPosting in the structured data
	Feeds       bool     `json:"-"` // the head links the blog's feeds
	// Source modules whose chunks the page's head asks for: at once (preload)
	// or when the browser is idle (prefetch). See assethints.go.
	Preload  []string `json:"preload,omitempty"`
	Prefetch []string `json:"prefetch,omitempty"`
	hints    assetHints
}

// Article is what a blog post's head says of it.
type Article struct {
	Published, Modified time.Time
	Author              string
	Tags                []string
}

// Table is the app's route table (web/src/app/routes.json, shared with the
// app), so the server knows which page paths exist and what they are called,
// with the landing page's FAQ (web/src/features/home/faq.json).
type Table struct {
	SiteName string    `json:"siteName"`
	NotFound Page      `json:"notFound"`
	Routes   []Page    `json:"routes"`
	FAQ      []FAQItem `json:"-"`
}

// Load parses the route table and the FAQ.
func Load(routesJSON, faqJSON []byte) (*Table, error) {
	var p Table
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
func (p *Table) routeOf(path string) Page {
	for _, r := range p.Routes {
		if r.Path == path {
			return r
		}
	}
	return Page{}
}

// Match returns the route of path. A ":name" segment in a route matches any
// one non-empty segment.
func (p *Table) Match(path string) (Page, bool) {
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

// privatePaths are page paths, and the paths under them, that search engines
// should neither crawl, list nor index: accounts, the dashboard, the admin
// area, the pages of emailed links and those of one user's payment.
var privatePaths = []string{"/admin", "/dashboard", "/auth", "/reset-password", "/forgot-password", "/verify-email",
	"/newsletter", "/checkout/pay", "/payment-success", "/complete-subscription", "/prompt-credits-checkout"}

func isPrivatePath(path string) bool {
	for _, p := range privatePaths {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}
