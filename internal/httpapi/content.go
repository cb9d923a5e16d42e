package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/content"
)

// siteLogo answers GET /api/site-settings/logo; an empty logoUrl means the
// bundled logo.
func siteLogo(texts *content.Service, log *slog.Logger) http.Handler {
	type response struct {
		Success bool   `json:"success"`
		LogoURL string `json:"logoUrl"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		url, err := texts.LogoURL(r.Context())
		reply(w, r, log, err, http.StatusOK, response{Success: true, LogoURL: url})
	})
}

// pageContent answers GET /api/page-content/{pageId}/{elementId}: the saved
// text, or 404 when the page should show its built-in one.
func pageContent(texts *content.Service, log *slog.Logger) http.Handler {
	type response struct {
		Success bool                `json:"success"`
		Data    content.PageContent `json:"data"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		c, err := texts.PageContent(r.Context(), r.PathValue("pageId"), r.PathValue("elementId"))
		reply(w, r, log, err, http.StatusOK, response{Success: true, Data: c})
	})
}

// savePageContent answers POST /api/page-content {pageId, elementId,
// content, type} (admins).
func savePageContent(texts *content.Service, log *slog.Logger) userHandler {
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
	return func(w http.ResponseWriter, r *http.Request, u account.User) {
		in, err := decode[request](r)
		var c content.PageContent
		if err == nil {
			c, err = texts.SavePageContent(r.Context(), u.ID,
				content.PageContent{PageID: in.PageID, ElementID: in.ElementID, Content: in.Content, Type: in.Type})
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: "Content saved", Data: c})
	}
}

// siteSettings answers GET /api/site-settings: the settings the public
// pages need, typed.
func siteSettings(texts *content.Service, log *slog.Logger) http.Handler {
	type data struct {
		Settings content.PublicSettings `json:"settings"`
	}
	type response struct {
		Success bool `json:"success"`
		Data    data `json:"data"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		s, err := texts.PublicSettings(r.Context())
		reply(w, r, log, err, http.StatusOK, response{Success: true, Data: data{Settings: s}})
	})
}

// adminSettings answers GET /api/admin/settings: every setting, stored over
// the defaults, as text.
func adminSettings(texts *content.Service, log *slog.Logger) userHandler {
	type data struct {
		Settings map[string]string `json:"settings"`
	}
	type response struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
		Data    data   `json:"data"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		s, err := texts.Settings(r.Context())
		if err == nil {
			s[content.SettingStudioEngine], err = texts.StudioEngine(r.Context())
		}
		reply(w, r, log, err, http.StatusOK, response{Success: true, Message: "OK", Data: data{Settings: s}})
	}
}

// updateSetting answers PUT /api/admin/settings {key, value}: value is any
// JSON the key allows.
func updateSetting(texts *content.Service, log *slog.Logger) userHandler {
	type request struct {
		Key   string `json:"key"`
		Value any    `json:"value"`
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		in, err := decode[request](r)
		if err == nil {
			err = texts.SetSetting(r.Context(), in.Key, in.Value)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: "Setting updated"})
	}
}
