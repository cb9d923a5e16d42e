package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/provider/providertest"
	"github.com/texelforge/texelforge/internal/httpapi"
	"github.com/texelforge/texelforge/internal/imagemodel"
	"github.com/texelforge/texelforge/internal/secretbox"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

const (
	envKey   = "sk-env-1a2b3c4d5e6f"
	adminKey = "sk-admin-9z8y7x6w5v4u"
)

// generateWith runs one generation with g's OpenAI engine and returns what
// the images API heard.
func generateWith(t *testing.T, f *providertest.ImagesAPI, g *engine.Generator) string {
	t.Helper()
	if _, err := g.Generate(context.Background(), engine.Request{Prompt: "mossy stone", Count: 1, Engine: "openai"}); err != nil {
		t.Fatal(err)
	}
	return f.Last()
}

// mustServerWithModels is the server with openAIURL (and envKey, if given)
// as the environment's OpenAI engine and a local SD WebUI, the settings
// key in a fresh data folder, and its log lines kept in logs.
func mustServerWithModels(t *testing.T, db *store.DB, openAIURL, envKey string, logs *bytes.Buffer) (*httpapi.Server, *imagemodel.Service) {
	t.Helper()
	models := &imagemodel.Service{Store: db, Now: db.Now,
		Secrets: &secretbox.Keys{File: filepath.Join(t.TempDir(), "settings.key")},
		OpenAI:  &provider.OpenAIConfig{URL: openAIURL, Key: envKey, Model: "gpt-image-1-mini", Quality: "low"},
		SDWebUI: &provider.SDWebUIConfig{URL: "http://127.0.0.1:7860", Steps: 20, CFGScale: 7, Sampler: "Euler a", Size: 1024, Batch: 4},
	}
	srv, _ := mustServerWithClock(t, db, func(d *httpapi.Deps) {
		d.ImageModels = models
		d.Content.Engines = []string{"builtin", "openai", "sdwebui"}
		d.Content.Usable = models.Usable
		d.Logger = slog.New(slog.NewTextHandler(logs, nil))
	})
	return srv, models
}

// openAIOf returns the openai entry of GET /api/admin/engines.
func openAIOf(t *testing.T, engines map[string]any) map[string]any {
	t.Helper()
	for _, e := range engines["engines"].([]any) {
		if m := e.(map[string]any); m["id"] == "openai" {
			return m
		}
	}
	t.Fatalf("no openai engine in %v", engines)
	return nil
}

// An admin overrides the OpenAI engine's model, quality and key; the next
// generation uses them, no answer, log line or audit row shows the key, and
// clearing returns to the environment's.
func TestAdminChangesImageModelSettings(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		api := &providertest.ImagesAPI{}
		fake := httptest.NewServer(api)
		defer fake.Close()
		var logs bytes.Buffer
		h, models := mustServerWithModels(t, db, fake.URL, envKey, &logs)
		generator := engine.NewGenerator(models.Providers()...) // built once, as the server does at start
		admin := mustSignIn(t, db, "boss", true)
		user := mustSignIn(t, db, "alice", false)
		change := `{"model":"gpt-image-1","quality":"high","apiKey":"` + adminKey + `"}`

		wantCall(t, h, nil, "PUT", "/api/admin/engines/openai", change, 401, "")
		wantCall(t, h, user, "PUT", "/api/admin/engines/openai", change, 403, "")
		wantCall(t, h, user, "GET", "/api/admin/engines", "", 403, "")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/dalle", change, 404, "Unknown image model: use openai or sdwebui")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/builtin", `{"model":"x"}`, 404, "")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"quality":"ultra","apiKey":"`+adminKey+`"}`, 400,
			"quality must be one of: low, medium, high, auto (or empty for the environment's)")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"model":"`+strings.Repeat("m", 101)+`"}`, 400,
			"model must be 1 to 100 printable characters, or empty for the environment's")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"url":"http://169.254.169.254"}`, 400,
			"Unknown setting of openai: use model, quality, apiKey")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/sdwebui", `{"url":"http://169.254.169.254"}`, 400, "")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/sdwebui", `{"size":1020}`, 400,
			"size must be a multiple of 8 from 256 to 2048, or null for the environment's")
		if got := generateWith(t, api, generator); got != "Bearer "+envKey+" gpt-image-1-mini low" {
			t.Fatalf("before any change the API heard %q", got)
		}
		before := openAIOf(t, wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, ""))
		if s := before["settings"].(map[string]any); before["configured"] != true || s["model"] != "gpt-image-1-mini" ||
			s["keySet"] != true || s["keySource"] != "environment" || len(s["adminSet"].([]any)) != 0 {
			t.Fatalf("openai before: %v", before)
		}

		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", change, 200, "Engine settings updated")
		wantCall(t, h, admin, "PUT", "/api/admin/engines/sdwebui", `{"steps":30,"sampler":"DPM++ 2M"}`, 200, "")
		if got := generateWith(t, api, generator); got != "Bearer "+adminKey+" gpt-image-1 high" {
			t.Fatalf("after the change the API heard %q", got)
		}
		engines := wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, "")
		after := openAIOf(t, engines)["settings"].(map[string]any)
		if after["model"] != "gpt-image-1" || after["quality"] != "high" || after["keySource"] != "admin" ||
			after["environment"].(map[string]any)["model"] != "gpt-image-1-mini" {
			t.Fatalf("openai after: %v", after)
		}
		sd := engines["engines"].([]any)[2].(map[string]any)["settings"].(map[string]any)
		if sd["steps"] != 30.0 || sd["sampler"] != "DPM++ 2M" || sd["size"] != 1024.0 {
			t.Fatalf("sdwebui after: %v", sd)
		}

		audit := wantCall(t, h, admin, "GET", "/api/admin/audit?action=engines", "", 200, "")
		entries := audit["entries"].([]any)
		if len(entries) != 2 {
			t.Fatalf("audit %v", audit)
		}
		entry := entries[1].(map[string]any)
		details, _ := json.Marshal(entry["details"])
		want := `{"after":{"model":"gpt-image-1","quality":"high"},"apiKey":"changed","before":{"model":"gpt-image-1-mini","quality":"low"}}`
		if entry["action"] != "PUT /api/admin/engines/{name}" || entry["target"] != "name=openai" || string(details) != want {
			t.Fatalf("audit entry %v: %s", entry, details)
		}

		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"apiKey":"","model":null}`, 200, "")
		if got := generateWith(t, api, generator); got != "Bearer "+envKey+" gpt-image-1-mini high" {
			t.Fatalf("after clearing the API heard %q", got)
		}
		cleared := openAIOf(t, wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, ""))["settings"].(map[string]any)
		if cleared["keySource"] != "environment" || cleared["model"] != "gpt-image-1-mini" || cleared["quality"] != "high" {
			t.Fatalf("openai after clearing: %v", cleared)
		}
		last := wantCall(t, h, admin, "GET", "/api/admin/audit?action=engines", "", 200, "")["entries"].([]any)[0].(map[string]any)
		if d := last["details"].(map[string]any); d["apiKey"] != "cleared" || d["after"].(map[string]any)["model"] != "gpt-image-1-mini" {
			t.Fatalf("clearing's audit entry %v", last)
		}

		// Every answer an admin can read, and every log line, lacks both keys.
		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"apiKey":"`+adminKey+`"}`, 200, "")
		for _, path := range []string{"/api/admin/engines", "/api/admin/settings", "/api/admin/audit"} {
			body := texReq(t, h, "GET", path, "", admin).Body.String()
			if strings.Contains(body, adminKey) || strings.Contains(body, envKey) || strings.Contains(body, "sealedKey") {
				t.Fatalf("%s shows a key: %s", path, body)
			}
		}
		if strings.Contains(logs.String(), adminKey) || strings.Contains(logs.String(), envKey) || logs.Len() == 0 {
			t.Fatalf("the log shows a key, or logged nothing: %s", logs.String())
		}
	})
}

// OpenAI's own API without a key in the environment can be picked only
// while an admin's key is set; without it the studio falls back.
func TestAnEngineIsOfferedOnlyWhileItCanRun(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		var logs bytes.Buffer
		h, _ := mustServerWithModels(t, db, "https://api.openai.com", "", &logs)
		admin := mustSignIn(t, db, "boss", true)
		openAI := openAIOf(t, wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, ""))
		if openAI["configured"] != false || openAI["settings"].(map[string]any)["keySet"] != false {
			t.Fatalf("openai without a key: %v", openAI)
		}
		if _, has := openAI["settings"].(map[string]any)["keySource"]; has {
			t.Fatalf("a key source without a key: %v", openAI)
		}
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"studioEngine","value":"openai"}`, 400,
			"studioEngine must be one of: builtin, sdwebui")

		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"apiKey":"`+adminKey+`"}`, 200, "")
		if e := openAIOf(t, wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, "")); e["configured"] != true {
			t.Fatalf("openai with an admin's key: %v", e)
		}
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"studioEngine","value":"openai"}`, 200, "")

		wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"apiKey":""}`, 200, "")
		engines := wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, "")
		if openAIOf(t, engines)["configured"] != false || engines["current"] != "builtin" {
			t.Fatalf("after the key was removed: %v", engines)
		}
	})
}

// Without image models, the engines answer as before and none can be tuned.
func TestEnginesWithoutImageModels(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	h := mustServer(t, db)
	admin := mustSignIn(t, db, "boss", true)
	engines := wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, "")
	for _, e := range engines["engines"].([]any) {
		if m := e.(map[string]any); m["settings"] != nil || m["configured"] != (m["id"] == "builtin") {
			t.Fatalf("engine %v", m)
		}
	}
	wantCall(t, h, admin, "PUT", "/api/admin/engines/openai", `{"apiKey":"`+adminKey+`"}`, 409,
		"The OpenAI engine is not configured on this server: its URL or key is set in the environment (TEXELFORGE_OPENAI_IMAGES_URL, TEXELFORGE_OPENAI_IMAGES_KEY)")
}
