// Package ratelimit limits how often one key (an IP address, an email) may do
// something, with a token bucket per key. Limits are per process: a
// deployment with several servers gives each its own budget.
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limiter allows Burst events per key at once and refills one every Window/Burst.
type Limiter struct {
	burst int
	every time.Duration
	now   func() time.Time

	mu      sync.Mutex
	buckets map[string]*bucket
	sweep   time.Time
}

type bucket struct {
	lim  *rate.Limiter
	last time.Time
}

// New returns a limiter of burst events per window for each key.
func New(burst int, window time.Duration) *Limiter {
	return &Limiter{burst: burst, every: window / time.Duration(burst), now: time.Now, buckets: map[string]*bucket{}}
}

// Allow takes one event for key. When the key is over its limit it returns
// false and how long to wait before the next event is allowed.
func (l *Limiter) Allow(key string) (bool, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	l.forgetIdle(now)
	b := l.buckets[key]
	if b == nil {
		b = &bucket{lim: rate.NewLimiter(rate.Every(l.every), l.burst)}
		l.buckets[key] = b
	}
	b.last = now
	r := b.lim.ReserveN(now, 1)
	if delay := r.DelayFrom(now); delay > 0 {
		r.CancelAt(now)
		return false, delay
	}
	return true, 0
}

// forgetIdle drops buckets that have refilled completely, at most once a
// minute, so memory stays bounded by recent keys.
func (l *Limiter) forgetIdle(now time.Time) {
	if now.Sub(l.sweep) < time.Minute {
		return
	}
	l.sweep = now
	full := l.every * time.Duration(l.burst)
	for k, b := range l.buckets {
		if now.Sub(b.last) > full {
			delete(l.buckets, k)
		}
	}
}
