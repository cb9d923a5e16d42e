package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/newsletter"
)

// AddSignup implements newsletter.Store.
func (db *DB) AddSignup(ctx context.Context, email string, now time.Time) (bool, error) {
	if _, err := db.SQL.ExecContext(ctx, `INSERT INTO newsletter_signups (email, created_at) VALUES ($1, $2)
		ON CONFLICT DO NOTHING`, email, now.UTC()); err != nil {
		return false, wrap("add newsletter sign-up", err)
	}
	return db.SignupConfirmed(ctx, email)
}

// ConfirmSignup implements newsletter.Store.
func (db *DB) ConfirmSignup(ctx context.Context, email string, now time.Time) (bool, error) {
	res, err := db.SQL.ExecContext(ctx, `UPDATE newsletter_signups SET confirmed_at = COALESCE(confirmed_at, $2)
		WHERE lower(email) = lower($1)`, email, now.UTC())
	return affected(res, err, "confirm newsletter sign-up")
}

// RemoveSignup implements newsletter.Store.
func (db *DB) RemoveSignup(ctx context.Context, email string) error {
	_, err := db.SQL.ExecContext(ctx, `DELETE FROM newsletter_signups WHERE lower(email) = lower($1)`, email)
	return wrap("remove newsletter sign-up", err)
}

// SignupConfirmed implements newsletter.Store.
func (db *DB) SignupConfirmed(ctx context.Context, email string) (bool, error) {
	var confirmed bool
	err := db.SQL.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM newsletter_signups
		WHERE lower(email) = lower($1) AND confirmed_at IS NOT NULL)`, email).Scan(&confirmed)
	return confirmed, wrap("newsletter sign-up", err)
}

// ConfirmedSignups implements newsletter.Store.
func (db *DB) ConfirmedSignups(ctx context.Context, afterID int64, limit int) ([]newsletter.Subscriber, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT id, email FROM newsletter_signups
		WHERE confirmed_at IS NOT NULL AND id > $1 ORDER BY id LIMIT $2`, afterID, limit)
	if err != nil {
		return nil, wrap("list subscribers", err)
	}
	defer rows.Close()
	var out []newsletter.Subscriber
	for rows.Next() {
		var s newsletter.Subscriber
		if err := rows.Scan(&s.ID, &s.Email); err != nil {
			return nil, wrap("list subscribers", err)
		}
		out = append(out, s)
	}
	return out, wrap("list subscribers", rows.Err())
}

// EmailTokenAddress implements newsletter.Store. A single-use token is used
// up by a conditional UPDATE, so two concurrent reads cannot both use it.
func (db *DB) EmailTokenAddress(ctx context.Context, hash []byte, purpose account.Purpose, singleUse bool,
	now time.Time) (string, error) {
	q := `SELECT email FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3`
	if singleUse {
		q = `UPDATE email_tokens SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL
			AND expires_at > $3 RETURNING email`
	}
	var email string
	err := db.SQL.QueryRowContext(ctx, q, hash, purpose, now.UTC()).Scan(&email)
	if errors.Is(err, sql.ErrNoRows) {
		return "", errTokenNotFound
	}
	return email, wrap("email token", err)
}
