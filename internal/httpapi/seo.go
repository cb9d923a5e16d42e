package httpapi

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"html/template"
	"strings"
)

// Page is one page route of the app with what search engines and link
// previews read from the served HTML.
type Page struct {
	Path        string `json:"path"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Image       string `json:"-"` // the absolute og:image URL; the logo when empty
}

// Pages is the app's route table (web/src/app/routes.json, shared with the
// app), so the server knows which page paths exist and what they are called.
type Pages struct {
	SiteName string `json:"siteName"`
	NotFound Page   `json:"notFound"`
	Routes   []Page `json:"routes"`
}

// LoadPages parses the route table.
func LoadPages(routesJSON []byte) (*Pages, error) {
	var p Pages
	if err := json.Unmarshal(routesJSON, &p); err != nil {
		return nil, fmt.Errorf("route table: %w", err)
	}
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
    <meta property="og:site_name" content="{{.SiteName}}" />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="{{.Title}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:url" content="{{.URL}}" />
    <meta property="og:image" content="{{.Image}}" />
    <meta name="twitter:card" content="summary" />
    <script type="application/ld+json">{{.StructuredData}}</script>`))

// renderHead returns the <head> tags of a page served at path.
func (p *Pages) renderHead(baseURL, path string, page Page, noIndex bool) ([]byte, error) {
	logo := baseURL + "/logo-512.png"
	// The organization and the website with its site search, which opens the
	// studio with the searched words as the prompt.
	graph := map[string]any{
		"@context": "https://schema.org",
		"@graph": []any{
			map[string]any{"@type": "Organization", "@id": baseURL + "/#organization", "name": p.SiteName,
				"url": baseURL + "/", "logo": map[string]any{"@type": "ImageObject", "url": logo, "width": 512, "height": 512}},
			map[string]any{"@type": "WebSite", "@id": baseURL + "/#website", "name": p.SiteName, "url": baseURL + "/",
				"publisher": map[string]string{"@id": baseURL + "/#organization"},
				"potentialAction": map[string]any{"@type": "SearchAction",
					"target":      map[string]string{"@type": "EntryPoint", "urlTemplate": baseURL + "/texture-studio?prompt={search_term_string}"},
					"query-input": "required name=search_term_string"}},
		},
	}
	// json.Marshal escapes <, > and &, so the data cannot close the script tag.
	data, err := json.Marshal(graph)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	err = headTemplate.Execute(&b, map[string]any{
		"Title": page.Title, "Description": page.Description, "URL": baseURL + path, "SiteName": p.SiteName,
		"Image": cmp.Or(page.Image, logo), "NoIndex": noIndex, "StructuredData": template.JS(data),
	})
	return b.Bytes(), err
}
