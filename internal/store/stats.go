package store

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/texelforge/texelforge/internal/stats"
)

// dayOf is the UTC day (YYYY-MM-DD) of a timestamp column.
func (db *DB) dayOf(col string) string {
	if db.Engine == Postgres {
		return "to_char(" + col + " AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
	}
	return "substr(" + col + ", 1, 10)" // stored as UTC text
}

// CountDays implements stats.Store: one grouped query per source, each
// reading its created_at index over the range only.
func (db *DB) CountDays(ctx context.Context, from, to time.Time) (map[string]stats.Counters, error) {
	out := map[string]stats.Counters{}
	count := func(query string, set func(c *stats.Counters, a, b int64)) error {
		rows, err := db.SQL.QueryContext(ctx, query, from.UTC(), to.UTC())
		if err != nil {
			return wrap("count stats", err)
		}
		defer rows.Close()
		for rows.Next() {
			var day string
			var a, b int64
			if err := rows.Scan(&day, &a, &b); err != nil {
				return wrap("count stats", err)
			}
			c := out[day]
			set(&c, a, b)
			out[day] = c
		}
		return wrap("count stats", rows.Err())
	}
	span := func(table string) string {
		return fmt.Sprintf(" FROM %s WHERE created_at >= $1 AND created_at < $2 GROUP BY 1", table)
	}
	day := db.dayOf("created_at")
	queries := []struct {
		query string
		set   func(c *stats.Counters, a, b int64)
	}{
		{`SELECT ` + day + `, count(*), 0` + span("users"), func(c *stats.Counters, a, _ int64) { c.Signups = a }},
		{`SELECT ` + day + `, count(DISTINCT user_id), 0` + span("generations"), func(c *stats.Counters, a, _ int64) { c.ActiveUsers = a }},
		{`SELECT ` + day + `, count(*) FILTER (WHERE state = 'done'), count(*) FILTER (WHERE state = 'failed')` + span("generations"),
			func(c *stats.Counters, a, b int64) { c.GenerationsDone, c.GenerationsFailed = a, b }},
		{`SELECT ` + day + `, count(*), 0` + span("textures"), func(c *stats.Counters, a, _ int64) { c.TexturesSaved = a }},
		{`SELECT ` + day + `, count(*), 0` + span("showcase_textures"), func(c *stats.Counters, a, _ int64) { c.TexturesShared = a }},
		// Spent: generations charged less those refunded (a failed one gives its credit back).
		{`SELECT ` + day + `, COALESCE(-sum(plan_delta + purchased_delta), 0), 0 FROM credit_transactions
			WHERE type IN ('generation', 'refund') AND created_at >= $1 AND created_at < $2 GROUP BY 1`,
			func(c *stats.Counters, a, _ int64) { c.CreditsSpent = a }},
		{`SELECT ` + day + `, count(*), COALESCE(sum(amount_usd), 0) FROM checkouts
			WHERE status = 'paid' AND created_at >= $1 AND created_at < $2 GROUP BY 1`,
			func(c *stats.Counters, a, b int64) { c.Purchases, c.RevenueUSD = a, b }},
	}
	for _, q := range queries {
		if err := count(q.query, q.set); err != nil {
			return nil, err
		}
	}
	rows, err := db.SQL.QueryContext(ctx, `SELECT day, sum(views) FROM page_views WHERE day >= $1 AND day < $2 GROUP BY day`,
		from.UTC().Format(time.DateOnly), to.UTC().Format(time.DateOnly))
	if err != nil {
		return nil, wrap("count page views", err)
	}
	defer rows.Close()
	for rows.Next() {
		var d string
		var n int64
		if err := rows.Scan(&d, &n); err != nil {
			return nil, wrap("count page views", err)
		}
		c := out[d]
		c.PageViews = n
		out[d] = c
	}
	return out, wrap("count page views", rows.Err())
}

// KeptDays implements stats.Store.
func (db *DB) KeptDays(ctx context.Context, from, to string) (map[string]stats.Counters, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT day, counters FROM stats_days WHERE day >= $1 AND day <= $2`, from, to)
	if err != nil {
		return nil, wrap("read kept stats", err)
	}
	defer rows.Close()
	out := map[string]stats.Counters{}
	for rows.Next() {
		var day, raw string
		var c stats.Counters
		if err := rows.Scan(&day, &raw); err != nil {
			return nil, wrap("read kept stats", err)
		}
		if err := json.Unmarshal([]byte(raw), &c); err != nil {
			return nil, fmt.Errorf("stats of %s: %w", day, err)
		}
		out[day] = c
	}
	return out, wrap("read kept stats", rows.Err())
}

// KeepDays implements stats.Store; a day counted twice (two requests at
// once) keeps either count, which are the same.
func (db *DB) KeepDays(ctx context.Context, days map[string]stats.Counters) error {
	for day, c := range days {
		raw, err := json.Marshal(c)
		if err != nil {
			return err
		}
		if _, err := db.SQL.ExecContext(ctx, `INSERT INTO stats_days (day, counters, computed_at) VALUES ($1, $2, $3)
			ON CONFLICT (day) DO UPDATE SET counters = excluded.counters, computed_at = excluded.computed_at`,
			day, string(raw), db.now()); err != nil {
			return wrap("keep stats", err)
		}
	}
	return nil
}

// ActiveUsers implements stats.Store.
func (db *DB) ActiveUsers(ctx context.Context, from, to time.Time) (int64, error) {
	var n int64
	err := db.SQL.QueryRowContext(ctx, `SELECT count(DISTINCT user_id) FROM generations
		WHERE created_at >= $1 AND created_at < $2`, from.UTC(), to.UTC()).Scan(&n)
	return n, wrap("count active users", err)
}

// NewActiveUsers implements stats.Store: each of the few users active
// since `since` is looked up in the (user_id, created_at) index.
func (db *DB) NewActiveUsers(ctx context.Context, from, since time.Time) (int64, error) {
	var n int64
	err := db.SQL.QueryRowContext(ctx, `SELECT count(DISTINCT g.user_id) FROM generations g WHERE g.created_at >= $2
		AND NOT EXISTS (SELECT 1 FROM generations p WHERE p.user_id = g.user_id AND p.created_at >= $1 AND p.created_at < $2)`,
		from.UTC(), since.UTC()).Scan(&n)
	return n, wrap("count new active users", err)
}

// PageViewsByRoute implements stats.Store.
func (db *DB) PageViewsByRoute(ctx context.Context, from string) ([]stats.RouteViews, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT path, sum(views) FROM page_views WHERE day >= $1
		GROUP BY path ORDER BY 2 DESC, path LIMIT 50`, from)
	if err != nil {
		return nil, wrap("page views by route", err)
	}
	defer rows.Close()
	out := []stats.RouteViews{}
	for rows.Next() {
		var r stats.RouteViews
		if err := rows.Scan(&r.Route, &r.Views); err != nil {
			return nil, wrap("page views by route", err)
		}
		out = append(out, r)
	}
	return out, wrap("page views by route", rows.Err())
}
