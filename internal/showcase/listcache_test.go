package showcase

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
)

func newCachedService(store Store, maxEntries int) (*Service, *fakeClock) {
	clock := &fakeClock{now: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)}
	return &Service{Store: store, Now: clock.Now, Cache: NewListCache(clock.Now, 5*time.Second, maxEntries)}, clock
}

func mustList(t *testing.T, s *Service, q Query) Page {
	t.Helper()
	p, err := s.List(context.Background(), q)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestListCacheServesRepeatsUntilAWriteThroughTheService(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		name       string
		write      func(s *Service) error
		totals     bool   // whether the write can change the total, which is then read again
		wantChange string // what the next listing shows
	}{
		{"share", func(s *Service) error {
			_, err := s.Share(ctx, 2, NewShare{TextureID: 9, Title: "new", License: "free"})
			return err
		}, true, "4 textures"},
		{"remove", func(s *Service) error { return s.Remove(ctx, account.User{ID: 1}, 1) }, true, "2 textures"},
		{"feature", func(s *Service) error { _, err := s.SetFeatured(ctx, 1, true, 0); return err }, true, "featured"},
		{"vote", func(s *Service) error { _, err := s.Vote(ctx, 2, 1, "upvote"); return err }, false, "1 upvote"},
	} {
		t.Run(c.name, func(t *testing.T) {
			store := newFakeStore(3)
			s, _ := newCachedService(store, 10)
			mustList(t, s, Query{})
			mustList(t, s, Query{})
			if lists, counts, _ := store.reads(); lists != 1 || counts != 1 {
				t.Fatalf("two listings read the store %d and %d times, want once", lists, counts)
			}
			if err := c.write(s); err != nil {
				t.Fatal(err)
			}
			p := mustList(t, s, Query{})
			wantCounts := 1
			if c.totals {
				wantCounts = 2
			}
			if lists, counts, _ := store.reads(); lists != 2 || counts != wantCounts {
				t.Fatalf("after the write: %d page reads, %d counts; want 2 and %d", lists, counts, wantCounts)
			}
			first := p.Textures[0]
			got := map[string]bool{"4 textures": p.Total == 4, "2 textures": p.Total == 2 && first.ID == 2,
				"featured": first.Featured, "1 upvote": first.Upvotes == 1}
			if !got[c.wantChange] {
				t.Fatalf("the listing after the write does not show %s: total %d, %+v", c.wantChange, p.Total, first)
			}
		})
	}
}

// A download only moves a counter: the cached pages stay, and show it once
// they expire, so a stream of downloads cannot empty the cache.
func TestListCacheKeepsItsPagesOnADownload(t *testing.T) {
	store := newFakeStore(3)
	s, clock := newCachedService(store, 10)
	mustList(t, s, Query{})
	for range 10 {
		if _, _, err := s.Download(context.Background(), nil, "203.0.113.9", 1); err != nil {
			t.Fatal(err)
		}
	}
	if p := mustList(t, s, Query{}); p.Textures[0].Downloads != 0 {
		t.Fatalf("within the TTL: %d downloads, want the cached 0", p.Textures[0].Downloads)
	}
	if lists, _, _ := store.reads(); lists != 1 {
		t.Fatalf("downloads dropped the cached page: %d page reads", lists)
	}
	clock.advance(5 * time.Second)
	if p := mustList(t, s, Query{}); p.Textures[0].Downloads == 0 {
		t.Fatal("after the TTL the listing still shows no download")
	}
}

func TestListCacheKeepsItsPagesWhenAWriteIsRefused(t *testing.T) {
	store := newFakeStore(3)
	s, _ := newCachedService(store, 10)
	mustList(t, s, Query{})
	if _, err := s.Vote(context.Background(), 1, 1, "upvote"); apperr.KindOf(err) != apperr.Forbidden {
		t.Fatalf("vote on one's own texture: %v", err)
	}
	mustList(t, s, Query{})
	if lists, _, _ := store.reads(); lists != 1 {
		t.Fatalf("a refused vote dropped the cached page: %d reads", lists)
	}
}

func TestListCacheEntriesExpireAfterTheirTTL(t *testing.T) {
	store := newFakeStore(3)
	s, clock := newCachedService(store, 10)
	mustList(t, s, Query{})
	store.mu.Lock()
	store.textures[0].Upvotes = 7 // another process votes
	store.mu.Unlock()
	clock.advance(5*time.Second - time.Nanosecond)
	if p := mustList(t, s, Query{}); p.Textures[0].Upvotes != 0 {
		t.Fatalf("within the TTL: %d upvotes, want the cached 0", p.Textures[0].Upvotes)
	}
	clock.advance(time.Nanosecond)
	if p := mustList(t, s, Query{}); p.Textures[0].Upvotes != 7 {
		t.Fatalf("after the TTL: %d upvotes, want 7", p.Textures[0].Upvotes)
	}
	if lists, counts, _ := store.reads(); lists != 2 || counts != 2 {
		t.Fatalf("%d page reads and %d counts, want 2 each", lists, counts)
	}
}

func TestListCacheKeepsAtMostMaxEntries(t *testing.T) {
	store := newFakeStore(5)
	s, _ := newCachedService(store, 2)
	for limit := 1; limit <= 5; limit++ {
		if p := mustList(t, s, Query{Limit: limit}); len(p.Textures) != limit {
			t.Fatalf("limit %d: %d textures", limit, len(p.Textures))
		}
		if n := len(s.Cache.pages.entries); n > 2 {
			t.Fatalf("%d cached pages, want at most 2", n)
		}
	}
	// Different searches and filters are different totals, bounded alike.
	for _, search := range []string{"a", "b", "c"} {
		mustList(t, s, Query{Search: search})
	}
	if n := len(s.Cache.totals.entries); n > 2 {
		t.Fatalf("%d cached totals, want at most 2", n)
	}
}

func TestListCacheGivesEachViewerTheirOwnVotes(t *testing.T) {
	store := newFakeStore(3)
	store.votes[[2]int64{1, 2}] = Upvote
	store.votes[[2]int64{1, 3}] = Downvote
	store.votes[[2]int64{2, 3}] = Upvote
	s, _ := newCachedService(store, 10)
	for _, c := range []struct {
		viewer int64
		want   []Vote
	}{
		{2, []Vote{Upvote, NoVote, NoVote}},
		{0, []Vote{NoVote, NoVote, NoVote}},
		{3, []Vote{Downvote, Upvote, NoVote}},
		{2, []Vote{Upvote, NoVote, NoVote}},
	} {
		p := mustList(t, s, Query{Viewer: c.viewer})
		var got []Vote
		for _, tex := range p.Textures {
			got = append(got, tex.MyVote)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("viewer %d sees votes %v, want %v", c.viewer, got, c.want)
		}
	}
	if lists, _, voteMaps := store.reads(); lists != 1 || voteMaps != 3 {
		t.Fatalf("%d page reads and %d vote reads, want 1 (shared) and 3 (signed-in viewers only)", lists, voteMaps)
	}
	// The featured carousel shares the cache and adds votes the same way.
	if _, err := s.SetFeatured(context.Background(), 2, true, 0); err != nil {
		t.Fatal(err)
	}
	list, err := s.FeaturedList(context.Background(), 3)
	if err != nil || len(list) != 3 || list[1].MyVote != Upvote {
		t.Fatalf("featured list for viewer 3: %+v %v", list, err)
	}
}

func TestCacheComputesAValueOnceForConcurrentCallers(t *testing.T) {
	c := newCache[string, int](time.Now, time.Minute, 10)
	entered, release := make(chan struct{}), make(chan struct{})
	var mu sync.Mutex
	loads := 0
	load := func(context.Context) (int, error) {
		mu.Lock()
		loads++
		if loads == 1 {
			close(entered)
		}
		mu.Unlock()
		<-release
		return 42, nil
	}
	var wg sync.WaitGroup
	results := make([]int, 10)
	wg.Go(func() { results[0], _ = c.get(context.Background(), "k", load) })
	<-entered
	for i := 1; i < len(results); i++ {
		wg.Go(func() { results[i], _ = c.get(context.Background(), "k", load) })
	}
	close(release)
	wg.Wait()
	if loads != 1 || slices.ContainsFunc(results, func(v int) bool { return v != 42 }) {
		t.Fatalf("%d loads, results %v; want 1 load and 42 for all", loads, results)
	}
}

func TestCacheNeverServesAValueLoadedBeforeAClear(t *testing.T) {
	c := newCache[string, string](time.Now, time.Minute, 10)
	entered, release := make(chan struct{}), make(chan struct{})
	done := make(chan string)
	go func() {
		v, _ := c.get(context.Background(), "k", func(context.Context) (string, error) {
			close(entered)
			<-release
			return "before the write", nil
		})
		done <- v
	}()
	<-entered // a listing reads the database; meanwhile a write commits and clears
	c.clear()
	after, _ := c.get(context.Background(), "k", func(context.Context) (string, error) { return "after", nil })
	close(release)
	if early := <-done; early != "before the write" || after != "after" {
		t.Fatalf("got %q and %q", early, after)
	}
	if v, _ := c.get(context.Background(), "k", nil); v != "after" {
		t.Fatalf("a later caller got %q, want the value loaded after the clear", v)
	}
}

func TestCacheDoesNotKeepErrors(t *testing.T) {
	c := newCache[string, int](time.Now, time.Minute, 10)
	boom := errors.New("database down")
	if _, err := c.get(context.Background(), "k", func(context.Context) (int, error) { return 0, boom }); err != boom {
		t.Fatalf("err %v, want %v", err, boom)
	}
	if v, err := c.get(context.Background(), "k", func(context.Context) (int, error) { return 7, nil }); v != 7 || err != nil {
		t.Fatalf("after an error: %d %v, want a new load", v, err)
	}
}

func TestListEncodedRendersOncePerPageAndTotal(t *testing.T) {
	ctx := context.Background()
	store := newFakeStore(3)
	s, clock := newCachedService(store, 10)
	encodes := 0
	encode := func(p Page) ([]byte, error) {
		encodes++
		return fmt.Appendf(nil, "%d textures of %d, first with %d upvotes", len(p.Textures), p.Total, p.Textures[0].Upvotes), nil
	}
	mustEncode := func(q Query, want string) {
		t.Helper()
		body, err := s.ListEncoded(ctx, q, encode)
		if err != nil || string(body) != want {
			t.Fatalf("ListEncoded: %q %v, want %q", body, err, want)
		}
	}
	mustEncode(Query{Viewer: 2}, "3 textures of 3, first with 0 upvotes") // the viewer is ignored
	mustEncode(Query{}, "3 textures of 3, first with 0 upvotes")
	if encodes != 1 {
		t.Fatalf("%d encodings of one listing, want 1", encodes)
	}
	if _, err := s.Vote(ctx, 2, 1, "upvote"); err != nil {
		t.Fatal(err)
	}
	mustEncode(Query{}, "3 textures of 3, first with 1 upvotes")

	// The total is cached apart from the page: when it alone expires and
	// changes (another process shared a texture), the page is encoded again.
	clock.advance(3 * time.Second)
	mustEncode(Query{Sort: Newest}, "3 textures of 3, first with 1 upvotes") // its page is 3 s younger
	clock.advance(2 * time.Second)
	store.mu.Lock()
	store.textures = append(store.textures, Texture{ID: 50})
	store.mu.Unlock()
	mustEncode(Query{Sort: Newest}, "3 textures of 4, first with 1 upvotes")
	if encodes != 4 {
		t.Fatalf("%d encodings, want 4", encodes)
	}
	if e, err := s.ListEncoded(ctx, Query{Sort: "best"}, encode); apperr.KindOf(err) != apperr.Invalid {
		t.Fatalf("a bad query: %q %v", e, err)
	}
}
