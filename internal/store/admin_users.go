package store

import (
	"context"
	"database/sql"
	"errors"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
)

// SearchUsers implements account.AdminStore: a contains-search of name and
// email, keyset-paged in the sort's order.
func (db *DB) SearchUsers(ctx context.Context, q account.UserQuery) ([]account.User, error) {
	args := []any{"%" + escapeLike(strings.ToLower(q.Search)) + "%", q.Limit}
	key, dir, cmp := "id", "DESC", "<"
	switch q.Sort {
	case account.SortOldest:
		dir, cmp = "ASC", ">"
	case account.SortName:
		key, dir, cmp = "lower(username)", "ASC", ">"
	}
	after := ""
	if q.After != "" {
		after = " AND " + key + " " + cmp + " $3"
		if q.Sort == account.SortName {
			args = append(args, q.After)
		} else {
			id, _ := strconv.ParseInt(q.After, 10, 64)
			args = append(args, id)
		}
	}
	// No search: no condition at all, so that the planner walks the key's index.
	match := `$1 = '%%'`
	if q.Search != "" {
		match = `(lower(username) LIKE $1 ESCAPE '\' OR lower(email) LIKE $1 ESCAPE '\')`
	}
	if db.Engine == SQLite && utf8.RuneCountInString(q.Search) >= 3 {
		// The trigram index: a quoted phrase is the text itself, any characters
		// in it. In id order the index itself pages (FTS5 reads its rows in
		// rowid order), so a search that matches most users stops at the page.
		args[0] = `"` + strings.ReplaceAll(q.Search, `"`, `""`) + `"`
		match = `id IN (SELECT rowid FROM users_search WHERE users_search MATCH $1)`
		if key == "id" {
			match = `id IN (SELECT rowid FROM users_search WHERE users_search MATCH $1` +
				strings.Replace(after, "id", "rowid", 1) + ` ORDER BY rowid ` + dir + ` LIMIT $2)`
		}
	}
	order := ` ORDER BY ` + key + ` ` + dir
	if db.Engine == Postgres && q.Search != "" {
		// The planner cannot tell a common search from a rare one, and walking
		// the key's index to find a rare one reads every user. So: walk only
		// the first rows in order; a common search fills its page there. If
		// it does not, it is rare enough for the trigram indexes, and sorting
		// on key+'' or id+0 keeps the planner from walking the index again.
		users, err := db.queryUsers(ctx, `SELECT `+userColumns+` FROM (SELECT * FROM users WHERE true`+after+order+
			` LIMIT `+strconv.Itoa(searchProbeRows)+`) u WHERE `+match+order+` LIMIT $2`, args...)
		if err != nil || len(users) == q.Limit {
			return users, err
		}
		opaque := map[string]string{"id": "id + 0", "lower(username)": "lower(username) || ''"}[key]
		return db.queryUsers(ctx, `SELECT `+userColumns+` FROM users WHERE `+match+after+
			` ORDER BY `+opaque+` `+dir+` LIMIT $2`, args...)
	}
	return db.queryUsers(ctx, `SELECT `+userColumns+` FROM users WHERE `+match+after+order+` LIMIT $2`, args...)
}

// searchProbeRows is how many users in order a PostgreSQL search reads before
// it turns to the trigram indexes: a page of 50 found there matches 1 in 40.
var searchProbeRows = 2000

func (db *DB) queryUsers(ctx context.Context, query string, args ...any) ([]account.User, error) {
	rows, err := db.SQL.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, wrap("search users", err)
	}
	defer rows.Close()
	out := []account.User{}
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, wrap("search users", err)
		}
		out = append(out, u)
	}
	return out, wrap("search users", rows.Err())
}

// escapeLike makes s match itself in a LIKE pattern with ESCAPE '\'.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// UserActivity implements account.AdminStore.
func (db *DB) UserActivity(ctx context.Context, id int64, now time.Time) (account.Activity, error) {
	var a account.Activity
	err := db.SQL.QueryRowContext(ctx, `SELECT
		(SELECT count(*) FROM generations WHERE user_id = $1),
		(SELECT count(*) FROM textures WHERE user_id = $1),
		(SELECT count(*) FROM showcase_textures WHERE user_id = $1),
		(SELECT count(*) FROM sessions WHERE user_id = $1 AND expires_at > $2)`, id, now.UTC()).
		Scan(&a.Generations, &a.SavedTextures, &a.SharedTextures, &a.Sessions)
	if err != nil {
		return a, wrap("count user activity", err)
	}
	err = db.SQL.QueryRowContext(ctx, `SELECT last_seen_at FROM sessions WHERE user_id = $1
		ORDER BY last_seen_at DESC LIMIT 1`, id).Scan(&a.LastSeenAt)
	if errors.Is(err, sql.ErrNoRows) {
		err = nil
	}
	return a, wrap("read last seen", err)
}

var errLastAdmin = apperr.E(apperr.Conflict, account.MsgLastAdmin)

// SetAdminByID implements account.AdminStore: the admins' rows are locked
// first (PostgreSQL; SQLite's transaction holds the database), so two admins
// removing each other at once cannot leave none.
func (db *DB) SetAdminByID(ctx context.Context, id int64, admin bool) (account.User, error) {
	var u account.User
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		if !admin {
			q := `SELECT id FROM users WHERE is_admin ORDER BY id`
			if db.Engine == Postgres {
				q += ` FOR UPDATE`
			}
			rows, err := tx.QueryContext(ctx, q)
			if err != nil {
				return wrap("lock admins", err)
			}
			var admins []int64
			for rows.Next() {
				var a int64
				if err := rows.Scan(&a); err != nil {
					rows.Close()
					return wrap("lock admins", err)
				}
				admins = append(admins, a)
			}
			rows.Close()
			if len(admins) == 1 && admins[0] == id {
				return errLastAdmin
			}
		}
		var err error
		u, err = scanUser(tx.QueryRowContext(ctx, `UPDATE users SET is_admin = $1, updated_at = $2 WHERE id = $3
			RETURNING `+userColumns, admin, db.now(), id))
		if errors.Is(err, sql.ErrNoRows) {
			return errUserNotFound
		}
		return wrap("set admin", err)
	})
	return u, err
}

// SetSuspended implements account.AdminStore.
func (db *DB) SetSuspended(ctx context.Context, id int64, suspended bool, now time.Time) (account.User, error) {
	var u account.User
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		at := sql.NullTime{Time: now.UTC(), Valid: suspended}
		var err error
		u, err = scanUser(tx.QueryRowContext(ctx, `UPDATE users SET suspended_at = $1, updated_at = $2 WHERE id = $3
			RETURNING `+userColumns, at, db.now(), id))
		if errors.Is(err, sql.ErrNoRows) {
			return errUserNotFound
		}
		if err != nil || !suspended {
			return wrap("suspend user", err)
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, id)
		return wrap("end sessions", err)
	})
	return u, err
}
