package store_test

import (
	"bytes"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
	"github.com/texelforge/texelforge/internal/textures"
)

func TestTextures(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		owner, err := db.InsertUser(ctx, account.NewUser{Username: "owner", Email: "owner@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		other, err := db.InsertUser(ctx, account.NewUser{Username: "other", Email: "other@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)
		insert := func(title string, created time.Time, generation string) textures.Texture {
			t.Helper()
			tex := textures.Texture{UserID: owner.ID, Title: title, Prompt: "p " + title, Kind: "block", Size: 16,
				PNG: []byte("png of " + title), PNGHash: "hash-" + title, GenerationID: generation,
				CreatedAt: created, UpdatedAt: created}
			if tex.ID, err = db.InsertTexture(ctx, tex, 10, errFull); err != nil {
				t.Fatal(err)
			}
			return tex
		}
		first := insert("first", at, "gen-1")
		second := insert("second", at.Add(time.Minute), "")

		got, err := db.GetTexture(ctx, owner.ID, first.ID)
		if err != nil || got.Title != "first" || got.GenerationID != "gen-1" || !bytes.Equal(got.PNG, first.PNG) ||
			got.PNGHash != "hash-first" || got.Kind != "block" || got.Size != 16 || !got.CreatedAt.Equal(at) {
			t.Fatalf("get = %+v, %v", got, err)
		}
		list, err := db.ListTextures(ctx, owner.ID, nil, 10)
		if err != nil || len(list) != 2 || list[0].ID != second.ID || list[1].ID != first.ID || list[0].PNG != nil ||
			list[0].GenerationID != "" {
			t.Fatalf("list = %+v, %v", list, err)
		}
		if list, err := db.ListTextures(ctx, other.ID, nil, 10); err != nil || list == nil || len(list) != 0 {
			t.Fatalf("other's list = %#v, %v", list, err)
		}

		// Another user's texture is not found, whatever they do.
		if _, err := db.GetTexture(ctx, other.ID, first.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("other get: %v", err)
		}
		stolen := first
		stolen.UserID, stolen.Title = other.ID, "mine now"
		if err := db.UpdateTexture(ctx, stolen); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("other update: %v", err)
		}
		if err := db.DeleteTexture(ctx, other.ID, first.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("other delete: %v", err)
		}

		first.Title, first.PNG, first.PNGHash, first.UpdatedAt = "renamed", []byte("new png"), "hash-new", at.Add(time.Hour)
		if err := db.UpdateTexture(ctx, first); err != nil {
			t.Fatal(err)
		}
		got, err = db.GetTexture(ctx, owner.ID, first.ID)
		if err != nil || got.Title != "renamed" || string(got.PNG) != "new png" || got.PNGHash != "hash-new" ||
			!got.UpdatedAt.Equal(at.Add(time.Hour)) || !got.CreatedAt.Equal(at) {
			t.Fatalf("after update = %+v, %v", got, err)
		}

		if err := db.DeleteTexture(ctx, owner.ID, first.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := db.GetTexture(ctx, owner.ID, first.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("get deleted: %v", err)
		}
		if err := db.DeleteTexture(ctx, owner.ID, first.ID); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("delete twice: %v", err)
		}

		// The schema refuses what the service never sends.
		bad := second
		bad.Kind = "entity"
		if _, err := db.InsertTexture(ctx, bad, 10, errFull); err == nil {
			t.Fatal("kind entity stored")
		}
		bad = second
		bad.Size = 17
		if _, err := db.InsertTexture(ctx, bad, 10, errFull); err == nil {
			t.Fatal("size 17 stored")
		}
		bad = second
		bad.PNG = make([]byte, textures.MaxPNGBytes+1)
		if _, err := db.InsertTexture(ctx, bad, 10, errFull); err == nil {
			t.Fatal("a PNG over 64 KB stored")
		}

		// A deleted account takes its textures with it.
		if _, err := db.SQL.ExecContext(ctx, `DELETE FROM users WHERE id = $1`, owner.ID); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := db.SQL.QueryRowContext(ctx, `SELECT count(*) FROM textures`).Scan(&n); err != nil || n != 0 {
			t.Fatalf("textures left: %d, %v", n, err)
		}
	})
}
