package stats_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/stats"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

type seeder struct {
	t  *testing.T
	db *store.DB
	n  int
}

func (s *seeder) exec(query string, args ...any) {
	s.t.Helper()
	if _, err := s.db.SQL.ExecContext(ctx, query, args...); err != nil {
		s.t.Fatalf("%s: %v", query, err)
	}
}

// user signs a user up at `at` and returns its id.
func (s *seeder) user(at time.Time) int64 {
	s.t.Helper()
	s.n++
	var id int64
	err := s.db.SQL.QueryRowContext(ctx, `INSERT INTO users (username, email, created_at, updated_at)
		VALUES ($1, $2, $3, $3) RETURNING id`, fmt.Sprintf("user%d", s.n), fmt.Sprintf("user%d@example.com", s.n), at).Scan(&id)
	if err != nil {
		s.t.Fatal(err)
	}
	return id
}

func (s *seeder) generation(user int64, state string, at time.Time) {
	s.t.Helper()
	s.n++
	id := fmt.Sprintf("gen%d", s.n)
	s.exec(`INSERT INTO generations (id, user_id, state, prompt, kind, size, seed, engine, spec, created_at, updated_at)
		VALUES ($1, $2, $3, 'stone', 'block', 16, 1, 'builtin', '{}', $4, $4)`, id, user, state, at)
	s.exec(`INSERT INTO credit_transactions (user_id, type, plan_delta, purchased_delta, generation_id, created_at)
		VALUES ($1, 'generation', -1, 0, $2, $3)`, user, id, at)
	if state == "failed" {
		s.exec(`INSERT INTO credit_transactions (user_id, type, plan_delta, purchased_delta, generation_id, created_at)
			VALUES ($1, 'refund', 1, 0, $2, $3)`, user, id, at)
	}
}

func TestReport(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		now := time.Date(2026, 11, 26, 15, 0, 0, 0, time.UTC)
		svc := &stats.Service{Store: db, Now: func() time.Time { return now }}
		s := &seeder{t: t, db: db}
		twoDaysAgo, today := now.AddDate(0, 0, -2), now.Add(-time.Hour)
		ann, bo := s.user(twoDaysAgo), s.user(twoDaysAgo.Add(time.Hour))
		s.user(now.AddDate(0, 0, -40)) // outside 30 days
		s.generation(ann, "done", twoDaysAgo)
		s.generation(ann, "done", twoDaysAgo)
		s.generation(bo, "failed", twoDaysAgo)
		s.generation(bo, "done", today)
		s.exec(`INSERT INTO checkouts (id, user_id, kind, plan_slug, item_name, credits, amount_usd, provider, return_to,
			status, created_at, expires_at) VALUES ('cs_1', $1, 'plan', 'starter', 'Starter', 10, 750, 'test', '/', 'paid', $2, $2)`,
			ann, today)
		s.exec(`INSERT INTO page_views (day, path, views) VALUES ('2026-11-24', '/', 5), ('2026-11-26', '/', 2),
			('2026-11-26', '/showcase/:id', 9)`)

		if _, err := svc.Report(ctx, 14); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("14 days: %v", err)
		}
		r, err := svc.Report(ctx, 7)
		if err != nil {
			t.Fatal(err)
		}
		if len(r.Series) != 7 || r.Series[6].Date != "2026-11-26" || r.Series[0].Date != "2026-11-20" {
			t.Fatalf("series %+v", r.Series)
		}
		old := r.Series[4] // 2026-11-24
		if old.Signups != 2 || old.ActiveUsers != 2 || old.GenerationsDone != 2 || old.GenerationsFailed != 1 ||
			old.CreditsSpent != 2 || old.PageViews != 5 {
			t.Fatalf("two days ago %+v", old)
		}
		if d := r.Series[6]; d.Purchases != 1 || d.RevenueUSD != 750 || d.GenerationsDone != 1 || d.PageViews != 11 {
			t.Fatalf("today %+v", d)
		}
		want := stats.Counters{Signups: 2, ActiveUsers: 2, GenerationsDone: 3, GenerationsFailed: 1, CreditsSpent: 3,
			Purchases: 1, RevenueUSD: 750, PageViews: 16}
		if r.Totals != want {
			t.Fatalf("totals %+v, want %+v", r.Totals, want)
		}
		if len(r.PageViews) != 2 || r.PageViews[0] != (stats.RouteViews{Route: "/showcase/:id", Views: 9}) {
			t.Fatalf("page views %+v", r.PageViews)
		}

		// Ended days are kept: a late change to one is not counted again;
		// today is counted afresh.
		s.generation(ann, "done", twoDaysAgo)
		s.generation(ann, "done", today)
		s.generation(s.user(today), "done", today) // a new user, active today only
		again, err := svc.Report(ctx, 7)
		if err != nil {
			t.Fatal(err)
		}
		if again.Series[4] != old || again.Series[6].GenerationsDone != 3 || again.Totals.ActiveUsers != 3 {
			t.Fatalf("after late changes: %+v then %+v", again.Series[4], again.Series[6])
		}
		// Days kept for 7 serve 30 too, and the older ones are counted.
		month, err := svc.Report(ctx, 30)
		if err != nil || len(month.Series) != 30 || month.Totals.Signups != 3 || month.Series[27] != old || month.Totals.ActiveUsers != 3 {
			t.Fatalf("30 days %+v, %v", month.Totals, err)
		}
	})
}
