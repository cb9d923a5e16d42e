-- +goose Up
-- Each sort's index also carries the filter columns (licence, kind, size,
-- featured), so a filtered page walks its sort's index and checks the
-- filters there instead of reading each texture's row (which holds the
-- PNG), and a filtered count reads an index, not the table. newest and
-- oldest get one as well: they sort by id. No index on the filters alone:
-- SQLite would then read every match through it and sort them all, even
-- when the first page lies among the first rows of the sort's index.
DROP INDEX showcase_popular_idx;
CREATE INDEX showcase_popular_idx ON showcase_textures (score, id, license, kind, size, featured);
DROP INDEX showcase_downloads_idx;
CREATE INDEX showcase_downloads_idx ON showcase_textures (download_count, id, license, kind, size, featured);
DROP INDEX showcase_featured_idx;
CREATE INDEX showcase_featured_idx ON showcase_textures (featured, id, license, kind, size);
CREATE INDEX showcase_newest_idx ON showcase_textures (id, license, kind, size, featured);

-- +goose Down
DROP INDEX showcase_newest_idx;
DROP INDEX showcase_featured_idx;
CREATE INDEX showcase_featured_idx ON showcase_textures (featured, id);
DROP INDEX showcase_downloads_idx;
CREATE INDEX showcase_downloads_idx ON showcase_textures (download_count, id);
DROP INDEX showcase_popular_idx;
CREATE INDEX showcase_popular_idx ON showcase_textures (score, id);
