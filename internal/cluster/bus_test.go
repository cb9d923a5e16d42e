package cluster_test

import (
	"context"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/cluster"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// newBuses makes n buses on one fresh database, for the caller to give
// handlers before listen starts them.
func newBuses(t *testing.T, n int) (context.Context, []*cluster.Bus) {
	t.Helper()
	url := storetest.URL(t, store.Postgres)
	db := storetest.MustOpenURL(t, url)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	buses := make([]*cluster.Bus, n)
	for i := range buses {
		buses[i] = cluster.New(url, db.SQL, log)
	}
	return ctx, buses
}

// listen starts the buses and waits until each listens.
func listen(t *testing.T, ctx context.Context, buses []*cluster.Bus) {
	t.Helper()
	for _, b := range buses {
		go b.Listen(ctx)
		select {
		case <-b.Ready():
		case <-time.After(5 * time.Second):
			t.Fatal("not listening after 5s")
		}
	}
}

func TestANoticeReachesTheOtherInstancesOnly(t *testing.T) {
	ctx, buses := newBuses(t, 2)
	var heard [2]atomic.Int32
	for i, b := range buses {
		b.Handle("plans", func() { heard[i].Add(1) })
	}
	listen(t, ctx, buses)
	buses[0].Publish(ctx, "plans")
	buses[0].Publish(ctx, "other topic")
	deadline := time.Now().Add(time.Second)
	for heard[1].Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond) // room for a wrong second delivery
	if a, b := heard[0].Load(), heard[1].Load(); a != 0 || b != 1 {
		t.Fatalf("the sender heard %d notices and the other instance %d; want 0 and 1", a, b)
	}
}

// A keyed notice reaches the other instance's keyed handlers with its key;
// an unkeyed one with "".
func TestKeyedNoticesCarryTheirKey(t *testing.T) {
	ctx, buses := newBuses(t, 2)
	sender, receiver := buses[0], buses[1]
	keys := make(chan string, 10)
	receiver.HandleKeys("generations", func(key string) { keys <- key })
	listen(t, ctx, buses)
	sender.PublishKey(ctx, "generations", "3f2a-id")
	sender.Publish(ctx, "generations")
	for _, want := range []string{"3f2a-id", ""} {
		select {
		case got := <-keys:
			if got != want {
				t.Fatalf("key %q, want %q", got, want)
			}
		case <-time.After(2 * time.Second):
			t.Fatalf("no notice for key %q within 2s", want)
		}
	}
}
