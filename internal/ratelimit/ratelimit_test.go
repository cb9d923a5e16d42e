package ratelimit

import (
	"testing"
	"time"
)

func TestLimiterAllowsBurstThenRefills(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	l := New(3, 3*time.Minute)
	l.now = func() time.Time { return now }
	for i := range 3 {
		if ok, _ := l.Allow("ip"); !ok {
			t.Fatalf("event %d refused", i+1)
		}
	}
	ok, wait := l.Allow("ip")
	if ok || wait <= 0 || wait > time.Minute {
		t.Fatalf("4th event: ok=%v wait=%v; want refused with a wait of at most 1m", ok, wait)
	}
	if ok, _ := l.Allow("other"); !ok {
		t.Fatal("another key shares the budget")
	}
	now = now.Add(time.Minute)
	if ok, _ := l.Allow("ip"); !ok {
		t.Fatal("no refill after a minute")
	}
	if ok, _ := l.Allow("ip"); ok {
		t.Fatal("refilled more than one event")
	}
}

func TestLimiterForgetsIdleKeys(t *testing.T) {
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	l := New(2, time.Minute)
	l.now = func() time.Time { return now }
	l.Allow("a")
	now = now.Add(5 * time.Minute)
	l.Allow("b")
	if _, ok := l.buckets["a"]; ok || len(l.buckets) != 1 {
		t.Fatalf("idle key kept: %v", l.buckets)
	}
}
