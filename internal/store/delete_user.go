package store

import (
	"context"
	"database/sql"
	"errors"
)

// DeleteUser implements account.Store. Deleting the user row removes, by its
// foreign keys, the sessions, saved textures, generations, credits and
// ledger, identities, tokens, shared textures and the votes the user cast;
// before that, the counters of the textures those votes were on go down, so
// that every texture's counts still equal its votes. The newsletter list is
// kept by address, so its entry goes by address.
func (db *DB) DeleteUser(ctx context.Context, userID int64) error {
	return db.InTx(ctx, func(tx *sql.Tx) error {
		var email string
		err := tx.QueryRowContext(ctx, `SELECT email FROM users WHERE id = $1`, userID).Scan(&email)
		if errors.Is(err, sql.ErrNoRows) {
			return errUserNotFound
		}
		if err != nil {
			return wrap("delete user", err)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE showcase_textures SET
			upvotes = upvotes - (SELECT count(*) FROM showcase_votes v WHERE v.showcase_id = showcase_textures.id
				AND v.user_id = $1 AND v.vote = 1),
			downvotes = downvotes - (SELECT count(*) FROM showcase_votes v WHERE v.showcase_id = showcase_textures.id
				AND v.user_id = $1 AND v.vote = -1),
			score = score - (SELECT COALESCE(sum(v.vote), 0) FROM showcase_votes v
				WHERE v.showcase_id = showcase_textures.id AND v.user_id = $1)
			WHERE id IN (SELECT showcase_id FROM showcase_votes WHERE user_id = $1) AND user_id <> $1`,
			userID); err != nil {
			return wrap("take back votes", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM newsletter_signups WHERE lower(email) = lower($1)`, email); err != nil {
			return wrap("delete newsletter sign-up", err)
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM email_tokens WHERE lower(email) = lower($1)`, email); err != nil {
			return wrap("delete email tokens", err)
		}
		_, err = tx.ExecContext(ctx, `DELETE FROM users WHERE id = $1`, userID)
		return wrap("delete user", err)
	})
}
