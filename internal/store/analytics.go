package store

import "context"

// IncrementPageView implements analytics.Store.
func (db *DB) IncrementPageView(ctx context.Context, day, path string) error {
	_, err := db.SQL.ExecContext(ctx, `INSERT INTO page_views (day, path, views) VALUES ($1, $2, 1)
		ON CONFLICT (day, path) DO UPDATE SET views = page_views.views + 1`, day, path)
	return wrap("increment page view", err)
}

// PageViews implements analytics.Store.
func (db *DB) PageViews(ctx context.Context, day string) (map[string]int64, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT path, views FROM page_views WHERE day = $1`, day)
	if err != nil {
		return nil, wrap("page views", err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var path string
		var n int64
		if err := rows.Scan(&path, &n); err != nil {
			return nil, wrap("page views", err)
		}
		out[path] = n
	}
	return out, wrap("page views", rows.Err())
}
