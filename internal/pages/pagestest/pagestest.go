// Package pagestest stands in for the built web app in tests.
package pagestest

import "testing/fstest"

// App is a small build of the web app: index.html with the head marker, the
// entry chunk (also brotli- and gzip-compressed), a logo and Vite's manifest
// naming the entry and a shared chunk, the landing route with an icon chunk
// and its lower sections, the studio route and the 3D preview.
func App() fstest.MapFS {
	return fstest.MapFS{
		"index.html": {Data: []byte(`<!doctype html><html><head><!--app-head-->` +
			`<script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div><noscript>Needs JavaScript.</noscript></body></html>`)},
		"assets/index-abc123.js":    {Data: []byte("console.log('app')")},
		"assets/index-abc123.js.br": {Data: []byte("BROTLI")},
		"assets/index-abc123.js.gz": {Data: []byte("GZIP")},
		"logo.svg":                  {Data: []byte("<svg></svg>")},
		".vite/manifest.json":       {Data: []byte(manifest)},
	}
}

const manifest = `{
  "src/main.tsx": {"file": "assets/index-abc123.js", "isEntry": true, "imports": ["_shared.js"]},
  "_shared.js": {"file": "assets/shared-1.js"},
  "src/app/routes/home.tsx": {"file": "assets/home-1.js", "imports": ["_shared.js", "_icons.js"]},
  "_icons.js": {"file": "assets/icons-1.js"},
  "src/features/home/components/below-fold.tsx": {"file": "assets/below-fold-1.js", "isDynamicEntry": true, "imports": ["_icons.js"]},
  "src/app/routes/studio.tsx": {"file": "assets/studio-1.js", "imports": ["_icons.js", "_dialog.js"]},
  "_dialog.js": {"file": "assets/dialog-1.js"},
  "src/features/preview/texture-preview-3d.tsx": {"file": "assets/preview-1.js", "isDynamicEntry": true},
  "src/app/routes/checkout-plans.tsx": {"file": "assets/checkout-plans-1.js", "imports": ["_shared.js", "_plan-card.js"]},
  "src/app/routes/blog.tsx": {"file": "assets/blog-1.js", "imports": ["_shared.js"]},
  "src/app/routes/blog-post.tsx": {"file": "assets/blog-post-1.js", "imports": ["_shared.js"]},
  "_plan-card.js": {"file": "assets/plan-card-1.js"},
  "src/app/routes/checkout-credits.tsx": {"file": "assets/checkout-credits-1.js", "imports": ["_shared.js"]},
  "src/app/routes/checkout-plan.tsx": {"file": "assets/checkout-plan-1.js", "imports": ["_shared.js", "_plan-card.js"]}
}`
