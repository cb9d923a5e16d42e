package ratelimit

import (
	"context"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
)

// Slowdown delays attempts on a key after repeated failures instead of
// refusing them, so that strangers failing on someone's account make guessing
// slow without locking its owner out. The delay is bounded and a request that
// ends stops waiting.
type Slowdown struct {
	free       int           // failures allowed without delay
	first, max time.Duration // the delay after free failures, doubling up to max

	// Sleep waits d or until ctx ends, returning ctx's error then. Tests
	// replace it so they do not sleep for real.
	Sleep func(ctx context.Context, d time.Duration) error

	mu       sync.Mutex // makes counting a failure one step
	failures *expirable.LRU[string, int]
}

// NewSlowdown delays a key's attempts once it has failed free times (at least
// 1) with less than window between failures: first, then twice as long after
// each further failure, never more than limit. It remembers at most
// DefaultMaxKeys keys.
func NewSlowdown(free int, first, limit, window time.Duration) *Slowdown {
	return &Slowdown{free: max(free, 1), first: first, max: limit, Sleep: sleep,
		failures: expirable.NewLRU[string, int](DefaultMaxKeys, nil, window)}
}

// Delay is how long the next attempt on key waits.
func (s *Slowdown) Delay(key string) time.Duration {
	n, _ := s.failures.Get(key)
	if n < s.free {
		return 0
	}
	d := s.first
	for i := s.free; i < n && d < s.max; i++ {
		d *= 2
	}
	return min(d, s.max)
}

// Wait sleeps the key's delay; it returns ctx's error if ctx ends first.
func (s *Slowdown) Wait(ctx context.Context, key string) error {
	if d := s.Delay(key); d > 0 {
		return s.Sleep(ctx, d)
	}
	return ctx.Err()
}

// Fail counts a failed attempt on key.
func (s *Slowdown) Fail(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, _ := s.failures.Get(key)
	s.failures.Add(key, n+1)
}

// Len is how many keys the slowdown remembers now.
func (s *Slowdown) Len() int { return s.failures.Len() }

func sleep(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
