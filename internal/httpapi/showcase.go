package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/showcase"
	"github.com/texelforge/texelforge/internal/textures"
)

// showcaseView is product.md §3's "Showcase texture", plus kind and size.
type showcaseView struct {
	ID            int64     `json:"id"`
	Title         string    `json:"title"`
	Description   string    `json:"description"`
	ImageURL      string    `json:"imageUrl"`
	Username      string    `json:"username"`
	UserID        *int64    `json:"userId"`
	Upvotes       int64     `json:"upvotes"`
	Downvotes     int64     `json:"downvotes"`
	DownloadCount int64     `json:"downloadCount"`
	Tags          []string  `json:"tags"`
	CreatedAt     time.Time `json:"createdAt"`
	LicenseType   string    `json:"licenseType"`
	HasVoted      *voteView `json:"hasVoted"`
	Featured      bool      `json:"featured"`
	Kind          spec.Kind `json:"kind"`
	Size          int       `json:"size"`
}

type voteView struct {
	VoteType string `json:"voteType"`
}

func viewVote(v showcase.Vote) *voteView {
	switch v {
	case showcase.Upvote:
		return &voteView{VoteType: "upvote"}
	case showcase.Downvote:
		return &voteView{VoteType: "downvote"}
	}
	return nil
}

func viewShowcase(t showcase.Texture) showcaseView {
	return showcaseView{ID: t.ID, Title: t.Title, Description: t.Description, ImageURL: t.ImageURL(),
		Username: t.Username, UserID: &t.UserID, Upvotes: t.Upvotes, Downvotes: t.Downvotes,
		DownloadCount: t.Downloads, Tags: t.Tags, CreatedAt: t.CreatedAt, LicenseType: string(t.License),
		HasVoted: viewVote(t.MyVote), Featured: t.Featured, Kind: t.Kind, Size: t.Size}
}

func viewShowcaseList(list []showcase.Texture) []showcaseView {
	out := make([]showcaseView, len(list))
	for i, t := range list {
		out[i] = viewShowcase(t)
	}
	return out
}

type showcaseBody struct {
	Success bool         `json:"success"`
	Data    showcaseView `json:"data"`
}

// viewer is the signed-in user, or nil for a visitor; other errors (the
// database is down) are returned.
func viewer(d Deps, r *http.Request) (*account.User, error) {
	u, err := d.Accounts.CurrentUser(r.Context(), sessionToken(r))
	if apperr.KindOf(err) == apperr.Unauthenticated {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return &u, nil
}

func viewerID(u *account.User) int64 {
	if u == nil {
		return 0
	}
	return u.ID
}

// public runs h for anyone, with the signed-in user or nil.
func public(d Deps, h func(w http.ResponseWriter, r *http.Request, u *account.User)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := viewer(d, r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		h(w, r, u)
	})
}

func showcaseID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.E(apperr.NotFound, showcase.NotFoundMessage)
	}
	return id, nil
}

// listShowcase answers GET /api/showcase?q&sort&license&featured&kind&size&cursor&limit.
func listShowcase(d Deps) http.Handler {
	type response struct {
		Success    bool           `json:"success"`
		Data       []showcaseView `json:"data"`
		Total      int64          `json:"total"`
		NextCursor *string        `json:"nextCursor"`
	}
	encode := func(page showcase.Page) ([]byte, error) {
		out := response{Success: true, Data: viewShowcaseList(page.Textures), Total: page.Total}
		if page.Next != nil {
			next := page.Next.String()
			out.NextCursor = &next
		}
		var b bytes.Buffer
		err := json.NewEncoder(&b).Encode(out)
		return b.Bytes(), err
	}
	return public(d, func(w http.ResponseWriter, r *http.Request, u *account.User) {
		q, err := showcaseQuery(r)
		var body []byte
		switch {
		case err != nil: // answered below
		case u == nil: // the same for every visitor: the service keeps it encoded
			body, err = d.Showcase.ListEncoded(r.Context(), q, encode)
		default:
			q.Viewer = u.ID
			var page showcase.Page
			if page, err = d.Showcase.List(r.Context(), q); err == nil {
				body, err = encode(page)
			}
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		w.Header().Set("Cache-Control", "private, no-cache")
		respondEncoded(w, http.StatusOK, body)
	})
}

// showcaseQuery reads a listing's query string; the service checks the values.
func showcaseQuery(r *http.Request) (showcase.Query, error) {
	v := r.URL.Query()
	q := showcase.Query{Search: v.Get("q"), Sort: showcase.Sort(v.Get("sort")), Kind: spec.Kind(v.Get("kind"))}
	if l := v.Get("license"); l != "all" {
		q.License = showcase.License(l)
	}
	switch v.Get("featured") {
	case "":
	case "true":
		q.Featured = new(true)
	case "false":
		q.Featured = new(false)
	default:
		return q, apperr.E(apperr.Invalid, "featured must be true or false")
	}
	var err error
	for name, dst := range map[string]*int{"size": &q.Size, "limit": &q.Limit} {
		if s := v.Get(name); s != "" {
			if *dst, err = strconv.Atoi(s); err != nil || *dst <= 0 {
				return q, apperr.E(apperr.Invalid, fmt.Sprintf("%s must be a positive number", name))
			}
		}
	}
	q.After, err = showcase.ParseCursor(v.Get("cursor"))
	return q, err
}

// featuredShowcase answers GET /api/showcase/featured.
func featuredShowcase(d Deps) http.Handler {
	type response struct {
		Success bool           `json:"success"`
		Data    []showcaseView `json:"data"`
	}
	return public(d, func(w http.ResponseWriter, r *http.Request, u *account.User) {
		list, err := d.Showcase.FeaturedList(r.Context(), viewerID(u))
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Data: viewShowcaseList(list)})
	})
}

// getShowcase answers GET /api/showcase/{id}.
func getShowcase(d Deps) http.Handler {
	return public(d, func(w http.ResponseWriter, r *http.Request, u *account.User) {
		id, err := showcaseID(r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		t, err := d.Showcase.Get(r.Context(), id, viewerID(u))
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, showcaseBody{Success: true, Data: viewShowcase(t)})
	})
}

// showcaseImage answers GET /api/showcase/image/{id}?v=HASH&scale=N: public
// pixels, enlarged N times (1, or the link preview's scale) without
// smoothing. A revalidation that matches is answered before any scaling.
func showcaseImage(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := showcaseID(r)
		scale := 1
		if s := r.URL.Query().Get("scale"); s != "" && err == nil {
			if scale, err = strconv.Atoi(s); err != nil {
				err = apperr.E(apperr.Invalid, "The scale must be a whole number.")
			}
		}
		var png []byte
		var hash string
		if err == nil {
			png, hash, err = d.Showcase.Image(r.Context(), id)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		h := w.Header()
		h.Set("ETag", `"`+hash+`"`)
		if r.URL.Query().Get("v") == hash {
			h.Set("Cache-Control", "public, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "public, no-cache")
		}
		if etagMatches(r.Header.Get("If-None-Match"), hash) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		if png, err = d.Showcase.Scaled(id, hash, png, scale); err != nil {
			h.Del("ETag")
			h.Del("Cache-Control")
			respondError(w, r, d.Logger, err)
			return
		}
		writePNG(w, png, "")
	})
}

// writePNG sends a PNG, as an attachment named fileName when it is not empty.
func writePNG(w http.ResponseWriter, png []byte, fileName string) {
	h := w.Header()
	if fileName != "" {
		h.Set("Content-Disposition", `attachment; filename="`+fileName+`"`)
	}
	h.Set("Content-Type", "image/png")
	h.Set("Content-Length", strconv.Itoa(len(png)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(png)
}

// shareTexture answers POST /api/showcase {textureId, title, description, tags, licenseType}.
func shareTexture(d Deps) http.Handler {
	type request struct {
		TextureID   int64    `json:"textureId"`
		Title       string   `json:"title"`
		Description string   `json:"description"`
		Tags        []string `json:"tags"`
		LicenseType string   `json:"licenseType"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.Share, strconv.FormatInt(u.ID, 10)}) {
			return
		}
		t, err := d.Showcase.Share(r.Context(), u.ID, showcase.NewShare{TextureID: in.TextureID, Title: in.Title,
			Description: in.Description, Tags: in.Tags, License: in.LicenseType})
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusCreated, showcaseBody{Success: true, Data: viewShowcase(t)})
	})
}

// removeShowcase answers DELETE /api/showcase/{id}: the creator or an admin.
func removeShowcase(d Deps) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := d.Accounts.CurrentUser(r.Context(), sessionToken(r))
		if apperr.KindOf(err) == apperr.Unauthenticated {
			err = apperr.E(apperr.Unauthenticated, "You need to be logged in to delete textures")
		}
		var id int64
		if err == nil {
			id, err = showcaseID(r)
		}
		if err == nil {
			err = d.Showcase.Remove(r.Context(), u, id)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, map[string]bool{"success": true})
	})
}

// featureShowcase answers PUT /api/showcase/{id}/featured {featured}; routes.go lets only admins in.
func featureShowcase(d Deps) http.Handler {
	type request struct {
		Featured *bool `json:"featured"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		var id int64
		if err == nil && in.Featured == nil {
			err = apperr.E(apperr.Invalid, "featured must be true or false")
		}
		if err == nil {
			id, err = showcaseID(r)
		}
		var t showcase.Texture
		if err == nil {
			t, err = d.Showcase.SetFeatured(r.Context(), id, *in.Featured, u.ID)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, showcaseBody{Success: true, Data: viewShowcase(t)})
	})
}

// voteShowcase answers POST /api/showcase/vote {textureId, voteType}.
func voteShowcase(d Deps) http.Handler {
	type request struct {
		TextureID int64  `json:"textureId"`
		VoteType  string `json:"voteType"`
	}
	type counts struct {
		Upvotes   int64     `json:"upvotes"`
		Downvotes int64     `json:"downvotes"`
		HasVoted  *voteView `json:"hasVoted"`
	}
	type response struct {
		Success bool   `json:"success"`
		Data    counts `json:"data"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, err := d.Accounts.CurrentUser(r.Context(), sessionToken(r))
		if apperr.KindOf(err) == apperr.Unauthenticated {
			err = apperr.E(apperr.Unauthenticated, "Authentication Required")
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		if !limit(w, by{d.Limits.Vote, strconv.FormatInt(u.ID, 10)}) {
			return
		}
		c, err := d.Showcase.Vote(r.Context(), u.ID, in.TextureID, in.VoteType)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true,
			Data: counts{Upvotes: c.Upvotes, Downvotes: c.Downvotes, HasVoted: viewVote(c.MyVote)}})
	})
}

// downloadShowcase answers GET /api/showcase/download/{id}: the PNG as an
// attachment named by product.md §9, counted once per viewer and day.
func downloadShowcase(d Deps) http.Handler {
	return public(d, func(w http.ResponseWriter, r *http.Request, u *account.User) {
		if !limit(w, by{d.Limits.Download, clientIP(r)}) {
			return
		}
		id, err := showcaseID(r)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		t, png, err := d.Showcase.Download(r.Context(), u, clientIP(r), id)
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		w.Header().Set("Cache-Control", "no-store") // each viewer's first download of the day is counted
		writePNG(w, png, textures.FileName(t.Title, 1))
	})
}

// showcasePage answers /showcase/{id}: the app, with the texture's title,
// description and image in the head so a shared link previews it; 404 with
// the not-found page for an unknown id.
func showcasePage(d Deps, app *spa) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, err := showcaseID(r)
		var t showcase.Texture
		if err == nil {
			t, err = d.Showcase.Get(r.Context(), id, 0)
		}
		switch {
		case apperr.KindOf(err) == apperr.NotFound:
			app.writePage(w, r, app.notFound, http.StatusNotFound)
			return
		case err != nil:
			respondError(w, r, d.Logger, err)
			return
		}
		description := t.Description
		if description == "" {
			description = fmt.Sprintf("A %dx%d %s texture by %s in the Texelforge community showcase.", t.Size, t.Size,
				t.Kind, t.Username)
		}
		page, err := app.render(r.URL.Path, Page{Title: t.Title + " by " + t.Username + " | " + app.patterns.SiteName,
			Description: description, Image: fmt.Sprintf("%s/api/showcase/image/%d?v=%s&scale=%d", app.baseURL, t.ID,
				t.PNGHash, showcase.PreviewEdge/t.Size), Parent: "/showcase"}, false)
		if err != nil {
			respondError(w, r, d.Logger, errors.Join(apperr.E(apperr.Internal, "render failed"), err))
			return
		}
		app.writePage(w, r, page, http.StatusOK)
	})
}
