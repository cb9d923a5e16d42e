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
const userColumns = `id, username, email, avatar_url, is_admin, newsletter, plan_slug, created_at,
	email_verified_at, password_hash <> '', suspended_at IS NOT NULL`

func scanUser(row interface{ Scan(...any) error }) (account.User, error) {
	var u account.User
	var avatar sql.NullString
	var verified sql.NullTime
	err := row.Scan(&u.ID, &u.Username, &u.Email, &avatar, &u.IsAdmin, &u.Newsletter, &u.PlanSlug, &u.CreatedAt,
		&verified, &u.HasPassword, &u.Suspended)
	if avatar.Valid {
		u.AvatarURL = &avatar.String
	}
	u.EmailVerified = verified.Valid
	return u, err
}

var errUserNotFound = apperr.E(apperr.NotFound, "User not found")

// SessionUser implements account.Store.
func (db *DB) SessionUser(ctx context.Context, hash []byte, now time.Time) (account.User, account.Session, error) {
	var u account.User
	var sess account.Session
	var avatar sql.NullString
	var verified sql.NullTime
	err := db.SQL.QueryRowContext(ctx, `SELECT u.id, u.username, u.email, u.avatar_url, u.is_admin, u.newsletter, u.plan_slug, u.created_at,
			u.email_verified_at, u.password_hash <> '', s.id, s.persistent, s.created_at, s.last_seen_at, s.expires_at
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.created_at > $3 AND u.suspended_at IS NULL`,
		hash, now.UTC(), now.Add(-account.MaxSessionAge).UTC()).Scan(
		&u.ID, &u.Username, &u.Email, &avatar, &u.IsAdmin, &u.Newsletter, &u.PlanSlug, &u.CreatedAt,
		&verified, &u.HasPassword, &sess.ID, &sess.Persistent, &sess.CreatedAt, &sess.LastSeenAt, &sess.ExpiresAt)
	if errors.Is(err, sql.ErrNoRows) {
		return u, sess, apperr.E(apperr.NotFound, "Session not found")
	}
	if avatar.Valid {
		u.AvatarURL = &avatar.String
	}
	u.EmailVerified = verified.Valid
	sess.UserID, sess.TokenHash = u.ID, hash
	return u, sess, wrap("session user", err)
}

// UserByID implements account.Store.
func (db *DB) UserByID(ctx context.Context, id int64) (account.User, error) {
	u, err := scanUser(db.SQL.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users WHERE id = $1`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return u, errUserNotFound
	}
	return u, wrap("user by id", err)
}

// PasswordHash implements account.Store.
func (db *DB) PasswordHash(ctx context.Context, userID int64) (string, error) {
	var hash string
	err := db.SQL.QueryRowContext(ctx, `SELECT password_hash FROM users WHERE id = $1`, userID).Scan(&hash)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errUserNotFound
	}
	return hash, wrap("password hash", err)
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
	return insertUser(ctx, db.SQL, n, db.now())
}

func insertUser(ctx context.Context, q querier, n account.NewUser, now time.Time) (account.User, error) {
	u, err := scanUser(q.QueryRowContext(ctx, `INSERT INTO users
		(username, email, password_hash, is_admin, newsletter, email_verified_at, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING `+userColumns,
		n.Username, n.Email, n.PasswordHash, n.IsAdmin, n.Newsletter, verifiedAt(n, now), now))
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

// TouchSession implements account.Store.
func (db *DB) TouchSession(ctx context.Context, id int64, lastSeen, expires time.Time) error {
	_, err := db.SQL.ExecContext(ctx, `UPDATE sessions SET last_seen_at = $1, expires_at = $2 WHERE id = $3`,
		lastSeen.UTC(), expires.UTC(), id)
	return wrap("touch session", err)
}

// DeleteSession implements account.Store.
func (db *DB) DeleteSession(ctx context.Context, hash []byte) error {
	_, err := db.SQL.ExecContext(ctx, `DELETE FROM sessions WHERE token_hash = $1`, hash)
	return wrap("delete session", err)
}

// SetPassword implements account.Store.
func (db *DB) SetPassword(ctx context.Context, userID int64, hash string, keep []byte) error {
	return db.InTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE users SET password_hash = $1, updated_at = $2 WHERE id = $3`, hash, db.now(), userID)
		if err != nil {
			return wrap("set password", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errUserNotFound
		}
		if keep == nil {
			keep = []byte{}
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2`, userID, keep)
		if err != nil {
			return wrap("end other sessions", err)
		}
		return endPasswordResets(ctx, tx, userID, db.now())
	})
}

// endPasswordResets uses up every reset link of the user still open: a
// password just chosen must not be replaced through an older link.
func endPasswordResets(ctx context.Context, tx *sql.Tx, userID int64, now time.Time) error {
	_, err := tx.ExecContext(ctx, `UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`,
		userID, now.UTC())
	return wrap("end password resets", err)
}

// verifiedAt is when a new user's email counts as verified: at creation for
// accounts whose address someone vouched for, never yet for the others.
func verifiedAt(n account.NewUser, now time.Time) any {
	if n.EmailVerified {
		return now
	}
	return nil
}

// InsertPasswordReset implements account.Store.
func (db *DB) InsertPasswordReset(ctx context.Context, userID int64, hash []byte, created, expires time.Time) error {
	_, err := db.SQL.ExecContext(ctx, `INSERT INTO password_resets (user_id, token_hash, created_at, expires_at)
		VALUES ($1, $2, $3, $4)`, userID, hash, created.UTC(), expires.UTC())
	return wrap("insert password reset", err)
}

// ResetPassword implements account.Store.
func (db *DB) ResetPassword(ctx context.Context, tokenHash []byte, passwordHash string, now time.Time) (int64, error) {
	var userID int64
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		// The conditional UPDATE makes the token single-use even under
		// concurrent requests: only one can flip used_at.
		err := tx.QueryRowContext(ctx, `UPDATE password_resets SET used_at = $1
			WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1 RETURNING user_id`, now.UTC(), tokenHash).Scan(&userID)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.E(apperr.NotFound, "Reset token not found")
		}
		if err != nil {
			return wrap("use reset token", err)
		}
		// Opening the link proved the address is the person's own.
		if _, err := tx.ExecContext(ctx, `UPDATE users SET password_hash = $1, updated_at = $2,
			email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $3`, passwordHash, now.UTC(), userID); err != nil {
			return wrap("reset password", err)
		}
		if _, err = tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
			return wrap("end sessions", err)
		}
		return endPasswordResets(ctx, tx, userID, now)
	})
	return userID, err
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

// SetAvatarURL implements account.AvatarStore.
func (db *DB) SetAvatarURL(ctx context.Context, userID int64, url *string) (account.User, error) {
	u, err := scanUser(db.SQL.QueryRowContext(ctx, `UPDATE users SET avatar_url = $1, updated_at = $2 WHERE id = $3
		RETURNING `+userColumns, url, db.now(), userID))
	if errors.Is(err, sql.ErrNoRows) {
		return u, errUserNotFound
	}
	return u, wrap("set avatar", err)
}
