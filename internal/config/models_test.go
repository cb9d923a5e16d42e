package config

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/texelforge/texelforge/internal/engine/provider"
)

const (
	testKey      = "sk-test-0123456789abcdef"
	testPassword = "pa55-w0rd-secret"
)

func TestImageModelsTurnOnWhatIsConfigured(t *testing.T) {
	openAIDefaults := &provider.OpenAIConfig{URL: "https://api.openai.com", Key: testKey, Model: "gpt-image-1-mini", Quality: "low"}
	for _, tc := range []struct {
		name string
		env  map[string]string
		want ImageModels
	}{
		{name: "nothing set", want: ImageModels{Timeout: 180 * time.Second, Concurrency: 2}},
		{name: "openai key only", env: map[string]string{"TEXELFORGE_OPENAI_IMAGES_KEY": testKey},
			want: ImageModels{Timeout: 180 * time.Second, Concurrency: 2, OpenAI: openAIDefaults}},
		{name: "openai-compatible local server without a key",
			env: map[string]string{"TEXELFORGE_OPENAI_IMAGES_URL": "http://localhost:8081/v1/", "TEXELFORGE_OPENAI_IMAGES_MODEL": "gpt-image-1.5",
				"TEXELFORGE_OPENAI_IMAGES_QUALITY": "High", "TEXELFORGE_PROVIDER_TIMEOUT": "2m30s", "TEXELFORGE_PROVIDER_CONCURRENCY": "4"},
			want: ImageModels{Timeout: 150 * time.Second, Concurrency: 4,
				OpenAI: &provider.OpenAIConfig{URL: "http://localhost:8081/v1", Model: "gpt-image-1.5", Quality: "high"}}},
		{name: "sdwebui with auth",
			env: map[string]string{"TEXELFORGE_SDWEBUI_URL": "http://127.0.0.1:7860/", "TEXELFORGE_SDWEBUI_AUTH": "artist:" + testPassword,
				"TEXELFORGE_SDWEBUI_STEPS": "8", "TEXELFORGE_SDWEBUI_CFG_SCALE": "1.5", "TEXELFORGE_SDWEBUI_SAMPLER": "LCM",
				"TEXELFORGE_SDWEBUI_SIZE": "512", "TEXELFORGE_SDWEBUI_BATCH": "8"},
			want: ImageModels{Timeout: 180 * time.Second, Concurrency: 2, SDWebUI: &provider.SDWebUIConfig{URL: "http://127.0.0.1:7860",
				Username: "artist", Password: testPassword, Steps: 8, CFGScale: 1.5, Sampler: "LCM", Size: 512, Batch: 8}}},
		{name: "both",
			env: map[string]string{"TEXELFORGE_SDWEBUI_URL": "http://gpu.lan:7860", "TEXELFORGE_OPENAI_IMAGES_KEY": testKey},
			want: ImageModels{Timeout: 180 * time.Second, Concurrency: 2, OpenAI: openAIDefaults, SDWebUI: &provider.SDWebUIConfig{
				URL: "http://gpu.lan:7860", Steps: 20, CFGScale: 7, Sampler: "Euler a", Size: 1024, Batch: 4}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Load(env(tc.env))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, c.ImageModels); diff != "" {
				t.Errorf("image models (-want +got):\n%s", diff)
			}
			m, err := LoadImageModels(env(tc.env))
			if err != nil || !cmp.Equal(m, c.ImageModels) {
				t.Errorf("LoadImageModels = %+v, %v; want what Load reads", m, err)
			}
		})
	}
}

func TestImageModelsRejectBadValues(t *testing.T) {
	enabled := map[string]string{"TEXELFORGE_OPENAI_IMAGES_KEY": testKey, "TEXELFORGE_SDWEBUI_URL": "http://127.0.0.1:7860"}
	for _, tc := range []struct{ name, value string }{
		{"TEXELFORGE_PROVIDER_TIMEOUT", "180"},
		{"TEXELFORGE_PROVIDER_TIMEOUT", "-1s"},
		{"TEXELFORGE_PROVIDER_CONCURRENCY", "0"},
		{"TEXELFORGE_PROVIDER_CONCURRENCY", "two"},
		{"TEXELFORGE_OPENAI_IMAGES_URL", "api.openai.com"},
		{"TEXELFORGE_OPENAI_IMAGES_URL", "ftp://api.openai.com"},
		{"TEXELFORGE_OPENAI_IMAGES_QUALITY", "ultra"},
		{"TEXELFORGE_SDWEBUI_URL", "http://artist:" + testPassword + "@127.0.0.1:7860"},
		{"TEXELFORGE_SDWEBUI_URL", "http://127.0.0.1:7860/?x=1"},
		{"TEXELFORGE_SDWEBUI_AUTH", testPassword},
		{"TEXELFORGE_SDWEBUI_AUTH", ":" + testPassword},
		{"TEXELFORGE_SDWEBUI_STEPS", "0"},
		{"TEXELFORGE_SDWEBUI_CFG_SCALE", "high"},
		{"TEXELFORGE_SDWEBUI_CFG_SCALE", "31"},
		{"TEXELFORGE_SDWEBUI_SIZE", "1001"},
		{"TEXELFORGE_SDWEBUI_SIZE", "4096"},
		{"TEXELFORGE_SDWEBUI_BATCH", "17"},
	} {
		t.Run(tc.name+"="+tc.value, func(t *testing.T) {
			kv := map[string]string{tc.name: tc.value}
			for k, v := range enabled {
				if _, ok := kv[k]; !ok {
					kv[k] = v
				}
			}
			_, err := LoadImageModels(env(kv))
			if _, loadErr := Load(env(kv)); err == nil || loadErr == nil || loadErr.Error() != err.Error() {
				t.Fatalf("LoadImageModels: %v; Load: %v; want the same error from both", err, loadErr)
			}
			if !strings.Contains(err.Error(), tc.name) {
				t.Errorf("error %q does not name %s", err, tc.name)
			}
			if strings.Contains(err.Error(), testPassword) || strings.Contains(err.Error(), testKey) {
				t.Errorf("error %q leaks a secret", err)
			}
		})
	}
}

func TestImageModelsIgnoreSettingsOfProvidersThatAreOff(t *testing.T) {
	m, err := LoadImageModels(env(map[string]string{"TEXELFORGE_OPENAI_IMAGES_QUALITY": "ultra", "TEXELFORGE_SDWEBUI_STEPS": "0"}))
	if err != nil || m.OpenAI != nil || m.SDWebUI != nil {
		t.Fatalf("got %+v, %v; want no providers and no error", m, err)
	}
}

func TestImageModelsAreLoggedWithoutSecrets(t *testing.T) {
	c, err := Load(env(map[string]string{"TEXELFORGE_OPENAI_IMAGES_KEY": testKey,
		"TEXELFORGE_SDWEBUI_URL": "http://gpu.lan:7860", "TEXELFORGE_SDWEBUI_AUTH": "artist:" + testPassword}))
	if err != nil {
		t.Fatal(err)
	}
	s := c.LogValue().String()
	for _, want := range []string{"openai", "key=REDACTED", "model=gpt-image-1-mini", "url=http://gpu.lan:7860",
		"username=artist", "password=REDACTED", "concurrency=2"} {
		if !strings.Contains(s, want) {
			t.Errorf("log value lacks %s: %s", want, s)
		}
	}
	if strings.Contains(s, testKey) || strings.Contains(s, testPassword) {
		t.Fatalf("log value leaks a secret: %s", s)
	}
}

func TestStudioEngineMustBeOneThatIsOn(t *testing.T) {
	_, err := Load(env(map[string]string{"TEXELFORGE_STUDIO_ENGINE": "sdwebui", "TEXELFORGE_OPENAI_IMAGES_KEY": testKey}))
	if err == nil || !strings.Contains(err.Error(), `TEXELFORGE_STUDIO_ENGINE: "sdwebui" is not configured: use builtin, openai`) {
		t.Fatalf("an engine that is off: %v", err)
	}
	c, err := Load(env(map[string]string{"TEXELFORGE_STUDIO_ENGINE": "sdwebui", "TEXELFORGE_SDWEBUI_URL": "http://gpu.lan:7860"}))
	if err != nil || c.StudioEngine != "sdwebui" {
		t.Fatalf("an engine that is on: %q, %v", c.StudioEngine, err)
	}
}
