-- +goose Up
CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    username      TEXT      NOT NULL CHECK (length(username) BETWEEN 3 AND 30),
    email         TEXT      NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    password_hash TEXT      NOT NULL DEFAULT '',
    avatar_url    TEXT,
    is_admin      BOOLEAN   NOT NULL DEFAULT FALSE,
    newsletter    BOOLEAN   NOT NULL DEFAULT FALSE,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash   BLOB      NOT NULL UNIQUE,
    user_id      INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    persistent   BOOLEAN   NOT NULL DEFAULT FALSE,
    created_at   TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE site_settings (
    key        TEXT PRIMARY KEY,
    value      TEXT      NOT NULL,
    updated_at TIMESTAMP NOT NULL
);

CREATE TABLE subscription_plans (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    slug            TEXT      NOT NULL UNIQUE,
    name            TEXT      NOT NULL CHECK (name <> ''),
    description     TEXT      NOT NULL DEFAULT '',
    price_usd       INTEGER   NOT NULL CHECK (price_usd >= 0),
    monthly_credits INTEGER   NOT NULL CHECK (monthly_credits >= 0),
    features        TEXT      NOT NULL DEFAULT '[]',
    color_scheme    TEXT      NOT NULL DEFAULT '#6b46c1',
    is_popular      BOOLEAN   NOT NULL DEFAULT FALSE,
    badge           TEXT      NOT NULL DEFAULT '',
    cta_text        TEXT      NOT NULL DEFAULT '',
    cta_link        TEXT      NOT NULL DEFAULT '',
    footer_text     TEXT      NOT NULL DEFAULT '',
    display_order   INTEGER   NOT NULL DEFAULT 99,
    created_at      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);

CREATE TABLE credit_packages (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    name          TEXT      NOT NULL UNIQUE,
    credits       INTEGER   NOT NULL CHECK (credits > 0),
    price_usd     INTEGER   NOT NULL CHECK (price_usd >= 0),
    display_order INTEGER   NOT NULL DEFAULT 99,
    active        BOOLEAN   NOT NULL DEFAULT TRUE,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);

-- One row per day and page route; counted only with analytics consent.
CREATE TABLE page_views (
    day   TEXT    NOT NULL,
    path  TEXT    NOT NULL,
    views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
    PRIMARY KEY (day, path)
);

-- +goose Down
DROP TABLE page_views;
DROP TABLE credit_packages;
DROP TABLE subscription_plans;
DROP TABLE site_settings;
DROP TABLE sessions;
DROP TABLE users;
