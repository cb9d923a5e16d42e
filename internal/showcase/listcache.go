package showcase

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Defaults of the listing cache that the server uses.
const (
	ListCacheTTL     = 5 * time.Second
	ListCacheEntries = 256
)

// ListCache keeps, for a short time, the parts of a listing that are the same
// for every caller: the page of a query and cursor (without anyone's votes)
// and the total of a search and filters. The Service drops its pages on each
// write it makes, and its totals too when a write can change which textures
// match (share, remove, feature); votes and downloads keep the totals. Writes
// by other processes sharing the database show once an entry is ttl old.
// A nil *ListCache caches nothing.
type ListCache struct {
	pages  *cache[listKey, *cachedPage]
	totals *cache[listKey, int64]
}

// NewListCache makes a cache whose entries live ttl by the clock now; pages
// and totals keep at most maxEntries each.
func NewListCache(now func() time.Time, ttl time.Duration, maxEntries int) *ListCache {
	return &ListCache{pages: newCache[listKey, *cachedPage](now, ttl, maxEntries),
		totals: newCache[listKey, int64](now, ttl, maxEntries)}
}

// changed forgets the pages, and the totals when totals is true.
func (c *ListCache) changed(totals bool) {
	if c == nil {
		return
	}
	c.pages.clear()
	if totals {
		c.totals.clear()
	}
}

// cachedPage is a page as everyone sees it (no votes, no total: totals are
// cached apart, since votes and downloads do not change them), with its
// rendering for visitors once one has asked for it.
type cachedPage struct {
	page Page

	mu    sync.Mutex
	total int64 // the total that body was rendered with
	body  []byte
}

// encoded returns encode's rendering of the page with total, made once per total.
func (c *cachedPage) encoded(total int64, encode func(Page) ([]byte, error)) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.body != nil && c.total == total {
		return c.body, nil
	}
	p := c.page
	p.Total = total
	body, err := encode(p)
	if err != nil {
		return nil, err
	}
	c.total, c.body = total, body
	return body, nil
}

// listKey is a checked Query without its viewer: what a page depends on.
type listKey struct {
	search   string
	sort     Sort
	license  License
	featured int8 // 0 all, 1 featured only, -1 not featured
	kind     spec.Kind
	size     int
	after    Cursor // the zero Cursor on a first page
	limit    int
}

func pageKey(q Query) listKey {
	k := totalKey(q)
	k.sort, k.limit = q.Sort, q.Limit
	if q.After != nil {
		k.after = *q.After
	}
	return k
}

// totalKey is what a total depends on: the search and filters.
func totalKey(q Query) listKey {
	k := listKey{search: q.Search, license: q.License, kind: q.Kind, size: q.Size}
	switch {
	case q.Featured == nil:
	case *q.Featured:
		k.featured = 1
	default:
		k.featured = -1
	}
	return k
}

// errAbandoned is an entry's error while its value is being computed: it
// stays if the computation panics, so that the callers waiting for it retry.
var errAbandoned = errors.New("showcase: cached value abandoned")

// cache holds values for ttl and computes each value once for all the callers
// that ask for it meanwhile, so that a popular listing costs one query per
// ttl or write, not one per caller. clear starts afresh: callers arriving
// later never see a value computed before it.
type cache[K comparable, V any] struct {
	now func() time.Time
	ttl time.Duration
	max int

	mu      sync.Mutex
	entries map[K]*entry[V]
}

type entry[V any] struct {
	ready   chan struct{} // closed once val and err are set
	val     V
	err     error
	loaded  bool      // guarded by the cache's mu
	expires time.Time // ttl after the load began, so no value is older than ttl
}

func newCache[K comparable, V any](now func() time.Time, ttl time.Duration, max int) *cache[K, V] {
	return &cache[K, V]{now: now, ttl: ttl, max: max, entries: map[K]*entry[V]{}}
}

// get returns key's value: a fresh cached one, the one another caller is
// computing, or load's. Errors are not kept.
func (c *cache[K, V]) get(ctx context.Context, key K, load func(context.Context) (V, error)) (V, error) {
	c.mu.Lock()
	now := c.now()
	e := c.entries[key]
	if e == nil || (e.loaded && !now.Before(e.expires)) {
		e = &entry[V]{ready: make(chan struct{}), err: errAbandoned, expires: now.Add(c.ttl)}
		c.add(key, e)
		c.mu.Unlock()
		return c.fill(ctx, key, e, load)
	}
	c.mu.Unlock()
	select {
	case <-e.ready:
	case <-ctx.Done():
		var zero V
		return zero, ctx.Err()
	}
	if e.err != nil { // perhaps the loading caller's request was cancelled: this one tries alone
		return load(ctx)
	}
	return e.val, nil
}

// fill computes e's value and wakes the callers waiting for it, even if load panics.
func (c *cache[K, V]) fill(ctx context.Context, key K, e *entry[V], load func(context.Context) (V, error)) (V, error) {
	defer func() {
		c.mu.Lock()
		e.loaded = true
		if e.err != nil && c.entries[key] == e {
			delete(c.entries, key)
		}
		c.mu.Unlock()
		close(e.ready)
	}()
	e.val, e.err = load(ctx)
	return e.val, e.err
}

// add stores e under key, first making room when the cache is full: expired
// entries go, then arbitrary ones. c.mu is held.
func (c *cache[K, V]) add(key K, e *entry[V]) {
	if len(c.entries) >= c.max {
		now := c.now()
		for k, old := range c.entries {
			if old.loaded && !now.Before(old.expires) {
				delete(c.entries, k)
			}
		}
		for k := range c.entries {
			if len(c.entries) < c.max {
				break
			}
			delete(c.entries, k)
		}
	}
	c.entries[key] = e
}

// clear forgets every entry. Callers already waiting for a value still get
// it: they asked before the change that called clear had finished.
func (c *cache[K, V]) clear() {
	c.mu.Lock()
	c.entries = map[K]*entry[V]{}
	c.mu.Unlock()
}
