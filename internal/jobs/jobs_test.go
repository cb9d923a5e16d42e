package jobs_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/metrics"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// A job enqueued by one process that stops before working it is run by the
// next process that starts on the same database.
func TestJobEnqueuedBeforeRestartRunsAfterIt(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		accounts := &account.Service{Store: db, Now: db.Now}
		pool := jobs.Pool{DB: db.JobsSQL, Postgres: db.Engine == store.Postgres}
		u, err := db.InsertUser(ctx, account.NewUser{Username: "sam", Email: "sam@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		past := db.Now().Add(-48 * time.Hour)
		if err := db.InsertSession(ctx, account.Session{UserID: u.ID, TokenHash: account.HashToken("old"),
			CreatedAt: past, LastSeenAt: past, ExpiresAt: past.Add(time.Hour)}); err != nil {
			t.Fatal(err)
		}

		// The first process only enqueues, then goes away.
		before, err := jobs.New(pool, jobs.Services{Accounts: accounts}, jobs.Options{})
		if err != nil {
			t.Fatal(err)
		}
		id, err := before.Enqueue(ctx, jobs.PruneSessionsArgs{})
		if err != nil {
			t.Fatal(err)
		}
		if state, err := before.State(ctx, id); err != nil || state != rivertype.JobStateAvailable {
			t.Fatalf("before restart: state %q, %v", state, err)
		}
		if depth, err := pool.Depth(ctx); err != nil || depth[rivertype.JobStateAvailable] != 1 {
			t.Fatalf("queue depth before restart: %v, %v; want 1 available", depth, err)
		}

		// The restarted process works it, timed by the metrics.
		m := metrics.New()
		after, err := jobs.New(pool, jobs.Services{Accounts: accounts}, jobs.Options{Work: true, PollInterval: 50 * time.Millisecond,
			Middleware: []rivertype.Middleware{m.JobMiddleware()}})
		if err != nil {
			t.Fatal(err)
		}
		if err := after.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = after.Stop(context.Background()) })
		deadline := time.Now().Add(10 * time.Second)
		for {
			state, err := after.State(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if state == rivertype.JobStateCompleted {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("job still %q after 10s", state)
			}
			time.Sleep(50 * time.Millisecond)
		}
		if n, err := db.DeleteExpiredSessions(ctx, db.Now()); err != nil || n != 0 {
			t.Fatalf("expired sessions left after the job: %d, %v", n, err)
		}
		if depth, err := pool.Depth(ctx); err != nil || depth[rivertype.JobStateAvailable] != 0 {
			t.Fatalf("queue depth after the job: %v, %v; want none available", depth, err)
		}
		rec := httptest.NewRecorder()
		m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
		// (the leader's periodic pruning may have run too: the count is 1 or more)
		if want := `texelforge_job_duration_seconds_count{kind="account.prune_sessions",outcome="ok"} `; !strings.Contains(rec.Body.String(), want) {
			t.Errorf("metrics lack %s", want)
		}
	})
}
