-- +goose Up
-- Saved textures (My Textures): the pixels are a small canonical PNG, kept in
-- the row because it is at most 64 KB and always read with its owner check.
-- png_hash versions the image URL so browsers may cache it for a year.
CREATE TABLE textures (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id       INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title         TEXT      NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
    prompt        TEXT      NOT NULL DEFAULT '',
    kind          TEXT      NOT NULL CHECK (kind IN ('block', 'item', 'flat')),
    size          INTEGER   NOT NULL CHECK (size IN (16, 32, 64)),
    png           BLOB      NOT NULL CHECK (length(png) BETWEEN 1 AND 65536),
    png_hash      TEXT      NOT NULL,
    generation_id TEXT,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE INDEX textures_user_id_idx ON textures (user_id, created_at);

-- +goose Down
DROP TABLE textures;
