-- +goose Up
-- The blog (issue 20): posts by admins in Markdown. A post is public while
-- its status is published, or scheduled with published_at passed; a renamed
-- post's old slugs redirect to it.
CREATE TABLE blog_posts (
    id           INTEGER   PRIMARY KEY AUTOINCREMENT,
    slug         TEXT      NOT NULL UNIQUE CHECK (length(slug) BETWEEN 1 AND 80),
    title        TEXT      NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
    summary      TEXT      NOT NULL DEFAULT '' CHECK (length(summary) <= 300),
    markdown     TEXT      NOT NULL DEFAULT '' CHECK (length(markdown) <= 100000),
    cover_url    TEXT      NOT NULL DEFAULT '',
    author_id    INTEGER   REFERENCES users (id) ON DELETE SET NULL,
    status       TEXT      NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
    published_at TIMESTAMP,
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL,
    CHECK ((status = 'draft') = (published_at IS NULL))
);
CREATE INDEX blog_posts_public_idx ON blog_posts (published_at DESC, id DESC) WHERE status <> 'draft';
CREATE INDEX blog_posts_author_idx ON blog_posts (author_id);

CREATE TABLE blog_post_tags (
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
    tag     TEXT    NOT NULL CHECK (length(tag) BETWEEN 1 AND 30),
    PRIMARY KEY (post_id, tag)
);
CREATE INDEX blog_post_tags_tag_idx ON blog_post_tags (tag, post_id);

CREATE TABLE blog_slug_redirects (
    slug    TEXT    PRIMARY KEY CHECK (length(slug) BETWEEN 1 AND 80),
    post_id INTEGER NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE
);
CREATE INDEX blog_slug_redirects_post_idx ON blog_slug_redirects (post_id);

-- +goose Down
DROP TABLE blog_slug_redirects;
DROP TABLE blog_post_tags;
DROP TABLE blog_posts;
