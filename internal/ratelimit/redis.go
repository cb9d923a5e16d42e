package ratelimit

import (
	"context"
	"log/slog"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
)

// redisPrefix starts every key this package writes in Redis (after
// redis_rate's own "rate:"), so that the site's keys are easy to find.
const redisPrefix = "texelforge:"

// OpenRedis keeps buckets in the Redis at url (redis:// or rediss://, which
// may carry go-redis's options, such as ?pool_size=). Each check is one script
// that Redis runs atomically (redis_rate's GCRA, sent with EVALSHA), timed by
// Redis's clock; a key expires once its bucket is full again. It connects at
// the first check; Close closes its connections.
func OpenRedis(url string, log *slog.Logger) (*Shared, error) {
	opts, err := redis.ParseURL(url)
	if err != nil {
		return nil, err
	}
	opts.ContextTimeoutEnabled = true // so that a check stays within sharedTimeout
	if opts.DialTimeout == 0 {
		opts.DialTimeout = sharedTimeout
	}
	opts.DialerRetries = 1 // a check has no time for more; the next one dials again
	client := redis.NewClient(opts)
	return &Shared{buckets: &redisBuckets{limiter: redis_rate.NewLimiter(client), prefix: redisPrefix},
		log: log, close: client.Close}, nil
}

type redisBuckets struct {
	limiter *redis_rate.Limiter
	prefix  string // tests set one of their own
}

func (r *redisBuckets) take(ctx context.Context, name, key string, burst int, every time.Duration, _ time.Time) (bool, time.Duration, error) {
	res, err := r.limiter.Allow(ctx, r.prefix+name+":"+key,
		redis_rate.Limit{Rate: burst, Burst: burst, Period: every * time.Duration(burst)})
	if err != nil {
		return false, 0, err
	}
	if res.Allowed == 0 {
		return false, res.RetryAfter, nil
	}
	return true, 0, nil
}
