package showcase

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"
)

// result is what a get returned.
type result[V any] struct {
	v   V
	err error
}

// startGet runs a get of key on c in the background; the channel receives
// what it returned.
func startGet[V any](c *cache[V], key listKey, load func(context.Context) (V, error)) <-chan result[V] {
	done := make(chan result[V], 1)
	go func() {
		v, err := c.get(context.Background(), key, load)
		done <- result[V]{v, err}
	}()
	return done
}

// startSlowGet starts a get of key whose read returns v and err once release
// is closed, and returns when that read has begun.
func startSlowGet[V any](c *cache[V], key listKey, v V, err error, release <-chan struct{}) <-chan result[V] {
	entered := make(chan struct{})
	done := startGet(c, key, func(context.Context) (V, error) {
		close(entered)
		<-release
		return v, err
	})
	<-entered
	return done
}

func TestCacheReadsAValueOnceForConcurrentCallers(t *testing.T) {
	c := newCache[int](time.Minute, 10)
	key, release := listKey{search: "k"}, make(chan struct{})
	first := startSlowGet(c, key, 42, nil, release)
	var more atomic.Int64
	var waiters []<-chan result[int]
	for range 9 {
		waiters = append(waiters, startGet(c, key, func(context.Context) (int, error) { more.Add(1); return 0, nil }))
	}
	time.Sleep(50 * time.Millisecond) // the others are waiting for the first read
	close(release)
	for _, done := range append(waiters, first) {
		if r := <-done; r.v != 42 || r.err != nil {
			t.Fatalf("a caller got %d, %v; want 42", r.v, r.err)
		}
	}
	if n := more.Load(); n != 0 {
		t.Fatalf("%d more reads, want none", n)
	}
}

func TestCacheNeverServesAValueReadBeforeAClear(t *testing.T) {
	c := newCache[string](time.Minute, 10)
	key, release := listKey{search: "k"}, make(chan struct{})
	early := startSlowGet(c, key, "before the write", nil, release) // meanwhile a write commits and clears
	c.clear()
	later := startGet(c, key, func(context.Context) (string, error) { return "after", nil })
	select {
	case r := <-later:
		if r.v != "after" {
			t.Fatalf("a caller after the clear got %q", r.v)
		}
	case <-time.After(5 * time.Second):
		close(release)
		t.Fatal("a caller after the clear waits for the read that began before it")
	}
	close(release)
	if r := <-early; r.v != "before the write" {
		t.Fatalf("the caller before the clear got %q", r.v)
	}
	if v, _ := c.get(context.Background(), key, nil); v != "after" {
		t.Fatalf("a later caller got %q, want the value read after the clear", v)
	}
}

func TestCacheDoesNotKeepErrors(t *testing.T) {
	c := newCache[int](time.Minute, 10)
	key := listKey{search: "k"}
	boom := errors.New("database down")
	if _, err := c.get(context.Background(), key, func(context.Context) (int, error) { return 0, boom }); err != boom {
		t.Fatalf("err %v, want %v", err, boom)
	}
	if v, err := c.get(context.Background(), key, func(context.Context) (int, error) { return 7, nil }); v != 7 || err != nil {
		t.Fatalf("after an error: %d %v, want a new load", v, err)
	}
}

// A caller that waited for another's read, which failed (its request was
// cancelled, say), reads for itself.
func TestCacheWaiterReadsAloneWhenTheSharedReadFails(t *testing.T) {
	c := newCache[int](time.Minute, 10)
	key, release := listKey{search: "k"}, make(chan struct{})
	first := startSlowGet(c, key, 0, context.Canceled, release)
	waiter := startGet(c, key, func(context.Context) (int, error) { return 7, nil })
	time.Sleep(50 * time.Millisecond) // the waiter joins the first read
	close(release)
	if f, w := <-first, <-waiter; f.err != context.Canceled || w.v != 7 || w.err != nil {
		t.Fatalf("first caller %v, waiter %d %v; want the first's error and the waiter's own read", f.err, w.v, w.err)
	}
}

func TestCachedPageIsEncodedOnce(t *testing.T) {
	p := &cachedPage{page: Page{Textures: make([]Texture, 3), Total: 7}}
	encodes := 0
	encode := func(p Page) ([]byte, error) {
		encodes++
		return fmt.Appendf(nil, "%d of %d", len(p.Textures), p.Total), nil
	}
	for range 3 {
		if body, err := p.encoded(encode); err != nil || string(body) != "3 of 7" || encodes != 1 {
			t.Fatalf("%q %v after %d encodings; want \"3 of 7\" after 1", body, err, encodes)
		}
	}
}
