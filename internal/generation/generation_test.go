package generation_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"image"
	"image/png"
	"io"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/credits"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

// queue records the jobs a test's generations would have; it can be told to
// fail, and to say which jobs can no longer run.
type queue struct {
	mu       sync.Mutex
	ids      []string
	fail     error
	finished map[int64]bool
}

func (q *queue) EnqueueGeneration(_ context.Context, id string) (int64, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.fail != nil {
		return 0, q.fail
	}
	q.ids = append(q.ids, id)
	return int64(len(q.ids)), nil
}

func (q *queue) JobFinished(_ context.Context, jobID int64) (bool, error) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return q.finished[jobID], nil
}

// broken is a provider that never answers.
type broken struct{}

func (broken) Name() string { return "broken" }
func (broken) Generate(context.Context, provider.Request) ([]image.Image, error) {
	return nil, apperr.E(apperr.Unavailable, "broken: unreachable")
}

type fixture struct {
	svc     *generation.Service
	credits *credits.Service
	queue   *queue
	user    int64
	now     time.Time
	db      *store.DB
}

// newFixture makes a user with exactly n credits (the test databases have
// no plans, so no monthly ones) and a service over the real credit ledger.
func newFixture(t *testing.T, db *store.DB, n int64, model string) *fixture {
	t.Helper()
	u, err := db.InsertUser(ctx, account.NewUser{Username: "maker", Email: "maker@example.com", PasswordHash: "h"})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{queue: &queue{finished: map[int64]bool{}}, user: u.ID, now: time.Now().UTC(), db: db}
	f.credits = &credits.Service{Store: db, Now: func() time.Time { return f.now }}
	if n > 0 {
		if _, err := f.credits.Grant(ctx, u.ID, n, "test"); err != nil {
			t.Fatal(err)
		}
	}
	f.svc = &generation.Service{Store: db, Tx: db, Credits: f.credits, Queue: f.queue, Engine: model,
		Generator: engine.NewGenerator(broken{}), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Now: func() time.Time { return f.now }}
	return f
}

// balance is the user's available credits; it fails the test unless the
// ledger's rows add up to it.
func (f *fixture) balance(t *testing.T) int64 {
	t.Helper()
	b, err := f.credits.Balance(ctx, f.user)
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	if err := f.db.SQL.QueryRow(`SELECT COALESCE(sum(plan_delta + purchased_delta), 0) FROM credit_transactions
		WHERE user_id = $1`, f.user).Scan(&sum); err != nil {
		t.Fatal(err)
	}
	if sum != b.Available() {
		t.Fatalf("the ledger sums to %d, the balance is %d", sum, b.Available())
	}
	return b.Available()
}

// refunds counts the refunds of the user's generations.
func (f *fixture) refunds(t *testing.T) int {
	t.Helper()
	var n int
	if err := f.db.SQL.QueryRow(`SELECT count(*) FROM credit_transactions WHERE user_id = $1 AND type = 'refund'`,
		f.user).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestStartAndRun(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 2, "")
		seed := uint64(7)
		g, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "  mossy cobblestone ", Seed: &seed})
		if err != nil {
			t.Fatal(err)
		}
		if g.State != generation.Queued || g.Prompt != "mossy cobblestone" || g.Kind != "block" || g.Size != 16 ||
			g.Seed != 7 || g.Spec.Family != "cobblestone" || len(f.queue.ids) != 1 || f.queue.ids[0] != g.ID {
			t.Fatalf("started %+v, queued %v", g, f.queue.ids)
		}
		if got := f.balance(t); got != 1 {
			t.Fatalf("balance after start = %d, want 1", got)
		}
		if err := f.svc.Run(ctx, g.ID, false); err != nil {
			t.Fatal(err)
		}
		done, err := f.svc.Get(ctx, f.user, g.ID)
		if err != nil || done.State != generation.Done || done.Progress != 100 || len(done.Textures) != 16 || done.FinishedAt == nil {
			t.Fatalf("after run: %+v, %v", done, err)
		}
		for i, tx := range done.Textures {
			img := decode(t, tx.PNG)
			if img.Bounds().Dx() != 16 || img.Bounds().Dy() != 16 || tx.Index != i || tx.Metrics.Size != 16 {
				t.Fatalf("texture %d: %v, index %d, metrics size %d", i, img.Bounds(), tx.Index, tx.Metrics.Size)
			}
		}
		// The same seed draws the same textures; running again changes nothing.
		if err := f.svc.Run(ctx, g.ID, true); err != nil {
			t.Fatal(err)
		}
		again, _ := f.svc.Get(ctx, f.user, g.ID)
		if again.Textures[0].PNG != done.Textures[0].PNG || f.refunds(t) != 0 {
			t.Fatalf("a second run changed the result or refunded")
		}
		if _, err := f.svc.Get(ctx, f.user+1, g.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("another user's generation: %v", err)
		}
	})
}

func TestStartRefusals(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 1, "")
		big := uint64(1 << 53)
		for name, tc := range map[string]struct {
			req  generation.StartRequest
			paid bool
			kind apperr.Kind
			msg  string
		}{
			"blank prompt":      {generation.StartRequest{Prompt: "   "}, false, apperr.Invalid, "The prompt is empty."},
			"long prompt":       {generation.StartRequest{Prompt: strings.Repeat("a", 501)}, false, apperr.Invalid, "longer than 500"},
			"unknown kind":      {generation.StartRequest{Prompt: "stone", Kind: "sphere"}, false, apperr.Invalid, "kind"},
			"odd size":          {generation.StartRequest{Prompt: "stone", Size: 24}, true, apperr.Invalid, "16, 32 or 64"},
			"large seed":        {generation.StartRequest{Prompt: "stone", Seed: &big}, false, apperr.Invalid, "2^53"},
			"32 on a free plan": {generation.StartRequest{Prompt: "stone", Size: 32}, false, apperr.Forbidden, "paid plan"},
		} {
			_, err := f.svc.Start(ctx, f.user, tc.paid, tc.req)
			if apperr.KindOf(err) != tc.kind || !strings.Contains(apperr.MessageOf(err), tc.msg) {
				t.Errorf("%s: %v (%s), want %s with %q", name, err, apperr.KindOf(err), tc.kind, tc.msg)
			}
		}
		if got := f.balance(t); got != 1 || len(f.queue.ids) != 0 {
			t.Fatalf("refusals spent credits (%d left) or queued %v", got, f.queue.ids)
		}
		if _, err := f.svc.Start(ctx, f.user, true, generation.StartRequest{Prompt: "stone", Size: 64, Kind: "item"}); err != nil {
			t.Fatalf("64 on a paid plan: %v", err)
		}
		_, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		if apperr.KindOf(err) != apperr.PaymentRequired {
			t.Fatalf("without credits: %v", err)
		}
		if n, _ := db.CountActiveGenerations(ctx, f.user); n != 1 {
			t.Fatalf("an unpaid generation was kept: %d active", n)
		}
	})
}

func TestActiveLimit(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 10, "")
		for range generation.MaxActivePerUser {
			if _, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"}); err != nil {
				t.Fatal(err)
			}
		}
		_, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		if apperr.KindOf(err) != apperr.RateLimited {
			t.Fatalf("one too many: %v", err)
		}
		if got := f.balance(t); got != 10-generation.MaxActivePerUser {
			t.Fatalf("balance %d", got)
		}
	})
}

func TestFailureRefunds(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 2, "broken")
		g, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "ruby sword"})
		if err != nil {
			t.Fatal(err)
		}
		// Not the last attempt: the error asks for another, nothing is refunded.
		if err := f.svc.Run(ctx, g.ID, false); err == nil {
			t.Fatal("a failing provider on a first attempt returned no error")
		}
		mid, _ := f.svc.Get(ctx, f.user, g.ID)
		if mid.State != generation.Running || f.refunds(t) != 0 {
			t.Fatalf("after a failed attempt: %s, %d refunds", mid.State, f.refunds(t))
		}
		if err := f.svc.Run(ctx, g.ID, true); err != nil {
			t.Fatalf("last attempt: %v", err)
		}
		failed, _ := f.svc.Get(ctx, f.user, g.ID)
		if failed.State != generation.Failed || !strings.Contains(failed.Message, "refunded") || f.balance(t) != 2 ||
			f.refunds(t) != 1 {
			t.Fatalf("after the last attempt: %+v, balance %d, refunds %d", failed, f.balance(t), f.refunds(t))
		}
	})
}

func TestFailStaleFailsWhatCanNoLongerRun(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 3, "")
		lost, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		if err != nil {
			t.Fatal(err)
		}
		waiting, _ := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		f.queue.finished[lost.JobID] = true // discarded after its last attempt, say
		// Nothing is judged while it may still be moving.
		if n, err := f.svc.FailStale(ctx); n != 0 || err != nil {
			t.Fatalf("FailStale at once = %d, %v", n, err)
		}
		f.now = f.now.Add(generation.QuietAfter + time.Second)
		changed, release := f.svc.Watch(lost.ID)
		defer release()
		if n, err := f.svc.FailStale(ctx); n != 1 || err != nil {
			t.Fatalf("FailStale = %d, %v", n, err)
		}
		select {
		case <-changed:
		default:
			t.Error("failing a generation did not announce the change")
		}
		l, _ := f.svc.Get(ctx, f.user, lost.ID)
		w, _ := f.svc.Get(ctx, f.user, waiting.ID)
		if l.State != generation.Failed || w.State != generation.Queued || f.balance(t) != 2 || f.refunds(t) != 1 {
			t.Fatalf("lost %s, waiting %s, balance %d, refunds %d", l.State, w.State, f.balance(t), f.refunds(t))
		}
		// A job that runs after its generation was failed does nothing, and a
		// second look refunds nothing more.
		if err := f.svc.Run(ctx, lost.ID, false); err != nil {
			t.Fatal(err)
		}
		if n, err := f.svc.FailStale(ctx); n != 0 || err != nil {
			t.Fatalf("FailStale again = %d, %v", n, err)
		}
		if l, _ := f.svc.Get(ctx, f.user, lost.ID); l.State != generation.Failed || f.refunds(t) != 1 {
			t.Fatalf("a failed generation ran or was refunded twice: %s, %d refunds", l.State, f.refunds(t))
		}
	})
}

// finishesMeanwhile is the store with a job that finishes its generation
// right after FailStale listed it, the race in which a done generation used
// to be refunded.
type finishesMeanwhile struct {
	*store.DB
	svc *generation.Service
}

func (s finishesMeanwhile) UnfinishedGenerations(ctx context.Context, before time.Time) ([]generation.Generation, error) {
	list, err := s.DB.UnfinishedGenerations(ctx, before)
	for _, g := range list {
		if err := s.svc.Run(ctx, g.ID, false); err != nil {
			return nil, err
		}
	}
	return list, err
}

func TestAGenerationThatFinishedIsNeverRefunded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 2, "")
		g, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		if err != nil {
			t.Fatal(err)
		}
		f.queue.finished[g.JobID] = true
		f.svc.Store = finishesMeanwhile{DB: db, svc: f.svc}
		f.now = f.now.Add(generation.QuietAfter + time.Second)
		if _, err := f.svc.FailStale(ctx); err != nil {
			t.Fatal(err)
		}
		done, _ := f.svc.Get(ctx, f.user, g.ID)
		if done.State != generation.Done || f.refunds(t) != 0 || f.balance(t) != 1 {
			t.Fatalf("a finished generation: %s, %d refunds, balance %d", done.State, f.refunds(t), f.balance(t))
		}
	})
}

// The credit, the generation and its job are stored together or not at all.
func TestBeginIsAllOrNothing(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 2, "")
		f.queue.fail = errors.New("the queue is down")
		if _, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"}); err == nil {
			t.Fatal("a start whose job could not be queued succeeded")
		}
		var rows int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM generations`).Scan(&rows); err != nil || rows != 0 {
			t.Fatalf("%d generations stored, %v", rows, err)
		}
		if got := f.balance(t); got != 2 {
			t.Fatalf("balance %d: the failed start kept its credit", got)
		}
		f.queue.fail = nil
		g, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		if err != nil {
			t.Fatal(err)
		}
		// A generation id that is taken makes the insert fail after the
		// credit and the job: both go back with it.
		_, err = f.svc.Begin(ctx, g)
		if err == nil {
			t.Fatal("a second generation with the same id was stored")
		}
		if got := f.balance(t); got != 1 {
			t.Fatalf("balance %d after a refused insert, want 1", got)
		}
	})
}

// Twenty starts at once may never pass the limit of active generations.
func TestActiveLimitHoldsUnderConcurrentStarts(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 50, "")
		var wg sync.WaitGroup
		var mu sync.Mutex
		kinds := map[apperr.Kind]int{}
		for range 20 {
			wg.Go(func() {
				_, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
				mu.Lock()
				defer mu.Unlock()
				kinds[apperr.KindOf(err)]++
			})
		}
		wg.Wait()
		active, _ := db.CountActiveGenerations(ctx, f.user)
		if active != generation.MaxActivePerUser || kinds[apperr.RateLimited] != 20-generation.MaxActivePerUser ||
			f.balance(t) != 50-int64(generation.MaxActivePerUser) {
			t.Fatalf("%d active, outcomes %v, balance %d", active, kinds, f.balance(t))
		}
	})
}

func decode(t *testing.T, dataURL string) image.Image {
	t.Helper()
	b64, ok := strings.CutPrefix(dataURL, "data:image/png;base64,")
	if !ok {
		t.Fatalf("not a PNG data URL: %.40s", dataURL)
	}
	raw, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	return img
}
