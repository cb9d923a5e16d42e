package pages

import (
	"bytes"
	"cmp"
	"encoding/json"
	"html/template"
	"strings"
	"time"
)

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
    {{- if .Feeds}}
    <link rel="alternate" type="application/rss+xml" title="{{.SiteName}} blog (RSS)" href="/blog/feed.xml" />
    <link rel="alternate" type="application/atom+xml" title="{{.SiteName}} blog (Atom)" href="/blog/atom.xml" />
    {{- end}}
    <meta property="og:site_name" content="{{.SiteName}}" />
    {{- with .Article}}
    <meta property="og:type" content="article" />
    <meta property="article:published_time" content="{{.Published.Format "2006-01-02T15:04:05Z07:00"}}" />
    <meta property="article:modified_time" content="{{.Modified.Format "2006-01-02T15:04:05Z07:00"}}" />
    {{- range .Tags}}
    <meta property="article:tag" content="{{.}}" />
    {{- end}}
    {{- else}}
    <meta property="og:type" content="website" />
    {{- end}}
    <meta property="og:title" content="{{.Title}}" />
    <meta property="og:description" content="{{.Description}}" />
    <meta property="og:url" content="{{.URL}}" />
    <meta property="og:image" content="{{.Image}}" />
    <meta name="twitter:card" content="{{if .LargeImage}}summary_large_image{{else}}summary{{end}}" />
    <script type="application/ld+json">{{.StructuredData}}</script>`))

// renderHead returns the <head> tags of a page served at path, with the FAQ
// (already answered) in its structured data if faq is not empty, for a site
// called name.
func (p *Table) renderHead(baseURL, path string, page Page, noIndex bool, faq []FAQItem, name string) ([]byte, error) {
	logo := baseURL + "/logo-512.png"
	// The organization and the website with its site search, which opens the
	// studio with the searched words as the prompt.
	nodes := []any{
		map[string]any{"@type": "Organization", "@id": baseURL + "/#organization", "name": name,
			"url": baseURL + "/", "logo": map[string]any{"@type": "ImageObject", "url": logo, "width": 512, "height": 512}},
		map[string]any{"@type": "WebSite", "@id": baseURL + "/#website", "name": name, "url": baseURL + "/",
			"publisher": map[string]string{"@id": baseURL + "/#organization"},
			"potentialAction": map[string]any{"@type": "SearchAction",
				"target":      map[string]string{"@type": "EntryPoint", "urlTemplate": baseURL + "/texture-studio?prompt={search_term_string}"},
				"query-input": "required name=search_term_string"}},
	}
	if path != "/" && !noIndex {
		nodes = append(nodes, p.breadcrumbs(baseURL, path, page, name))
	}
	if a := page.Article; a != nil {
		image := cmp.Or(page.Image, logo)
		nodes = append(nodes, map[string]any{"@type": "BlogPosting", "@id": baseURL + path + "#article",
			"headline": strings.TrimSuffix(page.Title, " | "+name), "description": page.Description,
			"datePublished": a.Published.UTC().Format(time.RFC3339), "dateModified": a.Modified.UTC().Format(time.RFC3339),
			"author": map[string]string{"@type": "Person", "name": a.Author}, "keywords": a.Tags, "image": image,
			"mainEntityOfPage": baseURL + path, "publisher": map[string]string{"@id": baseURL + "/#organization"}})
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
		"Title": page.Title, "Description": page.Description, "URL": baseURL + path, "SiteName": name,
		"Image": cmp.Or(page.Image, logo), "NoIndex": noIndex, "StructuredData": template.JS(data),
		"Preload": page.hints.Preload, "Prefetch": page.hints.Prefetch,
		"Article": page.Article, "Feeds": page.Feeds, "LargeImage": page.Image != "" && page.Article != nil,
	})
	return b.Bytes(), err
}

// breadcrumbs is the trail Home, the page's parent route if it has one, and
// the page (titled for a site called name), each named by its title without
// the site name.
func (p *Table) breadcrumbs(baseURL, path string, page Page, name string) map[string]any {
	type crumb struct{ name, url string }
	trail := []crumb{{"Home", baseURL + "/"}}
	if parent, ok := p.Match(page.Parent); page.Parent != "" && ok {
		trail = append(trail, crumb{p.shortTitle(parent.Title), baseURL + page.Parent})
	}
	trail = append(trail, crumb{strings.TrimSuffix(page.Title, " | "+name), baseURL + path})
	items := make([]any, len(trail))
	for i, c := range trail {
		items[i] = map[string]any{"@type": "ListItem", "position": i + 1, "name": c.name, "item": c.url}
	}
	return map[string]any{"@type": "BreadcrumbList", "itemListElement": items}
}

// named returns a route of the table as it reads on a site called name:
// the table's texts say the table's name.
func (p *Table) named(page Page, name string) Page {
	rename := strings.NewReplacer(p.SiteName, name)
	page.Title, page.Description = rename.Replace(page.Title), rename.Replace(page.Description)
	return page
}

// shortTitle is a page title without its " | Site name" ending.
func (p *Table) shortTitle(title string) string {
	return strings.TrimSuffix(title, " | "+p.SiteName)
}
