// Package stats counts what the admins' overview shows: sign-ups,
// generations, textures, credits, purchases and page views per day.
//
// A day that has ended does not change, so its counts are computed once and
// kept (the stats_days table); only today is counted on every request.
// That keeps the overview fast however large the ledger grows.
package stats

import (
	"context"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Counters are one day's counts, or a period's.
type Counters struct {
	Signups           int64 `json:"signups"`
	ActiveUsers       int64 `json:"activeUsers"` // started a generation
	GenerationsDone   int64 `json:"generationsDone"`
	GenerationsFailed int64 `json:"generationsFailed"`
	TexturesSaved     int64 `json:"texturesSaved"`
	TexturesShared    int64 `json:"texturesShared"`
	CreditsSpent      int64 `json:"creditsSpent"`
	Purchases         int64 `json:"purchases"`
	RevenueUSD        int64 `json:"revenueUsd"` // cents
	PageViews         int64 `json:"pageViews"`
}

func (c *Counters) add(d Counters) {
	c.Signups += d.Signups
	c.GenerationsDone += d.GenerationsDone
	c.GenerationsFailed += d.GenerationsFailed
	c.TexturesSaved += d.TexturesSaved
	c.TexturesShared += d.TexturesShared
	c.CreditsSpent += d.CreditsSpent
	c.Purchases += d.Purchases
	c.RevenueUSD += d.RevenueUSD
	c.PageViews += d.PageViews
}

// Day is one day of a period's series.
type Day struct {
	Date string `json:"date"` // YYYY-MM-DD, UTC
	Counters
}

// RouteViews are a page route's views over a period.
type RouteViews struct {
	Route string `json:"route"`
	Views int64  `json:"views"`
}

// Report is the overview of a period ending today.
type Report struct {
	Days      int
	Totals    Counters
	Series    []Day
	PageViews []RouteViews
}

// Store counts and keeps the days' counts.
type Store interface {
	// CountDays counts the days from the day of `from` to the day before
	// `to` (UTC), by day (YYYY-MM-DD); days without activity may be absent.
	CountDays(ctx context.Context, from, to time.Time) (map[string]Counters, error)
	// KeptDays returns the counts kept for the days from..to (inclusive).
	KeptDays(ctx context.Context, from, to string) (map[string]Counters, error)
	// KeepDays stores ended days' counts.
	KeepDays(ctx context.Context, days map[string]Counters) error
	// ActiveUsers counts the users who started a generation in [from, to).
	ActiveUsers(ctx context.Context, from, to time.Time) (int64, error)
	// NewActiveUsers counts the users who started a generation since
	// `since` and none in [from, since).
	NewActiveUsers(ctx context.Context, from, since time.Time) (int64, error)
	// PageViewsByRoute sums page views per route since the day `from`, most viewed first.
	PageViewsByRoute(ctx context.Context, from string) ([]RouteViews, error)
}

// Service builds reports.
type Service struct {
	Store Store
	Now   func() time.Time

	mu     sync.Mutex
	active map[string]int64 // the distinct active users of ended days, by their span; today's spans only
}

// Periods are the overview's choices of days.
var Periods = []int{7, 30, 90}

// Report returns the overview of the last `days` days, today included.
func (s *Service) Report(ctx context.Context, days int) (Report, error) {
	if days != 7 && days != 30 && days != 90 {
		return Report{}, apperr.E(apperr.Invalid, "days must be 7, 30 or 90")
	}
	today := s.Now().UTC().Truncate(24 * time.Hour)
	first := today.AddDate(0, 0, 1-days)
	kept, err := s.Store.KeptDays(ctx, first.Format(time.DateOnly), today.AddDate(0, 0, -1).Format(time.DateOnly))
	if err != nil {
		return Report{}, err
	}
	// Count from the first ended day not kept yet through today; keep the ended ones.
	from := today
	for d := first; d.Before(today); d = d.AddDate(0, 0, 1) {
		if _, ok := kept[d.Format(time.DateOnly)]; !ok {
			from = d
			break
		}
	}
	counted, err := s.Store.CountDays(ctx, from, today.AddDate(0, 0, 1))
	if err != nil {
		return Report{}, err
	}
	ended := map[string]Counters{}
	for d := from; d.Before(today); d = d.AddDate(0, 0, 1) {
		key := d.Format(time.DateOnly)
		if _, ok := kept[key]; !ok { // a kept day stays as it was first counted
			ended[key] = counted[key]
			kept[key] = counted[key]
		}
	}
	if len(ended) > 0 {
		if err := s.Store.KeepDays(ctx, ended); err != nil {
			return Report{}, err
		}
	}
	kept[today.Format(time.DateOnly)] = counted[today.Format(time.DateOnly)]

	r := Report{Days: days, Series: make([]Day, 0, days)}
	for d := first; !d.After(today); d = d.AddDate(0, 0, 1) {
		day := Day{Date: d.Format(time.DateOnly), Counters: kept[d.Format(time.DateOnly)]}
		r.Series = append(r.Series, day)
		r.Totals.add(day.Counters)
	}
	if r.Totals.ActiveUsers, err = s.activeUsers(ctx, first, today); err != nil {
		return Report{}, err
	}
	r.PageViews, err = s.Store.PageViewsByRoute(ctx, first.Format(time.DateOnly))
	return r, err
}

// activeUsers counts the distinct users active from `first` through today:
// those of the ended days, counted once a day, and today's new ones.
func (s *Service) activeUsers(ctx context.Context, first, today time.Time) (int64, error) {
	key := first.Format(time.DateOnly) + "/" + today.Format(time.DateOnly)
	s.mu.Lock()
	ended, ok := s.active[key]
	s.mu.Unlock()
	if !ok {
		var err error
		if ended, err = s.Store.ActiveUsers(ctx, first, today); err != nil {
			return 0, err
		}
		s.mu.Lock()
		if s.active == nil || len(s.active) >= 2*len(Periods) {
			s.active = map[string]int64{} // yesterday's spans are never asked for again
		}
		s.active[key] = ended
		s.mu.Unlock()
	}
	fresh, err := s.Store.NewActiveUsers(ctx, first, today)
	return ended + fresh, err
}
