package showcase_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/cluster"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// Two instances on one PostgreSQL database: a share through one empties the
// other's cached listing within a second, long before the entry's TTL.
func TestListCachesOfInstancesForgetEachOthersChanges(t *testing.T) {
	url := storetest.URL(t, store.Postgres)
	db := storetest.MustOpenURL(t, url)
	f := newCacheFixture(t, db, 2, 10)
	here, there := f.other, f.svc // the instance that writes, and the one that reads
	here.Cache, there.Cache = showcase.NewListCache(time.Minute, 10), showcase.NewListCache(time.Minute, 10)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	listen, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	for _, c := range []*showcase.ListCache{here.Cache, there.Cache} {
		bus := cluster.New(url, db.SQL, log)
		bus.Handle("showcase", c.Forget)
		c.OnChange = func() { bus.Publish(context.Background(), "showcase") }
		go bus.Listen(listen)
		select {
		case <-bus.Ready():
		case <-time.After(5 * time.Second):
			t.Fatal("the bus did not listen within 5s")
		}
	}

	if p := f.list(showcase.Query{}); p.Total != 2 {
		t.Fatalf("total %d before the share, want 2", p.Total)
	}
	f.share(here, "new")
	start := time.Now()
	for f.list(showcase.Query{}).Total != 3 {
		if time.Since(start) > time.Second {
			t.Fatal("the other instance still lists the old page after 1s")
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("the other instance saw the share after %s", time.Since(start).Round(time.Millisecond))
}
