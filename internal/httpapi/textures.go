package httpapi

import (
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/textures"
)

// textureView is a saved texture as the API shows it (docs/studio-api.md).
type textureView struct {
	ID           int64     `json:"id"`
	Title        string    `json:"title"`
	Prompt       string    `json:"prompt"`
	Kind         spec.Kind `json:"kind"`
	Size         int       `json:"size"`
	ImageURL     string    `json:"imageUrl"`
	GenerationID *string   `json:"generationId"`
	ShowcaseID   *int64    `json:"showcaseId"`
	CreatedAt    time.Time `json:"createdAt"`
	UpdatedAt    time.Time `json:"updatedAt"`
}

func viewTexture(t textures.Texture) textureView {
	v := textureView{ID: t.ID, Title: t.Title, Prompt: t.Prompt, Kind: t.Kind, Size: t.Size, ImageURL: t.ImageURL(),
		CreatedAt: t.CreatedAt, UpdatedAt: t.UpdatedAt}
	if t.GenerationID != "" {
		v.GenerationID = &t.GenerationID
	}
	if t.ShowcaseID != 0 {
		v.ShowcaseID = &t.ShowcaseID
	}
	return v
}

type textureBody struct {
	Success bool        `json:"success"`
	Texture textureView `json:"texture"`
}

// textureID reads {id}; one that is not a number names no texture.
func textureID(r *http.Request) (int64, error) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		return 0, apperr.E(apperr.NotFound, "Texture not found")
	}
	return id, nil
}

// ownTexture wraps a handler of one of the user's textures: {id} read. The
// service answers 404 for another user's texture.
func ownTexture(log *slog.Logger, h func(w http.ResponseWriter, r *http.Request, u account.User, id int64)) userHandler {
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		id, err := textureID(r)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		h(w, r, u, id)
	}
}

// listTextures answers GET /api/textures?limit&cursor: a page of the
// user's textures, newest first, and the cursor of the next page (null on
// the last).
func listTextures(saved *textures.Service, log *slog.Logger) userHandler {
	type response struct {
		Success    bool          `json:"success"`
		Textures   []textureView `json:"textures"`
		NextCursor *string       `json:"nextCursor"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		after, limit, err := texturesPage(r)
		var page textures.Page
		if err == nil {
			page, err = saved.List(r.Context(), u.ID, after, limit)
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		out := response{Success: true, Textures: make([]textureView, len(page.Textures))}
		for i, t := range page.Textures {
			out.Textures[i] = viewTexture(t)
		}
		if page.Next != nil {
			next := page.Next.String()
			out.NextCursor = &next
		}
		respond(w, http.StatusOK, out)
	}
}

// texturesPage reads a list's cursor and limit (0 when absent); the service checks the limit's range.
func texturesPage(r *http.Request) (*textures.Cursor, int, error) {
	limit, err := pageLimit(r, textures.MaxPageSize)
	if err != nil {
		return nil, 0, err
	}
	after, err := textures.ParseCursor(r.URL.Query().Get("cursor"))
	return after, limit, err
}

// createTexture answers POST /api/textures {title, prompt, kind, size, png,
// generationId?} with 201 and the texture.
func createTexture(saved *textures.Service, log *slog.Logger) userHandler {
	type request struct {
		Title        string `json:"title"`
		Prompt       string `json:"prompt"`
		Kind         string `json:"kind"`
		Size         int    `json:"size"`
		PNG          string `json:"png"`
		GenerationID string `json:"generationId"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		t, err := saved.Create(r.Context(), u.ID, textures.NewTexture{Title: in.Title, Prompt: in.Prompt,
			Kind: in.Kind, Size: in.Size, PNG: in.PNG, GenerationID: in.GenerationID})
		reply(w, r, log, err, http.StatusCreated, textureBody{Success: true, Texture: viewTexture(t)})
	}
}

// getTexture answers GET /api/textures/{id}.
func getTexture(saved *textures.Service, log *slog.Logger) userHandler {
	return ownTexture(log, func(w http.ResponseWriter, r *http.Request, u account.User, id int64) {
		t, err := saved.Get(r.Context(), u.ID, id)
		reply(w, r, log, err, http.StatusOK, textureBody{Success: true, Texture: viewTexture(t)})
	})
}

// updateTexture answers PATCH /api/textures/{id} {title?, png?}.
func updateTexture(saved *textures.Service, log *slog.Logger) userHandler {
	type request struct {
		Title *string `json:"title"`
		PNG   *string `json:"png"`
	}
	return ownTexture(log, func(w http.ResponseWriter, r *http.Request, u account.User, id int64) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		t, err := saved.Update(r.Context(), u.ID, id, textures.Change{Title: in.Title, PNG: in.PNG})
		reply(w, r, log, err, http.StatusOK, textureBody{Success: true, Texture: viewTexture(t)})
	})
}

// deleteTexture answers DELETE /api/textures/{id}.
func deleteTexture(saved *textures.Service, log *slog.Logger) userHandler {
	return ownTexture(log, func(w http.ResponseWriter, r *http.Request, u account.User, id int64) {
		if err := saved.Delete(r.Context(), u.ID, id); err != nil {
			respondError(w, r, log, err)
			return
		}
		respond(w, http.StatusOK, map[string]bool{"success": true})
	})
}

// texturePNG answers GET /api/textures/{id}/png?scale=N&download=1&v=HASH:
// the pixels enlarged N times without smoothing. With v equal to the
// current hash the URL names these exact pixels, so it is cached for a year;
// without it the browser revalidates with the ETag (the hash).
func texturePNG(saved *textures.Service, log *slog.Logger) userHandler {
	return ownTexture(log, func(w http.ResponseWriter, r *http.Request, u account.User, id int64) {
		q := r.URL.Query()
		scale := 1
		if s := q.Get("scale"); s != "" {
			scale, _ = strconv.Atoi(s) // not a number is 0, which CheckScale refuses
		}
		t, err := saved.Get(r.Context(), u.ID, id)
		if err == nil {
			err = textures.CheckScale(t.Size, scale)
		}
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		var data []byte
		notModified := etagMatches(r.Header.Get("If-None-Match"), t.PNGHash)
		if !notModified {
			if data, err = saved.ScaledPNG(r.Context(), t, scale); err != nil {
				respondError(w, r, log, err)
				return
			}
		}
		h := w.Header()
		h.Set("ETag", `"`+t.PNGHash+`"`)
		if q.Get("v") == t.PNGHash {
			h.Set("Cache-Control", "private, max-age=31536000, immutable")
		} else {
			h.Set("Cache-Control", "private, no-cache")
		}
		if q.Get("download") == "1" {
			h.Set("Content-Disposition", `attachment; filename="`+textures.FileName(t.Title, scale)+`"`)
		}
		if notModified {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		h.Set("Content-Type", "image/png")
		h.Set("Content-Length", strconv.Itoa(len(data)))
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write(data)
	})
}

// etagMatches reports whether an If-None-Match header names the tag.
func etagMatches(header, tag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == "*" || t == `"`+tag+`"` {
			return true
		}
	}
	return false
}

// vanillaNames answers GET /api/textures/vanilla-names?kind=block|item&q=Q:
// vanilla texture names to replace, names starting with Q first, at most 50.
func vanillaNames(log *slog.Logger) http.Handler {
	type response struct {
		Success bool     `json:"success"`
		Names   []string `json:"names"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		folder := r.URL.Query().Get("kind")
		if folder == string(spec.Flat) {
			folder = string(spec.Item) // flat textures replace items
		}
		if folder != string(spec.Block) && folder != string(spec.Item) {
			respondError(w, r, log, apperr.E(apperr.Invalid, "The kind must be block or item."))
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=3600")
		respond(w, http.StatusOK, response{Success: true, Names: textures.SearchVanilla(folder, r.URL.Query().Get("q"))})
	})
}

// packVersions answers GET /api/textures/pack-versions: the game versions a
// pack can target, newest first.
func packVersions() http.Handler {
	type response struct {
		Success  bool                   `json:"success"`
		Versions []textures.PackVersion `json:"versions"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		respond(w, http.StatusOK, response{Success: true, Versions: textures.PackVersions})
	})
}

// exportTextures answers POST /api/textures/export {ids, edition, version,
// names, packName, description} with the pack as a download.
func exportTextures(saved *textures.Service, log *slog.Logger) userHandler {
	type request struct {
		IDs         []int64           `json:"ids"`
		Edition     string            `json:"edition"`
		Version     string            `json:"version"`
		Names       map[string]string `json:"names"`
		PackName    string            `json:"packName"`
		Description string            `json:"description"`
	}
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		pack, err := saved.Export(r.Context(), u.ID, textures.ExportRequest{IDs: in.IDs, Edition: in.Edition,
			Version: in.Version, Names: in.Names, PackName: in.PackName, Description: in.Description})
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		h := w.Header()
		h.Set("Content-Type", pack.ContentType)
		h.Set("Content-Disposition", `attachment; filename="`+pack.FileName+`"`)
		h.Set("Content-Length", strconv.Itoa(len(pack.Data)))
		h.Set("Cache-Control", "no-store")
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write(pack.Data)
	}
}
