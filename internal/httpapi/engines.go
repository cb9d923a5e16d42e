package httpapi

import (
	"log/slog"
	"net/http"
	"slices"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/imagemodel"
)

// engineLabels name the studio engines, in the order admins see them.
var engineLabels = []struct{ id, label string }{
	{"builtin", "Built-in pixel engine"},
	{imagemodel.OpenAI, "OpenAI image model"},
	{imagemodel.SDWebUI, "Stable Diffusion web UI"},
}

// engineSettings returns the run-time settings of the engine called id, or
// nil when it has none to change (the built-in engine, or an image model
// the environment did not configure).
func engineSettings(s imagemodel.Settings, id string) any {
	switch {
	case id == imagemodel.OpenAI && s.OpenAI != nil:
		return s.OpenAI
	case id == imagemodel.SDWebUI && s.SDWebUI != nil:
		return s.SDWebUI
	}
	return nil
}

// studioEngines answers GET /api/admin/engines: the engines an admin may
// pick for the studio (studioEngine: those that can run now are
// configured), the one in use, and the run-time settings of each image
// model the environment configured, of whose API key only whether and by
// whom it is set. models nil: no image model.
func studioEngines(texts *content.Service, models *imagemodel.Service, log *slog.Logger) userHandler {
	type engine struct {
		ID         string `json:"id"`
		Label      string `json:"label"`
		Configured bool   `json:"configured"`
		Settings   any    `json:"settings"`
	}
	type response struct {
		Success bool     `json:"success"`
		Engines []engine `json:"engines"`
		Current string   `json:"current"`
	}
	if models == nil {
		models = &imagemodel.Service{}
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		current, err := texts.StudioEngine(r.Context())
		var usable []string
		if err == nil {
			usable, err = texts.UsableEngines(r.Context())
		}
		var settings imagemodel.Settings
		if err == nil {
			settings, err = models.Settings(r.Context())
		}
		out := response{Success: true, Current: current, Engines: []engine{}}
		for _, e := range engineLabels {
			out.Engines = append(out.Engines, engine{ID: e.id, Label: e.label, Configured: slices.Contains(usable, e.id),
				Settings: engineSettings(settings, e.id)})
		}
		reply(w, r, log, err, http.StatusOK, out)
	}
}

// updateEngine answers PUT /api/admin/engines/{name} with the settings to
// change (imagemodel.Service.Update); GET /api/admin/engines reads the
// result. Its audit entry holds the values before and after, and of the API
// key only "changed" or "cleared", never the body sent.
func updateEngine(models *imagemodel.Service, log *slog.Logger) userHandler {
	if models == nil {
		models = &imagemodel.Service{}
	}
	return func(w http.ResponseWriter, r *http.Request, _ account.User) {
		in, err := decode[map[string]any](r)
		var change imagemodel.Change
		if err == nil {
			change, err = models.Update(r.Context(), r.PathValue("name"), in)
		}
		if err == nil {
			setAuditDetails(r, change)
		}
		reply(w, r, log, err, http.StatusOK, messageResponse{Success: true, Message: "Engine settings updated"})
	}
}
