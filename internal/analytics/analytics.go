// Package analytics counts page views per day and route, first party only.
// The browser reports a view only when the visitor accepted analytics cookies.
package analytics

import (
	"context"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Store persists daily page-view counts.
type Store interface {
	IncrementPageView(ctx context.Context, day, path string) error
}

// Service records page views per route pattern ("/showcase/:id", not each
// texture's path), so that the table holds one row per route and day
// whatever paths callers send.
type Service struct {
	Store Store
	Now   func() time.Time
	// Route returns the pattern of the page route that path matches.
	Route func(path string) (pattern string, ok bool)
}

// Record counts one view of path's route today. It returns apperr.Invalid
// for a path that is not a page route.
func (s *Service) Record(ctx context.Context, path string) error {
	if len(path) > 200 || s.Route == nil {
		return apperr.E(apperr.Invalid, "Unknown page path")
	}
	pattern, ok := s.Route(path)
	if !ok {
		return apperr.E(apperr.Invalid, "Unknown page path")
	}
	return s.Store.IncrementPageView(ctx, s.Now().UTC().Format(time.DateOnly), pattern)
}
