package jobs_test

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/billing"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// A working queue renews the credits whose period has ended as it starts,
// without anyone reading them.
func TestCreditsAreRenewedByThePeriodicJob(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		if _, err := (&billing.Service{Store: db, Now: db.Now}).EnsureDefaults(ctx); err != nil {
			t.Fatal(err)
		}
		u, err := db.InsertUser(ctx, account.NewUser{Username: "sam", Email: "sam@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		now := time.Now().UTC()
		svc := &credits.Service{Store: db, Now: func() time.Time { return now }}
		if err := svc.Reserve(ctx, u.ID, "g1"); err != nil {
			t.Fatal(err)
		}
		now = now.AddDate(0, 1, 1)
		if due, err := db.CreditsDue(ctx, now, 10); err != nil || len(due) != 1 {
			t.Fatalf("due before the job: %v, %v", due, err)
		}

		q, err := jobs.New(jobs.Pool{DB: db.JobsSQL, Postgres: db.Engine == store.Postgres},
			jobs.Services{Credits: svc}, jobs.Options{Work: true, PollInterval: 50 * time.Millisecond,
				Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
		if err != nil {
			t.Fatal(err)
		}
		if err := q.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = q.Stop(context.Background()) })
		for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			due, err := db.CreditsDue(ctx, now, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(due) == 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("credits not renewed after 10s")
			}
		}
		rows, err := db.CreditTransactions(ctx, u.ID, 0, 2)
		if err != nil || len(rows) != 2 || rows[0].Type != credits.PlanGrant || rows[1].Type != credits.PlanExpire ||
			rows[1].Amount() != -2 {
			t.Fatalf("renewal rows %+v, %v", rows, err)
		}
	})
}
