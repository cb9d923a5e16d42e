package pages

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
)

// viteManifest is the build's .vite/manifest.json: each source module's
// chunk and the chunks it imports statically.
type viteManifest map[string]struct {
	File    string   `json:"file"`
	Imports []string `json:"imports"`
	IsEntry bool     `json:"isEntry"`
}

// assetHints are the scripts a page's head names: chunks its first render
// needs (modulepreload links, fetched at once beside the entry) and chunks the
// user will likely need next (listed in a meta tag; the app prefetches them
// once the page has loaded and the browser is idle, and never runs them).
type assetHints struct {
	Preload  []string
	Prefetch []string
}

// loadManifest reads the build's manifest; a missing one (the placeholder
// app the Go tests serve) gives no hints.
func loadManifest(files fs.FS) (viteManifest, error) {
	raw, err := fs.ReadFile(files, ".vite/manifest.json")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var m viteManifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("app manifest: %w", err)
	}
	return m, nil
}

// hints resolves a route's preload and prefetch modules (source paths, as in
// routes.json) to chunk URLs, leaving out what the entry already loads.
func (m viteManifest) hints(preload, prefetch []string) (assetHints, error) {
	if m == nil {
		return assetHints{}, nil
	}
	seen := map[string]bool{}
	for key, chunk := range m {
		if chunk.IsEntry {
			m.closure(key, seen)
		}
	}
	var h assetHints
	var err error
	if h.Preload, err = m.urls(preload, seen); err != nil {
		return h, err
	}
	h.Prefetch, err = m.urls(prefetch, seen)
	return h, err
}

func (m viteManifest) urls(modules []string, seen map[string]bool) ([]string, error) {
	var out []string
	for _, module := range modules {
		if _, ok := m[module]; !ok {
			return nil, fmt.Errorf("app manifest: no chunk for %s", module)
		}
		for _, key := range m.closure(module, seen) {
			out = append(out, "/"+m[key].File)
		}
	}
	return out, nil
}

// closure marks key and its static imports as seen and returns those not seen before.
func (m viteManifest) closure(key string, seen map[string]bool) []string {
	if seen[key] {
		return nil
	}
	seen[key] = true
	out := []string{key}
	for _, dep := range m[key].Imports {
		out = append(out, m.closure(dep, seen)...)
	}
	return out
}
