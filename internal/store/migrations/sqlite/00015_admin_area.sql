-- +goose Up
-- Showcase moderation (issue 19): users report textures, admins remove
-- (hide) and restore them. A removed texture keeps its votes and downloads.
ALTER TABLE showcase_textures ADD COLUMN removed_at TIMESTAMP;
CREATE INDEX showcase_textures_removed_idx ON showcase_textures (removed_at, id) WHERE removed_at IS NOT NULL;

CREATE TABLE showcase_reports (
    id          INTEGER   PRIMARY KEY AUTOINCREMENT,
    showcase_id INTEGER   NOT NULL REFERENCES showcase_textures (id) ON DELETE CASCADE,
    reporter_id INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    reason      TEXT      NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
    status      TEXT      NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
    resolution  TEXT      NOT NULL DEFAULT '' CHECK (resolution IN ('', 'removed', 'dismissed')),
    created_at  TIMESTAMP NOT NULL,
    resolved_at TIMESTAMP,
    CHECK ((status = 'open') = (resolution = '') AND (status = 'open') = (resolved_at IS NULL))
);
-- One open report per user and texture.
CREATE UNIQUE INDEX showcase_reports_open_key ON showcase_reports (showcase_id, reporter_id) WHERE status = 'open';
CREATE INDEX showcase_reports_status_idx ON showcase_reports (status, id);
CREATE INDEX showcase_reports_reporter_idx ON showcase_reports (reporter_id, created_at);

-- The legal pages are Markdown page content, longer than the landing texts.
-- SQLite cannot change a CHECK: the table is rebuilt.
CREATE TABLE page_content_new (
    page_id    TEXT      NOT NULL CHECK (length(page_id) BETWEEN 1 AND 64),
    element_id TEXT      NOT NULL CHECK (length(element_id) BETWEEN 1 AND 64),
    content    TEXT      NOT NULL CHECK (length(content) BETWEEN 1 AND 50000),
    type       TEXT      NOT NULL DEFAULT 'text' CHECK (type IN ('text', 'markdown')),
    updated_at TIMESTAMP NOT NULL,
    updated_by INTEGER   REFERENCES users (id) ON DELETE SET NULL,
    PRIMARY KEY (page_id, element_id)
);
INSERT INTO page_content_new SELECT page_id, element_id, content, type, updated_at, updated_by FROM page_content;
DROP TABLE page_content;
ALTER TABLE page_content_new RENAME TO page_content;
CREATE INDEX page_content_updated_by_idx ON page_content (updated_by);

-- The outbox keeps which template made a message, so that a message whose
-- single-use link is hidden can be resent as a new one (issue 19).
ALTER TABLE mail_outbox ADD COLUMN purpose TEXT NOT NULL DEFAULT '';
CREATE INDEX mail_outbox_status_idx ON mail_outbox (status, id);

-- When an admin refunded a checkout from the admin area; the admins' list
-- of payments is newest first.
ALTER TABLE checkouts ADD COLUMN refunded_at TIMESTAMP;
CREATE INDEX checkouts_created_at_idx ON checkouts (created_at, id) WHERE status = 'paid';

-- The admins' overview (internal/stats): each source is counted by day over
-- its created_at, and an ended day's counts are kept once computed.
CREATE INDEX users_created_at_idx ON users (created_at);
CREATE INDEX generations_created_at_idx ON generations (created_at, user_id, state);
CREATE INDEX textures_created_at_idx ON textures (created_at);
CREATE INDEX showcase_textures_created_at_idx ON showcase_textures (created_at);
CREATE INDEX credit_transactions_spent_idx ON credit_transactions (created_at, plan_delta, purchased_delta)
    WHERE type IN ('generation', 'refund');
CREATE TABLE stats_days (
    day         TEXT        PRIMARY KEY,
    counters    TEXT        NOT NULL,
    computed_at TIMESTAMP NOT NULL
);

-- The admins' user search finds any part of a name or email: a trigram
-- index answers it without reading every user (three characters or more).
CREATE VIRTUAL TABLE users_search USING fts5 (
    username, email, content = 'users', content_rowid = 'id', tokenize = 'trigram'
);
INSERT INTO users_search (rowid, username, email) SELECT id, username, email FROM users;
-- +goose StatementBegin
CREATE TRIGGER users_search_insert AFTER INSERT ON users BEGIN
    INSERT INTO users_search (rowid, username, email) VALUES (new.id, new.username, new.email);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER users_search_delete AFTER DELETE ON users BEGIN
    INSERT INTO users_search (users_search, rowid, username, email) VALUES ('delete', old.id, old.username, old.email);
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER users_search_update AFTER UPDATE OF username, email ON users BEGIN
    INSERT INTO users_search (users_search, rowid, username, email) VALUES ('delete', old.id, old.username, old.email);
    INSERT INTO users_search (rowid, username, email) VALUES (new.id, new.username, new.email);
END;
-- +goose StatementEnd

-- +goose Down
DROP TABLE users_search;
DROP TABLE stats_days;
DROP INDEX credit_transactions_spent_idx;
DROP INDEX showcase_textures_created_at_idx;
DROP INDEX textures_created_at_idx;
DROP INDEX generations_created_at_idx;
DROP INDEX users_created_at_idx;
DROP INDEX checkouts_created_at_idx;
ALTER TABLE checkouts DROP COLUMN refunded_at;
DROP INDEX mail_outbox_status_idx;
ALTER TABLE mail_outbox DROP COLUMN purpose;
DELETE FROM page_content WHERE type = 'markdown' OR length(content) > 10000;
DROP TABLE showcase_reports;
DROP INDEX showcase_textures_removed_idx;
ALTER TABLE showcase_textures DROP COLUMN removed_at;
