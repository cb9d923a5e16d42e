-- +goose Up
-- Texts admins edit in place on the site's pages (the landing page's hero,
-- the legal pages). A page shows its built-in text for an element without a row.
CREATE TABLE page_content (
    page_id    TEXT        NOT NULL CHECK (length(page_id) BETWEEN 1 AND 64),
    element_id TEXT        NOT NULL CHECK (length(element_id) BETWEEN 1 AND 64),
    content    TEXT        NOT NULL CHECK (length(content) BETWEEN 1 AND 10000),
    type       TEXT        NOT NULL DEFAULT 'text' CHECK (type IN ('text')),
    updated_at TIMESTAMPTZ NOT NULL,
    updated_by BIGINT      REFERENCES users (id) ON DELETE SET NULL,
    PRIMARY KEY (page_id, element_id)
);
CREATE INDEX page_content_updated_by_idx ON page_content (updated_by);

-- At most one plan is marked popular; the plan editor moves the mark in one
-- transaction. Any extra marks made before this index are dropped first.
UPDATE subscription_plans SET is_popular = FALSE
    WHERE is_popular AND id <> (SELECT min(id) FROM subscription_plans WHERE is_popular);
CREATE UNIQUE INDEX subscription_plans_popular_key ON subscription_plans (is_popular) WHERE is_popular;

-- +goose Down
DROP INDEX subscription_plans_popular_key;
DROP TABLE page_content;
