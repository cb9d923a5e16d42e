-- +goose Up
-- The job that runs a generation: when it can never run again (finished,
-- discarded after its attempts, or gone) while the generation is not final,
-- the generation fails and its credit is refunded at once, instead of after
-- a fixed time.
ALTER TABLE generations ADD COLUMN job_id BIGINT;

-- +goose Down
ALTER TABLE generations DROP COLUMN job_id;
