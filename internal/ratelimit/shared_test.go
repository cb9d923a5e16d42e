package ratelimit

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
	"log/slog"
	"net"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

// RedisEnv names the variable holding the Redis server used by tests. Unset,
// tests use a Redis on the usual local port if one answers, else skip.
const redisEnv = "TEXELFORGE_TEST_REDIS_URL"

var quiet = slog.New(slog.DiscardHandler)

// An instance returns a new Shared over one store each time it is called, with
// connections of its own, as each server instance has; nil keeps memory.
type instance func() *Shared

// eachStore runs fn as a subtest for memory, PostgreSQL and Redis, skipping
// the last two where the test run has none.
func eachStore(t *testing.T, fn func(t *testing.T, newInstance instance)) {
	t.Run("memory", func(t *testing.T) { fn(t, func() *Shared { return nil }) })
	eachSharedStore(t, fn)
}

// eachSharedStore runs fn as a subtest for PostgreSQL and Redis.
func eachSharedStore(t *testing.T, fn func(t *testing.T, newInstance instance)) {
	t.Run("postgres", func(t *testing.T) { fn(t, mustPostgres(t, quiet)) })
	t.Run("redis", func(t *testing.T) { fn(t, mustRedis(t, quiet)) })
}

// mustPostgres makes a fresh migrated PostgreSQL schema (skipping without
// one) and returns instances over it.
func mustPostgres(t testing.TB, log *slog.Logger) instance {
	t.Helper()
	url := storetest.URL(t, store.Postgres)
	storetest.MustOpenURL(t, url)
	return func() *Shared {
		db, err := sql.Open("pgx", url)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		return NewPostgres(db, log)
	}
}

// mustRedis returns instances over the test Redis (skipping without one),
// under a key prefix of this test's own whose keys are deleted at cleanup.
func mustRedis(t testing.TB, log *slog.Logger) instance {
	t.Helper()
	url := os.Getenv(redisEnv)
	if url == "" {
		url = "redis://127.0.0.1:6379/0"
	}
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatalf("%s: %v", redisEnv, err)
	}
	admin := redis.NewClient(opts)
	pingCtx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	if err := admin.Ping(pingCtx).Err(); err != nil {
		admin.Close()
		if os.Getenv(redisEnv) != "" {
			t.Fatalf("%s=%s: %v", redisEnv, url, err)
		}
		t.Skipf("%s is not set and no Redis answers at %s", redisEnv, url)
	}
	prefix := "texelforge-test:" + rand.Text() + ":"
	t.Cleanup(func() {
		defer admin.Close()
		keys, err := admin.Keys(ctx, "rate:"+prefix+"*").Result()
		if err == nil && len(keys) > 0 {
			err = admin.Del(ctx, keys...).Err()
		}
		if err != nil {
			t.Errorf("delete the test's Redis keys: %v", err)
		}
	})
	return func() *Shared {
		s, err := OpenRedis(url, log)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		s.buckets.(*redisBuckets).prefix = prefix
		return s
	}
}

// Every store allows burst events at once, refuses the next with the wait
// until the bucket refills one, keeps keys and limiter names apart, and
// allows again once that wait has passed (real time, short windows).
func TestLimiterBehavesTheSameInEveryStore(t *testing.T) {
	eachStore(t, func(t *testing.T, newInstance instance) {
		shared := newInstance()
		for _, tc := range []struct {
			name   string
			burst  int
			window time.Duration
		}{
			// Windows long enough that a loaded machine's slow calls and
			// late wake-ups stay well inside the margins checked below.
			{"burst of 3", 3, 3 * time.Second},
			{"burst of 1", 1, 1500 * time.Millisecond},
		} {
			t.Run(tc.name, func(t *testing.T) {
				every := tc.window / time.Duration(tc.burst)
				l := NewShared(shared, "login_ip", tc.burst, tc.window)
				key := "203.0.113.9 " + tc.name // a key of this case's own
				for i := range tc.burst {
					if ok, wait := l.Allow(ctx, key); !ok {
						t.Fatalf("event %d of a burst of %d refused (wait %v)", i+1, tc.burst, wait)
					}
				}
				ok, wait := l.Allow(ctx, key)
				refusedAt := time.Now()
				if ok || wait <= 0 || wait > every {
					t.Fatalf("event %d: ok=%v wait=%v; want refused with a wait in (0, %v]", tc.burst+1, ok, wait, every)
				}
				if wait < every-every/2 {
					t.Fatalf("wait %v, want about %v (the burst took far less than the refill)", wait, every)
				}
				if ok, _ := l.Allow(ctx, "another "+key); !ok {
					t.Fatal("another key shares the budget")
				}
				if ok, _ := NewShared(shared, "download", tc.burst, tc.window).Allow(ctx, key); !ok {
					t.Fatal("another limiter name shares the budget")
				}

				time.Sleep(time.Until(refusedAt.Add(wait / 2)))
				if ok, _ := l.Allow(ctx, key); ok {
					t.Fatal("allowed at half the wait")
				}
				time.Sleep(time.Until(refusedAt.Add(wait + time.Millisecond)))
				if ok, wait := l.Allow(ctx, key); !ok {
					t.Fatalf("refused after the wait it gave (now says %v)", wait)
				}
				if ok, _ := l.Allow(ctx, key); ok {
					t.Fatal("refilled more than one event")
				}
			})
		}
	})
}

// Two server instances over one store spend one budget: together they allow
// burst events, not twice as many, even racing.
func TestInstancesShareOneBudget(t *testing.T) {
	eachSharedStore(t, func(t *testing.T, newInstance instance) {
		const burst = 5
		instances := []*Limiter{
			NewShared(newInstance(), "login_ip", burst, time.Hour),
			NewShared(newInstance(), "login_ip", burst, time.Hour),
		}
		var allowed atomic.Int32
		var wg sync.WaitGroup
		for i := range 8 {
			l := instances[i%2]
			wg.Go(func() {
				for range 5 {
					if ok, _ := l.Allow(ctx, "198.51.100.7"); ok {
						allowed.Add(1)
					}
				}
			})
		}
		wg.Wait()
		if n := allowed.Load(); n != burst {
			t.Fatalf("two instances allowed %d of 40 events, want the burst %d", n, burst)
		}
		for i, l := range instances {
			if ok, wait := l.Allow(ctx, "198.51.100.7"); ok || wait <= 0 || wait > time.Hour/burst {
				t.Fatalf("instance %d afterwards: ok=%v wait=%v; want refused with a wait in (0, %v]", i+1, ok, wait, time.Hour/burst)
			}
		}
	})
}

// logBuffer is a log destination that goroutines may share.
type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// A store that is down allows every event at once, each limiter says so in
// the log at most once a minute, and checks leave the store alone for a
// while after it failed, so that a store that hangs slows few requests.
func TestAStoreThatIsDownAllowsAndWarnsOnceAMinute(t *testing.T) {
	var logs logBuffer
	log := slog.New(slog.NewTextHandler(&logs, nil))

	closedDB, err := sql.Open("pgx", "postgres://127.0.0.1:1/none")
	if err != nil {
		t.Fatal(err)
	}
	closedDB.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ln.Close() // nothing answers on its port now
	noRedis, err := OpenRedis("redis://"+ln.Addr().String(), log)
	if err != nil {
		t.Fatal(err)
	}
	defer noRedis.Close()
	hung, err := net.Listen("tcp", "127.0.0.1:0") // connects, never answers
	if err != nil {
		t.Fatal(err)
	}
	defer hung.Close()
	hungRedis, err := OpenRedis("redis://"+hung.Addr().String(), log)
	if err != nil {
		t.Fatal(err)
	}
	defer hungRedis.Close()

	for _, tc := range []struct {
		name   string
		shared *Shared
	}{{"postgres", NewPostgres(closedDB, log)}, {"redis_down", noRedis}, {"redis_hung", hungRedis}} {
		t.Run(tc.name, func(t *testing.T) {
			now := time.Date(2026, 12, 8, 9, 0, 0, 0, time.UTC)
			l := NewShared(tc.shared, tc.name+"_limiter", 1, time.Hour)
			l.now = func() time.Time { return now }
			warnings := func() int { return strings.Count(logs.String(), "limiter="+tc.name+"_limiter") }
			for i, step := range []struct {
				after time.Duration
				asks  bool // the store, or rests
				want  int  // warnings so far
			}{{0, true, 1}, {time.Second, false, 1}, {30 * time.Second, true, 1}, {31 * time.Second, true, 2}, {4 * time.Second, false, 2}} {
				now = now.Add(step.after)
				start := time.Now()
				if ok, wait := l.Allow(ctx, "k"); !ok || wait != 0 {
					t.Fatalf("event %d: ok=%v wait=%v; want allowed", i+1, ok, wait)
				}
				took := time.Since(start)
				if got := warnings(); got != step.want {
					t.Fatalf("after event %d: %d warnings, want %d:\n%s", i+1, got, step.want, logs.String())
				}
				if !step.asks && took > sharedTimeout/4 {
					t.Fatalf("event %d, while the store rests, took %v", i+1, took)
				}
				if took > sharedTimeout+sharedTimeout/2 {
					t.Fatalf("event %d took %v, past the bound %v", i+1, took, sharedTimeout)
				}
			}
		})
	}
	if !strings.Contains(logs.String(), "level=WARN") || !strings.Contains(logs.String(), "the shared store failed") {
		t.Fatalf("the warnings do not say what failed:\n%s", logs.String())
	}
}

// A request that ended is not the store failing: allowed without a warning.
func TestAnEndedRequestIsNotAWarning(t *testing.T) {
	var logs logBuffer
	newInstance := mustRedis(t, slog.New(slog.NewTextHandler(&logs, nil)))
	l := NewShared(newInstance(), "vote", 1, time.Hour)
	ended, cancel := context.WithCancel(ctx)
	cancel()
	if ok, _ := l.Allow(ended, "k"); !ok {
		t.Fatal("refused")
	}
	if logs.String() != "" {
		t.Fatalf("logged: %s", logs.String())
	}
}

// PostgreSQL deletes the rows of full buckets, so the table holds only keys
// used within about a window (fake time: the statement takes now).
func TestPostgresDeletesFullBuckets(t *testing.T) {
	url := storetest.URL(t, store.Postgres)
	db := storetest.MustOpenURL(t, url)
	l := NewShared(NewPostgres(db.SQL, quiet), "vote", 2, time.Minute)
	now := time.Date(2026, 12, 8, 9, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	for _, key := range []string{"old", "old", "old"} {
		l.Allow(ctx, key)
	}
	if ok, wait := l.Allow(ctx, "old"); ok || wait != 30*time.Second {
		t.Fatalf("fake time: ok=%v wait=%v; want refused for 30s", ok, wait)
	}
	now = now.Add(2 * time.Minute) // "old" is full again, and a prune is due
	if ok, _ := l.Allow(ctx, "new"); !ok {
		t.Fatal("a new key refused")
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		var keys string
		err := db.SQL.QueryRow(`SELECT string_agg(key, ',' ORDER BY key) FROM rate_limit_buckets`).Scan(&keys)
		if err != nil {
			t.Fatal(err)
		}
		if keys == "new" {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("rows left: %s; want only new", keys)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// BenchmarkAllow times one allowed check in each store: go test
// ./internal/ratelimit/ -run '^$' -bench Allow -benchtime 1000x
func BenchmarkAllow(b *testing.B) {
	for _, s := range []struct {
		name        string
		newInstance func(testing.TB, *slog.Logger) instance
	}{
		{"memory", func(testing.TB, *slog.Logger) instance { return func() *Shared { return nil } }},
		{"postgres", mustPostgres},
		{"redis", mustRedis},
	} {
		b.Run(s.name, func(b *testing.B) {
			l := NewShared(s.newInstance(b, quiet)(), "page_view", 1_000_000, time.Minute)
			for i := 0; b.Loop(); i++ {
				if ok, _ := l.Allow(ctx, fmt.Sprint("198.51.100.", i%100)); !ok {
					b.Fatal("refused")
				}
			}
		})
	}
}
