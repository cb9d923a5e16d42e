package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/content"
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

// UpsertSetting implements content.Store.
func (db *DB) UpsertSetting(ctx context.Context, key, value string, now time.Time) error {
	_, err := db.SQL.ExecContext(ctx, `INSERT INTO site_settings (key, value, updated_at) VALUES ($1, $2, $3)
		ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, key, value, now.UTC())
	return wrap("upsert setting", err)
}

// PageContent implements content.Store.
func (db *DB) PageContent(ctx context.Context, pageID, elementID string) (content.PageContent, error) {
	var c content.PageContent
	err := db.SQL.QueryRowContext(ctx, `SELECT page_id, element_id, content, type, updated_at FROM page_content
		WHERE page_id = $1 AND element_id = $2`, pageID, elementID).Scan(&c.PageID, &c.ElementID, &c.Content, &c.Type, &c.UpdatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return c, apperr.E(apperr.NotFound, content.NotFoundMessage)
	}
	c.UpdatedAt = c.UpdatedAt.UTC()
	return c, wrap("page content", err)
}

// UpsertPageContent implements content.Store.
func (db *DB) UpsertPageContent(ctx context.Context, c content.PageContent, userID int64) error {
	_, err := db.SQL.ExecContext(ctx, `INSERT INTO page_content (page_id, element_id, content, type, updated_at, updated_by)
		VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (page_id, element_id) DO UPDATE SET content = excluded.content,
		type = excluded.type, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
		c.PageID, c.ElementID, c.Content, c.Type, c.UpdatedAt.UTC(), sql.NullInt64{Int64: userID, Valid: userID != 0})
	return wrap("save page content", err)
}

func affected(res interface{ RowsAffected() (int64, error) }, err error, op string) (bool, error) {
	if err != nil {
		return false, wrap(op, err)
	}
	n, err := res.RowsAffected()
	return n > 0, wrap(op, err)
}
