-- +goose Up
-- Who downloaded which shared texture on a day, so that each viewer adds one
-- to download_count per texture and day: 'user:ID' when signed in, otherwise
-- 'addr:' and the SHA-256 of the day and the client address (the address
-- itself is never stored). Only the current day matters: each new download
-- deletes the rows of earlier days.
CREATE TABLE showcase_downloads (
    day         TEXT    NOT NULL, -- YYYY-MM-DD in UTC
    showcase_id INTEGER NOT NULL REFERENCES showcase_textures (id) ON DELETE CASCADE,
    viewer      TEXT    NOT NULL CHECK (length(viewer) BETWEEN 1 AND 80),
    PRIMARY KEY (day, showcase_id, viewer)
);

-- +goose Down
DROP TABLE showcase_downloads;
