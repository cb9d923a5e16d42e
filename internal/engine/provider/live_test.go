package provider_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// heard records the key and model of each images call and answers with one picture per image asked.
type heard struct {
	mu    sync.Mutex
	calls []string // "Authorization model quality"
}

func (h *heard) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var b openAIBody
	json.NewDecoder(r.Body).Decode(&b)
	h.mu.Lock()
	h.calls = append(h.calls, r.Header.Get("Authorization")+" "+b.Model+" "+b.Quality)
	h.mu.Unlock()
	data := make([]map[string]string, b.N)
	for i := range data {
		data[i] = map[string]string{"b64_json": transparentSwordPNG()}
	}
	json.NewEncoder(w).Encode(map[string]any{"data": data})
}

// A Live provider reads its settings at each generation: a change reaches
// the next call, and the same settings keep the provider built for them.
func TestLiveUsesTheSettingsOfEachGeneration(t *testing.T) {
	fake := &heard{}
	url := serve(t, fake).URL
	cfg := provider.OpenAIConfig{URL: url, Key: "sk-env", Model: "gpt-image-1-mini", Quality: "low"}
	builds := 0
	live := provider.NewLive("openai", func(context.Context) (provider.OpenAIConfig, error) { return cfg, nil },
		func(c provider.OpenAIConfig) provider.Provider { builds++; return provider.NewOpenAI(c) })
	generate := func() {
		t.Helper()
		if _, err := live.Generate(context.Background(), provider.Request{Prompt: "sword", Kind: spec.Item, Count: 1}); err != nil {
			t.Fatal(err)
		}
	}
	generate()
	generate()
	cfg.Key, cfg.Model, cfg.Quality = "sk-admin", "gpt-image-1", "high"
	generate()
	want := []string{"Bearer sk-env gpt-image-1-mini low", "Bearer sk-env gpt-image-1-mini low", "Bearer sk-admin gpt-image-1 high"}
	if len(fake.calls) != 3 || fake.calls[0] != want[0] || fake.calls[1] != want[1] || fake.calls[2] != want[2] {
		t.Fatalf("calls %q, want %q", fake.calls, want)
	}
	if builds != 2 || live.Name() != "openai" {
		t.Fatalf("%d providers built for 2 settings; name %q", builds, live.Name())
	}

	unreadable := errors.New("imagemodel: the admin's key does not open")
	failing := provider.LiveOpenAI(func(context.Context) (provider.OpenAIConfig, error) { return cfg, unreadable })
	if imgs, err := failing.Generate(context.Background(), provider.Request{Prompt: "sword", Kind: spec.Item, Count: 1}); !errors.Is(err, unreadable) || imgs != nil {
		t.Fatalf("settings that fail: %v %v", imgs, err)
	}
	if len(fake.calls) != 3 {
		t.Fatal("a generation whose settings failed still called the model")
	}
}
