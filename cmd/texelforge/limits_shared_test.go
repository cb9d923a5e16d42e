package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// Two servers over one store spend one budget: a client that spent its
// registration cap on one is refused by the other. PostgreSQL keeps the
// buckets when it is the database; Redis does when it is set, here beside
// two SQLite databases.
func TestServersShareRateLimits(t *testing.T) {
	t.Run("postgres", func(t *testing.T) {
		url := storetest.URL(t, store.Postgres)
		twoServersShareOneBudget(t, randomClient(), "rate limits are shared in PostgreSQL", "TEXELFORGE_DATABASE_URL="+url)
	})
	t.Run("redis", func(t *testing.T) {
		url := mustTestRedis(t)
		client := randomClient()
		t.Cleanup(func() {
			deleteRedisKeys(t, url, "rate:texelforge:*:"+netip.MustParsePrefix(client+"/64").Masked().String())
		})
		twoServersShareOneBudget(t, client, "rate limits are shared in Redis", "TEXELFORGE_REDIS_URL="+url)
	})
}

// randomClient is an address in a /64 of the test's own, so that runs sharing
// a Redis do not meet.
func randomClient() string {
	return fmt.Sprintf("2001:db8:%x:%x::1", 1+rand.N(0xfffe), 1+rand.N(0xfffe))
}

func twoServersShareOneBudget(t *testing.T, client, wantLog string, settings ...string) {
	t.Helper()
	settings = append(settings, "TEXELFORGE_TRUSTED_PROXIES=127.0.0.1", "TEXELFORGE_LIMIT_REGISTER_PER_HOUR=1")
	first, firstLogs, _, _ := startServe(t, settings...)
	second, secondLogs, _, _ := startServe(t, settings...)
	for i, step := range []struct {
		base string
		want int
	}{{first, 201}, {second, 429}, {first, 429}} {
		body := fmt.Sprintf(`{"username":"twin%d","email":"twin%d@example.com","password":"Blue-Anvil-42x"}`, i, i)
		req, _ := http.NewRequest("POST", step.base+"/api/register", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Forwarded-For", client)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != step.want {
			t.Fatalf("registration %d: %d, want %d", i+1, resp.StatusCode, step.want)
		}
	}
	for _, logs := range []string{firstLogs.String(), secondLogs.String()} {
		if !strings.Contains(logs, wantLog) {
			t.Errorf("logs lack %q:\n%s", wantLog, logs)
		}
	}
}

// mustTestRedis returns TEXELFORGE_TEST_REDIS_URL, or the usual local Redis
// if that answers, and skips otherwise.
func mustTestRedis(t *testing.T) string {
	t.Helper()
	url := os.Getenv("TEXELFORGE_TEST_REDIS_URL")
	if url == "" {
		url = "redis://127.0.0.1:6379/0"
	}
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	c := redis.NewClient(opts)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		if os.Getenv("TEXELFORGE_TEST_REDIS_URL") != "" {
			t.Fatalf("TEXELFORGE_TEST_REDIS_URL=%s: %v", url, err)
		}
		t.Skipf("TEXELFORGE_TEST_REDIS_URL is not set and no Redis answers at %s", url)
	}
	return url
}

// deleteRedisKeys deletes the keys that match pattern, and fails the test if
// there are none: the servers did not use Redis.
func deleteRedisKeys(t *testing.T, url, pattern string) {
	t.Helper()
	opts, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	c := redis.NewClient(opts)
	defer c.Close()
	keys, err := c.Keys(context.Background(), pattern).Result()
	if err == nil && len(keys) == 0 {
		err = fmt.Errorf("no key matches %s", pattern)
	}
	if err == nil {
		err = c.Del(context.Background(), keys...).Err()
	}
	if err != nil {
		t.Errorf("delete the test's Redis keys: %v", err)
	}
}
