package ratelimit

import (
	"fmt"
	"testing"
	"time"
)

func TestLimiterAllowsBurstThenRefills(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	l := New(3, 3*time.Minute)
	l.now = func() time.Time { return now }
	for i := range 3 {
		if ok, _ := l.Allow(ctx, "ip"); !ok {
			t.Fatalf("event %d refused", i+1)
		}
	}
	ok, wait := l.Allow(ctx, "ip")
	if ok || wait <= 0 || wait > time.Minute {
		t.Fatalf("4th event: ok=%v wait=%v; want refused with a wait of at most 1m", ok, wait)
	}
	if ok, _ := l.Allow(ctx, "other"); !ok {
		t.Fatal("another key shares the budget")
	}
	now = now.Add(time.Minute)
	if ok, _ := l.Allow(ctx, "ip"); !ok {
		t.Fatal("no refill after a minute")
	}
	if ok, _ := l.Allow(ctx, "ip"); ok {
		t.Fatal("refilled more than one event")
	}
}

// An attacker choosing keys (addresses, emails) cannot grow the limiter past
// its cap, and the keys it did keep are the most recent ones.
func TestLimiterMemoryIsBoundedUnderDistinctKeys(t *testing.T) {
	const keys, maxKeys = 1_000_000, 10_000
	l := NewSized(2, time.Hour, maxKeys)
	for i := range keys {
		l.Allow(ctx, fmt.Sprint("203.0.113.", i))
		if n := l.Len(); n > maxKeys {
			t.Fatalf("after %d keys the limiter holds %d buckets, cap %d", i+1, n, maxKeys)
		}
	}
	if n := l.Len(); n != maxKeys {
		t.Fatalf("holds %d buckets, want the cap %d", n, maxKeys)
	}
	last := fmt.Sprint("203.0.113.", keys-1)
	if ok, _ := l.Allow(ctx, last); !ok {
		t.Fatal("the newest key lost its bucket")
	}
	if ok, _ := l.Allow(ctx, last); ok {
		t.Fatal("the newest key's bucket was reset by the flood")
	}
}

func TestDefaultCapBoundsNew(t *testing.T) {
	l := New(1, time.Hour)
	for i := range DefaultMaxKeys + 100 {
		l.Allow(ctx, fmt.Sprint(i))
	}
	if n := l.Len(); n != DefaultMaxKeys {
		t.Fatalf("New holds %d buckets, want %d", n, DefaultMaxKeys)
	}
}

// A bucket idle for its whole window has refilled, so it is dropped.
func TestLimiterForgetsABucketAfterItsWindow(t *testing.T) {
	const window = 100 * time.Millisecond
	l := New(1, window)
	if ok, _ := l.Allow(ctx, "a"); !ok {
		t.Fatal("first event refused")
	}
	if ok, _ := l.Allow(ctx, "a"); ok {
		t.Fatal("second event allowed")
	}
	deadline := time.Now().Add(window + time.Second)
	for l.Len() != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("bucket kept %v after its window", window+time.Second)
		}
		time.Sleep(window / 10)
	}
	if ok, _ := l.Allow(ctx, "a"); !ok {
		t.Fatal("a fresh window refused the key")
	}
}
