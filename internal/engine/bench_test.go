package engine

import (
	"context"
	"testing"
)

// BenchmarkGenerate16 is one request for 16 variations at 16x16 with the
// built-in engine: 48 candidates drawn, measured, gated and selected. The goal is
// at most 5 ms on one core (go test -bench Generate16 -cpu 1).
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
