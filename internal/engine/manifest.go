package engine

import (
	"fmt"

	"github.com/texelforge/texelforge/internal/engine/quality"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Manifest describes a generation for people and tools: what the prompt was read
// as, how the set varies, and each texture's file, engine, metrics and failed
// gates.
type Manifest struct {
	Prompt     string            `json:"prompt"`
	Kind       spec.Kind         `json:"kind"`
	Family     spec.Family       `json:"family"`
	Object     string            `json:"object,omitempty"`
	Size       int               `json:"size"`
	Seed       uint64            `json:"seed"`
	Engine     string            `json:"engine"`
	Understood []string          `json:"understood"`
	Unknown    []string          `json:"unknown"`
	Materials  []string          `json:"materials"`
	Colors     []spec.Color      `json:"colours"`
	Modifiers  []string          `json:"modifiers"`
	Confidence float64           `json:"confidence"`
	Diversity  quality.Diversity `json:"diversity"`
	Textures   []ManifestTexture `json:"textures"`
}

// ManifestTexture is one texture of a Manifest.
type ManifestTexture struct {
	File     string          `json:"file"`
	Engine   string          `json:"engine"`
	Metrics  quality.Metrics `json:"metrics"`
	Failures []string        `json:"failures"`
}

// TextureFile is the file name of texture i (from 0): 01.png, 02.png, ...
func TextureFile(i int) string { return fmt.Sprintf("%02d.png", i+1) }

// Manifest describes the result. It measures the set's diversity, which takes a
// few milliseconds for 16 textures at 16x16.
func (r *Result) Manifest() Manifest {
	s := r.Spec
	m := Manifest{
		Prompt: s.Prompt, Kind: s.Kind, Family: s.Family, Object: s.Object, Size: r.Size, Seed: r.Seed,
		Engine: r.Engine, Understood: s.Understood, Unknown: s.Unknown, Materials: s.Materials,
		Colors: s.Colors, Modifiers: s.Modifiers, Confidence: s.Confidence,
		Diversity: quality.SetDiversity(r.Images(), s.Kind),
		Textures:  make([]ManifestTexture, len(r.Textures)),
	}
	for i, t := range r.Textures {
		fails := t.Failures
		if fails == nil {
			fails = []string{}
		}
		m.Textures[i] = ManifestTexture{File: TextureFile(i), Engine: t.Engine, Metrics: t.Metrics, Failures: fails}
	}
	return m
}
