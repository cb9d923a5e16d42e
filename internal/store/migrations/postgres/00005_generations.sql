-- +goose Up
-- The studio's generations: one prompt's 16 textures, made by a job. The
-- result (PNG data URLs and metrics) is JSON: it is only ever read whole.
CREATE TABLE generations (
    id          TEXT        PRIMARY KEY,
    user_id     BIGINT      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    state       TEXT        NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
    progress    INTEGER     NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
    message     TEXT        NOT NULL DEFAULT '',
    prompt      TEXT        NOT NULL,
    kind        TEXT        NOT NULL CHECK (kind IN ('block', 'item', 'flat')),
    size        INTEGER     NOT NULL CHECK (size IN (16, 32, 64)),
    seed        BIGINT      NOT NULL CHECK (seed >= 0),
    engine      TEXT        NOT NULL,
    spec        TEXT        NOT NULL,
    textures    TEXT        NOT NULL DEFAULT '[]',
    created_at  TIMESTAMPTZ NOT NULL,
    updated_at  TIMESTAMPTZ NOT NULL,
    finished_at TIMESTAMPTZ
);
CREATE INDEX generations_user_id_idx ON generations (user_id, created_at);
CREATE INDEX generations_unfinished_idx ON generations (created_at) WHERE state IN ('queued', 'running');

-- +goose Down
DROP TABLE generations;
