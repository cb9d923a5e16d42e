package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
)

// UserByIdentity implements account.IdentityStore.
func (db *DB) UserByIdentity(ctx context.Context, provider, subject string) (account.User, error) {
	u, err := scanUser(db.SQL.QueryRowContext(ctx, `SELECT `+userColumns+` FROM users
		WHERE id = (SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2)`, provider, subject))
	if errors.Is(err, sql.ErrNoRows) {
		return u, apperr.E(apperr.NotFound, "Identity not found")
	}
	return u, wrap("user by identity", err)
}

// LinkIdentity implements account.IdentityStore.
func (db *DB) LinkIdentity(ctx context.Context, userID int64, provider string, id account.Identity) error {
	return insertIdentity(ctx, db.SQL, userID, provider, id, db.now())
}

// InsertUserWithIdentity implements account.IdentityStore.
func (db *DB) InsertUserWithIdentity(ctx context.Context, n account.NewUser, provider string, id account.Identity) (account.User, error) {
	var u account.User
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		var err error
		if u, err = insertUser(ctx, tx, n, db.now()); err != nil {
			return err
		}
		return insertIdentity(ctx, tx, u.ID, provider, id, db.now())
	})
	return u, err
}

// UsernameTaken implements account.IdentityStore.
func (db *DB) UsernameTaken(ctx context.Context, username string) (bool, error) {
	var taken bool
	err := db.SQL.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1))`, username).Scan(&taken)
	return taken, wrap("username taken", err)
}

func insertIdentity(ctx context.Context, ex querier, userID int64, provider string, id account.Identity, now time.Time) error {
	_, err := ex.ExecContext(ctx, `INSERT INTO user_identities (user_id, provider, subject, email, created_at)
		VALUES ($1, $2, $3, $4, $5)`, userID, provider, id.Subject, id.Email, now)
	if isUniqueViolation(err) {
		return apperr.Wrap(apperr.Conflict, "That account is already linked", err)
	}
	return wrap("insert identity", err)
}

// ClaimForIdentity implements account.IdentityStore: in one transaction the
// account loses its password, its sessions and its open reset links, its
// address becomes verified, and the identity is linked.
func (db *DB) ClaimForIdentity(ctx context.Context, userID int64, provider string, id account.Identity) (account.User, error) {
	var u account.User
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		now := db.now()
		var err error
		u, err = scanUser(tx.QueryRowContext(ctx, `UPDATE users SET password_hash = '', email_verified_at = $2,
			updated_at = $2 WHERE id = $1 RETURNING `+userColumns, userID, now))
		if errors.Is(err, sql.ErrNoRows) {
			return errUserNotFound
		}
		if err != nil {
			return wrap("claim account", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE user_id = $1`, userID); err != nil {
			return wrap("end sessions", err)
		}
		if err := endPasswordResets(ctx, tx, userID, now); err != nil {
			return err
		}
		return insertIdentity(ctx, tx, userID, provider, id, now)
	})
	return u, err
}
