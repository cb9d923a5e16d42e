package store_test

import (
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/generation"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func TestGenerations(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		u, err := db.InsertUser(ctx, account.NewUser{Username: "gen", Email: "gen@example.com", PasswordHash: "h"})
		if err != nil {
			t.Fatal(err)
		}
		created := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
		g := generation.Generation{ID: "g1", UserID: u.ID, State: generation.Queued, Prompt: "ruby sword",
			Kind: "item", Size: 16, Seed: 1<<53 - 1, Engine: "builtin", CreatedAt: created, Textures: []generation.Texture{},
			Spec: generation.Read("ruby sword", ""), JobID: 42}
		if err := db.InsertGeneration(ctx, g); err != nil {
			t.Fatal(err)
		}
		got, err := db.GetGeneration(ctx, "g1")
		if err != nil || got.Seed != g.Seed || got.UserID != u.ID || got.Spec.Family != "sword" || got.JobID != 42 ||
			!got.CreatedAt.Equal(created) || got.FinishedAt != nil || len(got.Textures) != 0 {
			t.Fatalf("get = %+v, %v", got, err)
		}
		if _, err := db.GetGeneration(ctx, "nope"); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("unknown id: %v", err)
		}
		if n, err := db.CountActiveGenerations(ctx, u.ID); n != 1 || err != nil {
			t.Fatalf("active = %d, %v", n, err)
		}
		done := created.Add(time.Second)
		g.State, g.Progress, g.FinishedAt = generation.Done, 100, &done
		g.Textures = []generation.Texture{{Index: 0, PNG: "data:image/png;base64,AA=="}}
		// Done only from running.
		if ok, err := db.CompleteGeneration(ctx, g); ok || err != nil {
			t.Fatalf("complete a queued generation = %v, %v; want false", ok, err)
		}
		if ok, err := db.MarkGenerationRunning(ctx, "g1", 10, created.Add(time.Second)); !ok || err != nil {
			t.Fatalf("mark running = %v, %v", ok, err)
		}
		// Unfinished and unchanged since before t: changed at created+1s.
		if quiet, err := db.UnfinishedGenerations(ctx, created.Add(2*time.Second)); err != nil || len(quiet) != 1 ||
			quiet[0].State != generation.Running || quiet[0].Progress != 10 {
			t.Fatalf("unfinished = %+v, %v", quiet, err)
		}
		if quiet, _ := db.UnfinishedGenerations(ctx, created.Add(time.Second)); len(quiet) != 0 {
			t.Fatalf("unfinished before its last change = %+v", quiet)
		}
		if ok, err := db.CompleteGeneration(ctx, g); !ok || err != nil {
			t.Fatalf("complete = %v, %v", ok, err)
		}
		// A final generation stays as it is: a late failure cannot overwrite it.
		g.State, g.Message = generation.Failed, "late"
		if ok, err := db.FailGeneration(ctx, g); ok || err != nil {
			t.Fatalf("fail after done = %v, %v; want false", ok, err)
		}
		if ok, _ := db.MarkGenerationRunning(ctx, "g1", 10, done); ok {
			t.Fatal("a done generation was marked running")
		}
		got, _ = db.GetGeneration(ctx, "g1")
		if got.State != generation.Done || got.Message != "" || len(got.Textures) != 1 || !got.FinishedAt.Equal(done) {
			t.Fatalf("after finish = %+v", got)
		}
		if n, _ := db.CountActiveGenerations(ctx, u.ID); n != 0 {
			t.Fatalf("active after finish = %d", n)
		}
		bad := g
		bad.ID, bad.Size = "g2", 20
		if err := db.InsertGeneration(ctx, bad); err == nil {
			t.Fatal("size 20 was stored")
		}
	})
}
