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
	PageViews(ctx context.Context, day string) (map[string]int64, error)
}

// Service records page views for known routes only, so that a caller cannot
// fill the table with arbitrary paths.
type Service struct {
	Store Store
	Now   func() time.Time
	// KnownRoute reports whether path is a page route of the app.
	KnownRoute func(path string) bool
}

// Record counts one view of path today. It returns apperr.Invalid for a path
// that is not a page route.
func (s *Service) Record(ctx context.Context, path string) error {
	if len(path) > 200 || s.KnownRoute == nil || !s.KnownRoute(path) {
		return apperr.E(apperr.Invalid, "Unknown page path")
	}
	return s.Store.IncrementPageView(ctx, s.Now().UTC().Format(time.DateOnly), path)
}

// Views returns today's count per route.
func (s *Service) Views(ctx context.Context, day time.Time) (map[string]int64, error) {
	return s.Store.PageViews(ctx, day.UTC().Format(time.DateOnly))
}
