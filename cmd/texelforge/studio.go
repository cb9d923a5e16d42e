package main

import (
	"time"

	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/jobs"
)

// newGenerator builds the texture generator with the image models that m
// turns on, each with m's timeout and concurrency.
func newGenerator(m config.ImageModels) *engine.Generator {
	opts := provider.Options{Timeout: m.Timeout, Concurrency: m.Concurrency}
	var ps []provider.Provider
	if m.OpenAI != nil {
		c := *m.OpenAI
		c.Options = opts
		ps = append(ps, provider.NewOpenAI(c))
	}
	if m.SDWebUI != nil {
		c := *m.SDWebUI
		c.Options = opts
		ps = append(ps, provider.NewSDWebUI(c))
	}
	return engine.NewGenerator(ps...)
}

// studioEngines are the engines an admin may pick for the studio, the
// configured default first.
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
