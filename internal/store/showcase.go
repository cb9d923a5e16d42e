package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/showcase"
)

var errShowcaseNotFound = apperr.E(apperr.NotFound, showcase.NotFoundMessage)

// showcaseColumns read a showcase.Texture but for the viewer's vote, which follows them.
const showcaseColumns = `s.id, COALESCE(s.texture_id, 0), s.user_id, s.username, s.title, s.description, s.tags,
	s.license, s.kind, s.size, s.featured, s.upvotes, s.downvotes, s.download_count, s.png_hash, s.created_at`

// InsertShowcaseTexture implements showcase.Store: the pixels, kind and size
// are copied from the saved texture in the same statement that checks its owner.
func (db *DB) InsertShowcaseTexture(ctx context.Context, s showcase.Share) (int64, error) {
	tags, err := json.Marshal(s.Tags)
	if err != nil {
		return 0, err
	}
	var id int64
	err = db.SQL.QueryRowContext(ctx, `INSERT INTO showcase_textures (texture_id, user_id, username, title,
		description, tags, license, kind, size, png_hash, created_at, png)
		SELECT t.id, t.user_id, u.username, $3, $4, $5, $6, t.kind, t.size, t.png_hash, $7, t.png
		FROM textures t JOIN users u ON u.id = t.user_id WHERE t.id = $1 AND t.user_id = $2
		RETURNING id`, s.TextureID, s.UserID, s.Title, s.Description, string(tags), string(s.License),
		s.CreatedAt.UTC()).Scan(&id)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return 0, errTextureNotFound
	case isUniqueViolation(err):
		return 0, apperr.E(apperr.Conflict, showcase.AlreadySharedMessage)
	}
	return id, wrap("share texture", err)
}

// ListShowcase implements showcase.Store with keyset pagination: each sort
// has an index on (key, id, filter columns), and a page starts after the
// cursor's position.
func (db *DB) ListShowcase(ctx context.Context, q showcase.Query) (showcase.Page, error) {
	where, args := db.showcaseFilters(q)
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	key, order := sortKey(q.Sort)
	if c := q.After; c != nil {
		switch {
		case q.Sort == showcase.Oldest:
			where = append(where, "s.id > "+arg(c.ID))
		case q.Sort == showcase.Featured && c.Key == 1:
			where = append(where, "(NOT s.featured OR s.id < "+arg(c.ID)+")")
		case q.Sort == showcase.Featured:
			where = append(where, "(NOT s.featured AND s.id < "+arg(c.ID)+")")
		case key != "":
			k := arg(c.Key)
			where = append(where, fmt.Sprintf("(%s < %s OR (%s = %s AND s.id < %s))", key, k, key, k, arg(c.ID)))
		default:
			where = append(where, "s.id < "+arg(c.ID))
		}
	}
	// The vote column is 0: the service adds the viewer's votes (ShowcaseVotes).
	rows, err := db.SQL.QueryContext(ctx, `SELECT `+showcaseColumns+`, 0 FROM showcase_textures s`+whereClause(where)+
		` ORDER BY `+order+` LIMIT `+arg(q.Limit+1), args...)
	if err != nil {
		return showcase.Page{}, wrap("list showcase", err)
	}
	defer rows.Close()
	page := showcase.Page{Textures: []showcase.Texture{}}
	for rows.Next() {
		t, err := scanShowcase(rows)
		if err != nil {
			return page, wrap("list showcase", err)
		}
		page.Textures = append(page.Textures, t)
	}
	if err := rows.Err(); err != nil {
		return page, wrap("list showcase", err)
	}
	if len(page.Textures) > q.Limit {
		page.Textures = page.Textures[:q.Limit]
		next := showcase.CursorOf(page.Textures[q.Limit-1], q.Sort)
		page.Next = &next
	}
	return page, nil
}

// CountShowcase implements showcase.Store: the search and filters of q, not its cursor.
func (db *DB) CountShowcase(ctx context.Context, q showcase.Query) (int64, error) {
	var n int64
	where, args := db.showcaseFilters(q)
	query := `SELECT count(*) FROM showcase_textures s` + whereClause(where)
	if db.Engine == SQLite && len(where) == 2 && len(searchWords(q.Search)) > 0 {
		// A search alone: the full-text index has one row per texture, and
		// counting there spares a lookup of every match in the table. The
		// few removed textures are left out through their own index.
		query = `SELECT count(*) FROM showcase_search WHERE showcase_search MATCH $1
			AND rowid NOT IN (SELECT id FROM showcase_textures WHERE removed_at IS NOT NULL)`
	}
	err := db.SQL.QueryRowContext(ctx, query, args...).Scan(&n)
	return n, wrap("count showcase", err)
}

// showcaseFilters returns the search and filter conditions of q and their
// arguments ($1 onwards; the search, if any, is $1).
func (db *DB) showcaseFilters(q showcase.Query) ([]string, []any) {
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	// Removed textures (moderation) are in no listing.
	where := []string{"s.removed_at IS NULL"}
	if words := searchWords(q.Search); len(words) > 0 {
		if db.Engine == Postgres {
			where = append(where, "s.search @@ to_tsquery('simple', "+arg(strings.Join(words, ":* & ")+":*")+")")
		} else {
			where = append(where, "s.id IN (SELECT rowid FROM showcase_search WHERE showcase_search MATCH "+
				arg(`"`+strings.Join(words, `"* AND "`)+`"*`)+")")
		}
	}
	if q.License != "" {
		where = append(where, "s.license = "+arg(string(q.License)))
	}
	if q.Featured != nil {
		where = append(where, "s.featured = "+arg(*q.Featured))
	}
	if q.Kind != "" {
		where = append(where, "s.kind = "+arg(string(q.Kind)))
	}
	if q.Size != 0 {
		where = append(where, "s.size = "+arg(q.Size))
	}
	return where, args
}

func whereClause(conds []string) string {
	if len(conds) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(conds, " AND ")
}

// sortKey returns a sort's key column ("" when the id alone orders) and its ORDER BY.
func sortKey(s showcase.Sort) (key, order string) {
	switch s {
	case showcase.Newest:
		return "", "s.id DESC"
	case showcase.Oldest:
		return "", "s.id ASC"
	case showcase.Downloads:
		return "s.download_count", "s.download_count DESC, s.id DESC"
	case showcase.Featured:
		return "s.featured", "s.featured DESC, s.id DESC"
	default:
		return "s.score", "s.score DESC, s.id DESC"
	}
}

// searchWords splits a search into at most 8 lower-case words of letters and
// digits: nothing else reaches the full-text query syntax of either engine.
func searchWords(search string) []string {
	words := strings.FieldsFunc(strings.ToLower(search), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	})
	return words[:min(len(words), 8)]
}

// ShowcaseTexture implements showcase.Store.
func (db *DB) ShowcaseTexture(ctx context.Context, id, viewer int64) (showcase.Texture, error) {
	t, err := scanShowcase(db.SQL.QueryRowContext(ctx, `SELECT `+showcaseColumns+`, COALESCE(v.vote, 0)
		FROM showcase_textures s LEFT JOIN showcase_votes v ON v.showcase_id = s.id AND v.user_id = $1
		WHERE s.id = $2 AND s.removed_at IS NULL`, viewer, id))
	if errors.Is(err, sql.ErrNoRows) {
		return t, errShowcaseNotFound
	}
	return t, wrap("get showcase texture", err)
}

// ShowcaseImage implements showcase.Store.
func (db *DB) ShowcaseImage(ctx context.Context, id int64) (showcase.Image, error) {
	var img showcase.Image
	err := db.SQL.QueryRowContext(ctx, `SELECT png, png_hash, removed_at IS NOT NULL FROM showcase_textures WHERE id = $1`,
		id).Scan(&img.PNG, &img.Hash, &img.Removed)
	if errors.Is(err, sql.ErrNoRows) {
		return img, errShowcaseNotFound
	}
	return img, wrap("get showcase image", err)
}

// DeleteShowcaseTexture implements showcase.Store; the votes go with it.
func (db *DB) DeleteShowcaseTexture(ctx context.Context, id int64) error {
	res, err := db.SQL.ExecContext(ctx, `DELETE FROM showcase_textures WHERE id = $1`, id)
	return showcaseChanged(res, err, "delete showcase texture")
}

// SetShowcaseFeatured implements showcase.Store.
func (db *DB) SetShowcaseFeatured(ctx context.Context, id int64, featured bool) error {
	res, err := db.SQL.ExecContext(ctx, `UPDATE showcase_textures SET featured = $2 WHERE id = $1`, id, featured)
	return showcaseChanged(res, err, "feature showcase texture")
}

// CountShowcaseDownload implements showcase.Store: the viewer's row for the
// day and the counter change in one transaction, and earlier days' rows go.
func (db *DB) CountShowcaseDownload(ctx context.Context, id int64, viewer, day string) (bool, error) {
	counted := false
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM showcase_downloads WHERE day < $1`, day); err != nil {
			return wrap("count showcase download", err)
		}
		res, err := tx.ExecContext(ctx, `INSERT INTO showcase_downloads (day, showcase_id, viewer)
			SELECT $1, id, $3 FROM showcase_textures WHERE id = $2
			ON CONFLICT (day, showcase_id, viewer) DO NOTHING`, day, id, viewer)
		if counted, err = affected(res, err, "count showcase download"); err != nil || !counted {
			return err
		}
		res, err = tx.ExecContext(ctx, `UPDATE showcase_textures SET download_count = download_count + 1
			WHERE id = $1`, id)
		return showcaseChanged(res, err, "count showcase download")
	})
	return counted, err
}

func showcaseChanged(res sql.Result, err error, op string) error {
	ok, err := affected(res, err, op)
	if err == nil && !ok {
		return errShowcaseNotFound
	}
	return err
}

func scanShowcase(row interface{ Scan(...any) error }) (showcase.Texture, error) {
	var t showcase.Texture
	var tags string
	err := row.Scan(&t.ID, &t.TextureID, &t.UserID, &t.Username, &t.Title, &t.Description, &tags, &t.License,
		&t.Kind, &t.Size, &t.Featured, &t.Upvotes, &t.Downvotes, &t.Downloads, &t.PNGHash, &t.CreatedAt, &t.MyVote)
	if err != nil {
		return t, err
	}
	t.CreatedAt = t.CreatedAt.UTC()
	if err := json.Unmarshal([]byte(tags), &t.Tags); err != nil {
		return t, fmt.Errorf("showcase texture %d: tags: %w", t.ID, err)
	}
	return t, nil
}
