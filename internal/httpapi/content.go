package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/content"
)

// siteLogo answers GET /api/site-settings/logo; an empty logoUrl means the
// bundled logo.
func siteLogo(svc *content.Service, log *slog.Logger) http.Handler {
	type response struct {
		Success bool   `json:"success"`
		LogoURL string `json:"logoUrl"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		url, err := svc.LogoURL(r.Context())
		if err != nil {
			respondError(w, r, log, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, LogoURL: url})
	})
}

// pageContent answers GET /api/page-content/{pageId}/{elementId}: the saved
// text, or 404 when the page should show its built-in one.
func pageContent(d Deps) http.Handler {
	type response struct {
		Success bool                `json:"success"`
		Data    content.PageContent `json:"data"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		c, err := d.Content.PageContent(r.Context(), r.PathValue("pageId"), r.PathValue("elementId"))
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Data: c})
	})
}

// savePageContent answers POST /api/page-content {pageId, elementId,
// content, type} (admins).
func savePageContent(d Deps) http.Handler {
	type request struct {
		PageID    string `json:"pageId"`
		ElementID string `json:"elementId"`
		Content   string `json:"content"`
		Type      string `json:"type"`
	}
	type response struct {
		Success bool                `json:"success"`
		Message string              `json:"message"`
		Data    content.PageContent `json:"data"`
	}
	return authed(d, func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		var c content.PageContent
		if err == nil {
			c, err = d.Content.SavePageContent(r.Context(), u.ID,
				content.PageContent{PageID: in.PageID, ElementID: in.ElementID, Content: in.Content, Type: in.Type})
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Message: "Content saved", Data: c})
	})
}

// siteSettings answers GET /api/site-settings: the settings the public
// pages need, typed.
func siteSettings(d Deps) http.Handler {
	type data struct {
		Settings content.PublicSettings `json:"settings"`
	}
	type response struct {
		Success bool `json:"success"`
		Data    data `json:"data"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		s, err := d.Content.PublicSettings(r.Context())
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Data: data{Settings: s}})
	})
}

// adminSettings answers GET /api/admin/settings: every setting, stored over
// the defaults, as text.
func adminSettings(d Deps) http.Handler {
	type data struct {
		Settings map[string]string `json:"settings"`
	}
	type response struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
		Data    data   `json:"data"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s, err := d.Content.Settings(r.Context())
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, response{Success: true, Message: "OK", Data: data{Settings: s}})
	})
}

// updateSetting answers PUT /api/admin/settings {key, value}: value is any
// JSON the key allows.
func updateSetting(d Deps) http.Handler {
	type request struct {
		Key   string `json:"key"`
		Value any    `json:"value"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		in, err := decode[request](r)
		if err == nil {
			err = d.Content.SetSetting(r.Context(), in.Key, in.Value)
		}
		if err != nil {
			respondError(w, r, d.Logger, err)
			return
		}
		respond(w, http.StatusOK, messageResponse{Success: true, Message: "Setting updated"})
	})
}
