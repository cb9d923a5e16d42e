package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
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

// ListShowcase implements showcase.Store with keyset pagination: a page
// starts after the cursor's position. Without a search its filters' groups
// give the total (listedGroups) and it walks one index or several
// (browsePage); a search counts its matches while it finds the page
// (searchPage).
func (db *DB) ListShowcase(ctx context.Context, q showcase.Query) (showcase.Page, error) {
	page := showcase.Page{Textures: []showcase.Texture{}}
	var query string
	var args []any
	search := searchQuery(db.Engine, q.Search)
	if search != "" {
		query, args = db.searchPage(q, search)
	} else {
		groups, all, err := db.listedGroups(ctx, q)
		if err != nil {
			return page, wrap("list showcase", err)
		}
		for _, g := range groups {
			page.Total += g.textures
		}
		if query, args = browsePage(q, groups, page.Total, all, db.Engine); query == "" {
			return page, nil
		}
	}
	rows, err := db.SQL.QueryContext(ctx, query, args...)
	if err != nil {
		return page, wrap("list showcase", err)
	}
	defer rows.Close()
	var extra []any // a search's rows end with its count of matches
	if search != "" {
		extra = []any{&page.Total}
	}
	for rows.Next() {
		t, err := scanShowcase(rows, extra...)
		if err != nil {
			return page, wrap("list showcase", err)
		}
		page.Textures = append(page.Textures, t)
	}
	if err := rows.Err(); err != nil {
		return page, wrap("list showcase", err)
	}
	if search != "" && len(page.Textures) == 0 && q.After != nil {
		// No row to carry the count: a cursor at or past the last match.
		match, args := db.searchMatches(q, search)
		err := db.SQL.QueryRowContext(ctx, `SELECT count(*) FROM `+db.matchesFrom(match), args...).Scan(&page.Total)
		if err != nil {
			return page, wrap("list showcase", err)
		}
	}
	if len(page.Textures) > q.Limit {
		page.Textures = page.Textures[:q.Limit]
		next := showcase.CursorOf(page.Textures[q.Limit-1], q.Sort)
		page.Next = &next
	}
	return page, nil
}

// A group is one combination of the filter columns and its listed
// textures: every listed texture is in one of 36 groups, whose counts
// triggers maintain (migration 00018).
type group struct {
	license  showcase.License
	kind     spec.Kind
	size     int
	featured bool
	textures int64
}

// listedGroups returns the groups with textures that q's filters leave,
// and how many textures are listed in all.
func (db *DB) listedGroups(ctx context.Context, q showcase.Query) ([]group, int64, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT license, kind, size, featured, textures FROM showcase_counts
		WHERE textures > 0`)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var groups []group
	var all int64
	for rows.Next() {
		var g group
		if err := rows.Scan(&g.license, &g.kind, &g.size, &g.featured, &g.textures); err != nil {
			return nil, 0, err
		}
		all += g.textures
		if (q.License == "" || q.License == g.license) && (q.Kind == "" || q.Kind == g.kind) &&
			(q.Size == 0 || q.Size == g.size) && (q.Featured == nil || *q.Featured == g.featured) {
			groups = append(groups, g)
		}
	}
	return groups, all, rows.Err()
}

// browsePage is the query of a page without a search, "" when nothing
// matches. When at least an eighth of the listed textures match, it walks
// the sort's index and skips the others (about 8 per match at most). When
// fewer match, each of their groups gives its first Limit+1 entries after
// the cursor from its own index, and the page is the first of those: a few
// short index ranges, however rare the matches are.
func browsePage(q showcase.Query, groups []group, matched, all int64, e Engine) (string, []any) {
	if matched == 0 {
		return "", nil
	}
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	key, order := sortKey(q.Sort)
	limit := fmt.Sprintf(" LIMIT %d", q.Limit+1)
	// The vote column is 0: the service adds the viewer's votes (ShowcaseVotes).
	query := `SELECT ` + showcaseColumns + `, 0 FROM showcase_textures s`
	if matched*8 >= all {
		where, filterArgs := showcaseFilters(q, "")
		args = filterArgs
		where = append(where, "s.removed_at IS NULL")
		if after := keyset(q, arg); after != "" {
			where = append(where, after)
		}
		if e == SQLite {
			// Without it SQLite may read every match of an equality filter
			// through another index and sort them all.
			query += " INDEXED BY " + sortIndex(q.Sort)
		}
		return query + whereClause(where) + ` ORDER BY ` + order + limit, args
	}
	if key == "" {
		key = "0"
	}
	parts := make([]string, len(groups))
	for i, g := range groups {
		where := fmt.Sprintf("s.license = %s AND s.kind = %s AND s.size = %s AND s.featured = %s AND s.removed_at IS NULL",
			arg(string(g.license)), arg(string(g.kind)), arg(g.size), arg(g.featured))
		if after := keyset(q, arg); after != "" {
			where += " AND " + after
		}
		parts[i] = fmt.Sprintf(`SELECT * FROM (SELECT s.id, %s AS k FROM showcase_textures s WHERE %s ORDER BY %s%s) g%d`,
			key, where, order, limit, i)
	}
	return query + ` WHERE s.id IN (SELECT g.id FROM (` + strings.Join(parts, " UNION ALL ") + `) g ORDER BY ` +
		strings.NewReplacer("s.id", "g.id", key, "g.k").Replace(order) + limit + `) ORDER BY ` + order, args
}

// keyset is the condition that keeps what comes after q's cursor in its
// sort, "" without a cursor.
func keyset(q showcase.Query, arg func(any) string) string {
	c := q.After
	key, _ := sortKey(q.Sort)
	switch {
	case c == nil:
		return ""
	case q.Sort == showcase.Oldest:
		return "s.id > " + arg(c.ID)
	case q.Sort == showcase.Featured:
		return fmt.Sprintf("(s.featured, s.id) < (%s, %s)", arg(c.Key == 1), arg(c.ID))
	case key != "":
		return fmt.Sprintf("(%s, s.id) < (%s, %s)", key, arg(c.Key), arg(c.ID))
	}
	return "s.id < " + arg(c.ID)
}

// searchPage is the query of a page of search matches. It reads the
// matches' ids and sort keys once (m), counts them, picks the page's ids
// among them, and reads those rows; each row ends with the count.
func (db *DB) searchPage(q showcase.Query, search string) (string, []any) {
	match, args := db.searchMatches(q, search)
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	_, order := sortKey(q.Sort)
	var after []string
	if k := keyset(q, arg); k != "" {
		after = append(after, k)
	}
	return `WITH m AS MATERIALIZED (SELECT s.id, s.score, s.download_count, s.featured FROM ` + db.matchesFrom(match) +
		`) SELECT ` + showcaseColumns + `, 0, (SELECT count(*) FROM m) FROM showcase_textures s WHERE s.id IN (
		SELECT s.id FROM m s` + whereClause(after) + ` ORDER BY ` + order + fmt.Sprintf(" LIMIT %d", q.Limit+1) +
		`) ORDER BY ` + order, args
}

// matchesFrom is the FROM and WHERE of a search's matches (its conditions
// match), as s.
//   - On SQLite each match's sort keys and filters come from a covering
//     index, not from its row, which holds the PNG.
//   - On PostgreSQL searchPage's MATERIALIZED keeps the planner from
//     walking a sort's index and checking each row's words instead of
//     reading the matches from the full-text index: when the words and the
//     filters rarely meet (a block's word and kind=item), that walk read the
//     whole table, 3 s, for a few matches.
func (db *DB) matchesFrom(match []string) string {
	if db.Engine == SQLite {
		return `showcase_search f JOIN showcase_textures s INDEXED BY showcase_match_idx ON s.id = f.rowid
			AND f.showcase_search MATCH $1 AND s.removed_at IS NULL` + strings.Join(append([]string{""}, match...), " AND ")
	}
	return `showcase_textures s` + whereClause(match)
}

// searchMatches returns the conditions and arguments ($1 the search) that
// keep q's matches: on SQLite its filters, beside the full-text match of
// matchesFrom; on PostgreSQL one full-text condition, whose query holds the
// filters as lexemes of the document (migration 00018) beside the words.
func (db *DB) searchMatches(q showcase.Query, search string) ([]string, []any) {
	if db.Engine == SQLite {
		return showcaseFilters(q, search)
	}
	var facets []string
	if q.License != "" {
		facets = append(facets, "'license="+string(q.License)+"'")
	}
	if q.Kind != "" {
		facets = append(facets, "'kind="+string(q.Kind)+"'")
	}
	if q.Size != 0 {
		facets = append(facets, fmt.Sprintf("'size=%d'", q.Size))
	}
	if q.Featured != nil {
		facets = append(facets, fmt.Sprintf("'featured=%t'", *q.Featured))
	}
	if len(facets) == 0 {
		return []string{`s.search @@ to_tsquery('simple', $1)`, "s.removed_at IS NULL"}, []any{search}
	}
	return []string{`s.search @@ (to_tsquery('simple', $1) && $2::tsquery)`, "s.removed_at IS NULL"},
		[]any{search, strings.Join(facets, " & ")}
}

// showcaseFilters returns the filter conditions of q on the columns of
// showcase_textures and showcase_counts (as s), and the arguments: the
// search first ($1) when there is one, then the filters'.
func showcaseFilters(q showcase.Query, search string) ([]string, []any) {
	var where []string
	var args []any
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	if search != "" {
		args = append(args, search)
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

// searchQuery is the engine's full-text query for a search, "" when it
// has no word: every word must match. A word of minPrefix letters or more
// also matches the longer words it begins (as typed so far); a shorter
// one matches only itself, so that "s" does not make the search read
// nearly every texture.
func searchQuery(e Engine, search string) string {
	words := searchWords(search)
	for i, w := range words {
		prefix := utf8.RuneCountInString(w) >= minPrefix
		switch {
		case e == Postgres && prefix:
			words[i] = w + ":*"
		case e == SQLite && prefix:
			words[i] = `"` + w + `"*`
		case e == SQLite:
			words[i] = `"` + w + `"`
		}
	}
	if e == Postgres {
		return strings.Join(words, " & ")
	}
	return strings.Join(words, " AND ")
}

const minPrefix = 3

// sortIndex names the index that lists every texture in a sort's order.
func sortIndex(s showcase.Sort) string {
	switch s {
	case showcase.Popular:
		return "showcase_popular_idx"
	case showcase.Downloads:
		return "showcase_downloads_idx"
	case showcase.Featured:
		return "showcase_featured_idx"
	}
	return "showcase_newest_idx"
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

// scanShowcase reads showcaseColumns and the viewer's vote, then the
// query's extra columns into extra.
func scanShowcase(row interface{ Scan(...any) error }, extra ...any) (showcase.Texture, error) {
	var t showcase.Texture
	var tags string
	err := row.Scan(append([]any{&t.ID, &t.TextureID, &t.UserID, &t.Username, &t.Title, &t.Description, &tags,
		&t.License, &t.Kind, &t.Size, &t.Featured, &t.Upvotes, &t.Downvotes, &t.Downloads, &t.PNGHash, &t.CreatedAt,
		&t.MyVote}, extra...)...)
	if err != nil {
		return t, err
	}
	t.CreatedAt = t.CreatedAt.UTC()
	if err := json.Unmarshal([]byte(tags), &t.Tags); err != nil {
		return t, fmt.Errorf("showcase texture %d: tags: %w", t.ID, err)
	}
	return t, nil
}
