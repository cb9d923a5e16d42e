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

func TestANoticeReachesTheOtherInstancesOnly(t *testing.T) {
	url := storetest.URL(t, store.Postgres)
	db := storetest.MustOpenURL(t, url)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	var heard [2]atomic.Int32
	buses := make([]*cluster.Bus, 2)
	for i := range buses {
		buses[i] = cluster.New(url, db.SQL, log)
		buses[i].Handle("plans", func() { heard[i].Add(1) })
		go buses[i].Listen(ctx)
		select {
		case <-buses[i].Ready():
		case <-time.After(5 * time.Second):
			t.Fatal("not listening after 5s")
		}
	}
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
