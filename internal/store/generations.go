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
	created_at, finished_at`

// InsertGeneration implements generation.Store.
func (db *DB) InsertGeneration(ctx context.Context, g generation.Generation) error {
	spec, textures, err := generationJSON(g)
	if err != nil {
		return err
	}
	_, err = db.SQL.ExecContext(ctx, `INSERT INTO generations (id, user_id, state, progress, message, prompt, kind,
		size, seed, engine, spec, textures, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
		$11, $12, $13, $13)`,
		g.ID, g.UserID, g.State, g.Progress, g.Message, g.Prompt, g.Kind, g.Size, int64(g.Seed), g.Engine, spec,
		textures, g.CreatedAt.UTC())
	return wrap("insert generation", err)
}

// GetGeneration implements generation.Store.
func (db *DB) GetGeneration(ctx context.Context, id string) (generation.Generation, error) {
	row := db.SQL.QueryRowContext(ctx, `SELECT `+generationColumns+` FROM generations WHERE id = $1`, id)
	g, err := scanGeneration(row)
	if errors.Is(err, sql.ErrNoRows) {
		return g, errGenerationNotFound
	}
	return g, wrap("get generation", err)
}

// DeleteGeneration implements generation.Store.
func (db *DB) DeleteGeneration(ctx context.Context, id string) error {
	_, err := db.SQL.ExecContext(ctx, `DELETE FROM generations WHERE id = $1`, id)
	return wrap("delete generation", err)
}

// CountActiveGenerations implements generation.Store.
func (db *DB) CountActiveGenerations(ctx context.Context, userID int64) (int, error) {
	var n int
	err := db.SQL.QueryRowContext(ctx, `SELECT count(*) FROM generations
		WHERE user_id = $1 AND state IN ('queued', 'running')`, userID).Scan(&n)
	return n, wrap("count generations", err)
}

// MarkGenerationRunning implements generation.Store.
func (db *DB) MarkGenerationRunning(ctx context.Context, id string, progress int, now time.Time) (bool, error) {
	res, err := db.SQL.ExecContext(ctx, `UPDATE generations SET state = 'running', progress = $2, updated_at = $3
		WHERE id = $1 AND state IN ('queued', 'running')`, id, progress, now.UTC())
	return affected(res, err, "start generation")
}

// FinishGeneration implements generation.Store.
func (db *DB) FinishGeneration(ctx context.Context, g generation.Generation) (bool, error) {
	_, textures, err := generationJSON(g)
	if err != nil {
		return false, err
	}
	var finished any
	if g.FinishedAt != nil {
		finished = g.FinishedAt.UTC()
	}
	res, err := db.SQL.ExecContext(ctx, `UPDATE generations SET state = $2, progress = $3, message = $4,
		textures = $5, finished_at = $6, updated_at = $7 WHERE id = $1 AND state IN ('queued', 'running')`,
		g.ID, g.State, g.Progress, g.Message, textures, finished, db.now())
	return affected(res, err, "finish generation")
}

// StaleGenerations implements generation.Store.
func (db *DB) StaleGenerations(ctx context.Context, before time.Time) ([]generation.Generation, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT `+generationColumns+` FROM generations
		WHERE state IN ('queued', 'running') AND created_at < $1 ORDER BY created_at`, before.UTC())
	if err != nil {
		return nil, wrap("stale generations", err)
	}
	defer rows.Close()
	var out []generation.Generation
	for rows.Next() {
		g, err := scanGeneration(rows)
		if err != nil {
			return nil, wrap("stale generations", err)
		}
		out = append(out, g)
	}
	return out, wrap("stale generations", rows.Err())
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
		&g.Engine, &spec, &textures, &g.CreatedAt, &finished)
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
