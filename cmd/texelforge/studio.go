package main

import (
	"path/filepath"
	"time"

	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/imagemodel"
	"github.com/texelforge/texelforge/internal/jobs"
	"github.com/texelforge/texelforge/internal/secretbox"
	"github.com/texelforge/texelforge/internal/store"
)

// envModels returns the image models the environment turns on, each with
// m's timeout and concurrency; nil for one that is off.
func envModels(m config.ImageModels) (*provider.OpenAIConfig, *provider.SDWebUIConfig) {
	opts := provider.Options{Timeout: m.Timeout, Concurrency: m.Concurrency}
	var openAI *provider.OpenAIConfig
	var sdWebUI *provider.SDWebUIConfig
	if m.OpenAI != nil {
		c := *m.OpenAI
		c.Options = opts
		openAI = &c
	}
	if m.SDWebUI != nil {
		c := *m.SDWebUI
		c.Options = opts
		sdWebUI = &c
	}
	return openAI, sdWebUI
}

// newGenerator builds the texture generator of the generate command, with
// the image models as the environment sets them.
func newGenerator(m config.ImageModels) *engine.Generator {
	openAI, sdWebUI := envModels(m)
	var ps []provider.Provider
	if openAI != nil {
		ps = append(ps, provider.NewOpenAI(*openAI))
	}
	if sdWebUI != nil {
		ps = append(ps, provider.NewSDWebUI(*sdWebUI))
	}
	return engine.NewGenerator(ps...)
}

// newImageModels returns the image models' settings that admins may change
// at run time, over the environment's (ADR 0020). The API key an admin sets
// is sealed under TEXELFORGE_SETTINGS_KEY or, without it, DATA_DIR/settings.key.
func newImageModels(cfg config.Config, db *store.DB) *imagemodel.Service {
	openAI, sdWebUI := envModels(cfg.ImageModels)
	return &imagemodel.Service{Store: db, Now: db.Now, OpenAI: openAI, SDWebUI: sdWebUI,
		Secrets: &secretbox.Keys{Key: cfg.SettingsKey, File: filepath.Join(cfg.DataDir, "settings.key")}}
}

// newStudioGenerator builds the server's texture generator, whose image
// models read models' settings as each generation starts.
func newStudioGenerator(models *imagemodel.Service) *engine.Generator {
	return engine.NewGenerator(models.Providers()...)
}

// studioEngines are the engines an admin may pick for the studio, the
// configured default first; content.Service.Usable keeps those that can
// run at the time (imagemodel.Service.Usable).
func studioEngines(cfg config.Config) []string {
	names := []string{cfg.StudioEngine}
	for _, e := range cfg.ImageModels.Engines() {
		if e != cfg.StudioEngine {
			names = append(names, e)
		}
	}
	return names
}

// generateTimeout bounds one attempt of a studio generation: the built-in
// engine takes milliseconds, an image model's calls minutes. An admin may
// switch to any configured engine at run time, so one image model is enough
// for the longer bound.
func generateTimeout(engines []string) time.Duration {
	if len(engines) == 1 && engines[0] == engine.BuiltinEngine {
		return jobs.BuiltinGenerateTimeout
	}
	return jobs.ProviderGenerateTimeout
}
