package store_test

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
	"github.com/texelforge/texelforge/internal/textures"
)

var errFull = errors.New("full")

// Twenty saves at once against a cap of five store exactly five: the count
// and the insert are one transaction per owner.
func TestTextureCapHoldsUnderConcurrentSaves(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		owner, err := db.InsertUser(ctx, account.NewUser{Username: "owner", Email: "owner@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
		var wg sync.WaitGroup
		var mu sync.Mutex
		results := map[string]int{}
		for i := range 20 {
			wg.Go(func() {
				_, err := db.InsertTexture(ctx, textures.Texture{UserID: owner.ID, Title: fmt.Sprint("t", i), Kind: "block",
					Size: 16, PNG: []byte("png"), PNGHash: "hash", CreatedAt: at, UpdatedAt: at}, 5, errFull)
				mu.Lock()
				defer mu.Unlock()
				results[fmt.Sprint(err)]++
			})
		}
		wg.Wait()
		var n int
		if err := db.SQL.QueryRowContext(ctx, `SELECT count(*) FROM textures`).Scan(&n); err != nil || n != 5 ||
			results["<nil>"] != 5 || results["full"] != 15 {
			t.Fatalf("%d stored, results %v; want 5 stored and 15 refused", n, results)
		}
	})
}

// Pages of My Textures list every texture once, newest first, ties broken by
// id, whatever the page size.
func TestTexturePagesListEachTextureOnce(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		owner, err := db.InsertUser(ctx, account.NewUser{Username: "owner", Email: "owner@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		svc := &textures.Service{Store: db}
		at := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
		var want []int64
		for i := range 11 {
			created := at.Add(time.Duration(i/3) * time.Microsecond) // threes share a time
			id, err := db.InsertTexture(ctx, textures.Texture{UserID: owner.ID, Title: fmt.Sprint("t", i), Kind: "block",
				Size: 16, PNG: []byte("png"), PNGHash: "hash", CreatedAt: created, UpdatedAt: created}, 100, errFull)
			if err != nil {
				t.Fatal(err)
			}
			want = append(want, id)
		}
		slices.Reverse(want)
		for _, limit := range []int{1, 3, 4, 11, 60} {
			var got []int64
			var after *textures.Cursor
			for range 20 {
				page, err := svc.List(ctx, owner.ID, after, limit)
				if err != nil {
					t.Fatal(err)
				}
				for _, tex := range page.Textures {
					got = append(got, tex.ID)
				}
				if page.Next == nil {
					break
				}
				if after, err = textures.ParseCursor(page.Next.String()); err != nil {
					t.Fatal(err)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("limit %d: %v, want %v", limit, got, want)
			}
		}
	})
}
