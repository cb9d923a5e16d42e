package engine

import (
	"cmp"
	"context"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// BenchmarkGenerate16 is one request for 16 variations at 16x16 with the
// built-in engine: 48 candidates drawn, measured, gated and selected. The goal is
// at most 5 ms on one core (go test -bench Generate16 -cpu 1).
//
// BenchmarkGenerate16Families does the same for every family, named by its own
// name ("log side", "book page") or, where that names another, by benchNames:
// the goal is at most 3 ms each.
func BenchmarkGenerate16Families(b *testing.B) {
	g := NewGenerator()
	benchNames := map[spec.Family]string{spec.Storage: "iron block", spec.Crystal: "crystal block", spec.Porous: "sponge"}
	for _, f := range spec.Families {
		prompt := cmp.Or(benchNames[f.Family], strings.ReplaceAll(string(f.Family), "_", " "))
		b.Run(prompt, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				res, err := g.Generate(context.Background(), Request{Prompt: prompt, Seed: uint64(i)})
				if err != nil || res.Spec.Family != f.Family {
					b.Fatalf("%q drew %s, %v", prompt, res.Spec.Family, err)
				}
			}
		})
	}
}

func BenchmarkGenerate16(b *testing.B) {
	g := NewGenerator()
	for _, p := range []string{"stone", "mossy cobblestone", "diamond ore", "oak planks", "gravel", "ruby sword", "iron chestplate", "treasure map"} {
		b.Run(p, func(b *testing.B) {
			for i := 0; b.Loop(); i++ {
				if _, err := g.Generate(context.Background(), Request{Prompt: p, Seed: uint64(i)}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
