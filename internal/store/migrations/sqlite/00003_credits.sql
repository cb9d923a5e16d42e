-- +goose Up
-- Each user's credits: this period's plan credits and the purchased (or
-- granted) ones, which never expire. Balances only change together with a row
-- of credit_transactions, so they always equal the ledger's sums.
CREATE TABLE credit_accounts (
    user_id         INTEGER   PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    plan_total      INTEGER   NOT NULL CHECK (plan_total >= 0),
    plan_available  INTEGER   NOT NULL CHECK (plan_available >= 0),
    purchased_total INTEGER   NOT NULL CHECK (purchased_total >= 0),
    purchased_used  INTEGER   NOT NULL CHECK (purchased_used >= 0 AND purchased_used <= purchased_total),
    period_start    TIMESTAMP NOT NULL,
    period_end      TIMESTAMP NOT NULL,
    updated_at      TIMESTAMP NOT NULL
);
CREATE INDEX credit_accounts_period_end_idx ON credit_accounts (period_end);

-- The ledger: one row per balance change, never updated or deleted.
CREATE TABLE credit_transactions (
    id              INTEGER   PRIMARY KEY AUTOINCREMENT,
    user_id         INTEGER   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type            TEXT      NOT NULL
        CHECK (type IN ('plan_grant', 'plan_expire', 'grant', 'purchase', 'generation', 'refund')),
    plan_delta      INTEGER   NOT NULL,
    purchased_delta INTEGER   NOT NULL,
    description     TEXT      NOT NULL DEFAULT '',
    generation_id   TEXT,
    created_at      TIMESTAMP NOT NULL
);
CREATE INDEX credit_transactions_user_id_idx ON credit_transactions (user_id, id);
-- A generation is charged at most once and refunded at most once.
CREATE UNIQUE INDEX credit_transactions_generation_key ON credit_transactions (generation_id, type)
    WHERE generation_id IS NOT NULL;

-- +goose Down
DROP TABLE credit_transactions;
DROP TABLE credit_accounts;
