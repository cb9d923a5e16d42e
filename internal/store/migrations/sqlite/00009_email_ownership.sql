-- +goose Up
-- An account's email counts as the owner's only once a link sent to it was
-- opened (or Google vouched for it). Accounts already linked to Google had
-- their address verified by Google.
ALTER TABLE users ADD COLUMN email_verified_at TIMESTAMP;
UPDATE users SET email_verified_at = created_at
    WHERE EXISTS (SELECT 1 FROM user_identities i WHERE i.user_id = users.id);

-- Single-use links sent by email other than password resets: verifying an
-- account's address, confirming a newsletter sign-up, unsubscribing. Only
-- the SHA-256 of each token is stored.
CREATE TABLE email_tokens (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    token_hash BLOB      NOT NULL UNIQUE,
    purpose    TEXT      NOT NULL CHECK (purpose IN ('verify_email', 'newsletter_confirm', 'newsletter_unsubscribe')),
    user_id    INTEGER   REFERENCES users (id) ON DELETE CASCADE,
    email      TEXT      NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX email_tokens_user_id_idx ON email_tokens (user_id);
CREATE INDEX email_tokens_email_idx ON email_tokens (lower(email));
CREATE INDEX email_tokens_expires_at_idx ON email_tokens (expires_at);

-- Newsletter sign-ups are double opt-in: mail goes only to confirmed ones.
ALTER TABLE newsletter_signups ADD COLUMN confirmed_at TIMESTAMP;
-- People who ticked the newsletter box at sign-up join the list, confirmed
-- if their address is verified already.
INSERT INTO newsletter_signups (email, created_at, confirmed_at)
    SELECT u.email, u.created_at, u.email_verified_at FROM users u
    WHERE u.newsletter AND NOT EXISTS (SELECT 1 FROM newsletter_signups s WHERE lower(s.email) = lower(u.email));

-- Extra headers of a message (List-Unsubscribe), as a JSON object.
ALTER TABLE mail_outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';

-- +goose Down
ALTER TABLE mail_outbox DROP COLUMN headers;
ALTER TABLE newsletter_signups DROP COLUMN confirmed_at;
DROP TABLE email_tokens;
ALTER TABLE users DROP COLUMN email_verified_at;
