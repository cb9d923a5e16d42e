package store_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// Totals come from the maintained counts and pages from each filter group's
// index: both must agree with the rows themselves for every sort and
// combination of filters, after features, licence changes, removals,
// restores and deletions.
func TestShowcaseCountsAndPagesAgreeWithTheRows(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newShowcaseFixture(t, db)
		maker := f.user("maker")
		rng := rand.New(rand.NewPCG(3, 4))
		exec := func(query string, args ...any) {
			t.Helper()
			if _, err := db.SQL.ExecContext(ctx, query, args...); err != nil {
				t.Fatal(err)
			}
		}
		var ids []int64
		for i := range 40 {
			kind, size := []string{"block", "item", "flat"}[rng.IntN(3)], []int{16, 32, 64}[rng.IntN(3)]
			tex := f.share(maker, showcase.NewShare{Title: fmt.Sprintf("Shared %d", i),
				License: []string{"free", "restricted"}[rng.IntN(2)], TextureID: f.texture(maker, kind, size, fmt.Sprint("p", i))})
			up, down := rng.IntN(4), rng.IntN(3) // few values: many ties
			exec(`UPDATE showcase_textures SET upvotes = $2, downvotes = $3, score = $4, download_count = $5 WHERE id = $1`,
				tex.ID, up, down, up-down, rng.IntN(3))
			ids = append(ids, tex.ID)
		}
		for _, id := range ids[:10] {
			if err := db.SetShowcaseFeatured(ctx, id, true); err != nil {
				t.Fatal(err)
			}
		}
		for _, id := range ids[:2] { // unfeatured again, and featured twice
			if err := db.SetShowcaseFeatured(ctx, id, id == ids[1]); err != nil {
				t.Fatal(err)
			}
		}
		exec(`UPDATE showcase_textures SET license = CASE license WHEN 'free' THEN 'restricted' ELSE 'free' END
			WHERE id IN ($1, $2)`, ids[3], ids[11])
		exec(`UPDATE showcase_textures SET removed_at = $2 WHERE id IN ($1, $3, $4)`, ids[4], f.now, ids[12], ids[13])
		exec(`UPDATE showcase_textures SET removed_at = $2 WHERE id = $1`, ids[13], f.now.Add(1)) // removed again
		exec(`UPDATE showcase_textures SET removed_at = NULL WHERE id = $1`, ids[12])             // restored
		for _, id := range []int64{ids[5], ids[14], ids[4]} {                                     // one of them removed
			if err := db.DeleteShowcaseTexture(ctx, id); err != nil {
				t.Fatal(err)
			}
		}

		type row struct {
			id, score, downloads int64
			license              showcase.License
			kind                 spec.Kind
			size                 int
			featured             bool
		}
		var listed []row
		rows, err := db.SQL.QueryContext(ctx, `SELECT id, score, download_count, license, kind, size, featured
			FROM showcase_textures WHERE removed_at IS NULL`)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.id, &r.score, &r.downloads, &r.license, &r.kind, &r.size, &r.featured); err != nil {
				t.Fatal(err)
			}
			listed = append(listed, r)
		}
		if err := rows.Close(); err != nil || len(listed) != 36 {
			t.Fatalf("%d listed textures (%v), want 36", len(listed), err)
		}
		key := func(s showcase.Sort, r row) int64 {
			switch s {
			case showcase.Popular:
				return r.score
			case showcase.Downloads:
				return r.downloads
			case showcase.Featured:
				if r.featured {
					return 1
				}
			}
			return 0
		}
		checked := 0
		for _, sort := range []showcase.Sort{showcase.Popular, showcase.Newest, showcase.Oldest, showcase.Downloads, showcase.Featured} {
			for _, license := range []showcase.License{"", showcase.Free, showcase.Restricted} {
				for _, kind := range []spec.Kind{"", spec.Block, spec.Item, spec.Flat} {
					for _, size := range []int{0, 16, 32, 64} {
						for _, featured := range []*bool{nil, new(false), new(true)} {
							q := showcase.Query{Sort: sort, License: license, Kind: kind, Size: size, Featured: featured, Limit: 4}
							var want []row
							for _, r := range listed {
								if (license == "" || r.license == license) && (kind == "" || r.kind == kind) &&
									(size == 0 || r.size == size) && (featured == nil || r.featured == *featured) {
									want = append(want, r)
								}
							}
							slices.SortFunc(want, func(a, b row) int {
								if sort == showcase.Oldest {
									return int(a.id - b.id)
								}
								if ka, kb := key(sort, a), key(sort, b); ka != kb {
									return int(kb - ka)
								}
								return int(b.id - a.id)
							})
							wantIDs := make([]int64, len(want))
							for i, r := range want {
								wantIDs[i] = r.id
							}
							if got := f.all(q); !slices.Equal(got, wantIDs) {
								t.Errorf("%+v: pages %v, want %v", q, got, wantIDs)
							}
							if p := f.list(q); p.Total != int64(len(want)) {
								t.Errorf("%+v: total %d, want %d", q, p.Total, len(want))
							}
							checked++
						}
					}
				}
			}
		}
		if checked != 720 {
			t.Fatalf("checked %d queries", checked)
		}
	})
}

// Short words match whole words only, so that a letter typed does not make
// a search read nearly every texture; a search's total is the same on
// every page, the one past its last match too.
func TestShowcaseSearchWorkIsBounded(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newShowcaseFixture(t, db)
		maker := f.user("maker")
		ox := f.share(maker, showcase.NewShare{Title: "An ox cart"})
		oxidized := f.share(maker, showcase.NewShare{Title: "Oxidized copper"})
		for _, c := range []struct {
			search string
			want   []int64
		}{{"ox", []int64{ox.ID}}, {"OX", []int64{ox.ID}}, {"oxi", []int64{oxidized.ID}}, {"o", nil},
			{"car ox", []int64{ox.ID}}, {"ca ox", nil}} {
			if got := f.all(showcase.Query{Search: c.search, Sort: showcase.Oldest}); !slices.Equal(got, c.want) {
				t.Errorf("search %q: %v, want %v", c.search, got, c.want)
			}
		}

		// 130 more matches of "bulk", 3 of them items, inserted by one
		// statement: the counts of the groups follow it too.
		if _, err := db.SQL.ExecContext(ctx, `WITH RECURSIVE n (i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 130)
			INSERT INTO showcase_textures (user_id, username, title, license, kind, size, png_hash, created_at, png)
			SELECT $1, 'maker', 'Bulk ' || i, 'free', CASE WHEN i <= 3 THEN 'item' ELSE 'block' END, 16, 'h', $2, $3
			FROM n`, maker.ID, f.now, []byte("png")); err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			q     showcase.Query
			total int64
		}{
			{showcase.Query{Search: "bulk"}, 130},
			{showcase.Query{Search: "bulk", Kind: "item"}, 3},
			{showcase.Query{Search: "bulk", Kind: "item", License: "free", Size: 16, Featured: new(false)}, 3},
			{showcase.Query{Search: "bulk", Kind: "item", Size: 32}, 0},
			{showcase.Query{Search: "bulk", Featured: new(true)}, 0},
			{showcase.Query{Search: "bulk 100"}, 1},
			{showcase.Query{Search: "bulk 12"}, 1}, // a whole word: not 120-129
			{showcase.Query{}, 132},
			{showcase.Query{Kind: "block", License: "free", Size: 16}, 129},
		} {
			if p := f.list(c.q); p.Total != c.total {
				t.Errorf("%+v: total %d, want %d", c.q, p.Total, c.total)
			}
		}
		for _, sort := range []showcase.Sort{showcase.Popular, showcase.Newest, showcase.Oldest, showcase.Featured} {
			q := showcase.Query{Search: "bulk", Sort: sort, Limit: 50}
			for pages := 1; ; pages++ {
				p := f.list(q)
				if p.Total != 130 {
					t.Fatalf("%s, page %d: total %d, want 130", sort, pages, p.Total)
				}
				if p.Next == nil {
					break
				}
				q.After = p.Next
			}
			q.After = &showcase.Cursor{ID: 1} // before every texture: oldest has all of them after it
			if sort != showcase.Oldest {
				if p := f.list(q); len(p.Textures) != 0 || p.Total != 130 {
					t.Errorf("%s past the last match: %d textures, total %d; want 0 and 130", sort, len(p.Textures), p.Total)
				}
			}
		}
	})
}
