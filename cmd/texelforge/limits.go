package main

import (
	"github.com/texelforge/texelforge/internal/ratelimit"
	"github.com/texelforge/texelforge/internal/store"
)

// sharedLimits is where the rate limits keep their buckets, so that every
// server instance spends one budget (docs/adr/0024): Redis with
// TEXELFORGE_REDIS_URL, else PostgreSQL; nil on SQLite, which serves one
// process and keeps them in memory. The Redis connections last until the
// process ends.
func sharedLimits(a *app) (*ratelimit.Shared, error) {
	if a.cfg.RedisURL != "" {
		a.log.Info("rate limits are shared in Redis")
		return ratelimit.OpenRedis(a.cfg.RedisURL, a.log)
	}
	if a.db.Engine == store.Postgres {
		a.log.Info("rate limits are shared in PostgreSQL")
		return ratelimit.NewPostgres(a.db.SQL, a.log), nil
	}
	a.log.Info("rate limits are kept in memory (SQLite serves one process)")
	return nil, nil
}
