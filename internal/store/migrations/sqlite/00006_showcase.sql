-- +goose Up
-- The community showcase. A shared texture keeps a copy of its pixels, so
-- later edits in My Textures do not change what the community voted on.
-- score (upvotes - downvotes) is stored for the popular sort's index; the
-- counters change only in the transaction that changes showcase_votes or
-- counts a download. The creator's username is copied for search: usernames
-- never change.
CREATE TABLE showcase_textures (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    texture_id     INTEGER UNIQUE REFERENCES textures (id) ON DELETE SET NULL,
    user_id        INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    username       TEXT      NOT NULL,
    title          TEXT      NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
    description    TEXT      NOT NULL DEFAULT '' CHECK (length(description) <= 500),
    tags           TEXT      NOT NULL DEFAULT '[]', -- a JSON array of strings
    license        TEXT      NOT NULL CHECK (license IN ('free', 'restricted')),
    kind           TEXT      NOT NULL CHECK (kind IN ('block', 'item', 'flat')),
    size           INTEGER   NOT NULL CHECK (size IN (16, 32, 64)),
    featured       BOOLEAN   NOT NULL DEFAULT FALSE,
    upvotes        INTEGER   NOT NULL DEFAULT 0 CHECK (upvotes >= 0),
    downvotes      INTEGER   NOT NULL DEFAULT 0 CHECK (downvotes >= 0),
    score          INTEGER   NOT NULL DEFAULT 0 CHECK (score = upvotes - downvotes),
    download_count INTEGER   NOT NULL DEFAULT 0 CHECK (download_count >= 0),
    png_hash       TEXT      NOT NULL,
    created_at     TIMESTAMP NOT NULL,
    png            BLOB      NOT NULL CHECK (length(png) BETWEEN 1 AND 65536)
);
CREATE INDEX showcase_popular_idx ON showcase_textures (score, id);
CREATE INDEX showcase_downloads_idx ON showcase_textures (download_count, id);
CREATE INDEX showcase_featured_idx ON showcase_textures (featured, id);
CREATE INDEX showcase_user_idx ON showcase_textures (user_id);

CREATE TABLE showcase_votes (
    showcase_id INTEGER   NOT NULL REFERENCES showcase_textures (id) ON DELETE CASCADE,
    user_id     INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    vote        INTEGER   NOT NULL CHECK (vote IN (-1, 1)),
    created_at  TIMESTAMP NOT NULL,
    PRIMARY KEY (showcase_id, user_id)
);

-- Full-text search over title, description, tags and creator (FTS5, kept in
-- step by triggers; votes and downloads do not touch it).
CREATE VIRTUAL TABLE showcase_search USING fts5 (
    title, description, tags, username,
    content = 'showcase_textures', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
-- +goose StatementBegin
CREATE TRIGGER showcase_search_insert AFTER INSERT ON showcase_textures BEGIN
    INSERT INTO showcase_search (rowid, title, description, tags, username)
    VALUES (new.id, new.title, new.description, new.tags, new.username);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER showcase_search_delete AFTER DELETE ON showcase_textures BEGIN
    INSERT INTO showcase_search (showcase_search, rowid, title, description, tags, username)
    VALUES ('delete', old.id, old.title, old.description, old.tags, old.username);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER showcase_search_update AFTER UPDATE OF title, description, tags, username ON showcase_textures BEGIN
    INSERT INTO showcase_search (showcase_search, rowid, title, description, tags, username)
    VALUES ('delete', old.id, old.title, old.description, old.tags, old.username);
    INSERT INTO showcase_search (rowid, title, description, tags, username)
    VALUES (new.id, new.title, new.description, new.tags, new.username);
END;
-- +goose StatementEnd

-- +goose Down
DROP TABLE showcase_search;
DROP TABLE showcase_votes;
DROP TABLE showcase_textures;
