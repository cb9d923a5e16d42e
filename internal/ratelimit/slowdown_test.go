package ratelimit

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

func TestSlowdownGrowsWithFailuresUpToItsBound(t *testing.T) {
	s := NewSlowdown(3, 250*time.Millisecond, 2*time.Second, time.Hour)
	want := []time.Duration{0, 0, 0, 250 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, 2 * time.Second}
	for i, w := range want {
		if got := s.Delay("victim@example.com"); got != w {
			t.Fatalf("after %d failures: delay %v, want %v", i, got, w)
		}
		s.Fail("victim@example.com")
	}
	for range 1000 {
		s.Fail("victim@example.com")
	}
	if got := s.Delay("victim@example.com"); got != 2*time.Second {
		t.Fatalf("after 1008 failures: delay %v, want the bound 2s", got)
	}
	if got := s.Delay("other@example.com"); got != 0 {
		t.Fatalf("another key is slowed by %v", got)
	}
}

func TestSlowdownWaitSleepsTheDelayAndStopsWithTheRequest(t *testing.T) {
	s := NewSlowdown(1, time.Second, time.Second, time.Hour)
	var slept []time.Duration
	s.Sleep = func(ctx context.Context, d time.Duration) error {
		slept = append(slept, d)
		return nil
	}
	if err := s.Wait(context.Background(), "k"); err != nil || len(slept) != 0 {
		t.Fatalf("no failures yet: err %v, slept %v", err, slept)
	}
	s.Fail("k")
	if err := s.Wait(context.Background(), "k"); err != nil || len(slept) != 1 || slept[0] != time.Second {
		t.Fatalf("after a failure: err %v, slept %v; want one second", err, slept)
	}

	live := NewSlowdown(1, time.Hour, time.Hour, time.Hour) // the real sleep
	live.Fail("k")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	if err := live.Wait(ctx, "k"); !errors.Is(err, context.Canceled) || time.Since(start) > time.Second {
		t.Fatalf("a cancelled request waited %v and got %v", time.Since(start), err)
	}
}

func TestSlowdownForgetsFailuresAfterItsWindowAndStaysBounded(t *testing.T) {
	const window = 100 * time.Millisecond
	s := NewSlowdown(1, time.Second, time.Second, window)
	s.Fail("k")
	if s.Delay("k") == 0 {
		t.Fatal("no delay after a failure")
	}
	time.Sleep(window + window/2)
	if d := s.Delay("k"); d != 0 {
		t.Fatalf("delay %v after a quiet window", d)
	}

	flood := NewSlowdown(1, time.Second, time.Second, time.Hour)
	for i := range DefaultMaxKeys + 1000 {
		flood.Fail(fmt.Sprint("user", i, "@example.com"))
		if n := flood.Len(); n > DefaultMaxKeys {
			t.Fatalf("remembers %d keys, cap %d", n, DefaultMaxKeys)
		}
	}
}
