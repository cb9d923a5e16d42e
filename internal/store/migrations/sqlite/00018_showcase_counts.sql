-- +goose Up
-- Totals without counting (issue 22). showcase_counts holds how many listed
-- (not removed) textures each combination of the filter columns has: 36
-- rows at most, kept exact by triggers in the writing transaction, so a
-- listing's total is the sum of a few rows instead of a count over the
-- table. A search counts its matches as it finds its page (store.searchPage).
CREATE TABLE showcase_counts (
    license  TEXT    NOT NULL,
    kind     TEXT    NOT NULL,
    size     INTEGER NOT NULL,
    featured BOOLEAN NOT NULL,
    textures INTEGER NOT NULL CHECK (textures >= 0),
    PRIMARY KEY (license, kind, size, featured)
);
INSERT INTO showcase_counts (license, kind, size, featured, textures)
SELECT license, kind, size, featured, count(*) FROM showcase_textures WHERE removed_at IS NULL
GROUP BY license, kind, size, featured;

-- +goose StatementBegin
CREATE TRIGGER showcase_counts_insert AFTER INSERT ON showcase_textures WHEN new.removed_at IS NULL BEGIN
    INSERT INTO showcase_counts (license, kind, size, featured, textures)
    VALUES (new.license, new.kind, new.size, new.featured, 1)
    ON CONFLICT (license, kind, size, featured) DO UPDATE SET textures = textures + 1;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER showcase_counts_delete AFTER DELETE ON showcase_textures WHEN old.removed_at IS NULL BEGIN
    UPDATE showcase_counts SET textures = textures - 1
    WHERE license = old.license AND kind = old.kind AND size = old.size AND featured = old.featured;
END;
-- +goose StatementEnd
-- +goose StatementBegin
CREATE TRIGGER showcase_counts_update AFTER UPDATE OF license, kind, size, featured, removed_at ON showcase_textures
BEGIN
    UPDATE showcase_counts SET textures = textures - 1
    WHERE old.removed_at IS NULL
      AND license = old.license AND kind = old.kind AND size = old.size AND featured = old.featured;
    INSERT INTO showcase_counts (license, kind, size, featured, textures)
    SELECT new.license, new.kind, new.size, new.featured, 1 WHERE new.removed_at IS NULL
    ON CONFLICT (license, kind, size, featured) DO UPDATE SET textures = textures + 1;
END;
-- +goose StatementEnd

-- Every listed texture is in one of those 36 combinations (groups), and
-- each sort has an index within each group. A listing without a search
-- whose filters leave few textures reads a page of index entries in each
-- of their groups (store.browsePage) instead of walking the sort's index
-- of 00007 past every texture that the filters skip; one whose filters
-- leave many still walks that index.
CREATE INDEX showcase_group_popular_idx ON showcase_textures (license, kind, size, featured, score, id)
    WHERE removed_at IS NULL;
CREATE INDEX showcase_group_downloads_idx ON showcase_textures (license, kind, size, featured, download_count, id)
    WHERE removed_at IS NULL;
CREATE INDEX showcase_group_newest_idx ON showcase_textures (license, kind, size, featured, id)
    WHERE removed_at IS NULL;
-- The sorts' indexes of 00007 leave removed textures out too, so a walk
-- never reads a row to skip one.
DROP INDEX showcase_popular_idx;
CREATE INDEX showcase_popular_idx ON showcase_textures (score, id, license, kind, size, featured)
    WHERE removed_at IS NULL;
DROP INDEX showcase_downloads_idx;
CREATE INDEX showcase_downloads_idx ON showcase_textures (download_count, id, license, kind, size, featured)
    WHERE removed_at IS NULL;
DROP INDEX showcase_featured_idx;
CREATE INDEX showcase_featured_idx ON showcase_textures (featured, id, license, kind, size) WHERE removed_at IS NULL;
DROP INDEX showcase_newest_idx;
CREATE INDEX showcase_newest_idx ON showcase_textures (id, license, kind, size, featured) WHERE removed_at IS NULL;
-- A search looks up each full-text match's sort keys and filters here,
-- instead of in the texture's row, which holds its PNG.
CREATE INDEX showcase_match_idx ON showcase_textures (id, removed_at, license, kind, size, featured, score,
    download_count);

-- +goose Down
DROP INDEX showcase_match_idx;
DROP INDEX showcase_newest_idx;
CREATE INDEX showcase_newest_idx ON showcase_textures (id, license, kind, size, featured);
DROP INDEX showcase_featured_idx;
CREATE INDEX showcase_featured_idx ON showcase_textures (featured, id, license, kind, size);
DROP INDEX showcase_downloads_idx;
CREATE INDEX showcase_downloads_idx ON showcase_textures (download_count, id, license, kind, size, featured);
DROP INDEX showcase_popular_idx;
CREATE INDEX showcase_popular_idx ON showcase_textures (score, id, license, kind, size, featured);
DROP INDEX showcase_group_newest_idx;
DROP INDEX showcase_group_downloads_idx;
DROP INDEX showcase_group_popular_idx;
DROP TRIGGER showcase_counts_update;
DROP TRIGGER showcase_counts_delete;
DROP TRIGGER showcase_counts_insert;
DROP TABLE showcase_counts;
