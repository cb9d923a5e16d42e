package httpapi_test

import (
	"context"
	"image"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/builtin"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/ratelimit"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// cursed is an image model that never draws a prompt with "cursed" in it
// and draws every other one: some generations end done, others failed.
type cursed struct{}

func (cursed) Name() string { return "cursed" }

func (cursed) Generate(_ context.Context, r provider.Request) ([]image.Image, error) {
	if strings.Contains(r.Prompt, "cursed") {
		return nil, apperr.E(apperr.Unavailable, "cursed: no picture")
	}
	s := spec.Parse(r.Prompt).As(r.Kind)
	out := make([]image.Image, r.Count)
	for i := range out {
		small := builtin.Draw(s, r.Size, 7, i)
		big := image.NewNRGBA(image.Rect(0, 0, r.Size*8, r.Size*8))
		for y := range big.Rect.Dy() {
			for x := range big.Rect.Dx() {
				big.Set(x, y, small.At(x/8, y/8))
			}
		}
		out[i] = big
	}
	return out, nil
}

// ledgerOf checks one user's credits against their generations: the balance
// is what they had minus the generations that ended done, the ledger's rows
// add up to it, each generation was charged once and each failed one
// refunded once.
func ledgerOf(t *testing.T, db *store.DB, username string, had int64) (done, failed int) {
	t.Helper()
	u := mustUser(t, db, username)
	if err := db.SQL.QueryRow(`SELECT count(*) FILTER (WHERE state = 'done'), count(*) FILTER (WHERE state = 'failed')
		FROM generations WHERE user_id = $1`, u.ID).Scan(&done, &failed); err != nil {
		t.Fatal(err)
	}
	var sum, charges, refunds int64
	if err := db.SQL.QueryRow(`SELECT COALESCE(sum(plan_delta + purchased_delta), 0),
		count(*) FILTER (WHERE type = 'generation' AND generation_id NOT LIKE 'setup-%'),
		count(*) FILTER (WHERE type = 'refund') FROM credit_transactions WHERE user_id = $1`, u.ID).
		Scan(&sum, &charges, &refunds); err != nil {
		t.Fatal(err)
	}
	left := creditsLeft(t, db, username)
	if left != had-int64(done) || sum != left || charges != int64(done+failed) || refunds != int64(failed) {
		t.Errorf("%s had %d: %d done, %d failed; %d left, ledger sum %d, %d charges, %d refunds", username, had, done,
			failed, left, sum, charges, refunds)
	}
	return done, failed
}

// waitAllFinal waits until no generation is queued or running.
func waitAllFinal(t *testing.T, db *store.DB, within time.Duration) {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		var open int
		if err := db.SQL.QueryRow(`SELECT count(*) FROM generations WHERE state IN ('queued', 'running')`).Scan(&open); err != nil {
			t.Fatal(err)
		}
		if open == 0 {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d generations still open after %s", open, within)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// Many users start many generations at once: some are refused for want of
// credits (402) or for the limit of active generations (429), some end done
// and some fail. Afterwards every user's credits and ledger agree exactly.
func TestConcurrentGenerationsKeepEveryLedgerExact(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		s := newStudio(t, db, "cursed", func(d *httpapi.Deps) { d.Limits.Generate = ratelimit.New(1000, time.Minute) })
		s.gen.Generator, s.gen.Engine = engine.NewGenerator(cursed{}), "cursed"
		had := map[string]int64{"user0": 0, "user1": 1, "user2": 2, "user3": 3, "user4": 5, "user5": 8, "user6": 4, "user7": 6}
		var mu sync.Mutex
		codes := map[int]int{}
		cookies := map[string]*http.Cookie{}
		for name, n := range had {
			cookies[name] = mustSignIn(t, db, name, false)
			giveCredits(t, db, name, n)
		}
		var wg sync.WaitGroup
		for _, cookie := range cookies {
			for i := range 10 {
				wg.Go(func() {
					prompt := "stone"
					if i%3 == 0 {
						prompt = "cursed stone"
					}
					resp, _ := s.do(t, "POST", "/api/generate-textures", `{"prompt":"`+prompt+`"}`, cookie)
					mu.Lock()
					codes[resp.StatusCode]++
					mu.Unlock()
				})
			}
		}
		wg.Wait()
		if codes[202] == 0 || codes[402] == 0 || codes[429] == 0 || codes[202]+codes[402]+codes[429] != 80 {
			t.Fatalf("answers %v: want some accepted, some 402 and some 429, nothing else", codes)
		}
		waitAllFinal(t, db, 30*time.Second)
		var done, failed int
		for name, n := range had {
			d, f := ledgerOf(t, db, name, n)
			done, failed = done+d, failed+f
		}
		if done+failed != codes[202] || done == 0 || failed == 0 {
			t.Fatalf("%d accepted, %d done, %d failed", codes[202], done, failed)
		}
		t.Logf("answers %v; %d done, %d failed and refunded", codes, done, failed)
	})
}
