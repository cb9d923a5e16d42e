package generation_test

import (
	"bytes"
	"context"
	"encoding/base64"
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
	"github.com/texelforge/texelforge/internal/generate"
	"github.com/texelforge/texelforge/internal/generate/provider"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

// wallet is a user's credits as the generation service sees them: a balance,
// what each generation took, and the refunds. The credit ledger's own tests
// cover the real thing; these cover the generation's side of the contract.
type wallet struct {
	mu       sync.Mutex
	balance  int
	reserved map[string]bool
	refunds  int
}

func (w *wallet) Reserve(_ context.Context, _ int64, id string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.balance == 0 {
		return apperr.E(apperr.PaymentRequired, "no credits")
	}
	w.balance--
	w.reserved[id] = true
	return nil
}

func (w *wallet) Refund(_ context.Context, _ int64, id string) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.reserved[id] {
		delete(w.reserved, id)
		w.balance++
		w.refunds++
	}
	return nil
}

type queue struct{ ids []string }

func (q *queue) EnqueueGeneration(_ context.Context, id string) error {
	q.ids = append(q.ids, id)
	return nil
}

// broken is a provider that never answers.
type broken struct{}

func (broken) Name() string { return "broken" }
func (broken) Generate(context.Context, provider.Request) ([]image.Image, error) {
	return nil, apperr.E(apperr.Unavailable, "broken: unreachable")
}

type fixture struct {
	svc    *generation.Service
	wallet *wallet
	queue  *queue
	user   int64
	now    time.Time
	db     *store.DB
}

func newFixture(t *testing.T, db *store.DB, credits int, engine string) *fixture {
	t.Helper()
	u, err := db.InsertUser(ctx, account.NewUser{Username: "maker", Email: "maker@example.com", PasswordHash: "h"})
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{wallet: &wallet{balance: credits, reserved: map[string]bool{}}, queue: &queue{}, user: u.ID,
		now: time.Now().UTC(), db: db}
	f.svc = &generation.Service{Store: db, Credits: f.wallet, Queue: f.queue, Engine: engine,
		Generator: generate.NewGenerator(broken{}), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Now: func() time.Time { return f.now }}
	return f
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
		if f.wallet.balance != 1 {
			t.Fatalf("balance after start = %d, want 1", f.wallet.balance)
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
		if again.Textures[0].PNG != done.Textures[0].PNG || f.wallet.refunds != 0 {
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
		if f.wallet.balance != 1 || len(f.queue.ids) != 0 {
			t.Fatalf("refusals spent credits (%d left) or queued %v", f.wallet.balance, f.queue.ids)
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
		if f.wallet.balance != 10-generation.MaxActivePerUser {
			t.Fatalf("balance %d", f.wallet.balance)
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
		if mid.State != generation.Running || f.wallet.refunds != 0 {
			t.Fatalf("after a failed attempt: %s, %d refunds", mid.State, f.wallet.refunds)
		}
		if err := f.svc.Run(ctx, g.ID, true); err != nil {
			t.Fatalf("last attempt: %v", err)
		}
		failed, _ := f.svc.Get(ctx, f.user, g.ID)
		if failed.State != generation.Failed || !strings.Contains(failed.Message, "refunded") || f.wallet.balance != 2 ||
			f.wallet.refunds != 1 {
			t.Fatalf("after the last attempt: %+v, balance %d, refunds %d", failed, f.wallet.balance, f.wallet.refunds)
		}
	})
}

func TestFailStale(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newFixture(t, db, 2, "")
		old, err := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		if err != nil {
			t.Fatal(err)
		}
		f.now = f.now.Add(generation.StaleAfter - time.Minute)
		fresh, _ := f.svc.Start(ctx, f.user, false, generation.StartRequest{Prompt: "stone"})
		f.now = f.now.Add(2 * time.Minute)
		changed := f.svc.Changes(old.ID)
		if n, err := f.svc.FailStale(ctx); n != 1 || err != nil {
			t.Fatalf("FailStale = %d, %v", n, err)
		}
		select {
		case <-changed:
		default:
			t.Error("failing a generation did not announce the change")
		}
		o, _ := f.svc.Get(ctx, f.user, old.ID)
		n, _ := f.svc.Get(ctx, f.user, fresh.ID)
		if o.State != generation.Failed || n.State != generation.Queued || f.wallet.balance != 1 {
			t.Fatalf("old %s, fresh %s, balance %d", o.State, n.State, f.wallet.balance)
		}
		// A job that runs after its generation was failed does nothing.
		if err := f.svc.Run(ctx, old.ID, false); err != nil {
			t.Fatal(err)
		}
		if o, _ := f.svc.Get(ctx, f.user, old.ID); o.State != generation.Failed {
			t.Fatalf("a failed generation ran: %s", o.State)
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
