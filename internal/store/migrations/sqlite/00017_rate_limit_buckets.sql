-- +goose Up
-- Rate limits shared by every server instance (ADR 0024) live in this table on
-- PostgreSQL. SQLite serves one process, which keeps its buckets in memory;
-- the table is here so that both engines have the same schema.
CREATE TABLE rate_limit_buckets (
    name TEXT      NOT NULL,
    key  TEXT      NOT NULL,
    tat  TIMESTAMP NOT NULL,
    PRIMARY KEY (name, key)
);

-- +goose Down
DROP TABLE rate_limit_buckets;
