// Package store implements every domain's Store interface in plain SQL on
// SQLite (the embedded default) and PostgreSQL. The URL's scheme chooses.
// Queries are written once where both engines agree ($1 placeholders,
// RETURNING, ON CONFLICT) and branch on Engine only where they differ.
package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" database/sql driver
	_ "modernc.org/sqlite"             // registers the pure-Go "sqlite" driver

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/dbtx"
)

// Engine names a database engine.
type Engine string

// The supported engines.
const (
	SQLite   Engine = "sqlite"
	Postgres Engine = "postgres"
)

// DB is an open database. SQL serves the application; JobsSQL serves the job
// queue, which on SQLite needs a pool of one connection (River's advice) and on
// PostgreSQL shares SQL.
type DB struct {
	SQL     *sql.DB
	JobsSQL *sql.DB
	Engine  Engine
	// Now is the clock used for timestamps; tests may replace it.
	Now func() time.Time
}

// Open connects to the database named by url ("sqlite:PATH" or
// "postgres://...") and checks that it answers. It does not migrate.
func Open(ctx context.Context, databaseURL string) (*DB, error) {
	db := &DB{Now: func() time.Time { return time.Now().UTC() }}
	switch {
	case strings.HasPrefix(databaseURL, "sqlite:"):
		path := strings.TrimPrefix(strings.TrimPrefix(databaseURL, "sqlite:"), "//")
		if path == "" {
			return nil, errors.New("open database: sqlite: URL has no file path")
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
			return nil, fmt.Errorf("open database: %w", err)
		}
		// WAL lets readers run beside the one writer; busy_timeout makes a
		// writer wait for the lock instead of failing; IMMEDIATE transactions
		// take the write lock up front so two transactions never deadlock
		// upgrading a read lock. Reads map the file (mmap_size, up to 1 GiB)
		// instead of copying each page into the connection's small cache:
		// listings read many pages and took twice as long without it.
		dsn := "file:" + path + "?_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)" +
			"&_pragma=synchronous(NORMAL)&_pragma=mmap_size(1073741824)&_txlock=immediate&_time_format=sqlite"
		app, err := sql.Open("sqlite", dsn)
		if err != nil {
			return nil, fmt.Errorf("open database: %w", err)
		}
		app.SetMaxOpenConns(4)
		jobs, err := sql.Open("sqlite", dsn)
		if err != nil {
			app.Close()
			return nil, fmt.Errorf("open database: %w", err)
		}
		jobs.SetMaxOpenConns(1)
		db.SQL, db.JobsSQL, db.Engine = app, jobs, SQLite
	case strings.HasPrefix(databaseURL, "postgres://"), strings.HasPrefix(databaseURL, "postgresql://"):
		maxConns, err := poolMaxConns(databaseURL)
		if err != nil {
			return nil, fmt.Errorf("open database: %w", err)
		}
		pg, err := sql.Open("pgx", withConnectTimeout(ConnString(databaseURL)))
		if err != nil {
			return nil, fmt.Errorf("open database: %w", err)
		}
		pg.SetMaxOpenConns(maxConns)
		pg.SetMaxIdleConns(10)
		pg.SetConnMaxIdleTime(5 * time.Minute)
		db.SQL, db.JobsSQL, db.Engine = pg, pg, Postgres
	default:
		return nil, errors.New("open database: the URL must start with sqlite: or postgres://")
	}
	if err := db.Ping(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("open database: %w", err)
	}
	return db, nil
}

// withConnectTimeout adds a short connect timeout unless the URL sets one, so
// that a database that is down fails requests fast instead of hanging them.
// poolMaxConns reads the size of a PostgreSQL URL's pool from its
// pool_max_conns parameter (pgxpool's name), 20 without one. A few per core
// serve more than many: beyond that, connections only take turns on the
// cores (bench/showcase-uncached.sh).
func poolMaxConns(databaseURL string) (int, error) {
	u, err := url.Parse(databaseURL)
	if err != nil || !u.Query().Has("pool_max_conns") {
		return 20, nil
	}
	n, err := strconv.Atoi(u.Query().Get("pool_max_conns"))
	if err != nil || n < 1 {
		return 0, fmt.Errorf("pool_max_conns must be a positive number")
	}
	return n, nil
}

// ConnString is a PostgreSQL URL as pgx takes it: without pool_max_conns,
// which the server would refuse as an unknown setting.
func ConnString(databaseURL string) string {
	u, err := url.Parse(databaseURL)
	if err != nil || !u.Query().Has("pool_max_conns") {
		return databaseURL
	}
	q := u.Query()
	q.Del("pool_max_conns")
	u.RawQuery = q.Encode()
	return u.String()
}

func withConnectTimeout(databaseURL string) string {
	u, err := url.Parse(databaseURL)
	if err != nil {
		return databaseURL
	}
	q := u.Query()
	if !q.Has("connect_timeout") {
		q.Set("connect_timeout", "3")
		u.RawQuery = q.Encode()
	}
	return u.String()
}

// Ping reports whether the database answers within two seconds.
func (db *DB) Ping(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	return classify(db.SQL.PingContext(ctx))
}

// Close closes both pools.
func (db *DB) Close() error {
	err := db.SQL.Close()
	if db.JobsSQL != db.SQL {
		err = errors.Join(err, db.JobsSQL.Close())
	}
	return err
}

// now returns the current time in UTC, the only zone stored.
func (db *DB) now() time.Time { return db.Now().UTC() }

// classify turns errors that mean "the database cannot be reached" into
// apperr.Unavailable so that the API answers 503 instead of 500.
func classify(err error) error {
	if err == nil || errors.Is(err, sql.ErrNoRows) {
		return err
	}
	var connectErr *pgconn.ConnectError
	var netErr net.Error
	var pgErr *pgconn.PgError
	// Class 08 is a lost connection; 57P the server shutting down or
	// restarting ("terminating connection due to administrator command").
	lost := errors.As(err, &pgErr) && (strings.HasPrefix(pgErr.Code, "08") || strings.HasPrefix(pgErr.Code, "57P"))
	if lost || errors.As(err, &connectErr) || errors.As(err, &netErr) || errors.Is(err, driver.ErrBadConn) ||
		errors.Is(err, sql.ErrConnDone) || errors.Is(err, context.DeadlineExceeded) ||
		strings.Contains(err.Error(), "sql: database is closed") {
		return apperr.Wrap(apperr.Unavailable, apperr.UnavailableMessage, err)
	}
	return err
}

// wrap names the failed operation and classifies the error.
func wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", op, classify(err))
}

// InTx runs fn in a transaction, committing if it returns nil. Inside
// WithTx it joins the transaction there, which its caller commits.
func (db *DB) InTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	if tx := dbtx.From(ctx); tx != nil {
		return fn(tx)
	}
	tx, err := db.SQL.BeginTx(ctx, nil)
	if err != nil {
		return wrap("begin", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return wrap("commit", tx.Commit())
}

// WithTx runs fn with a context that carries one transaction, committed if
// fn returns nil: every store call made with that context (and a job
// enqueued with it) is part of it. Inside another WithTx it joins that one.
func (db *DB) WithTx(ctx context.Context, fn func(ctx context.Context) error) error {
	return db.InTx(ctx, func(tx *sql.Tx) error { return fn(dbtx.With(ctx, tx)) })
}

// querier runs statements: the pool or a transaction.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// conn returns the transaction ctx carries, or the pool.
func (db *DB) conn(ctx context.Context) querier {
	if tx := dbtx.From(ctx); tx != nil {
		return tx
	}
	return db.SQL
}

// nullString is s, or SQL NULL when s is empty.
func nullString(s string) sql.NullString { return sql.NullString{String: s, Valid: s != ""} }
