package main

import (
	"fmt"
	"log/slog"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/generate"
	"github.com/texelforge/texelforge/internal/generate/provider"
	"github.com/texelforge/texelforge/internal/jobs"
)

// studioGenerator builds the texture generator with the image models the
// environment configures and checks that the studio's engine is one of them.
func studioGenerator(engine string, log *slog.Logger) (*generate.Generator, error) {
	providers, err := provider.FromEnv(os.Getenv)
	if err != nil {
		return nil, err
	}
	g := generate.NewGenerator(providers...)
	if !slices.Contains(g.Engines(), engine) {
		return nil, fmt.Errorf("TEXELFORGE_STUDIO_ENGINE: %q is not configured: use %s", engine,
			strings.Join(g.Engines(), ", "))
	}
	log.Info("texture engines", "available", g.Engines(), "studio", engine)
	return g, nil
}

// generateTimeout bounds one attempt of a studio generation: the built-in
// engine takes milliseconds, an image model's calls minutes.
func generateTimeout(engine string) time.Duration {
	if engine == "" || engine == generate.BuiltinEngine {
		return jobs.BuiltinGenerateTimeout
	}
	return jobs.ProviderGenerateTimeout
}
