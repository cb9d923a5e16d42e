-- +goose Up
-- Totals without counting (issue 22). showcase_counts holds how many listed
-- (not removed) textures each combination of the filter columns has: 36
-- rows at most, kept exact by a trigger in the writing transaction, so a
-- listing's total is the sum of a few rows instead of a count over the
-- table. A search counts its matches as it finds its page (store.searchPage).
CREATE TABLE showcase_counts (
    license  TEXT    NOT NULL,
    kind     TEXT    NOT NULL,
    size     INTEGER NOT NULL,
    featured BOOLEAN NOT NULL,
    textures BIGINT  NOT NULL CHECK (textures >= 0),
    PRIMARY KEY (license, kind, size, featured)
);
INSERT INTO showcase_counts (license, kind, size, featured, textures)
SELECT license, kind, size, featured, count(*) FROM showcase_textures WHERE removed_at IS NULL
GROUP BY license, kind, size, featured;

-- +goose StatementBegin
CREATE FUNCTION showcase_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        IF OLD.removed_at IS NULL THEN
            UPDATE showcase_counts SET textures = textures - 1
            WHERE license = OLD.license AND kind = OLD.kind AND size = OLD.size AND featured = OLD.featured;
        END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        IF NEW.removed_at IS NULL THEN
            INSERT INTO showcase_counts (license, kind, size, featured, textures)
            VALUES (NEW.license, NEW.kind, NEW.size, NEW.featured, 1)
            ON CONFLICT (license, kind, size, featured) DO UPDATE SET textures = showcase_counts.textures + 1;
        END IF;
    END IF;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER showcase_counts_insert_delete AFTER INSERT OR DELETE ON showcase_textures
    FOR EACH ROW EXECUTE FUNCTION showcase_counts_change();
-- Votes and downloads change none of these columns and skip the trigger.
CREATE TRIGGER showcase_counts_update AFTER UPDATE OF license, kind, size, featured, removed_at ON showcase_textures
    FOR EACH ROW
    WHEN ((OLD.license, OLD.kind, OLD.size, OLD.featured, OLD.removed_at IS NULL)
        IS DISTINCT FROM (NEW.license, NEW.kind, NEW.size, NEW.featured, NEW.removed_at IS NULL))
    EXECUTE FUNCTION showcase_counts_change();

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

-- The full-text document also holds the filters' values as lexemes
-- ('kind=item': no searched word has '='), so a search with filters
-- intersects them in the index and reads only the rows that match both,
-- instead of every match of its words. The index leaves removed textures
-- out, and searches read it alone, never a list of pending entries that
-- only a vacuum merges (fastupdate): shares and feature changes are rare.
ALTER TABLE showcase_textures DROP COLUMN search;
ALTER TABLE showcase_textures ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (
    to_tsvector('simple', title || ' ' || description || ' ' || tags || ' ' || username)
    || array_to_tsvector(ARRAY['license=' || license, 'kind=' || kind, 'size=' || size::text,
        'featured=' || featured::text])) STORED;
CREATE INDEX showcase_search_idx ON showcase_textures USING GIN (search) WITH (fastupdate = off)
    WHERE removed_at IS NULL;

-- +goose Down
ALTER TABLE showcase_textures DROP COLUMN search;
ALTER TABLE showcase_textures ADD COLUMN search TSVECTOR GENERATED ALWAYS AS (to_tsvector('simple',
    title || ' ' || description || ' ' || tags || ' ' || username)) STORED;
CREATE INDEX showcase_search_idx ON showcase_textures USING GIN (search);
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
DROP TRIGGER showcase_counts_update ON showcase_textures;
DROP TRIGGER showcase_counts_insert_delete ON showcase_textures;
DROP FUNCTION showcase_counts_change();
DROP TABLE showcase_counts;
