package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/texelforge/texelforge/internal/config"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// generateCommand writes a generation's textures, a contact sheet and a manifest
// to a folder, without touching the database.
func generateCommand(ctx context.Context, args []string, getenv func(string) string, stdout io.Writer) error {
	fs := flag.NewFlagSet("generate", flag.ContinueOnError)
	prompt := fs.String("prompt", "", "what to draw")
	kind := fs.String("kind", "", "block, item or flat (default: detected from the prompt)")
	size := fs.Int("size", engine.DefaultSize, "16, 32 or 64")
	count := fs.Int("count", engine.DefaultCount, "how many variations, 1 to 64")
	seed := fs.Uint64("seed", 0, "the seed (default: random); the same prompt, kind, size and seed give the same textures")
	model := fs.String("engine", engine.BuiltinEngine, "builtin, or a configured provider (openai, sdwebui)")
	out := fs.String("out", "", "the folder to write to")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	seedSet := false
	fs.Visit(func(f *flag.Flag) { seedSet = seedSet || f.Name == "seed" })
	if !seedSet {
		*seed = rand.Uint64N(1 << 53) // a fresh set each run; the manifest records it, and JSON readers keep 53 bits
	}
	if *out == "" {
		return usageError{errors.New("generate: --out is required")}
	}
	if err := engine.CheckCount(*count); err != nil {
		return usageError{fmt.Errorf("generate: %w", err)}
	}
	req, err := engine.Request{Prompt: *prompt, Kind: spec.Kind(*kind), Size: *size, Count: *count,
		Seed: *seed, Engine: *model}.Normalize()
	if err != nil {
		return usageError{fmt.Errorf("generate: %w", err)}
	}
	if err := writableDir(*out); err != nil {
		return usageError{fmt.Errorf("generate: %w", err)}
	}
	models, err := config.LoadImageModels(getenv)
	if err != nil {
		return usageError{fmt.Errorf("generate: %w", err)}
	}
	res, err := newGenerator(models).Generate(ctx, req)
	if errors.Is(err, engine.ErrInvalid) {
		return usageError{fmt.Errorf("generate: %w", err)}
	}
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	if err := writeGeneration(*out, res); err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	fmt.Fprintf(stdout, "wrote %d %s textures (%s, %dx%d) to %s\n", len(res.Textures), res.Spec.Family, res.Spec.Kind, res.Size, res.Size, *out)
	return nil
}

// writableDir makes dir if needed and proves a file can be written in it.
func writableDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("cannot create %s: %w", dir, err)
	}
	f, err := os.CreateTemp(dir, ".texelforge-*")
	if err != nil {
		return fmt.Errorf("cannot write to %s: %w", dir, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// writeGeneration writes 01.png…NN.png, sheet.png and manifest.json.
func writeGeneration(dir string, res *engine.Result) error {
	for k, t := range res.Textures {
		b, err := engine.EncodePNG(t.Image)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, engine.TextureFile(k)), b, 0o644); err != nil {
			return err
		}
	}
	f, err := os.Create(filepath.Join(dir, "sheet.png"))
	if err != nil {
		return err
	}
	if err := png.Encode(f, engine.Sheet(res.Images(), 4, 8, res.Spec.Kind == spec.Block)); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	manifest, err := json.MarshalIndent(res.Manifest(), "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "manifest.json"), append(manifest, '\n'), 0o644)
}
