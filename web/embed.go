// Package web holds the built single-page app, embedded into the binary.
//
// `npm run build` writes the app to build/dist (ignored by git). Until then the
// committed build/placeholder/index.html is served, so `go build` and the Go
// tests never need Node.
package web

import (
	"embed"
	"io/fs"
)

//go:embed all:build
var build embed.FS

// RoutesJSON is the table of page routes with their titles and descriptions,
// shared with the app (src/app/routes.json).
//
//go:embed src/app/routes.json
var RoutesJSON []byte

// FAQJSON is the landing page's FAQ, shared with the app
// (src/features/home/faq.json); the server puts it in the home page's
// structured data.
//
//go:embed src/features/home/faq.json
var FAQJSON []byte

// Dist returns the built app, or the placeholder page if the app was not
// built, and reports which.
func Dist() (fsys fs.FS, built bool) {
	if _, err := fs.Stat(build, "build/dist/index.html"); err == nil {
		sub, _ := fs.Sub(build, "build/dist")
		return sub, true
	}
	sub, _ := fs.Sub(build, "build/placeholder")
	return sub, false
}
