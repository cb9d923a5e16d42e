package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/generation"
)

var errGenerationNotFound = apperr.E(apperr.NotFound, "Generation not found")

const generationColumns = `id, user_id, state, progress, message, prompt, kind, size, seed, engine, spec, textures,
	created_at, finished_at, COALESCE(job_id, 0)`

// InsertGeneration implements generation.Store.
func (db *DB) InsertGeneration(ctx context.Context, g generation.Generation) error {
	spec, textures, err := generationJSON(g)
	if err != nil {
		return err
	}
	_, err = db.conn(ctx).ExecContext(ctx, `INSERT INTO generations (id, user_id, state, progress, message, prompt,
		kind, size, seed, engine, spec, textures, job_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
		$9, $10, $11, $12, $13, $14, $14)`,
		g.ID, g.UserID, g.State, g.Progress, g.Message, g.Prompt, g.Kind, g.Size, int64(g.Seed), g.Engine, spec,
		textures, sql.NullInt64{Int64: g.JobID, Valid: g.JobID != 0}, g.CreatedAt.UTC())
	return wrap("insert generation", err)
}

// GetGeneration implements generation.Store.
func (db *DB) GetGeneration(ctx context.Context, id string) (generation.Generation, error) {
	row := db.conn(ctx).QueryRowContext(ctx, `SELECT `+generationColumns+` FROM generations WHERE id = $1`, id)
	g, err := scanGeneration(row)
	if errors.Is(err, sql.ErrNoRows) {
		return g, errGenerationNotFound
	}
	return g, wrap("get generation", err)
}

// CountActiveGenerations implements generation.Store.
func (db *DB) CountActiveGenerations(ctx context.Context, userID int64) (int, error) {
	var n int
	err := db.conn(ctx).QueryRowContext(ctx, `SELECT count(*) FROM generations
		WHERE user_id = $1 AND state IN ('queued', 'running')`, userID).Scan(&n)
	return n, wrap("count generations", err)
}

// MarkGenerationRunning implements generation.Store.
func (db *DB) MarkGenerationRunning(ctx context.Context, id string, progress int, now time.Time) (bool, error) {
	res, err := db.conn(ctx).ExecContext(ctx, `UPDATE generations SET state = 'running', progress = $2, updated_at = $3
		WHERE id = $1 AND state IN ('queued', 'running')`, id, progress, now.UTC())
	return affected(res, err, "start generation")
}

// CompleteGeneration implements generation.Store. The state in the WHERE
// clause makes the change conditional: of a completion and a failure that
// race, only the first to take the row's lock changes it.
func (db *DB) CompleteGeneration(ctx context.Context, g generation.Generation) (bool, error) {
	return db.finishGeneration(ctx, g, `state = 'running'`)
}

// FailGeneration implements generation.Store.
func (db *DB) FailGeneration(ctx context.Context, g generation.Generation) (bool, error) {
	return db.finishGeneration(ctx, g, `state IN ('queued', 'running')`)
}

func (db *DB) finishGeneration(ctx context.Context, g generation.Generation, from string) (bool, error) {
	_, textures, err := generationJSON(g)
	if err != nil {
		return false, err
	}
	var finished any
	if g.FinishedAt != nil {
		finished = g.FinishedAt.UTC()
	}
	res, err := db.conn(ctx).ExecContext(ctx, `UPDATE generations SET state = $2, progress = $3, message = $4,
		textures = $5, finished_at = $6, updated_at = $7 WHERE id = $1 AND `+from,
		g.ID, g.State, g.Progress, g.Message, textures, finished, db.now())
	return affected(res, err, "finish generation")
}

// UnfinishedGenerations implements generation.Store.
func (db *DB) UnfinishedGenerations(ctx context.Context, before time.Time) ([]generation.Generation, error) {
	rows, err := db.conn(ctx).QueryContext(ctx, `SELECT `+generationColumns+` FROM generations
		WHERE state IN ('queued', 'running') AND created_at < $1 AND updated_at < $1 ORDER BY created_at`, before.UTC())
	if err != nil {
		return nil, wrap("unfinished generations", err)
	}
	defer rows.Close()
	var out []generation.Generation
	for rows.Next() {
		g, err := scanGeneration(rows)
		if err != nil {
			return nil, wrap("unfinished generations", err)
		}
		out = append(out, g)
	}
	return out, wrap("unfinished generations", rows.Err())
}

func generationJSON(g generation.Generation) (spec, textures string, err error) {
	s, err := json.Marshal(g.Spec)
	if err != nil {
		return "", "", fmt.Errorf("generation spec: %w", err)
	}
	t, err := json.Marshal(g.Textures)
	if err != nil {
		return "", "", fmt.Errorf("generation textures: %w", err)
	}
	return string(s), string(t), nil
}

func scanGeneration(row interface{ Scan(...any) error }) (generation.Generation, error) {
	var g generation.Generation
	var seed int64
	var spec, textures string
	var finished sql.NullTime
	err := row.Scan(&g.ID, &g.UserID, &g.State, &g.Progress, &g.Message, &g.Prompt, &g.Kind, &g.Size, &seed,
		&g.Engine, &spec, &textures, &g.CreatedAt, &finished, &g.JobID)
	if err != nil {
		return g, err
	}
	g.Seed = uint64(seed)
	if finished.Valid {
		t := finished.Time.UTC()
		g.FinishedAt = &t
	}
	g.CreatedAt = g.CreatedAt.UTC()
	if err := json.Unmarshal([]byte(spec), &g.Spec); err != nil {
		return g, fmt.Errorf("generation %s spec: %w", g.ID, err)
	}
	if err := json.Unmarshal([]byte(textures), &g.Textures); err != nil {
		return g, fmt.Errorf("generation %s textures: %w", g.ID, err)
	}
	return g, nil
}
