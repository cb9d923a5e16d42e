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
