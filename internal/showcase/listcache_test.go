package showcase_test

import (
	"context"
	"errors"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
	"github.com/texelforge/texelforge/internal/textures"
)

var ctx = context.Background()

// ttl is the cache's lifetime in these tests: long enough for a test's
// reads and writes to fit in it, short enough to wait out.
const ttl = time.Second

// countingStore is the real store, counting the reads that the listing cache
// saves.
type countingStore struct {
	*store.DB
	lists, votes atomic.Int64
}

func (s *countingStore) ListShowcase(ctx context.Context, q showcase.Query) (showcase.Page, error) {
	s.lists.Add(1)
	return s.DB.ListShowcase(ctx, q)
}

func (s *countingStore) ShowcaseVotes(ctx context.Context, userID int64, ids []int64) (map[int64]showcase.Vote, error) {
	s.votes.Add(1)
	return s.DB.ShowcaseVotes(ctx, userID, ids)
}

// cacheFixture is a Service with a listing cache over a real database that
// holds n textures shared by owner, and another Service on the same database:
// another process, whose writes this cache does not see.
type cacheFixture struct {
	t            *testing.T
	db           *store.DB
	reads        *countingStore
	svc, other   *showcase.Service
	owner, voter account.User
	ids          []int64 // the shared textures, oldest first
}

func newCacheFixture(t *testing.T, db *store.DB, n, maxEntries int) *cacheFixture {
	t.Helper()
	f := &cacheFixture{t: t, db: db, reads: &countingStore{DB: db}, other: &showcase.Service{Store: db, Now: time.Now}}
	f.svc = &showcase.Service{Store: f.reads, Now: time.Now, Cache: showcase.NewListCache(ttl, maxEntries)}
	f.owner, f.voter = f.user("owner"), f.user("voter")
	for i := range n {
		f.ids = append(f.ids, f.share(f.other, fmt.Sprint("t", i+1)))
	}
	return f
}

func (f *cacheFixture) user(name string) account.User {
	f.t.Helper()
	u, err := f.db.InsertUser(ctx, account.NewUser{Username: name, Email: name + "@example.com"})
	if err != nil {
		f.t.Fatal(err)
	}
	return u
}

// share saves a texture for the owner and shares it through svc.
func (f *cacheFixture) share(svc *showcase.Service, title string) int64 {
	f.t.Helper()
	now := time.Now()
	id, err := f.db.InsertTexture(ctx, textures.Texture{UserID: f.owner.ID, Title: title, Kind: "block", Size: 16,
		PNG: []byte(title), PNGHash: "hash-" + title, CreatedAt: now, UpdatedAt: now}, 1000, errors.New("full"))
	if err != nil {
		f.t.Fatal(err)
	}
	shared, err := svc.Share(ctx, f.owner.ID, showcase.NewShare{TextureID: id, Title: title, License: "free"})
	if err != nil {
		f.t.Fatal(err)
	}
	return shared.ID
}

func (f *cacheFixture) list(q showcase.Query) showcase.Page {
	f.t.Helper()
	p, err := f.svc.List(ctx, q)
	if err != nil {
		f.t.Fatal(err)
	}
	return p
}

// texture finds id in p.
func (f *cacheFixture) texture(p showcase.Page, id int64) showcase.Texture {
	f.t.Helper()
	for _, t := range p.Textures {
		if t.ID == id {
			return t
		}
	}
	f.t.Fatalf("texture %d is not listed", id)
	return showcase.Texture{}
}

// wantReads checks the page reads since the fixture was made.
func (f *cacheFixture) wantReads(lists int64) {
	f.t.Helper()
	if l := f.reads.lists.Load(); l != lists {
		f.t.Fatalf("%d page reads, want %d", l, lists)
	}
}

func TestListCacheServesRepeatsUntilAWriteThroughTheService(t *testing.T) {
	for _, c := range []struct {
		name  string
		write func(f *cacheFixture) error
		shows func(f *cacheFixture, p showcase.Page) bool
	}{
		{"share", func(f *cacheFixture) error { f.share(f.svc, "new"); return nil },
			func(f *cacheFixture, p showcase.Page) bool { return p.Total == 4 }},
		{"remove", func(f *cacheFixture) error { return f.svc.Remove(ctx, f.owner, f.ids[0]) },
			func(f *cacheFixture, p showcase.Page) bool { return p.Total == 2 && len(p.Textures) == 2 }},
		{"feature", func(f *cacheFixture) error { _, err := f.svc.SetFeatured(ctx, f.ids[0], true, 0); return err },
			func(f *cacheFixture, p showcase.Page) bool { return f.texture(p, f.ids[0]).Featured }},
		{"vote", func(f *cacheFixture) error { _, err := f.svc.Vote(ctx, f.voter.ID, f.ids[0], "upvote"); return err },
			func(f *cacheFixture, p showcase.Page) bool { return f.texture(p, f.ids[0]).Upvotes == 1 }},
	} {
		t.Run(c.name, func(t *testing.T) {
			storetest.Each(t, func(t *testing.T, db *store.DB) {
				f := newCacheFixture(t, db, 3, 10)
				f.list(showcase.Query{})
				f.list(showcase.Query{})
				f.wantReads(1)
				if got, want := f.svc.Cache.Stats(), (showcase.CacheStats{PageHits: 1, PageMisses: 1}); got != want {
					t.Fatalf("cache stats %+v, want %+v", got, want)
				}
				if err := c.write(f); err != nil {
					t.Fatal(err)
				}
				p := f.list(showcase.Query{})
				f.wantReads(2)
				if !c.shows(f, p) {
					t.Fatalf("the listing after the write does not show it: %+v", p)
				}
			})
		})
	}
}

// A download only moves a counter: the cached pages stay, and show it once
// they expire, so a stream of downloads cannot empty the cache.
func TestListCacheKeepsItsPagesOnADownload(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newCacheFixture(t, db, 3, 10)
		f.list(showcase.Query{})
		for i := range 10 {
			if _, _, err := f.svc.Download(ctx, nil, fmt.Sprint("203.0.113.", i), f.ids[0]); err != nil {
				t.Fatal(err)
			}
		}
		if p := f.list(showcase.Query{}); f.texture(p, f.ids[0]).Downloads != 0 {
			t.Fatalf("within the TTL: %d downloads, want the cached 0", f.texture(p, f.ids[0]).Downloads)
		}
		f.wantReads(1)
		time.Sleep(ttl)
		if p := f.list(showcase.Query{}); f.texture(p, f.ids[0]).Downloads != 10 {
			t.Fatalf("after the TTL: %d downloads, want 10", f.texture(p, f.ids[0]).Downloads)
		}
	})
}

func TestListCacheKeepsItsPagesWhenAWriteIsRefused(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newCacheFixture(t, db, 3, 10)
		f.list(showcase.Query{})
		if _, err := f.svc.Vote(ctx, f.owner.ID, f.ids[0], "upvote"); apperr.KindOf(err) != apperr.Forbidden {
			t.Fatalf("vote on one's own texture: %v", err)
		}
		f.list(showcase.Query{})
		f.wantReads(1)
	})
}

func TestListCacheEntriesExpireAfterTheirTTL(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newCacheFixture(t, db, 3, 10)
		f.list(showcase.Query{})
		if _, err := f.other.Vote(ctx, f.voter.ID, f.ids[0], "upvote"); err != nil {
			t.Fatal(err)
		}
		if p := f.list(showcase.Query{}); f.texture(p, f.ids[0]).Upvotes != 0 {
			t.Fatalf("within the TTL: %d upvotes, want the cached 0", f.texture(p, f.ids[0]).Upvotes)
		}
		time.Sleep(ttl)
		if p := f.list(showcase.Query{}); f.texture(p, f.ids[0]).Upvotes != 1 {
			t.Fatalf("after the TTL: %d upvotes, want 1", f.texture(p, f.ids[0]).Upvotes)
		}
		f.wantReads(2)
	})
}

// Each kind of entry is bounded, the least recently used going first.
func TestListCacheKeepsAtMostMaxEntries(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newCacheFixture(t, db, 5, 2)
		for _, limit := range []int{1, 2, 1, 3} { // the second 1 is cached, so 3 pushes out 2
			if p := f.list(showcase.Query{Limit: limit}); len(p.Textures) != limit {
				t.Fatalf("limit %d: %d textures", limit, len(p.Textures))
			}
		}
		f.wantReads(3)
		f.list(showcase.Query{Limit: 1})
		f.wantReads(3)
		f.list(showcase.Query{Limit: 2})
		f.wantReads(4)
		// Different searches are different pages, bounded alike.
		for _, search := range []string{"a", "b", ""} {
			f.list(showcase.Query{Search: search, Limit: 1})
		}
		f.wantReads(7)
	})
}

func TestListCacheGivesEachViewerTheirOwnVotes(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newCacheFixture(t, db, 3, 10)
		third := f.user("third")
		for _, v := range []struct {
			voter   account.User
			texture int64
			vote    string
		}{{f.voter, f.ids[0], "upvote"}, {third, f.ids[0], "downvote"}, {third, f.ids[1], "upvote"}} {
			if _, err := f.other.Vote(ctx, v.voter.ID, v.texture, v.vote); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct {
			viewer int64
			want   []showcase.Vote // on each texture, oldest first
		}{
			{f.voter.ID, []showcase.Vote{showcase.Upvote, showcase.NoVote, showcase.NoVote}},
			{0, []showcase.Vote{showcase.NoVote, showcase.NoVote, showcase.NoVote}},
			{third.ID, []showcase.Vote{showcase.Downvote, showcase.Upvote, showcase.NoVote}},
			{f.voter.ID, []showcase.Vote{showcase.Upvote, showcase.NoVote, showcase.NoVote}},
		} {
			p := f.list(showcase.Query{Viewer: c.viewer})
			for i, id := range f.ids {
				if got := f.texture(p, id).MyVote; got != c.want[i] {
					t.Errorf("viewer %d sees %d on texture %d, want %d", c.viewer, got, i+1, c.want[i])
				}
			}
		}
		if l, v := f.reads.lists.Load(), f.reads.votes.Load(); l != 1 || v != 3 {
			t.Fatalf("%d page reads and %d vote reads, want 1 (shared) and 3 (signed-in viewers only)", l, v)
		}
		// The featured carousel shares the cache and adds votes the same way.
		if _, err := f.svc.SetFeatured(ctx, f.ids[1], true, 0); err != nil {
			t.Fatal(err)
		}
		list, err := f.svc.FeaturedList(ctx, third.ID)
		if err != nil || len(list) != 1 || list[0].ID != f.ids[1] || list[0].MyVote != showcase.Upvote {
			t.Fatalf("featured list for the third user: %+v %v", list, err)
		}
	})
}

func TestListEncodedRendersOncePerPage(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		f := newCacheFixture(t, db, 3, 10)
		encodes := 0
		encode := func(p showcase.Page) ([]byte, error) {
			encodes++
			return fmt.Appendf(nil, "%d textures of %d, %d upvotes", len(p.Textures), p.Total, p.Textures[0].Upvotes+p.Textures[1].Upvotes), nil
		}
		mustEncode := func(q showcase.Query, want string) {
			t.Helper()
			body, err := f.svc.ListEncoded(ctx, q, encode)
			if err != nil || string(body) != want {
				t.Fatalf("ListEncoded: %q %v, want %q", body, err, want)
			}
		}
		mustEncode(showcase.Query{Viewer: f.voter.ID}, "3 textures of 3, 0 upvotes") // the viewer is ignored
		mustEncode(showcase.Query{}, "3 textures of 3, 0 upvotes")
		if encodes != 1 {
			t.Fatalf("%d encodings of one listing, want 1", encodes)
		}
		if _, err := f.svc.Vote(ctx, f.voter.ID, f.ids[0], "upvote"); err != nil {
			t.Fatal(err)
		}
		mustEncode(showcase.Query{}, "3 textures of 3, 1 upvotes")
		f.share(f.svc, "new")
		mustEncode(showcase.Query{}, "4 textures of 4, 1 upvotes")
		if encodes != 3 {
			t.Fatalf("%d encodings, want 3", encodes)
		}
		f.wantReads(3)
		if e, err := f.svc.ListEncoded(ctx, showcase.Query{Sort: "best"}, encode); apperr.KindOf(err) != apperr.Invalid {
			t.Fatalf("a bad query: %q %v", e, err)
		}
	})
}
