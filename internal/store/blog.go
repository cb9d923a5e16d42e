package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/blog"
)

const blogPostColumns = `p.id, p.slug, p.title, p.summary, p.markdown, p.cover_url, coalesce(p.author_id, 0),
	coalesce(u.username, ''), u.avatar_url, p.status, p.published_at, p.created_at, p.updated_at, `

// postTags are a post's tags joined with commas (a tag holds none), sorted.
var postTags = map[Engine]string{
	SQLite: `coalesce((SELECT group_concat(tag, ',') FROM
		(SELECT tag FROM blog_post_tags t WHERE t.post_id = p.id ORDER BY tag)), '')`,
	Postgres: `coalesce((SELECT string_agg(tag, ',' ORDER BY tag) FROM blog_post_tags t WHERE t.post_id = p.id), '')`,
}

const blogPostFrom = ` FROM blog_posts p LEFT JOIN users u ON u.id = p.author_id`

var (
	errPostNotFound = apperr.E(apperr.NotFound, blog.MsgNotFound)
	errSlugTaken    = apperr.E(apperr.Conflict, blog.MsgSlugTaken)
)

// publicPost is the condition for a post anyone may read at $1.
const publicPost = `p.status <> 'draft' AND p.published_at <= $1`

func (db *DB) postColumns() string { return blogPostColumns + postTags[db.Engine] }

func scanPost(row interface{ Scan(...any) error }) (blog.Post, error) {
	var p blog.Post
	var status, tags string
	var published sql.NullTime
	err := row.Scan(&p.ID, &p.Slug, &p.Title, &p.Summary, &p.Markdown, &p.CoverURL, &p.AuthorID, &p.AuthorName,
		&p.AuthorAvatar, &status, &published, &p.CreatedAt, &p.UpdatedAt, &tags)
	p.Status = blog.Status(status)
	if published.Valid {
		at := published.Time.UTC()
		p.PublishedAt = &at
	}
	p.Tags = []string{}
	if tags != "" {
		p.Tags = strings.Split(tags, ",")
	}
	return p, err
}

func (db *DB) queryPosts(ctx context.Context, op, where string, args ...any) ([]blog.Post, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT `+db.postColumns()+blogPostFrom+where, args...)
	if err != nil {
		return nil, wrap(op, err)
	}
	defer rows.Close()
	out := []blog.Post{}
	for rows.Next() {
		p, err := scanPost(rows)
		if err != nil {
			return nil, wrap(op, err)
		}
		out = append(out, p)
	}
	return out, wrap(op, rows.Err())
}

func (db *DB) postWhere(ctx context.Context, where string, args ...any) (blog.Post, error) {
	p, err := scanPost(db.SQL.QueryRowContext(ctx, `SELECT `+db.postColumns()+blogPostFrom+where, args...))
	if errors.Is(err, sql.ErrNoRows) {
		return p, errPostNotFound
	}
	return p, wrap("read post", err)
}

// InsertPost implements blog.Store.
func (db *DB) InsertPost(ctx context.Context, p blog.Post) (blog.Post, error) {
	var id int64
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `INSERT INTO blog_posts (slug, title, summary, markdown, cover_url, author_id,
			status, published_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
			p.Slug, p.Title, p.Summary, p.Markdown, p.CoverURL, nullID(p.AuthorID), string(p.Status), utcOrNil(p.PublishedAt),
			p.CreatedAt.UTC(), p.UpdatedAt.UTC()).Scan(&id)
		if isUniqueViolation(err) {
			return errSlugTaken
		}
		if err != nil {
			return wrap("insert post", err)
		}
		return db.savePostSlugAndTags(ctx, tx, id, p)
	})
	if err != nil {
		return blog.Post{}, err
	}
	return db.PostByID(ctx, id)
}

// UpdatePost implements blog.Store.
func (db *DB) UpdatePost(ctx context.Context, p blog.Post) (blog.Post, error) {
	err := db.InTx(ctx, func(tx *sql.Tx) error {
		var old string
		err := tx.QueryRowContext(ctx, `SELECT slug FROM blog_posts WHERE id = $1`, p.ID).Scan(&old)
		if errors.Is(err, sql.ErrNoRows) {
			return errPostNotFound
		}
		if err != nil {
			return wrap("read post slug", err)
		}
		_, err = tx.ExecContext(ctx, `UPDATE blog_posts SET slug = $1, title = $2, summary = $3, markdown = $4,
			cover_url = $5, status = $6, published_at = $7, updated_at = $8 WHERE id = $9`,
			p.Slug, p.Title, p.Summary, p.Markdown, p.CoverURL, string(p.Status), utcOrNil(p.PublishedAt),
			p.UpdatedAt.UTC(), p.ID)
		if isUniqueViolation(err) {
			return errSlugTaken
		}
		if err != nil {
			return wrap("update post", err)
		}
		if old != p.Slug {
			// The old address keeps working: links to it redirect here.
			if _, err := tx.ExecContext(ctx, `INSERT INTO blog_slug_redirects (slug, post_id) VALUES ($1, $2)
				ON CONFLICT (slug) DO UPDATE SET post_id = excluded.post_id`, old, p.ID); err != nil {
				return wrap("keep old slug", err)
			}
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM blog_post_tags WHERE post_id = $1`, p.ID); err != nil {
			return wrap("clear post tags", err)
		}
		return db.savePostSlugAndTags(ctx, tx, p.ID, p)
	})
	if err != nil {
		return blog.Post{}, err
	}
	return db.PostByID(ctx, p.ID)
}

// savePostSlugAndTags frees the post's slug from any redirect (a post's own
// slug wins over an old one of another post) and stores its tags.
func (db *DB) savePostSlugAndTags(ctx context.Context, tx *sql.Tx, id int64, p blog.Post) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM blog_slug_redirects WHERE slug = $1`, p.Slug); err != nil {
		return wrap("free slug", err)
	}
	for _, tag := range p.Tags {
		if _, err := tx.ExecContext(ctx, `INSERT INTO blog_post_tags (post_id, tag) VALUES ($1, $2)`, id, tag); err != nil {
			return wrap("insert post tag", err)
		}
	}
	return nil
}

// DeletePost implements blog.Store.
func (db *DB) DeletePost(ctx context.Context, id int64) error {
	res, err := db.SQL.ExecContext(ctx, `DELETE FROM blog_posts WHERE id = $1`, id)
	if err != nil {
		return wrap("delete post", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return errPostNotFound
	}
	return nil
}

// PostByID implements blog.Store.
func (db *DB) PostByID(ctx context.Context, id int64) (blog.Post, error) {
	return db.postWhere(ctx, ` WHERE p.id = $1`, id)
}

// PostBySlug implements blog.Store.
func (db *DB) PostBySlug(ctx context.Context, slug string) (blog.Post, error) {
	return db.postWhere(ctx, ` WHERE p.slug = $1 OR p.id = (SELECT post_id FROM blog_slug_redirects WHERE slug = $1)`, slug)
}

// PublicPosts implements blog.Store.
func (db *DB) PublicPosts(ctx context.Context, q blog.Query) ([]blog.Post, error) {
	args := []any{q.Now.UTC(), q.Limit}
	arg := func(v any) string {
		args = append(args, v)
		return fmt.Sprintf("$%d", len(args))
	}
	where := ` WHERE ` + publicPost
	if q.After != nil {
		at, id := arg(q.After.PublishedAt.UTC()), arg(q.After.ID)
		where += ` AND (p.published_at < ` + at + ` OR (p.published_at = ` + at + ` AND p.id < ` + id + `))`
	}
	if q.Tag != "" {
		where += ` AND EXISTS (SELECT 1 FROM blog_post_tags t WHERE t.post_id = p.id AND t.tag = ` + arg(q.Tag) + `)`
	}
	if q.Search != "" {
		like := arg("%" + escapeLike(strings.ToLower(q.Search)) + "%")
		where += ` AND (lower(p.title) LIKE ` + like + ` ESCAPE '\' OR lower(p.summary) LIKE ` + like + ` ESCAPE '\')`
	}
	return db.queryPosts(ctx, "list posts", where+` ORDER BY p.published_at DESC, p.id DESC LIMIT $2`, args...)
}

// AdminPosts implements blog.Store.
func (db *DB) AdminPosts(ctx context.Context, status blog.Status, before int64, limit int) ([]blog.Post, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	return db.queryPosts(ctx, "list posts", ` WHERE p.id < $1 AND ($2 = '' OR p.status = $2) ORDER BY p.id DESC LIMIT $3`,
		before, string(status), limit)
}

// PublicTags implements blog.Store.
func (db *DB) PublicTags(ctx context.Context, now time.Time) ([]blog.TagCount, error) {
	rows, err := db.SQL.QueryContext(ctx, `SELECT t.tag, count(*) FROM blog_post_tags t
		JOIN blog_posts p ON p.id = t.post_id WHERE `+publicPost+` GROUP BY t.tag ORDER BY count(*) DESC, t.tag`, now.UTC())
	if err != nil {
		return nil, wrap("list tags", err)
	}
	defer rows.Close()
	out := []blog.TagCount{}
	for rows.Next() {
		var t blog.TagCount
		if err := rows.Scan(&t.Tag, &t.Count); err != nil {
			return nil, wrap("list tags", err)
		}
		out = append(out, t)
	}
	return out, wrap("list tags", rows.Err())
}

// Neighbours implements blog.Store.
func (db *DB) Neighbours(ctx context.Context, p blog.Post, now time.Time) (older, newer *blog.Post, err error) {
	if p.PublishedAt == nil {
		return nil, nil, nil
	}
	at := p.PublishedAt.UTC()
	find := func(where string) (*blog.Post, error) {
		list, err := db.queryPosts(ctx, "read neighbour post", ` WHERE `+publicPost+where, now.UTC(), at, p.ID)
		if err != nil || len(list) == 0 {
			return nil, err
		}
		return &list[0], nil
	}
	if older, err = find(` AND (p.published_at < $2 OR (p.published_at = $2 AND p.id < $3))
		ORDER BY p.published_at DESC, p.id DESC LIMIT 1`); err != nil {
		return nil, nil, err
	}
	newer, err = find(` AND (p.published_at > $2 OR (p.published_at = $2 AND p.id > $3))
		ORDER BY p.published_at, p.id LIMIT 1`)
	return older, newer, err
}

func nullID(id int64) any {
	if id == 0 {
		return nil
	}
	return id
}

func utcOrNil(t *time.Time) any {
	if t == nil {
		return nil
	}
	return t.UTC()
}
