package showcase

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// fakeStore keeps textures in memory and counts the listing reads.
type fakeStore struct {
	mu                      sync.Mutex
	textures                []Texture
	votes                   map[[2]int64]Vote // by texture id and user id
	lists, counts, voteMaps int
}

func newFakeStore(n int) *fakeStore {
	f := &fakeStore{votes: map[[2]int64]Vote{}}
	for i := range n {
		f.textures = append(f.textures, Texture{ID: int64(i + 1), UserID: 1, Title: fmt.Sprint("t", i+1), License: Free})
	}
	return f
}

func (f *fakeStore) reads() (lists, counts, voteMaps int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.lists, f.counts, f.voteMaps
}

func (f *fakeStore) find(id int64) int {
	return slices.IndexFunc(f.textures, func(t Texture) bool { return t.ID == id })
}

func (f *fakeStore) InsertShowcaseTexture(_ context.Context, s Share) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	id := int64(len(f.textures) + 100)
	f.textures = append(f.textures, Texture{ID: id, UserID: s.UserID, Title: s.Title, License: s.License})
	return id, nil
}

func (f *fakeStore) ListShowcase(_ context.Context, q Query) (Page, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.lists++
	return Page{Textures: slices.Clone(f.textures[:min(q.Limit, len(f.textures))])}, nil
}

func (f *fakeStore) CountShowcase(context.Context, Query) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.counts++
	return int64(len(f.textures)), nil
}

func (f *fakeStore) ShowcaseVotes(_ context.Context, userID int64, ids []int64) (map[int64]Vote, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.voteMaps++
	out := map[int64]Vote{}
	for _, id := range ids {
		if v, ok := f.votes[[2]int64{id, userID}]; ok {
			out[id] = v
		}
	}
	return out, nil
}

func (f *fakeStore) ShowcaseTexture(_ context.Context, id, viewer int64) (Texture, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	i := f.find(id)
	if i < 0 {
		return Texture{}, apperr.E(apperr.NotFound, NotFoundMessage)
	}
	t := f.textures[i]
	t.MyVote = f.votes[[2]int64{id, viewer}]
	return t, nil
}

func (f *fakeStore) ShowcaseImage(context.Context, int64) ([]byte, string, error) {
	return []byte("png"), "hash", nil
}

func (f *fakeStore) DeleteShowcaseTexture(_ context.Context, id int64) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.textures = slices.DeleteFunc(f.textures, func(t Texture) bool { return t.ID == id })
	return nil
}

func (f *fakeStore) SetShowcaseFeatured(_ context.Context, id int64, featured bool) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.textures[f.find(id)].Featured = featured
	return nil
}

func (f *fakeStore) VoteShowcase(_ context.Context, id, userID int64, next func(Vote) Vote, forbidden error) (Counts, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t := &f.textures[f.find(id)]
	if t.UserID == userID {
		return Counts{}, forbidden
	}
	key := [2]int64{id, userID}
	before, after := f.votes[key], next(f.votes[key])
	f.votes[key] = after
	count := func(v, want Vote) int64 {
		if v == want {
			return 1
		}
		return 0
	}
	t.Upvotes += count(after, Upvote) - count(before, Upvote)
	t.Downvotes += count(after, Downvote) - count(before, Downvote)
	return Counts{Upvotes: t.Upvotes, Downvotes: t.Downvotes, MyVote: after}, nil
}

func (f *fakeStore) CountShowcaseDownload(_ context.Context, id int64, _, _ string) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.textures[f.find(id)].Downloads++
	return true, nil
}

// fakeClock is a clock that moves only when told.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}
