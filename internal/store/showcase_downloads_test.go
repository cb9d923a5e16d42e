package store_test

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// A download counts once per viewer, texture and day, whoever repeats it and
// however often; signed-out viewers are kept as a hash, never as an address.
func TestShowcaseDownloadsCountOncePerViewerAndDay(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newShowcaseFixture(t, db)
		alex, sam := f.user("alex"), f.user("sam")
		ruby := f.share(alex, showcase.NewShare{Title: "Ruby"})
		gold := f.share(alex, showcase.NewShare{Title: "Gold"})
		today := time.Date(2026, 11, 24, 23, 0, 0, 0, time.UTC)
		svc := &showcase.Service{Store: db, Now: func() time.Time { return today }} // read by concurrent downloads
		download := func(u *account.User, addr string, id int64) {
			t.Helper()
			if _, _, err := svc.Download(ctx, u, addr, id); err != nil {
				t.Fatal(err)
			}
		}
		downloads := func(id int64) int64 {
			t.Helper()
			got, err := f.svc.Get(ctx, id, 0)
			if err != nil {
				t.Fatal(err)
			}
			return got.Downloads
		}

		var wg sync.WaitGroup
		for range 20 { // an <img> on another site, or a script, repeating one download
			wg.Go(func() { download(nil, "203.0.113.5", ruby.ID) })
			wg.Go(func() { download(&sam, "203.0.113.5", ruby.ID) })
		}
		wg.Wait()
		download(nil, "198.51.100.7", ruby.ID)
		download(&sam, "198.51.100.7", gold.ID)
		if r, g := downloads(ruby.ID), downloads(gold.ID); r != 3 || g != 1 {
			t.Fatalf("downloads: ruby %d, gold %d; want 3 (two addresses and sam) and 1", r, g)
		}

		today = today.Add(2 * time.Hour) // the next day counts again, and forgets the last
		download(nil, "203.0.113.5", ruby.ID)
		download(&sam, "", ruby.ID)
		if r := downloads(ruby.ID); r != 5 {
			t.Fatalf("the next day: %d downloads, want 5", r)
		}
		rows, err := db.SQL.Query(`SELECT day, viewer FROM showcase_downloads`)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		n := 0
		for rows.Next() {
			var day, viewer string
			if err := rows.Scan(&day, &viewer); err != nil {
				t.Fatal(err)
			}
			n++
			if day != "2026-11-25" || strings.Contains(viewer, "203.0.113") {
				t.Errorf("row %s %s: an earlier day, or an address kept as it is", day, viewer)
			}
		}
		if n != 2 {
			t.Fatalf("%d rows, want today's 2", n)
		}
	})
}
