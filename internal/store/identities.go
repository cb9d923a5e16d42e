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
		u, err = scanUser(tx.QueryRowContext(ctx, `INSERT INTO users
			(username, email, password_hash, is_admin, newsletter, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING `+userColumns,
			n.Username, n.Email, n.PasswordHash, n.IsAdmin, n.Newsletter, db.now()))
		if isUniqueViolation(err) {
			return apperr.Wrap(apperr.Conflict, "That username or email is already registered", err)
		}
		if err != nil {
			return wrap("insert user", err)
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

// execer is what runs a statement: the pool or a transaction.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

func insertIdentity(ctx context.Context, ex execer, userID int64, provider string, id account.Identity, now time.Time) error {
	_, err := ex.ExecContext(ctx, `INSERT INTO user_identities (user_id, provider, subject, email, created_at)
		VALUES ($1, $2, $3, $4, $5)`, userID, provider, id.Subject, id.Email, now)
	if isUniqueViolation(err) {
		return apperr.Wrap(apperr.Conflict, "That account is already linked", err)
	}
	return wrap("insert identity", err)
}
