package provider_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/provider"
)

func env(kv map[string]string) func(string) string {
	return func(k string) string { return kv[k] }
}

func TestFromEnvEnablesConfiguredProviders(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  map[string]string
		want []string // each provider's String, in order
	}{
		{name: "nothing set", env: nil, want: nil},
		{name: "openai key only",
			env:  map[string]string{"TEXELFORGE_OPENAI_IMAGES_KEY": testKey},
			want: []string{"openai(url=https://api.openai.com model=gpt-image-1-mini quality=low key=REDACTED timeout=180s concurrency=2)"}},
		{name: "openai-compatible local server without a key",
			env: map[string]string{"TEXELFORGE_OPENAI_IMAGES_URL": "http://localhost:8081/v1/", "TEXELFORGE_OPENAI_IMAGES_MODEL": "gpt-image-1.5",
				"TEXELFORGE_OPENAI_IMAGES_QUALITY": "High", "TEXELFORGE_PROVIDER_TIMEOUT": "2m30s", "TEXELFORGE_PROVIDER_CONCURRENCY": "4"},
			want: []string{"openai(url=http://localhost:8081 model=gpt-image-1.5 quality=high key=none timeout=150s concurrency=4)"}},
		{name: "sdwebui with auth",
			env: map[string]string{"TEXELFORGE_SDWEBUI_URL": "http://127.0.0.1:7860/", "TEXELFORGE_SDWEBUI_AUTH": "artist:" + testPassword,
				"TEXELFORGE_SDWEBUI_STEPS": "8", "TEXELFORGE_SDWEBUI_CFG_SCALE": "1.5", "TEXELFORGE_SDWEBUI_SAMPLER": "LCM",
				"TEXELFORGE_SDWEBUI_SIZE": "512", "TEXELFORGE_SDWEBUI_BATCH": "8"},
			want: []string{`sdwebui(url=http://127.0.0.1:7860 auth=artist:REDACTED steps=8 cfg_scale=1.5 sampler="LCM" size=512 batch=8 timeout=180s concurrency=2)`}},
		{name: "both, openai first",
			env: map[string]string{"TEXELFORGE_SDWEBUI_URL": "http://gpu.lan:7860", "TEXELFORGE_OPENAI_IMAGES_KEY": testKey},
			want: []string{"openai(url=https://api.openai.com model=gpt-image-1-mini quality=low key=REDACTED timeout=180s concurrency=2)",
				`sdwebui(url=http://gpu.lan:7860 auth=none steps=20 cfg_scale=7 sampler="Euler a" size=1024 batch=4 timeout=180s concurrency=2)`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := provider.FromEnv(env(tc.env))
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, p := range ps {
				got = append(got, fmt.Sprint(p))
				if !strings.HasPrefix(got[len(got)-1], p.Name()+"(") {
					t.Errorf("Name() = %q for %s", p.Name(), got[len(got)-1])
				}
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("providers:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

func TestFromEnvRejectsBadValues(t *testing.T) {
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
		{"TEXELFORGE_SDWEBUI_STEPS", "0"},
		{"TEXELFORGE_SDWEBUI_CFG_SCALE", "high"},
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
			ps, err := provider.FromEnv(env(kv))
			if err == nil || ps != nil {
				t.Fatalf("got %v, %v; want an error", ps, err)
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

func TestFromEnvIgnoresSettingsOfDisabledProviders(t *testing.T) {
	ps, err := provider.FromEnv(env(map[string]string{"TEXELFORGE_OPENAI_IMAGES_QUALITY": "ultra", "TEXELFORGE_SDWEBUI_STEPS": "0"}))
	if err != nil || len(ps) != 0 {
		t.Fatalf("got %v, %v; want no providers and no error", ps, err)
	}
}
