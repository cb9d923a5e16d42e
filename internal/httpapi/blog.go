package httpapi

import (
	"errors"
	"io"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/blog"
)

// coverBodyLimit bounds a cover upload's request: the file and the form around it.
const coverBodyLimit = blog.MaxCoverBytes + 64<<10

// blogList answers GET /api/blog/posts?tag=&q=&cursor=.
func blogList(posts *blog.Service, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		after, err := blog.ParseCursor(q.Get("cursor"))
		var out blog.ListPage
		if err == nil {
			out, err = posts.ListPage(r.Context(), blog.Query{Tag: q.Get("tag"), Search: q.Get("q"), After: after})
		}
		reply(w, r, log, err, http.StatusOK, out)
	})
}

// blogPost answers GET /api/blog/posts/{slug}: a public post, also by an
// old slug (post.slug then tells the new one).
func blogPost(posts *blog.Service, log *slog.Logger) http.Handler {
	type response struct {
		Success bool      `json:"success"`
		Post    blog.View `json:"post"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, err := posts.Public(r.Context(), r.PathValue("slug"))
		var v blog.View
		if err == nil {
			v, err = posts.View(r.Context(), p)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Post: v})
	})
}

// blogTags answers GET /api/blog/tags.
func blogTags(posts *blog.Service, log *slog.Logger) http.Handler {
	type response struct {
		Success bool            `json:"success"`
		Tags    []blog.TagCount `json:"tags"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tags, err := posts.Tags(r.Context())
		reply(w, r, log, err, http.StatusOK, response{Success: true, Tags: tags})
	})
}

// adminBlogPosts answers GET /api/admin/blog/posts?status=&cursor=&limit=.
func adminBlogPosts(posts *blog.Service, log *slog.Logger) userHandler {
	type response struct {
		Success    bool             `json:"success"`
		Posts      []blog.AdminView `json:"posts"`
		NextCursor *string          `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		limit, after, err := idPage(r)
		var list []blog.Post
		if err == nil {
			list, err = posts.Admin(r.Context(), blog.Status(r.URL.Query().Get("status")), after, limit+1)
		}
		out := response{Success: true, Posts: []blog.AdminView{}}
		if err == nil && len(list) > limit {
			list = list[:limit]
			out.NextCursor = idCursor(list[limit-1].ID)
		}
		for _, p := range list {
			v, verr := posts.AdminView(r.Context(), p, false)
			err = errors.Join(err, verr)
			out.Posts = append(out.Posts, v)
		}
		reply(w, r, log, err, http.StatusOK, out)
	}
}

type adminPostResponse struct {
	Success bool           `json:"success"`
	Message string         `json:"message,omitempty"`
	Post    blog.AdminView `json:"post"`
}

func postID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.E(apperr.NotFound, blog.MsgNotFound)
	}
	return id, nil
}

// adminBlogPost answers GET /api/admin/blog/posts/{id}: a post with its Markdown.
func adminBlogPost(posts *blog.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := postID(r)
		var v blog.AdminView
		if err == nil {
			var p blog.Post
			if p, err = posts.Get(r.Context(), id); err == nil {
				v, err = posts.AdminView(r.Context(), p, true)
			}
		}
		reply(w, r, log, err, http.StatusOK, adminPostResponse{Success: true, Post: v})
	}
}

// saveBlogPost answers POST /api/admin/blog/posts (create: byID is false) and
// PUT /api/admin/blog/posts/{id}.
func saveBlogPost(posts *blog.Service, byID bool, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[blog.Input](r)
		var p blog.Post
		status, msg := http.StatusCreated, "Post created"
		switch {
		case err != nil:
		case byID:
			status, msg = http.StatusOK, "Post saved"
			var id int64
			if id, err = postID(r); err == nil {
				p, err = posts.Update(r.Context(), id, in)
			}
		default:
			p, err = posts.Create(r.Context(), u.ID, in)
		}
		var v blog.AdminView
		if err == nil {
			v, err = posts.AdminView(r.Context(), p, true)
			// The audit log keeps what was decided, not a copy of the text.
			setAuditDetails(r, map[string]any{"id": p.ID, "title": p.Title, "slug": p.Slug, "status": in.Status,
				"publishAt": in.PublishAt, "tags": p.Tags, "coverUrl": p.CoverURL, "markdownCharacters": len([]rune(p.Markdown))})
		}
		reply(w, r, log, err, status, adminPostResponse{Success: true, Message: msg, Post: v})
	}
}

// deleteBlogPost answers DELETE /api/admin/blog/posts/{id}.
func deleteBlogPost(posts *blog.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		id, err := postID(r)
		if err == nil {
			err = posts.Delete(r.Context(), id)
		}
		reply(w, r, log, err, http.StatusOK, errorBody{Success: true, Message: "Post deleted"}) // the same shape
	}
}

// previewBlogPost answers POST /api/admin/blog/preview {markdown}: the HTML a
// post with it would show.
func previewBlogPost(posts *blog.Service, log *slog.Logger) userHandler {
	type request struct {
		Markdown string `json:"markdown"`
	}
	type response struct {
		Success bool   `json:"success"`
		HTML    string `json:"html"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		in, err := decode[request](r)
		var out blog.Rendered
		if err == nil {
			out, err = posts.Preview(r.Context(), in.Markdown)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, HTML: out.HTML})
	}
}

// uploadBlogCover answers POST /api/admin/blog/cover (multipart, field "file").
func uploadBlogCover(posts *blog.Service, log *slog.Logger) userHandler {
	type response struct {
		Success bool   `json:"success"`
		URL     string `json:"url"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		data, err := formFile(r, "file", blog.MaxCoverBytes, "The cover must be at most 5 MB")
		var url string
		if err == nil {
			url, err = posts.SaveCover(r.Context(), data)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, URL: url})
	}
}

// formFile reads the multipart form field name, of at most limit bytes.
func formFile(r *http.Request, name string, limit int64, tooLarge string) ([]byte, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, apperr.Wrap(apperr.Invalid, "Send the file as multipart/form-data", err)
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return nil, apperr.E(apperr.Invalid, "No file was sent")
		}
		var maxBytes *http.MaxBytesError
		if errors.As(err, &maxBytes) {
			return nil, apperr.E(apperr.TooLarge, tooLarge)
		}
		if err != nil {
			return nil, apperr.Wrap(apperr.Invalid, "The upload could not be read", err)
		}
		if part.FormName() != name {
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, limit+1))
		if errors.As(err, &maxBytes) || int64(len(data)) > limit {
			return nil, apperr.E(apperr.TooLarge, tooLarge)
		}
		if err != nil {
			return nil, apperr.Wrap(apperr.Invalid, "The upload could not be read", err)
		}
		return data, nil
	}
}
