-- +goose Up
-- Payments (ADR 0018). A checkout is one attempt to buy a package or a plan:
-- Stripe's session id, or ours in test mode. It is fulfilled once its credits
-- are in the ledger; payment_ref (the provider's payment) finds it again when
-- the payment is refunded or disputed.
CREATE TABLE checkouts (
    id               TEXT        PRIMARY KEY,
    user_id          BIGINT      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind             TEXT        NOT NULL CHECK (kind IN ('package', 'plan')),
    package_id       BIGINT      REFERENCES credit_packages (id),
    plan_slug        TEXT,
    item_name        TEXT        NOT NULL,
    credits          INTEGER     NOT NULL CHECK (credits >= 0),
    amount_usd       INTEGER     NOT NULL CHECK (amount_usd >= 0),
    provider         TEXT        NOT NULL CHECK (provider IN ('test', 'stripe')),
    return_to        TEXT        NOT NULL,
    status           TEXT        NOT NULL CHECK (status IN ('open', 'paid', 'expired')),
    renewals_fail    BOOLEAN     NOT NULL DEFAULT FALSE,
    payment_ref      TEXT        UNIQUE,
    credits_reversed INTEGER     NOT NULL DEFAULT 0 CHECK (credits_reversed >= 0),
    fulfilled_at     TIMESTAMPTZ,
    created_at       TIMESTAMPTZ NOT NULL,
    expires_at       TIMESTAMPTZ NOT NULL,
    CHECK ((kind = 'package') = (package_id IS NOT NULL) AND (kind = 'plan') = (plan_slug IS NOT NULL))
);
CREATE INDEX checkouts_user_id_idx ON checkouts (user_id, created_at);

-- A user's live subscription: one at most. Events of an older subscription
-- (another provider_subscription_id) change nothing.
CREATE TABLE subscriptions (
    user_id                  BIGINT      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    provider                 TEXT        NOT NULL CHECK (provider IN ('test', 'stripe')),
    provider_subscription_id TEXT        NOT NULL UNIQUE,
    provider_customer_id     TEXT        NOT NULL DEFAULT '',
    plan_slug                TEXT        NOT NULL,
    next_plan_slug           TEXT,
    status                   TEXT        NOT NULL CHECK (status IN ('active', 'past_due')),
    cancel_at_period_end     BOOLEAN     NOT NULL DEFAULT FALSE,
    renewals_fail            BOOLEAN     NOT NULL DEFAULT FALSE,
    current_period_start     TIMESTAMPTZ NOT NULL,
    current_period_end       TIMESTAMPTZ NOT NULL,
    created_at               TIMESTAMPTZ NOT NULL,
    updated_at               TIMESTAMPTZ NOT NULL
);
CREATE INDEX subscriptions_period_end_idx ON subscriptions (current_period_end);

-- Every provider event applied, once: stored in the transaction that applies it.
CREATE TABLE payment_events (
    provider    TEXT        NOT NULL,
    id          TEXT        NOT NULL,
    type        TEXT        NOT NULL,
    payload     TEXT        NOT NULL,
    received_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (provider, id)
);

-- A package that was ever sold is archived instead of deleted.
ALTER TABLE credit_packages ADD COLUMN archived BOOLEAN NOT NULL DEFAULT FALSE;

-- The ledger gains the payment rows: payment_ref makes each grant or
-- reversal of a payment happen once, whichever event (or replay) brings it.
ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_type_check;
ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_type_check
    CHECK (type IN ('plan_grant', 'plan_expire', 'plan_upgrade', 'grant', 'purchase', 'reversal', 'generation',
                    'refund'));
ALTER TABLE credit_transactions ADD COLUMN payment_ref TEXT;
CREATE UNIQUE INDEX credit_transactions_payment_key ON credit_transactions (payment_ref)
    WHERE payment_ref IS NOT NULL;

-- +goose Down
DROP INDEX credit_transactions_payment_key;
ALTER TABLE credit_transactions DROP COLUMN payment_ref;
ALTER TABLE credit_transactions DROP CONSTRAINT credit_transactions_type_check;
ALTER TABLE credit_transactions ADD CONSTRAINT credit_transactions_type_check
    CHECK (type IN ('plan_grant', 'plan_expire', 'grant', 'purchase', 'generation', 'refund'));
ALTER TABLE credit_packages DROP COLUMN archived;
DROP TABLE payment_events;
DROP TABLE subscriptions;
DROP TABLE checkouts;
