package store_test

import (
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func TestPageContent(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		if _, err := db.PageContent(ctx, "home", "hero_main_title"); apperr.KindOf(err) != apperr.NotFound ||
			apperr.MessageOf(err) != content.NotFoundMessage {
			t.Fatalf("nothing stored: %v", err)
		}
		u, err := db.InsertUser(ctx, account.NewUser{Username: "editor", Email: "editor@example.com"})
		if err != nil {
			t.Fatal(err)
		}
		at := time.Date(2026, 3, 1, 12, 0, 0, 123456000, time.UTC)
		c := content.PageContent{PageID: "home", ElementID: "hero_main_title", Content: "Ünïcode title", Type: "text", UpdatedAt: at}
		if err := db.UpsertPageContent(ctx, c, u.ID); err != nil {
			t.Fatal(err)
		}
		c.Content, c.UpdatedAt = "Second title", at.Add(time.Hour)
		if err := db.UpsertPageContent(ctx, c, u.ID); err != nil {
			t.Fatal(err)
		}
		got, err := db.PageContent(ctx, "home", "hero_main_title")
		if err != nil || got != c {
			t.Fatalf("read %+v, %v; want %+v", got, err, c)
		}
		// Deleting the editor keeps the text.
		if _, err := db.SQL.Exec(`DELETE FROM users WHERE id = $1`, u.ID); err != nil {
			t.Fatal(err)
		}
		var by *int64
		if err := db.SQL.QueryRow(`SELECT updated_by FROM page_content`).Scan(&by); err != nil || by != nil {
			t.Fatalf("updated_by after the user went: %v, %v", by, err)
		}
		// The database checks the limits too.
		for _, bad := range []content.PageContent{
			{PageID: "home", ElementID: "x", Content: "", Type: "text", UpdatedAt: at},
			{PageID: "home", ElementID: "x", Content: "ok", Type: "html", UpdatedAt: at},
		} {
			if err := db.UpsertPageContent(ctx, bad, 0); err == nil {
				t.Errorf("stored %+v", bad)
			}
		}
	})
}

func TestUpsertSetting(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		for _, v := range []string{"first", "second"} {
			if err := db.UpsertSetting(ctx, content.SettingSiteName, v, db.Now()); err != nil {
				t.Fatal(err)
			}
		}
		got, err := db.Settings(ctx)
		if err != nil || len(got) != 1 || got[content.SettingSiteName] != "second" {
			t.Fatalf("settings %v, %v", got, err)
		}
	})
}
