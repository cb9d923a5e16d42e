// Package ratelimit limits how often one key (an IP address, an email) may do
// something, with a token bucket per key. Limits are per process: a
// deployment with several servers gives each its own budget.
//
// Keys are often chosen by whoever sends the request, so the buckets live in
// an expiring, size-capped LRU: memory stays bounded whatever keys arrive.
package ratelimit

import (
	"sync"
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

	mu      sync.Mutex // makes finding or adding a key's bucket one step
	buckets *expirable.LRU[string, *rate.Limiter]
}

// New returns a limiter of burst events per window for each key, remembering
// at most DefaultMaxKeys keys.
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

// Allow takes one event for key. When the key is over its limit it returns
// false and how long to wait before the next event is allowed.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
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

// Len is how many keys the limiter remembers now.
func (l *Limiter) Len() int { return l.buckets.Len() }
