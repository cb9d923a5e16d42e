package httpapi

import (
	"bytes"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/showcase"
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

func viewerID(u *account.User) int64 {
	if u == nil {
		return 0
	}
	return u.ID
}

func showcaseID(r *http.Request) (int64, error) { return showcase.ParseID(r.PathValue("id")) }

// listShowcase answers GET /api/showcase?q&sort&license&featured&kind&size&cursor&limit.
func listShowcase(shared *showcase.Service, log *slog.Logger) viewerHandler {
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
	return func(w http.ResponseWriter, r *http.Request, u *account.User) {
		q, err := showcaseQuery(r)
		var body []byte
		switch {
		case err != nil: // answered below
		case u == nil: // the same for every visitor: the service keeps it encoded
			body, err = shared.ListEncoded(r.Context(), q, encode)
		default:
			q.Viewer = u.ID
			var page showcase.Page
			if page, err = shared.List(r.Context(), q); err == nil {
				body, err = encode(page)
			}
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		w.Header().Set("Cache-Control", "private, no-cache")
		respondEncoded(w, http.StatusOK, body)
	}
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
func featuredShowcase(shared *showcase.Service, log *slog.Logger) viewerHandler {
	type response struct {
		Success bool           `json:"success"`
		Data    []showcaseView `json:"data"`
	}
	return func(w http.ResponseWriter, r *http.Request, u *account.User) {
		list, err := shared.FeaturedList(r.Context(), viewerID(u))
		reply(w, r, log, err, http.StatusOK, response{Success: true, Data: viewShowcaseList(list)})
	}
}

// getShowcase answers GET /api/showcase/{id}.
func getShowcase(shared *showcase.Service, log *slog.Logger) viewerHandler {
	return func(w http.ResponseWriter, r *http.Request, u *account.User) {
		id, err := showcaseID(r)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		t, err := shared.Get(r.Context(), id, viewerID(u))
		reply(w, r, log, err, http.StatusOK, showcaseBody{Success: true, Data: viewShowcase(t)})
	}
}

// shareTexture answers POST /api/showcase {textureId, title, description, tags, licenseType}.
func shareTexture(shared *showcase.Service, limits Limits, log *slog.Logger) userHandler {
	type request struct {
		TextureID   int64    `json:"textureId"`
		Title       string   `json:"title"`
		Description string   `json:"description"`
		Tags        []string `json:"tags"`
		LicenseType string   `json:"licenseType"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.Share, strconv.FormatInt(u.ID, 10)})
		}
		var t showcase.Texture
		if err == nil {
			t, err = shared.Share(r.Context(), u.ID, showcase.NewShare{TextureID: in.TextureID, Title: in.Title,
				Description: in.Description, Tags: in.Tags, License: in.LicenseType})
		}
		reply(w, r, log, err, http.StatusCreated, showcaseBody{Success: true, Data: viewShowcase(t)})
	}
}

// removeShowcase answers DELETE /api/showcase/{id}: the creator or an admin.
func removeShowcase(shared *showcase.Service, log *slog.Logger) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		id, err := showcaseID(r)
		if err == nil {
			err = shared.Remove(r.Context(), u, id)
		}
		reply(w, r, log, err, http.StatusOK, map[string]bool{"success": true})
	}
}

// featureShowcase answers PUT /api/showcase/{id}/featured {featured}; routes.go lets only admins in.
func featureShowcase(shared *showcase.Service, log *slog.Logger) userHandler {
	type request struct {
		Featured *bool `json:"featured"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
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
			t, err = shared.SetFeatured(r.Context(), id, *in.Featured, u.ID)
		}
		reply(w, r, log, err, http.StatusOK, showcaseBody{Success: true, Data: viewShowcase(t)})
	}
}

// voteShowcase answers POST /api/showcase/vote {textureId, voteType}.
func voteShowcase(shared *showcase.Service, limits Limits, log *slog.Logger) userHandler {
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
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err == nil {
			err = limit(r.Context(), by{limits.Vote, strconv.FormatInt(u.ID, 10)})
		}
		var c showcase.Counts
		if err == nil {
			c, err = shared.Vote(r.Context(), u.ID, in.TextureID, in.VoteType)
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true,
			Data: counts{Upvotes: c.Upvotes, Downvotes: c.Downvotes, HasVoted: viewVote(c.MyVote)}})
	}
}
