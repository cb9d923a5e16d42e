package ratelimit

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"
)

// NewPostgres keeps buckets in PostgreSQL, in the table rate_limit_buckets
// that the store's migrations make: one row per limiter name and key, holding
// the bucket's theoretical arrival time (tat), when it is full again. Each
// check is one atomic statement, timed by the server instance's clock; now and
// then one instance deletes the rows of full buckets.
func NewPostgres(db *sql.DB, log *slog.Logger) *Shared {
	return &Shared{buckets: &pgBuckets{db: db, log: log}, log: log}
}

type pgBuckets struct {
	db     *sql.DB
	log    *slog.Logger
	pruned atomic.Int64 // when this instance last deleted full buckets, in Unix nanoseconds
}

// takeSQL spends one event with GCRA: an event at $3 moves the bucket's tat
// to GREATEST(tat, $3) + every ($4) and is allowed if that is at most $3 plus
// the window ($5, burst times every); a missing row is a full bucket. The
// upsert locks the row, so instances racing on one key each see the tat the
// other left. A refused event changes nothing and returns no row from spent;
// the second SELECT then reads the tat that refused it (as of the statement's
// start, so under a race the wait may be a step short).
const takeSQL = `
WITH spent AS (
	INSERT INTO rate_limit_buckets AS b (name, key, tat)
	VALUES ($1, $2, $3::timestamptz + $4::interval)
	ON CONFLICT (name, key) DO UPDATE SET tat = GREATEST(b.tat, $3) + $4::interval
	WHERE GREATEST(b.tat, $3) + $4::interval <= $3 + $5::interval
	RETURNING tat)
SELECT true, tat FROM spent
UNION ALL
SELECT false, tat FROM rate_limit_buckets
WHERE name = $1 AND key = $2 AND NOT EXISTS (SELECT FROM spent)`

func (p *pgBuckets) take(ctx context.Context, name, key string, burst int, every time.Duration, now time.Time) (bool, time.Duration, error) {
	if p.pruneDue(now) {
		go p.prune(now)
	}
	var ok bool
	var tat time.Time
	err := p.db.QueryRowContext(ctx, takeSQL, name, key, now, interval(every), interval(every*time.Duration(burst))).Scan(&ok, &tat)
	switch {
	case err == sql.ErrNoRows:
		return false, every, nil // refused by a row made after the statement began
	case err != nil:
		return false, 0, fmt.Errorf("rate limit %s: %w", name, err)
	case !ok:
		// The next event is allowed once tat + every is within a window of now.
		return false, tat.Sub(now) - every*time.Duration(burst-1), nil
	}
	return true, 0, nil
}

// pruneEvery is how often an instance deletes the rows of full buckets, which
// say nothing that a missing row does not: the table keeps only the keys used
// within about one window, plus this.
const pruneEvery = time.Minute

// pruneDue reports whether this instance should prune now, and if so marks it
// done, so one caller of many prunes.
func (p *pgBuckets) pruneDue(now time.Time) bool {
	last := p.pruned.Load()
	return now.UnixNano()-last >= int64(pruneEvery) && p.pruned.CompareAndSwap(last, now.UnixNano())
}

// prune deletes the rows of buckets full at now. It runs apart from the
// request that started it, which need not wait for it.
func (p *pgBuckets) prune(now time.Time) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := p.db.ExecContext(ctx, `DELETE FROM rate_limit_buckets WHERE tat <= $1`, now); err != nil {
		p.log.Warn("rate limit: deleting full buckets failed; trying again in a minute", "err", err)
	}
}

// interval is d as a PostgreSQL interval literal, to the microsecond.
func interval(d time.Duration) string { return fmt.Sprintf("%d microseconds", d.Microseconds()) }
