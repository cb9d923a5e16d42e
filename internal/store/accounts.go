package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
)

// userColumns are the columns scanUser reads; RETURNING cannot take a table
// alias on SQLite, so the join query spells its own prefixed copy.
const userColumns = `id, username, email, avatar_url, is_admin, newsletter, created_at`

func scanUser(row interface{ Scan(...any) error }) (account.User, error) {
	var u account.User
	var avatar sql.NullString
	err := row.Scan(&u.ID, &u.Username, &u.Email, &avatar, &u.IsAdmin, &u.Newsletter, &u.CreatedAt)
	if avatar.Valid {
		u.AvatarURL = &avatar.String
	}
	return u, err
}

var errUserNotFound = apperr.E(apperr.NotFound, "User not found")

// UserBySessionHash implements account.Store.
func (db *DB) UserBySessionHash(ctx context.Context, hash []byte, now time.Time) (account.User, error) {
	u, err := scanUser(db.SQL.QueryRowContext(ctx, `SELECT u.id, u.username, u.email, u.avatar_url, u.is_admin, u.newsletter, u.created_at
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = $1 AND s.expires_at > $2`, hash, now.UTC()))
	if errors.Is(err, sql.ErrNoRows) {
		return u, errUserNotFound
	}
	return u, wrap("user by session", err)
}

// UserByEmail implements account.Store.
func (db *DB) UserByEmail(ctx context.Context, email string) (account.User, error) {
	u, err := scanUser(db.SQL.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE lower(email) = lower($1)`, email))
	if errors.Is(err, sql.ErrNoRows) {
		return u, errUserNotFound
	}
	return u, wrap("user by email", err)
}

// InsertUser implements account.Store.
func (db *DB) InsertUser(ctx context.Context, n account.NewUser) (account.User, error) {
	now := db.now()
	u, err := scanUser(db.SQL.QueryRowContext(ctx, `INSERT INTO users
		(username, email, password_hash, is_admin, newsletter, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING `+userColumns,
		n.Username, n.Email, n.PasswordHash, n.IsAdmin, n.Newsletter, now))
	if isUniqueViolation(err) {
		return u, apperr.Wrap(apperr.Conflict, "That username or email is already registered", err)
	}
	return u, wrap("insert user", err)
}

// SetAdmin implements account.Store.
func (db *DB) SetAdmin(ctx context.Context, email string, admin bool) (account.User, error) {
	u, err := scanUser(db.SQL.QueryRowContext(ctx, `UPDATE users SET is_admin = $1, updated_at = $2
		WHERE lower(email) = lower($3) RETURNING `+userColumns, admin, db.now(), email))
	if errors.Is(err, sql.ErrNoRows) {
		return u, errUserNotFound
	}
	return u, wrap("set admin", err)
}

// ListAdmins implements account.Store.
func (db *DB) ListAdmins(ctx context.Context) ([]account.User, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT `+userColumns+` FROM users WHERE is_admin ORDER BY id`)
	if err != nil {
		return nil, wrap("list admins", err)
	}
	defer rows.Close()
	var out []account.User
	for rows.Next() {
		u, err := scanUser(rows)
		if err != nil {
			return nil, wrap("list admins", err)
		}
		out = append(out, u)
	}
	return out, wrap("list admins", rows.Err())
}

// InsertSession implements account.Store.
func (db *DB) InsertSession(ctx context.Context, s account.Session) error {
	_, err := db.SQL.ExecContext(ctx, `INSERT INTO sessions
		(token_hash, user_id, persistent, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
		s.TokenHash, s.UserID, s.Persistent, s.CreatedAt.UTC(), s.LastSeenAt.UTC(), s.ExpiresAt.UTC())
	return wrap("insert session", err)
}

// DeleteExpiredSessions implements account.Store.
func (db *DB) DeleteExpiredSessions(ctx context.Context, now time.Time) (int64, error) {
	res, err := db.SQL.ExecContext(ctx, `DELETE FROM sessions WHERE expires_at <= $1`, now.UTC())
	if err != nil {
		return 0, wrap("delete expired sessions", err)
	}
	n, err := res.RowsAffected()
	return n, wrap("delete expired sessions", err)
}

// isUniqueViolation reports whether err is a unique-constraint failure.
func isUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return pgErr.Code == "23505"
	}
	return strings.Contains(err.Error(), "UNIQUE constraint failed")
}
