package ratelimit

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"
)

// Shared is a store of buckets that every server instance reaches: Redis
// (OpenRedis) or PostgreSQL (NewPostgres). Limiters made with NewShared over
// it spend one budget per name and key, however many instances there are.
type Shared struct {
	buckets bucketStore
	log     *slog.Logger
	failed  atomic.Int64 // when the store last failed, in Unix nanoseconds
	close   func() error // closes what OpenRedis opened
}

// Close closes the connections the store opened itself (none for
// PostgreSQL, whose pool belongs to the caller).
func (s *Shared) Close() error {
	if s.close == nil {
		return nil
	}
	return s.close()
}

// bucketStore takes one event from the bucket of name and key, which holds
// burst events and refills one every every. now is the time of the event for
// a store without a clock of its own. When the bucket is empty it returns
// false and the wait until the next event is allowed.
type bucketStore interface {
	take(ctx context.Context, name, key string, burst int, every time.Duration, now time.Time) (bool, time.Duration, error)
}

// sharedTimeout bounds how long one check waits for the shared store before
// it gives up and allows the event, so a slow store slows requests little.
const sharedTimeout = time.Second

// restAfterFailure is how long checks allow events without asking a store
// that just failed, so that a store that hangs costs one request in this
// long sharedTimeout, not every request.
const restAfterFailure = 5 * time.Second

// warnEvery is the least time between two warnings of one limiter about its
// shared store, so that an outage does not flood the log.
const warnEvery = time.Minute

func (l *Limiter) allowShared(ctx context.Context, key string) (bool, time.Duration) {
	now := l.now()
	if now.UnixNano()-l.shared.failed.Load() < int64(restAfterFailure) {
		return true, 0
	}
	checkCtx, cancel := context.WithTimeout(ctx, sharedTimeout)
	defer cancel()
	ok, wait, err := l.shared.buckets.take(checkCtx, l.name, key, l.burst, l.every, now)
	if err != nil {
		// Fail open: refusing everyone while the store is down would take
		// the site down with it. A request that ended is not the store's fault.
		if ctx.Err() == nil {
			l.shared.failed.Store(now.UnixNano())
			l.warn(err, now)
		}
		return true, 0
	}
	return ok, wait
}

// warn logs a failure of the shared store unless this limiter logged one less
// than warnEvery ago.
func (l *Limiter) warn(err error, now time.Time) {
	last := l.warned.Load()
	if last != 0 && now.UnixNano()-last < int64(warnEvery) || !l.warned.CompareAndSwap(last, now.UnixNano()) {
		return
	}
	l.shared.log.Warn("rate limit: the shared store failed; allowing requests until it answers",
		"limiter", l.name, "err", err)
}
