package pages_test

import (
	"maps"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/texelforge/texelforge/internal/pages"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// prerenderedApp is testApp as the build writes it: Vite's entry tag, and the
// HTML of the landing page in .prerender/index.html and of the plans page in
// .prerender/checkout/plans.html.
func prerenderedApp() fstest.MapFS {
	app := maps.Clone(testApp)
	app["index.html"] = &fstest.MapFile{Data: []byte(`<!doctype html><html><head><!--app-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head><body><div id="root"></div></body></html>`)}
	app[".prerender/index.html"] = &fstest.MapFile{Data: []byte(`<div class="shell"><h1>From idea to texture</h1></div>`)}
	app[".prerender/checkout/plans.html"] = &fstest.MapFile{Data: []byte(`<div class="shell"><h1>Plans and Pricing</h1></div>`)}
	return app
}

func TestLandingPageIsServedPrerendered(t *testing.T) {
	s := mustSite(t, storetest.MustOpen(t, store.SQLite), prerenderedApp())

	home := s.get(t, "/").Body.String()
	if !strings.Contains(home, `<div id="root"><div class="shell"><h1>From idea to texture</h1></div></div>`) {
		t.Errorf("/ lacks the prerendered page in #root:\n%s", home)
	}
	// The scripts start after the first paint: no entry tag, no modulepreload
	// links, but the loader naming the entry and the chunks to preload.
	if strings.Contains(home, `type="module"`) || strings.Contains(home, `rel="modulepreload"`) {
		t.Errorf("/ still fetches its scripts beside the HTML:\n%s", home)
	}
	loader := `<script src="/start-after-paint.js" data-entry="/assets/index-abc123.js" data-preload="/assets/home-1.js /assets/icons-1.js /assets/below-fold-1.js" defer></script>`
	if !strings.Contains(home, loader) {
		t.Errorf("/ lacks %s:\n%s", loader, home)
	}

	// The plans page too, with its own chunks started after the paint.
	plans := s.get(t, "/checkout/plans").Body.String()
	if !strings.Contains(plans, `<div id="root"><div class="shell"><h1>Plans and Pricing</h1></div></div>`) ||
		!strings.Contains(plans, `data-preload="/assets/checkout-plans-1.js /assets/plan-card-1.js"`) {
		t.Errorf("/checkout/plans is not prerendered:\n%s", plans)
	}

	// Other pages render in the browser, as before.
	privacy := s.get(t, "/privacy").Body.String()
	if !strings.Contains(privacy, `<div id="root"></div>`) || !strings.Contains(privacy, `<script type="module" crossorigin src="/assets/index-abc123.js"></script>`) {
		t.Errorf("/privacy is not the plain app page:\n%s", privacy)
	}
	if strings.Contains(privacy, "From idea to texture") {
		t.Error("/privacy carries the landing page's HTML")
	}
	// The prerendered file itself is never served.
	if code := s.get(t, "/.prerender/index.html").Code; code != 404 {
		t.Errorf("/.prerender/index.html: status %d, want 404", code)
	}
}

func TestPrerenderedPageNeedsTheEntryTag(t *testing.T) {
	app := prerenderedApp()
	app["index.html"] = &fstest.MapFile{Data: []byte(`<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>`)}
	if _, err := pages.New(pages.Config{Table: mustTable(t), App: app, BaseURL: baseURL}); err == nil || !strings.Contains(err.Error(), "entry script") {
		t.Fatalf("New: err %v, want one about the entry script tag", err)
	}
}
