-- +goose Up
-- Rate limits shared by every server instance (ADR 0024): one token bucket per
-- limiter name and key, kept as its theoretical arrival time (GCRA), when the
-- bucket is full again. internal/ratelimit reads and writes it.
-- UNLOGGED: the buckets are not worth WAL on every request; after a crash the
-- table is empty, which gives every key a full bucket, as restarting a server
-- did. No index on tat: updates stay heap-only, and deleting full buckets once
-- a minute scans only the keys of about the last window.
CREATE UNLOGGED TABLE rate_limit_buckets (
    name TEXT        NOT NULL,
    key  TEXT        NOT NULL,
    tat  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (name, key)
);

-- +goose Down
DROP TABLE rate_limit_buckets;
