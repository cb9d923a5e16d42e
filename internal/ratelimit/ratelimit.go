// Package ratelimit limits how often one key (an IP address, an email) may do
// something, with a token bucket per key: Burst events at once, one more every
// Window/Burst (GCRA, the generic cell rate algorithm, says the same thing
// with a "theoretical arrival time" per key).
//
// A limiter made by New keeps its buckets in process memory, so several
// server instances would each have their own budget. One made by NewShared
// keeps them in Redis or PostgreSQL (shared.go), where every instance spends
// the same budget.
//
// Keys are often chosen by whoever sends the request, so the buckets in memory
// live in an expiring, size-capped LRU: memory stays bounded whatever keys
// arrive.
package ratelimit

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
	"golang.org/x/time/rate"
)

// DefaultMaxKeys is how many keys a limiter made by New remembers: about
// 13 MB when full (some 250 bytes a key). Past it the least recently used key
// is forgotten, which gives that key a full bucket again; only a client with
// more addresses than this in one window gains by it, and per-address limits
// do not stop such a client anyway.
const DefaultMaxKeys = 50_000

// Limiter allows Burst events per key at once and refills one every Window/Burst.
type Limiter struct {
	burst int
	every time.Duration
	now   func() time.Time

	// In memory: buckets.
	mu      sync.Mutex // makes finding or adding a key's bucket one step
	buckets *expirable.LRU[string, *rate.Limiter]

	// Shared: the store and this limiter's name in it.
	shared *Shared
	name   string
	warned atomic.Int64 // when the last failure was logged, in Unix nanoseconds
}

// New returns a limiter of burst events per window for each key, remembering
// at most DefaultMaxKeys keys in memory.
func New(burst int, window time.Duration) *Limiter {
	return NewSized(burst, window, DefaultMaxKeys)
}

// NewSized is New remembering at most maxKeys keys. A key is forgotten one
// window after its last event, when its bucket has refilled anyway. Each
// limiter keeps one goroutine that drops expired keys, for the life of the
// process (the library cannot stop it), so limiters are made once at start.
func NewSized(burst int, window time.Duration, maxKeys int) *Limiter {
	return &Limiter{burst: burst, every: window / time.Duration(burst), now: time.Now,
		buckets: expirable.NewLRU[string, *rate.Limiter](maxKeys, nil, window)}
}

// NewShared returns a limiter like New whose buckets live in shared under
// name, so that every server instance with the same name and shared store
// spends one budget per key. Each limiter needs a name of its own: two with
// the same name share their buckets. A nil shared keeps the buckets in memory,
// as New does.
func NewShared(shared *Shared, name string, burst int, window time.Duration) *Limiter {
	if shared == nil {
		return New(burst, window)
	}
	return &Limiter{burst: burst, every: window / time.Duration(burst), now: time.Now, shared: shared, name: name}
}

// Allow takes one event for key. When the key is over its limit it returns
// false and how long to wait before the next event is allowed. If the shared
// store fails, Allow allows the event and logs a warning (at most once a
// minute per limiter): a limiter must never take the site down.
func (l *Limiter) Allow(ctx context.Context, key string) (bool, time.Duration) {
	if l.shared != nil {
		return l.allowShared(ctx, key)
	}
	l.mu.Lock()
	b, ok := l.buckets.Get(key)
	if !ok {
		b = rate.NewLimiter(rate.Every(l.every), l.burst)
	}
	l.buckets.Add(key, b) // a new bucket, or a used one's expiry moved a window on
	l.mu.Unlock()

	now := l.now()
	r := b.ReserveN(now, 1)
	if delay := r.DelayFrom(now); delay > 0 {
		r.CancelAt(now)
		return false, delay
	}
	return true, 0
}

// Len is how many keys the limiter remembers in memory now (0 when shared).
func (l *Limiter) Len() int {
	if l.buckets == nil {
		return 0
	}
	return l.buckets.Len()
}
