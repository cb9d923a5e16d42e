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

// generateTimeout bounds one attempt of a studio generation: the built-in
// engine takes milliseconds, an image model's calls minutes.
func generateTimeout(name string) time.Duration {
	if name == engine.BuiltinEngine {
		return jobs.BuiltinGenerateTimeout
	}
	return jobs.ProviderGenerateTimeout
}
