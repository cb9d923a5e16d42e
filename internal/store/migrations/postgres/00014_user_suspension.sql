-- +goose Up
-- An admin may suspend an account: its sessions end and it cannot sign in
-- until unsuspended (issue 19).
ALTER TABLE users ADD COLUMN suspended_at TIMESTAMPTZ;

-- +goose Down
ALTER TABLE users DROP COLUMN suspended_at;
