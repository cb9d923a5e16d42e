-- +goose Up
-- Every admin action, appended once and never changed (issue 19). The actor
-- is kept by id and name, with no foreign key, so that entries outlive the
-- accounts they name; triggers refuse updates and deletes.
CREATE TABLE audit_log (
    id          INTEGER   PRIMARY KEY AUTOINCREMENT,
    actor_id    INTEGER   NOT NULL,
    actor_name  TEXT      NOT NULL,
    action      TEXT      NOT NULL,
    target      TEXT      NOT NULL DEFAULT '',
    details     TEXT      NOT NULL DEFAULT '{}',
    client_addr TEXT      NOT NULL DEFAULT '',
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX audit_log_action_idx ON audit_log (action, id);

-- +goose StatementBegin
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
    SELECT RAISE(ABORT, 'the audit log is append-only');
END;
-- +goose StatementEnd

-- +goose Down
DROP TABLE audit_log;
