package jobs_test

import (
	"context"
	"image"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"github.com/riverqueue/river/rivertype"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/builtin"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// stalling is an image model whose first call hangs until it is cancelled
// (the process stops mid-run) and whose later calls answer with pictures.
type stalling struct {
	calls   atomic.Int32
	started chan struct{}
}

func (*stalling) Name() string { return "stalling" }

func (p *stalling) Generate(ctx context.Context, r provider.Request) ([]image.Image, error) {
	if p.calls.Add(1) == 1 {
		close(p.started)
		<-ctx.Done()
		return nil, ctx.Err()
	}
	s := spec.Parse(r.Prompt).As(r.Kind)
	out := make([]image.Image, r.Count)
	for i := range out {
		small := builtin.Draw(s, r.Size, 99, i)
		big := image.NewNRGBA(image.Rect(0, 0, r.Size*16, r.Size*16))
		for y := range big.Rect.Dy() {
			for x := range big.Rect.Dx() {
				big.Set(x, y, small.At(x/16, y/16))
			}
		}
		out[i] = big
	}
	return out, nil
}

// paidCredits accepts every generation and counts refunds; the credit
// ledger's own tests cover balances.
type paidCredits struct{ refunds atomic.Int32 }

func (*paidCredits) Reserve(context.Context, int64, string) error { return nil }
func (c *paidCredits) Refund(context.Context, int64, string) error {
	c.refunds.Add(1)
	return nil
}

type retryNow struct{}

func (retryNow) NextRetry(*rivertype.JobRow) time.Time { return time.Now() }

// A generation whose process stops in the middle of it is finished by the next
// process, once, without a refund.
func TestGenerationSurvivesARestartMidRun(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		u, err := db.InsertUser(ctx, account.NewUser{Username: "sam", Email: "sam@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		model := &stalling{started: make(chan struct{})}
		credits := &paidCredits{}
		gen := &generation.Service{Store: db, Tx: db, Credits: credits, Engine: "stalling", Now: db.Now,
			Generator: engine.NewGenerator(model), Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
		pool := jobs.Pool{DB: db.JobsSQL, Postgres: db.Engine == store.Postgres}
		opts := jobs.Options{Work: true, PollInterval: 20 * time.Millisecond, RetryPolicy: retryNow{},
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}

		first, err := jobs.New(pool, jobs.Services{Generations: gen}, opts)
		if err != nil {
			t.Fatal(err)
		}
		gen.Queue = first
		if err := first.Start(ctx); err != nil {
			t.Fatal(err)
		}
		g, err := gen.Start(ctx, u.ID, false, generation.StartRequest{Prompt: "ruby sword"})
		if err != nil {
			t.Fatal(err)
		}
		select {
		case <-model.started:
		case <-time.After(10 * time.Second):
			t.Fatal("the job never started")
		}
		// The process stops with the generation running: the shutdown timeout ends at once.
		stopCtx, cancel := context.WithCancel(ctx)
		cancel()
		_ = first.Stop(stopCtx)
		if mid, _ := gen.Get(ctx, u.ID, g.ID); mid.State != generation.Running {
			t.Fatalf("after the stop: %s, want running", mid.State)
		}

		second, err := jobs.New(pool, jobs.Services{Generations: gen}, opts)
		if err != nil {
			t.Fatal(err)
		}
		if err := second.Start(ctx); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = second.Stop(context.Background()) })
		deadline := time.Now().Add(15 * time.Second)
		for {
			done, err := gen.Get(ctx, u.ID, g.ID)
			if err != nil {
				t.Fatal(err)
			}
			if done.State == generation.Done {
				if len(done.Textures) != 16 || credits.refunds.Load() != 0 || model.calls.Load() != 2 {
					t.Fatalf("done with %d textures, %d refunds, %d model calls", len(done.Textures),
						credits.refunds.Load(), model.calls.Load())
				}
				return
			}
			if done.State == generation.Failed || time.Now().After(deadline) {
				t.Fatalf("generation %s: %s", done.State, done.Message)
			}
			time.Sleep(20 * time.Millisecond)
		}
	})
}
