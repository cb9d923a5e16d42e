-- +goose Up
ALTER TABLE users ADD COLUMN plan_slug TEXT NOT NULL DEFAULT 'free';

-- Single-use password reset tokens; only their SHA-256 is stored.
CREATE TABLE password_resets (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash BLOB      NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

-- Accounts at external identity providers (Google), linked to a user.
CREATE TABLE user_identities (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider   TEXT      NOT NULL,
    subject    TEXT      NOT NULL,
    email      TEXT      NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    UNIQUE (provider, subject)
);
CREATE INDEX user_identities_user_id_idx ON user_identities (user_id);

-- Every email the site sends. Without SMTP this table is the outbox that
-- admins read; with SMTP a job delivers each row and records the outcome.
CREATE TABLE mail_outbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    to_address TEXT      NOT NULL,
    subject    TEXT      NOT NULL,
    text_body  TEXT      NOT NULL,
    html_body  TEXT      NOT NULL DEFAULT '',
    transport  TEXT      NOT NULL CHECK (transport IN ('outbox', 'smtp')),
    status     TEXT      NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts   INTEGER   NOT NULL DEFAULT 0,
    last_error TEXT      NOT NULL DEFAULT '',
    created_at TIMESTAMP NOT NULL,
    sent_at    TIMESTAMP
);
CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at);

-- Landing-page newsletter sign-ups, once per email.
CREATE TABLE newsletter_signups (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    email      TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX newsletter_signups_email_key ON newsletter_signups (lower(email));

-- +goose Down
DROP TABLE newsletter_signups;
DROP TABLE mail_outbox;
DROP TABLE user_identities;
DROP TABLE password_resets;
ALTER TABLE users DROP COLUMN plan_slug;
