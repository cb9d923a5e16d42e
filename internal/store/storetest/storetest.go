// Package storetest opens fresh, migrated databases for tests: always SQLite,
// and PostgreSQL too when TEXELFORGE_TEST_POSTGRES_URL is set. Each PostgreSQL
// database is a schema of its own, dropped when the test ends.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/store"
)

// PostgresEnv names the variable holding the PostgreSQL server used by tests.
const PostgresEnv = "TEXELFORGE_TEST_POSTGRES_URL"

// Engines lists the engines this test run covers.
func Engines() []store.Engine {
	if os.Getenv(PostgresEnv) != "" {
		return []store.Engine{store.SQLite, store.Postgres}
	}
	return []store.Engine{store.SQLite}
}

// Each runs fn as a subtest once per engine, with a fresh migrated database.
func Each(t *testing.T, fn func(t *testing.T, db *store.DB)) {
	t.Helper()
	for _, e := range Engines() {
		t.Run(string(e), func(t *testing.T) { fn(t, MustOpen(t, e)) })
	}
}

// MustOpen returns a fresh, migrated database of the engine, closed at cleanup.
func MustOpen(t testing.TB, e store.Engine) *store.DB {
	t.Helper()
	return MustOpenURL(t, URL(t, e))
}

// MustOpenURL opens and migrates the database at url, closed at cleanup.
func MustOpenURL(t testing.TB, url string) *store.DB {
	t.Helper()
	db, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(context.Background()); err != nil {
		t.Fatalf("migrate %s: %v", db.Engine, err)
	}
	if _, err := jobs.Migrate(context.Background(), jobs.Pool{DB: db.JobsSQL, Postgres: db.Engine == store.Postgres}); err != nil {
		t.Fatalf("migrate jobs %s: %v", db.Engine, err)
	}
	return db
}

// URL returns the URL of a fresh, empty database of the engine: a new SQLite
// file, or a new PostgreSQL schema selected through search_path.
func URL(t testing.TB, e store.Engine) string {
	t.Helper()
	if e == store.SQLite {
		return "sqlite:" + filepath.Join(t.TempDir(), "test.db")
	}
	base := os.Getenv(PostgresEnv)
	if base == "" {
		t.Skip(PostgresEnv + " is not set")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	// The extensions are the database's, not a schema's: test processes
	// migrating side by side would race to create them, so they take turns.
	if _, err := admin.Exec(`BEGIN; SELECT pg_advisory_xact_lock(8022);
		CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; COMMIT`); err != nil {
		t.Fatalf("create extensions: %v", err)
	}
	schema := "test_" + strings.ToLower(rand.Text())
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		admin, err := sql.Open("pgx", base)
		if err != nil {
			return
		}
		defer admin.Close()
		_, _ = admin.Exec("DROP SCHEMA " + schema + " CASCADE")
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
