package main

import (
	"fmt"
	"log/slog"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/jobs"
)

// studioGenerator builds the texture generator with the image models the
// environment configures and checks that the studio's engine is one of them.
func studioGenerator(name string, log *slog.Logger) (*engine.Generator, error) {
	providers, err := provider.FromEnv(os.Getenv)
	if err != nil {
		return nil, err
	}
	g := engine.NewGenerator(providers...)
	if !slices.Contains(g.Engines(), name) {
		return nil, fmt.Errorf("TEXELFORGE_STUDIO_ENGINE: %q is not configured: use %s", name,
			strings.Join(g.Engines(), ", "))
	}
	log.Info("texture engines", "available", g.Engines(), "studio", name)
	return g, nil
}

// generateTimeout bounds one attempt of a studio generation: the built-in
// engine takes milliseconds, an image model's calls minutes.
func generateTimeout(name string) time.Duration {
	if name == "" || name == engine.BuiltinEngine {
		return jobs.BuiltinGenerateTimeout
	}
	return jobs.ProviderGenerateTimeout
}
