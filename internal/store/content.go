package store

import (
	"context"
	"time"
)

// Settings implements content.Store.
func (db *DB) Settings(ctx context.Context) (map[string]string, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT key, value FROM site_settings`)
	if err != nil {
		return nil, wrap("settings", err)
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var k, v string
		if err := rows.Scan(&k, &v); err != nil {
			return nil, wrap("settings", err)
		}
		out[k] = v
	}
	return out, wrap("settings", rows.Err())
}

// InsertSettingIfAbsent implements content.Store.
func (db *DB) InsertSettingIfAbsent(ctx context.Context, key, value string, now time.Time) (bool, error) {
	res, err := db.SQL.ExecContext(ctx, `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (key) DO NOTHING`, key, value, now.UTC())
	return affected(res, err, "insert setting")
}

func affected(res interface{ RowsAffected() (int64, error) }, err error, op string) (bool, error) {
	if err != nil {
		return false, wrap(op, err)
	}
	n, err := res.RowsAffected()
	return n > 0, wrap(op, err)
}
