package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
)

var errTokenNotFound = apperr.E(apperr.NotFound, "Token not found")

// InsertEmailToken implements account.VerificationStore.
func (db *DB) InsertEmailToken(ctx context.Context, t account.EmailToken) error {
	_, err := db.SQL.ExecContext(ctx, `INSERT INTO email_tokens (token_hash, purpose, user_id, email, created_at,
		expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, t.Hash, t.Purpose,
		sql.NullInt64{Int64: t.UserID, Valid: t.UserID != 0}, t.Email, t.CreatedAt.UTC(), t.ExpiresAt.UTC())
	return wrap("insert email token", err)
}

// DeleteEmailTokens implements account.VerificationStore.
func (db *DB) DeleteEmailTokens(ctx context.Context, userID int64, purpose account.Purpose) error {
	_, err := db.SQL.ExecContext(ctx, `DELETE FROM email_tokens WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
		userID, purpose)
	return wrap("delete email tokens", err)
}

// DeleteExpiredEmailTokens implements account.VerificationStore.
func (db *DB) DeleteExpiredEmailTokens(ctx context.Context, now time.Time) error {
	_, err := db.SQL.ExecContext(ctx, `DELETE FROM email_tokens WHERE expires_at <= $1`, now.UTC())
	return wrap("delete expired email tokens", err)
}

// VerifyEmail implements account.VerificationStore. The conditional UPDATE
// makes the token single-use under concurrent requests; a token sent to an
// address the account has since left matches no user.
func (db *DB) VerifyEmail(ctx context.Context, hash []byte, now time.Time) (account.User, error) {
	var u account.User
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		var userID int64
		var email string
		err := tx.QueryRowContext(ctx, `UPDATE email_tokens SET used_at = $1 WHERE token_hash = $2
			AND purpose = 'verify_email' AND used_at IS NULL AND expires_at > $1 RETURNING user_id, email`,
			now.UTC(), hash).Scan(&userID, &email)
		if errors.Is(err, sql.ErrNoRows) {
			return errTokenNotFound
		}
		if err != nil {
			return wrap("use verification token", err)
		}
		u, err = scanUser(tx.QueryRowContext(ctx, `UPDATE users SET email_verified_at = COALESCE(email_verified_at, $1),
			updated_at = $1 WHERE id = $2 AND lower(email) = lower($3) RETURNING `+userColumns, now.UTC(), userID, email))
		if errors.Is(err, sql.ErrNoRows) {
			return errTokenNotFound
		}
		return wrap("verify email", err)
	})
	return u, err
}
