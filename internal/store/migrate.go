package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"

	"github.com/pressly/goose/v3"
)

//go:embed migrations/sqlite/*.sql migrations/postgres/*.sql
var migrations embed.FS

// migrationLock is the PostgreSQL advisory lock that instances take to
// migrate one at a time.
const migrationLock = 0x7465786c // "texl"

// Exclusive runs fn while this process holds the migration lock, so that
// instances of a cluster starting together migrate one after another. On
// SQLite, whose writers already take turns, it just runs fn.
func (db *DB) Exclusive(ctx context.Context, fn func() error) error {
	if db.Engine != Postgres {
		return fn()
	}
	// The lock belongs to a transaction of its own, which ends (and frees
	// it) whatever happens to fn, even if this process dies.
	tx, err := db.SQL.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("migration lock: %w", err)
	}
	defer func() { _ = tx.Rollback() }() // it changed nothing
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock($1)", migrationLock); err != nil {
		return fmt.Errorf("migration lock: %w", err)
	}
	return fn()
}

// Migrate applies every embedded migration of the engine that has not run
// yet, each in its own transaction, and returns how many it applied.
// Migrations are numbered and append-only: never edit one that has shipped.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	dir, dialect := "migrations/sqlite", goose.DialectSQLite3
	if db.Engine == Postgres {
		dir, dialect = "migrations/postgres", goose.DialectPostgres
	}
	fsys, err := fs.Sub(migrations, dir)
	if err != nil {
		return 0, err
	}
	p, err := goose.NewProvider(dialect, db.SQL, fsys)
	if err != nil {
		return 0, fmt.Errorf("migrate: %w", err)
	}
	results, err := p.Up(ctx)
	if err != nil {
		return len(results), fmt.Errorf("migrate: %w", classify(err))
	}
	return len(results), nil
}
