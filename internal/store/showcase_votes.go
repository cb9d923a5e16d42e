package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/texelforge/texelforge/internal/showcase"
)

// ShowcaseVotes implements showcase.Store with one lookup of the votes'
// primary key per id.
func (db *DB) ShowcaseVotes(ctx context.Context, userID int64, ids []int64) (map[int64]showcase.Vote, error) {
	votes := map[int64]showcase.Vote{}
	if len(ids) == 0 {
		return votes, nil
	}
	args := []any{userID}
	marks := make([]string, len(ids))
	for i, id := range ids {
		args = append(args, id)
		marks[i] = fmt.Sprintf("$%d", len(args))
	}
	rows, err := db.SQL.QueryContext(ctx, `SELECT showcase_id, vote FROM showcase_votes
		WHERE user_id = $1 AND showcase_id IN (`+strings.Join(marks, ", ")+`)`, args...)
	if err != nil {
		return nil, wrap("showcase votes", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var v showcase.Vote
		if err := rows.Scan(&id, &v); err != nil {
			return nil, wrap("showcase votes", err)
		}
		votes[id] = v
	}
	return votes, wrap("showcase votes", rows.Err())
}

// VoteShowcase implements showcase.Store. The texture's row is locked (on
// SQLite the transaction holds the write lock from its start), so the vote
// row and the counters change together and concurrent votes queue.
func (db *DB) VoteShowcase(ctx context.Context, id, userID int64, next func(showcase.Vote) showcase.Vote,
	forbidden error) (showcase.Counts, error) {
	var c showcase.Counts
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		lock := ""
		if db.Engine == Postgres {
			lock = " FOR UPDATE"
		}
		var owner int64
		err := tx.QueryRowContext(ctx, `SELECT user_id, upvotes, downvotes FROM showcase_textures WHERE id = $1 AND removed_at IS NULL`+lock,
			id).Scan(&owner, &c.Upvotes, &c.Downvotes)
		if errors.Is(err, sql.ErrNoRows) {
			return errShowcaseNotFound
		}
		if err != nil {
			return wrap("vote", err)
		}
		if owner == userID {
			return forbidden
		}
		var current showcase.Vote
		err = tx.QueryRowContext(ctx, `SELECT vote FROM showcase_votes WHERE showcase_id = $1 AND user_id = $2`,
			id, userID).Scan(&current)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return wrap("vote", err)
		}
		c.MyVote = next(current)
		if c.MyVote == current {
			return nil
		}
		switch {
		case current == showcase.NoVote:
			_, err = tx.ExecContext(ctx, `INSERT INTO showcase_votes (showcase_id, user_id, vote, created_at)
				VALUES ($1, $2, $3, $4)`, id, userID, int(c.MyVote), db.now())
		case c.MyVote == showcase.NoVote:
			_, err = tx.ExecContext(ctx, `DELETE FROM showcase_votes WHERE showcase_id = $1 AND user_id = $2`, id, userID)
		default:
			_, err = tx.ExecContext(ctx, `UPDATE showcase_votes SET vote = $3, created_at = $4
				WHERE showcase_id = $1 AND user_id = $2`, id, userID, int(c.MyVote), db.now())
		}
		if err != nil {
			return wrap("vote", err)
		}
		up, down := voteDelta(current, c.MyVote)
		return wrap("vote", tx.QueryRowContext(ctx, `UPDATE showcase_textures SET upvotes = upvotes + $2,
			downvotes = downvotes + $3, score = score + $2 - $3 WHERE id = $1 RETURNING upvotes, downvotes`,
			id, up, down).Scan(&c.Upvotes, &c.Downvotes))
	})
	return c, err
}

// voteDelta is how the counters change when a vote goes from one to another.
func voteDelta(from, to showcase.Vote) (up, down int64) {
	count := func(v showcase.Vote) (int64, int64) {
		switch v {
		case showcase.Upvote:
			return 1, 0
		case showcase.Downvote:
			return 0, 1
		}
		return 0, 0
	}
	u1, d1 := count(from)
	u2, d2 := count(to)
	return u2 - u1, d2 - d1
}
