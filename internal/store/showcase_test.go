package store_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
	"github.com/texelforge/texelforge/internal/textures"
)

// showcaseFixture shares textures through the real service and store.
type showcaseFixture struct {
	t   *testing.T
	db  *store.DB
	svc *showcase.Service
	now time.Time
}

func newShowcaseFixture(t *testing.T, db *store.DB) *showcaseFixture {
	f := &showcaseFixture{t: t, db: db, now: time.Date(2026, 11, 24, 10, 0, 0, 0, time.UTC)}
	f.svc = &showcase.Service{Store: db, Now: func() time.Time { f.now = f.now.Add(time.Second); return f.now }}
	return f
}

func (f *showcaseFixture) user(name string) account.User {
	f.t.Helper()
	u, err := f.db.InsertUser(ctx, account.NewUser{Username: name, Email: name + "@example.com"})
	if err != nil {
		f.t.Fatal(err)
	}
	return u
}

// texture saves a texture for the user and returns its id.
func (f *showcaseFixture) texture(u account.User, kind string, size int, png string) int64 {
	f.t.Helper()
	id, err := f.db.InsertTexture(ctx, textures.Texture{UserID: u.ID, Title: "saved", Kind: "block", Size: 16,
		PNG: []byte(png), PNGHash: "hash-" + png, CreatedAt: f.now, UpdatedAt: f.now}, 1000, errFull)
	if err != nil {
		f.t.Fatal(err)
	}
	if kind != "block" || size != 16 { // the store keeps what it is given; vary kind and size directly
		if _, err := f.db.SQL.Exec(`UPDATE textures SET kind = $2, size = $3 WHERE id = $1`, id, kind, size); err != nil {
			f.t.Fatal(err)
		}
	}
	return id
}

func (f *showcaseFixture) share(u account.User, n showcase.NewShare) showcase.Texture {
	f.t.Helper()
	if n.TextureID == 0 {
		n.TextureID = f.texture(u, "block", 16, n.Title)
	}
	if n.License == "" {
		n.License = "free"
	}
	got, err := f.svc.Share(ctx, u.ID, n)
	if err != nil {
		f.t.Fatalf("share %q: %v", n.Title, err)
	}
	return got
}

func (f *showcaseFixture) list(q showcase.Query) showcase.Page {
	f.t.Helper()
	p, err := f.svc.List(ctx, q)
	if err != nil {
		f.t.Fatalf("list %+v: %v", q, err)
	}
	return p
}

// all pages through a query and returns the ids in order.
func (f *showcaseFixture) all(q showcase.Query) []int64 {
	f.t.Helper()
	var ids []int64
	for range 100 {
		p := f.list(q)
		for _, t := range p.Textures {
			ids = append(ids, t.ID)
		}
		if p.Next == nil {
			return ids
		}
		q.After = p.Next
	}
	f.t.Fatal("more than 100 pages")
	return nil
}

func TestShowcaseShareAndRead(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newShowcaseFixture(t, db)
		alex, sam := f.user("alex"), f.user("sam")
		texID := f.texture(alex, "item", 32, "ruby pixels")

		got, err := f.svc.Share(ctx, alex.ID, showcase.NewShare{TextureID: texID, Title: "  Ruby Sword ",
			Description: "Shiny", Tags: []string{"Weapon", "weapon", " red  gem "}, License: "restricted"})
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != "Ruby Sword" || got.Username != "alex" || got.UserID != alex.ID || got.TextureID != texID ||
			got.Kind != "item" || got.Size != 32 || got.License != showcase.Restricted ||
			!slices.Equal(got.Tags, []string{"weapon", "red gem"}) || got.Featured || got.Upvotes != 0 {
			t.Fatalf("shared: %+v", got)
		}
		if saved, err := db.GetTexture(ctx, alex.ID, texID); err != nil || saved.ShowcaseID != got.ID {
			t.Fatalf("the saved texture's showcase id: %d, want %d (%v)", saved.ShowcaseID, got.ID, err)
		}
		// Shared once; another user's texture or none is not found; bad input is refused.
		if _, err := f.svc.Share(ctx, alex.ID, showcase.NewShare{TextureID: texID, Title: "again", License: "free"}); apperr.KindOf(err) != apperr.Conflict {
			t.Fatalf("second share: %v", err)
		}
		if _, err := f.svc.Share(ctx, sam.ID, showcase.NewShare{TextureID: texID, Title: "mine", License: "free"}); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("share of another's texture: %v", err)
		}
		for _, bad := range []showcase.NewShare{
			{TextureID: texID, Title: " ", License: "free"},
			{TextureID: texID, Title: "x", License: "public"},
			{TextureID: texID, Title: "x", License: "free", Tags: []string{"no<script>"}},
			{TextureID: texID, Title: "x", License: "free", Tags: []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"}},
		} {
			if _, err := f.svc.Share(ctx, alex.ID, bad); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("share %+v: %v, want invalid", bad, err)
			}
		}

		// The pixels are a copy: editing or deleting the saved texture leaves the shared one.
		if _, err := db.SQL.Exec(`UPDATE textures SET png = $2 WHERE id = $1`, texID, []byte("edited")); err != nil {
			t.Fatal(err)
		}
		if err := db.DeleteTexture(ctx, alex.ID, texID); err != nil {
			t.Fatal(err)
		}
		img, err := f.svc.Image(ctx, got.ID, false)
		if err != nil || string(img.PNG) != "ruby pixels" || img.Hash != "hash-ruby pixels" || img.Removed {
			t.Fatalf("image after the saved texture changed: %+v %v", img, err)
		}
		if again, err := f.svc.Get(ctx, got.ID, 0); err != nil || again.TextureID != 0 {
			t.Fatalf("after deleting the saved texture: %+v %v", again, err)
		}

		// Restricted: only the creator or an admin downloads it, and each download counts.
		if _, _, err := f.svc.Download(ctx, nil, "203.0.113.1", got.ID); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("anonymous download of a restricted texture: %v", err)
		}
		if _, _, err := f.svc.Download(ctx, &sam, "203.0.113.1", got.ID); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("another user's download of a restricted texture: %v", err)
		}
		admin := account.User{ID: sam.ID, IsAdmin: true}
		for _, u := range []*account.User{&alex, &admin} {
			if _, png, err := f.svc.Download(ctx, u, "203.0.113.1", got.ID); err != nil || string(png) != "ruby pixels" {
				t.Fatalf("download by %d: %q %v", u.ID, png, err)
			}
		}
		if again, _ := f.svc.Get(ctx, got.ID, 0); again.Downloads != 2 {
			t.Fatalf("downloads %d, want 2", again.Downloads)
		}

		// Only the creator or an admin removes it.
		if err := f.svc.Remove(ctx, sam, got.ID); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("remove by another user: %v", err)
		}
		if err := f.svc.Remove(ctx, admin, got.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Get(ctx, got.ID, 0); apperr.KindOf(err) != apperr.NotFound {
			t.Fatalf("after removal: %v", err)
		}
	})
}

func TestShowcaseSortsFiltersSearchAndPages(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newShowcaseFixture(t, db)
		alex, sam := f.user("alex"), f.user("samantha")
		voters := make([]account.User, 4)
		for i := range voters {
			voters[i] = f.user(fmt.Sprintf("voter%d", i))
		}
		rng := rand.New(rand.NewPCG(1, 2))
		var shared []showcase.Texture
		for i := range 23 {
			owner := alex
			if i%3 == 0 {
				owner = sam
			}
			kind, size := []string{"block", "item", "flat"}[i%3], []int{16, 32, 64}[i%2]
			n := showcase.NewShare{Title: fmt.Sprintf("Texture %d", i), License: []string{"free", "restricted"}[i%4/3],
				Tags: []string{fmt.Sprintf("tag%d", i%5)}, TextureID: f.texture(owner, kind, size, fmt.Sprint("png", i))}
			if i == 7 {
				n.Title, n.Description = "Mossy Cobblestone", "Green and grey"
			}
			tex := f.share(owner, n)
			for _, v := range voters {
				if vote := []string{"upvote", "downvote", "", ""}[rng.IntN(4)]; vote != "" {
					if _, err := f.svc.Vote(ctx, v.ID, tex.ID, vote); err != nil {
						t.Fatal(err)
					}
				}
			}
			for k := range rng.IntN(4) { // each viewer counts once: a different admin each time
				if _, _, err := f.svc.Download(ctx, &account.User{ID: voters[k].ID, IsAdmin: true}, "", tex.ID); err != nil {
					t.Fatal(err)
				}
			}
			if i%6 == 0 {
				if _, err := f.svc.SetFeatured(ctx, tex.ID, true, 0); err != nil {
					t.Fatal(err)
				}
			}
			shared = append(shared, tex)
		}
		// The expected orders, computed from what the store reports for each texture.
		for i, s := range shared {
			shared[i], _ = f.svc.Get(ctx, s.ID, 0)
		}
		want := func(keep func(showcase.Texture) bool, less func(a, b showcase.Texture) int) []int64 {
			var list []showcase.Texture
			for _, s := range shared {
				if keep == nil || keep(s) {
					list = append(list, s)
				}
			}
			slices.SortStableFunc(list, less)
			ids := make([]int64, len(list))
			for i, s := range list {
				ids[i] = s.ID
			}
			return ids
		}
		byKeyThenNewest := func(key func(showcase.Texture) int64) func(a, b showcase.Texture) int {
			return func(a, b showcase.Texture) int {
				if ka, kb := key(a), key(b); ka != kb {
					return int(kb - ka)
				}
				return int(b.ID - a.ID)
			}
		}
		score := func(s showcase.Texture) int64 { return s.Upvotes - s.Downvotes }
		featured := func(s showcase.Texture) int64 {
			if s.Featured {
				return 1
			}
			return 0
		}
		for _, c := range []struct {
			name string
			q    showcase.Query
			want []int64
		}{
			{"popular", showcase.Query{}, want(nil, byKeyThenNewest(score))},
			{"newest", showcase.Query{Sort: showcase.Newest}, want(nil, byKeyThenNewest(func(showcase.Texture) int64 { return 0 }))},
			{"oldest", showcase.Query{Sort: showcase.Oldest}, want(nil, func(a, b showcase.Texture) int { return int(a.ID - b.ID) })},
			{"downloads", showcase.Query{Sort: showcase.Downloads}, want(nil, byKeyThenNewest(func(s showcase.Texture) int64 { return s.Downloads }))},
			{"featured", showcase.Query{Sort: showcase.Featured}, want(nil, byKeyThenNewest(featured))},
			{"free, popular", showcase.Query{License: showcase.Free},
				want(func(s showcase.Texture) bool { return s.License == showcase.Free }, byKeyThenNewest(score))},
			{"featured only, newest", showcase.Query{Sort: showcase.Newest, Featured: new(true)},
				want(func(s showcase.Texture) bool { return s.Featured }, byKeyThenNewest(func(showcase.Texture) int64 { return 0 }))},
			{"non-featured items of 32", showcase.Query{Featured: new(false), Kind: "item", Size: 32},
				want(func(s showcase.Texture) bool { return !s.Featured && s.Kind == "item" && s.Size == 32 }, byKeyThenNewest(score))},
			{"search by tag", showcase.Query{Search: "TAG3", Sort: showcase.Oldest},
				want(func(s showcase.Texture) bool { return s.Tags[0] == "tag3" }, func(a, b showcase.Texture) int { return int(a.ID - b.ID) })},
			{"search by prefix of title and description", showcase.Query{Search: "cobb gre"}, []int64{shared[7].ID}},
			{"search by creator prefix", showcase.Query{Search: "saman", Sort: showcase.Newest},
				want(func(s showcase.Texture) bool { return s.Username == "samantha" }, byKeyThenNewest(func(showcase.Texture) int64 { return 0 }))},
			{"search that matches nothing", showcase.Query{Search: "zzz"}, nil},
			{"search of punctuation only is no search", showcase.Query{Search: `"*:&!`, Sort: showcase.Oldest},
				want(nil, func(a, b showcase.Texture) int { return int(a.ID - b.ID) })},
			{"search and a filter", showcase.Query{Search: "tag3", License: showcase.Free, Sort: showcase.Oldest},
				want(func(s showcase.Texture) bool { return s.Tags[0] == "tag3" && s.License == showcase.Free },
					func(a, b showcase.Texture) int { return int(a.ID - b.ID) })},
			{"punctuation and a filter", showcase.Query{Search: "*", Kind: "flat", Sort: showcase.Oldest},
				want(func(s showcase.Texture) bool { return s.Kind == "flat" }, func(a, b showcase.Texture) int { return int(a.ID - b.ID) })},
		} {
			for _, limit := range []int{1, 4, 60} {
				q := c.q
				q.Limit = limit
				if got := f.all(q); !slices.Equal(got, c.want) {
					t.Errorf("%s, pages of %d: %v, want %v", c.name, limit, got, c.want)
				}
			}
			if p := f.list(c.q); p.Total != int64(len(c.want)) {
				t.Errorf("%s: total %d, want %d", c.name, p.Total, len(c.want))
			}
		}

		// A viewer sees their own vote.
		if _, err := f.svc.Vote(ctx, voters[0].ID, shared[1].ID, "remove"); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Vote(ctx, voters[0].ID, shared[1].ID, "downvote"); err != nil {
			t.Fatal(err)
		}
		p := f.list(showcase.Query{Sort: showcase.Oldest, Limit: 2, Viewer: voters[0].ID})
		if p.Textures[1].MyVote != showcase.Downvote || p.Textures[0].ID != shared[0].ID {
			t.Fatalf("viewer's vote: %+v", p.Textures)
		}
		ids := []int64{shared[1].ID, shared[2].ID, 999999}
		if _, err := f.svc.Vote(ctx, voters[0].ID, shared[2].ID, "remove"); err != nil {
			t.Fatal(err)
		}
		if votes, err := db.ShowcaseVotes(ctx, voters[0].ID, ids); err != nil || len(votes) != 1 ||
			votes[shared[1].ID] != showcase.Downvote {
			t.Fatalf("votes of %v: %v %v, want only a downvote on %d", ids, votes, err, shared[1].ID)
		}
		if votes, err := db.ShowcaseVotes(ctx, voters[0].ID, nil); err != nil || len(votes) != 0 {
			t.Fatalf("votes of no ids: %v %v", votes, err)
		}

		// Bad queries are refused.
		for _, q := range []showcase.Query{{Sort: "best"}, {License: "gpl"}, {Kind: "cube"}, {Size: 48}, {Limit: 61}} {
			if _, err := f.svc.List(ctx, q); apperr.KindOf(err) != apperr.Invalid {
				t.Errorf("list %+v: %v, want invalid", q, err)
			}
		}
		if _, err := showcase.ParseCursor("not a cursor"); apperr.KindOf(err) != apperr.Invalid {
			t.Errorf("bad cursor: %v", err)
		}
	})
}

// Pages already read stay valid while textures are shared: the next page
// continues after the cursor without repeating or skipping one.
func TestShowcasePagesStayStableWhileTexturesArrive(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newShowcaseFixture(t, db)
		alex := f.user("alex")
		for i := range 10 {
			f.share(alex, showcase.NewShare{Title: fmt.Sprint("old ", i)})
		}
		for _, sort := range []showcase.Sort{showcase.Newest, showcase.Popular, showcase.Oldest} {
			want := f.all(showcase.Query{Sort: sort})
			first := f.list(showcase.Query{Sort: sort, Limit: 4})
			for i := range 3 {
				f.share(alex, showcase.NewShare{Title: fmt.Sprint("new ", sort, i)})
			}
			got := f.all(showcase.Query{Sort: sort, Limit: 4, After: first.Next})
			for i := len(first.Textures) - 1; i >= 0; i-- {
				got = slices.Insert(got, 0, first.Textures[i].ID)
			}
			if sort == showcase.Oldest { // the new ones come last, after every page read before
				want = append(want, got[len(want):]...)
			}
			if !slices.Equal(got, want) || len(slices.Compact(slices.Sorted(slices.Values(got)))) != len(got) {
				t.Errorf("%s: %v, want %v", sort, got, want)
			}
		}
	})
}

// 200 concurrent votes by 20 users on one texture leave counters equal to
// the votes table and never below zero.
func TestConcurrentVotesKeepCountsEqualToVotes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newShowcaseFixture(t, db)
		owner := f.user("owner")
		tex := f.share(owner, showcase.NewShare{Title: "contested"})
		voters := make([]account.User, 20)
		for i := range voters {
			voters[i] = f.user(fmt.Sprintf("voter%d", i))
		}
		rng := rand.New(rand.NewPCG(3, 4))
		var wg sync.WaitGroup
		errs := make(chan error, 200)
		for i := range 200 {
			vote := []string{"upvote", "downvote", "remove"}[rng.IntN(3)]
			wg.Go(func() {
				if _, err := f.svc.Vote(ctx, voters[i%20].ID, tex.ID, vote); err != nil {
					errs <- err
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		var up, down int64
		if err := db.SQL.QueryRow(`SELECT count(CASE WHEN vote = 1 THEN 1 END), count(CASE WHEN vote = -1 THEN 1 END)
			FROM showcase_votes WHERE showcase_id = $1`, tex.ID).Scan(&up, &down); err != nil {
			t.Fatal(err)
		}
		got, err := f.svc.Get(ctx, tex.ID, 0)
		if err != nil || got.Upvotes != up || got.Downvotes != down || got.Upvotes < 0 || got.Downvotes < 0 {
			t.Fatalf("counters %d/%d, votes table %d/%d (%v)", got.Upvotes, got.Downvotes, up, down, err)
		}
		if _, err := f.svc.Vote(ctx, owner.ID, tex.ID, "upvote"); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("vote on one's own texture: %v", err)
		}
		t.Logf("after 200 concurrent votes: %d up, %d down", up, down)
	})
}
