package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/textures"
)

var errTextureNotFound = apperr.E(apperr.NotFound, "Texture not found")

// textureColumns are all but png, which only single reads need, and the
// id of the texture's copy in the showcase (0 when it is not shared).
const textureColumns = `id, user_id, title, prompt, kind, size, png_hash, generation_id, created_at, updated_at,
	COALESCE((SELECT s.id FROM showcase_textures s WHERE s.texture_id = textures.id), 0)`

// InsertTexture implements textures.Store. The owner's row is locked first
// (on SQLite the transaction holds the write lock from its start), so
// concurrent saves of one user count one after another.
func (db *DB) InsertTexture(ctx context.Context, t textures.Texture, maxSaved int, full error) (int64, error) {
	var id int64
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		if db.Engine == Postgres {
			if _, err := tx.ExecContext(ctx, `SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, t.UserID); err != nil {
				return wrap("insert texture", err)
			}
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM textures WHERE user_id = $1`, t.UserID).Scan(&n); err != nil {
			return wrap("insert texture", err)
		}
		if n >= maxSaved {
			return full
		}
		return wrap("insert texture", tx.QueryRowContext(ctx, `INSERT INTO textures (user_id, title, prompt, kind, size,
			png, png_hash, generation_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
			RETURNING id`, t.UserID, t.Title, t.Prompt, t.Kind, t.Size, t.PNG, t.PNGHash, nullIfEmpty(t.GenerationID),
			t.CreatedAt.UTC(), t.UpdatedAt.UTC()).Scan(&id))
	})
	return id, err
}

// ListTextures implements textures.Store with keyset paging on the
// (user_id, created_at) index.
func (db *DB) ListTextures(ctx context.Context, userID int64, after *textures.Cursor, limit int) ([]textures.Texture, error) {
	query, args := `SELECT `+textureColumns+` FROM textures WHERE user_id = $1`, []any{userID}
	if after != nil {
		query += ` AND (created_at < $2 OR (created_at = $2 AND id < $3))`
		args = append(args, after.CreatedAt.UTC(), after.ID)
	}
	args = append(args, limit)
	rows, err := db.SQL.QueryContext(ctx, query+fmt.Sprintf(` ORDER BY created_at DESC, id DESC LIMIT $%d`, len(args)),
		args...)
	if err != nil {
		return nil, wrap("list textures", err)
	}
	defer rows.Close()
	out := []textures.Texture{}
	for rows.Next() {
		t, err := scanTexture(rows, false)
		if err != nil {
			return nil, wrap("list textures", err)
		}
		out = append(out, t)
	}
	return out, wrap("list textures", rows.Err())
}

// GetTexture implements textures.Store.
func (db *DB) GetTexture(ctx context.Context, userID, id int64) (textures.Texture, error) {
	row := db.SQL.QueryRowContext(ctx, `SELECT `+textureColumns+`, png FROM textures WHERE id = $1 AND user_id = $2`,
		id, userID)
	t, err := scanTexture(row, true)
	if errors.Is(err, sql.ErrNoRows) {
		return t, errTextureNotFound
	}
	return t, wrap("get texture", err)
}

// UpdateTexture implements textures.Store.
func (db *DB) UpdateTexture(ctx context.Context, t textures.Texture) error {
	res, err := db.SQL.ExecContext(ctx, `UPDATE textures SET title = $3, png = $4, png_hash = $5, updated_at = $6
		WHERE id = $1 AND user_id = $2`, t.ID, t.UserID, t.Title, t.PNG, t.PNGHash, t.UpdatedAt.UTC())
	return textureChanged(res, err, "update texture")
}

// DeleteTexture implements textures.Store.
func (db *DB) DeleteTexture(ctx context.Context, userID, id int64) error {
	res, err := db.SQL.ExecContext(ctx, `DELETE FROM textures WHERE id = $1 AND user_id = $2`, id, userID)
	return textureChanged(res, err, "delete texture")
}

// textureChanged turns "no row changed" into the texture's NotFound.
func textureChanged(res sql.Result, err error, op string) error {
	ok, err := affected(res, err, op)
	if err == nil && !ok {
		return errTextureNotFound
	}
	return err
}

// scanTexture reads textureColumns, then png when withPNG.
func scanTexture(row interface{ Scan(...any) error }, withPNG bool) (textures.Texture, error) {
	var t textures.Texture
	var generationID sql.NullString
	dest := []any{&t.ID, &t.UserID, &t.Title, &t.Prompt, &t.Kind, &t.Size, &t.PNGHash, &generationID,
		&t.CreatedAt, &t.UpdatedAt, &t.ShowcaseID}
	if withPNG {
		dest = append(dest, &t.PNG)
	}
	if err := row.Scan(dest...); err != nil {
		return t, err
	}
	t.GenerationID = generationID.String
	t.CreatedAt, t.UpdatedAt = t.CreatedAt.UTC(), t.UpdatedAt.UTC()
	return t, nil
}

func nullIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}
