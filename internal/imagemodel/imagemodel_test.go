package imagemodel_test

import (
	"bytes"
	"context"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/provider/providertest"
	"github.com/texelforge/texelforge/internal/engine/spec"
	"github.com/texelforge/texelforge/internal/imagemodel"
	"github.com/texelforge/texelforge/internal/secretbox"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

var ctx = context.Background()

const adminKey = "sk-admin-9f8e7d6c5b4a"

func newService(db *store.DB, openAIURL, envKey string) *imagemodel.Service {
	return &imagemodel.Service{Store: db, Now: time.Now,
		Secrets: &secretbox.Keys{Key: bytes.Repeat([]byte{1}, secretbox.KeySize)},
		OpenAI:  &provider.OpenAIConfig{URL: openAIURL, Key: envKey, Model: "gpt-image-1-mini", Quality: "low"},
		SDWebUI: &provider.SDWebUIConfig{URL: "http://127.0.0.1:7860", Steps: 20, CFGScale: 7, Sampler: "Euler a", Size: 1024, Batch: 4},
	}
}

// generate draws one picture with the service's OpenAI provider and
// returns what the images API heard.
func generate(t *testing.T, models *imagemodel.Service, api *providertest.ImagesAPI) string {
	t.Helper()
	p := models.Providers()[0]
	if _, err := p.Generate(ctx, provider.Request{Prompt: "stone", Kind: spec.Block, Count: 1}); err != nil {
		t.Fatal(err)
	}
	return api.Last()
}

// An admin's values override the environment's for the next generation,
// the key is stored sealed, and clearing returns to the environment's.
func TestAdminValuesOverrideTheEnvironmentUntilCleared(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		api := &providertest.ImagesAPI{}
		srv := httptest.NewServer(api)
		defer srv.Close()
		models := newService(db, srv.URL, "sk-env")
		if got := generate(t, models, api); got != "Bearer sk-env gpt-image-1-mini low" {
			t.Fatalf("before any change the API heard %q", got)
		}

		ch, err := models.Update(ctx, "openai", map[string]any{"model": " gpt-image-1 ", "quality": "high", "apiKey": adminKey})
		if err != nil {
			t.Fatal(err)
		}
		if ch.APIKey != "changed" || ch.Before["model"] != "gpt-image-1-mini" || ch.After["model"] != "gpt-image-1" ||
			ch.After["quality"] != "high" || len(ch.After) != 2 {
			t.Fatalf("change %+v", ch)
		}
		if got := generate(t, models, api); got != "Bearer "+adminKey+" gpt-image-1 high" {
			t.Fatalf("after the change the API heard %q", got)
		}
		rows, _ := db.Settings(ctx)
		row := rows[content.EngineSettingPrefix+"openai"]
		if !strings.Contains(row, "sealedKey") || strings.Contains(row, adminKey) {
			t.Fatalf("stored row %s", row)
		}
		s, err := models.Settings(ctx)
		if err != nil || s.OpenAI.Model != "gpt-image-1" || !s.OpenAI.KeySet || s.OpenAI.KeySource != "admin" ||
			strings.Join(s.OpenAI.AdminSet, ",") != "model,quality" || s.OpenAI.Environment.Model != "gpt-image-1-mini" {
			t.Fatalf("settings %+v %v", s.OpenAI, err)
		}

		ch, err = models.Update(ctx, "openai", map[string]any{"model": nil, "apiKey": ""})
		if err != nil || ch.APIKey != "cleared" || ch.After["model"] != "gpt-image-1-mini" {
			t.Fatalf("clear: %+v %v", ch, err)
		}
		if got := generate(t, models, api); got != "Bearer sk-env gpt-image-1-mini high" {
			t.Fatalf("after clearing the API heard %q", got)
		}
		if s, _ := models.Settings(ctx); s.OpenAI.KeySource != "environment" || strings.Join(s.OpenAI.AdminSet, ",") != "quality" {
			t.Fatalf("settings after clearing %+v", s.OpenAI)
		}

		if _, err := models.Update(ctx, "sdwebui", map[string]any{"steps": 30.0, "size": 512.0, "sampler": "DPM++ 2M"}); err != nil {
			t.Fatal(err)
		}
		if s, _ := models.Settings(ctx); s.SDWebUI.Steps != 30 || s.SDWebUI.Size != 512 || s.SDWebUI.Batch != 4 ||
			s.SDWebUI.Environment.Steps != 20 || strings.Join(s.SDWebUI.AdminSet, ",") != "steps,sampler,size" {
			t.Fatalf("sd settings %+v", s.SDWebUI)
		}
		if all, _ := (&content.Service{Store: db}).Settings(ctx); len(all) != len(content.DefaultSettings) {
			t.Fatalf("the engines' rows show among the site settings: %v", all)
		}
	})
}

func TestUpdateRefusesAndChangesNothing(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	models := newService(db, "https://api.openai.com", "")
	for _, tc := range []struct {
		engine string
		in     map[string]any
		kind   apperr.Kind
		want   string
	}{
		{"midjourney", map[string]any{"model": "x"}, apperr.NotFound, "Unknown image model"},
		{"builtin", map[string]any{"model": "x"}, apperr.NotFound, "Unknown image model"},
		{"openai", map[string]any{}, apperr.Invalid, "Nothing to change"},
		{"openai", map[string]any{"url": "http://169.254.169.254"}, apperr.Invalid, "use model, quality, apiKey"},
		{"openai", map[string]any{"steps": 3.0}, apperr.Invalid, "use model, quality, apiKey"},
		{"openai", map[string]any{"quality": "ultra"}, apperr.Invalid, "quality must be one of: low, medium, high, auto"},
		{"openai", map[string]any{"model": strings.Repeat("m", 101)}, apperr.Invalid, "model must be 1 to 100 printable"},
		{"openai", map[string]any{"model": "a\nb"}, apperr.Invalid, "model must be"},
		{"openai", map[string]any{"model": 5.0}, apperr.Invalid, "model must be"},
		{"openai", map[string]any{"model": "ok", "apiKey": "sk with spaces"}, apperr.Invalid, "apiKey must be 1 to 512"},
		{"sdwebui", map[string]any{"url": "http://10.0.0.1"}, apperr.Invalid, "use steps, cfgScale, sampler, size, batch"},
		{"sdwebui", map[string]any{"steps": 151.0}, apperr.Invalid, "steps must be a whole number from 1 to 150"},
		{"sdwebui", map[string]any{"steps": 2.5}, apperr.Invalid, "steps must be a whole number"},
		{"sdwebui", map[string]any{"size": 1020.0}, apperr.Invalid, "size must be a multiple of 8 from 256 to 2048"},
		{"sdwebui", map[string]any{"cfgScale": 0.5}, apperr.Invalid, "cfgScale must be a number from 1 to 30"},
		{"sdwebui", map[string]any{"batch": "4"}, apperr.Invalid, "batch must be a whole number from 1 to 16"},
	} {
		_, err := models.Update(ctx, tc.engine, tc.in)
		if apperr.KindOf(err) != tc.kind || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "sk with") {
			t.Errorf("%s %v: %v, want %s %q", tc.engine, tc.in, err, tc.kind, tc.want)
		}
	}
	if rows, _ := db.Settings(ctx); rows[content.EngineSettingPrefix+"openai"] != "" || rows[content.EngineSettingPrefix+"sdwebui"] != "" {
		t.Fatalf("a refused change was stored: %v", rows)
	}
	off := &imagemodel.Service{Store: db}
	if _, err := off.Update(ctx, "openai", map[string]any{"apiKey": adminKey}); apperr.KindOf(err) != apperr.Conflict ||
		!strings.Contains(err.Error(), "TEXELFORGE_OPENAI_IMAGES_URL") {
		t.Fatalf("an engine the environment did not configure: %v", err)
	}
	if s, err := off.Settings(ctx); err != nil || s.OpenAI != nil || s.SDWebUI != nil {
		t.Fatalf("settings of no engine: %+v %v", s, err)
	}
}

// OpenAI's own API is usable only while a key is set; an engine the
// environment did not configure never is.
func TestOpenAIsOwnAPINeedsAKey(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	models := newService(db, "https://api.openai.com", "")
	models.SDWebUI = nil
	all := []string{"builtin", "openai", "sdwebui"}
	usable := func() string {
		t.Helper()
		got, err := models.Usable(ctx, all)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(got, ",")
	}
	if got := usable(); got != "builtin" {
		t.Fatalf("without a key: %s", got)
	}
	if _, err := models.Providers()[0].Generate(ctx, provider.Request{Prompt: "stone", Kind: spec.Block, Count: 1}); apperr.KindOf(err) != apperr.Unavailable {
		t.Fatalf("a generation without a key: %v", err)
	}
	if _, err := models.Update(ctx, "openai", map[string]any{"apiKey": adminKey}); err != nil {
		t.Fatal(err)
	}
	if got := usable(); got != "builtin,openai" {
		t.Fatalf("with an admin's key: %s", got)
	}
	models.Update(ctx, "openai", map[string]any{"apiKey": ""})
	if got := usable(); got != "builtin" {
		t.Fatalf("after the key was removed: %s", got)
	}
	local := newService(db, "http://127.0.0.1:8081", "")
	if got, _ := local.Usable(ctx, all); strings.Join(got, ",") != "builtin,openai,sdwebui" {
		t.Fatalf("a compatible server of one's own needs no key: %v", got)
	}
}

// A key sealed under another settings key is reported, not used.
func TestAKeyThatNoLongerOpensIsReported(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	models := newService(db, "http://127.0.0.1:8081", "")
	if _, err := models.Update(ctx, "openai", map[string]any{"apiKey": adminKey}); err != nil {
		t.Fatal(err)
	}
	models.Secrets = &secretbox.Keys{File: filepath.Join(t.TempDir(), "settings.key")} // a new machine's key
	s, err := models.Settings(ctx)
	if err != nil || !s.OpenAI.KeySet || !strings.Contains(s.OpenAI.KeyProblem, "set the key again") {
		t.Fatalf("settings %+v %v", s.OpenAI, err)
	}
	_, err = models.Providers()[0].Generate(ctx, provider.Request{Prompt: "stone", Kind: spec.Block, Count: 1})
	if err == nil || !strings.Contains(err.Error(), "must set it again") || strings.Contains(err.Error(), adminKey) {
		t.Fatalf("generation with a key that does not open: %v", err)
	}
}
