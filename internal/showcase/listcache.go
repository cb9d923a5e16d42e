package showcase

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hashicorp/golang-lru/v2/expirable"
	"golang.org/x/sync/singleflight"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Defaults of the listing cache that the server uses.
const (
	ListCacheTTL     = 5 * time.Second
	ListCacheEntries = 256
)

// ListCache keeps, for a short time, the part of a listing that is the same
// for every caller: the page of a query and cursor, with its total but
// without anyone's votes. The Service drops its pages on each write it
// makes. Writes by other processes sharing the database show once an entry
// is ttl old, or at once when OnChange tells them (cluster.Bus) and they
// Forget. A nil *ListCache caches nothing.
type ListCache struct {
	pages *cache[*cachedPage]

	// OnChange, when set, hears each change made through the Service, after
	// the cache has forgotten it: the other instances must forget it too.
	OnChange func()
}

// NewListCache makes a cache whose pages live ttl; it keeps at most
// maxEntries, dropping the least recently used.
func NewListCache(ttl time.Duration, maxEntries int) *ListCache {
	return &ListCache{pages: newCache[*cachedPage](ttl, maxEntries)}
}

// CacheStats counts the reads of a ListCache since it was made.
type CacheStats struct {
	PageHits, PageMisses uint64
}

// Stats returns how often pages were found in the cache.
func (c *ListCache) Stats() CacheStats {
	if c == nil {
		return CacheStats{}
	}
	return CacheStats{PageHits: c.pages.hits.Load(), PageMisses: c.pages.misses.Load()}
}

// changed forgets the pages and says so.
func (c *ListCache) changed() {
	if c == nil {
		return
	}
	c.Forget()
	if c.OnChange != nil {
		c.OnChange()
	}
}

// Forget forgets the pages: another instance changed the showcase.
func (c *ListCache) Forget() {
	if c == nil {
		return
	}
	c.pages.clear()
}

// cachedPage is a page as everyone sees it (no votes), with its rendering
// for visitors once one has asked for it.
type cachedPage struct {
	page Page

	mu   sync.Mutex
	body []byte
}

// encoded returns encode's rendering of the page, made once.
func (c *cachedPage) encoded(encode func(Page) ([]byte, error)) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.body != nil {
		return c.body, nil
	}
	body, err := encode(c.page)
	if err != nil {
		return nil, err
	}
	c.body = body
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
	k := listKey{search: q.Search, sort: q.Sort, license: q.License, kind: q.Kind, size: q.Size, limit: q.Limit}
	if q.After != nil {
		k.after = *q.After
	}
	switch {
	case q.Featured == nil:
	case *q.Featured:
		k.featured = 1
	default:
		k.featured = -1
	}
	return k
}

// cache keeps values for ttl in an expiring LRU and reads each missing value
// once for all the callers that ask for it meanwhile, so that a popular
// listing costs one query per ttl or write, not one per caller. clear starts
// a new generation: callers arriving later never see a value read before it.
type cache[V any] struct {
	lru    *expirable.LRU[generationKey, V]
	flight singleflight.Group
	gen    atomic.Uint64

	hits, misses atomic.Uint64 // reads answered from the cache, and the rest
}

// generationKey is a key in one generation: a read that began before a clear
// is neither joined nor found by a later caller.
type generationKey struct {
	gen uint64
	key listKey
}

func newCache[V any](ttl time.Duration, maxEntries int) *cache[V] {
	return &cache[V]{lru: expirable.NewLRU[generationKey, V](maxEntries, nil, ttl)}
}

// get returns key's value: a cached one, the one another caller is reading,
// or load's. Errors are not kept.
func (c *cache[V]) get(ctx context.Context, key listKey, load func(context.Context) (V, error)) (V, error) {
	k := generationKey{c.gen.Load(), key}
	if v, ok := c.lru.Get(k); ok {
		c.hits.Add(1)
		return v, nil
	}
	c.misses.Add(1)
	loaded := false
	v, err, _ := c.flight.Do(fmt.Sprintf("%#v", k), func() (any, error) {
		loaded = true
		v, err := load(ctx)
		if err == nil {
			c.lru.Add(k, v)
		}
		return v, err
	})
	if err != nil && !loaded { // perhaps the loading caller's request was cancelled: this one tries alone
		return load(ctx)
	}
	return v.(V), err
}

// clear forgets every value. Callers already waiting for a read still get
// it: they asked before the change that called clear had finished.
func (c *cache[V]) clear() {
	c.gen.Add(1)
	c.lru.Purge()
}
