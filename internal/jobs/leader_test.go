package jobs_test

import (
	"context"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// Periodic jobs run once per cluster: of two instances working one
// PostgreSQL queue, only the elected leader enqueues them.
func TestPeriodicJobsRunOncePerCluster(t *testing.T) {
	db := storetest.MustOpen(t, store.Postgres)
	ctx := context.Background()
	pool := jobs.Pool{DB: db.JobsSQL, Postgres: true}
	svc := jobs.Services{Accounts: &account.Service{Store: db, Now: db.Now}}
	for range 2 {
		q, err := jobs.New(pool, svc, jobs.Options{Work: true, PollInterval: 50 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = q.Stop(context.Background()) })
	}
	count := func() int {
		var n int
		if err := db.JobsSQL.QueryRowContext(ctx, "SELECT count(*) FROM river_job WHERE kind = $1",
			jobs.PruneSessionsArgs{}.Kind()).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	deadline := time.Now().Add(15 * time.Second)
	for count() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("no instance enqueued the periodic job within 15s")
		}
		time.Sleep(100 * time.Millisecond)
	}
	time.Sleep(3 * time.Second) // time for a second instance to have enqueued its own
	if n := count(); n != 1 {
		t.Fatalf("the hourly pruning was enqueued %d times by two instances, want once", n)
	}
}
