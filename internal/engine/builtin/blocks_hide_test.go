package builtin

import (
	"image/color"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// hideVariants are the hide's faces and colours the tests draw.
var hideVariants = []spec.Spec{
	{Prompt: "dried ghast", Object: "dried ghast"},
	{Prompt: "dried ghast north", Object: "dried ghast", Face: "north"},
	{Prompt: "dried ghast front", Object: "dried ghast", Face: "front"},
	{Prompt: "dried ghast top", Object: "dried ghast", Face: "top"},
	{Prompt: "leather block", Object: "leather block"},
	{Prompt: "green hide", Object: "hide", Colors: []spec.Color{{Name: "green", RGB: color.NRGBA{94, 124, 22, 255}, Hex: "#5E7C16"}}},
}

// A hide passes the block gates, its face too (one object per block, which
// must not show the tile's grid when a wall of them is built), at least 95%
// of raw candidates at every size.
func TestHidePassesTheGates(t *testing.T) {
	specs := make([]spec.Spec, len(hideVariants))
	for i, s := range hideVariants {
		s.Kind, s.Family = spec.Block, spec.Hide
		specs[i] = s
	}
	checkVariantsPass(t, specs)
}

// Only a front face carries the ghast's face: its eyes and mouth are the
// darkest colours of the block, clearly darker than any crease.
func TestHideFaceOnlyOnTheFront(t *testing.T) {
	darkest := func(face string, v int) float64 {
		s := spec.Spec{Prompt: "dried ghast", Kind: spec.Block, Family: spec.Hide, Object: "dried ghast", Face: face}
		img, l := Draw(s, 16, 1, v), 1.0
		for y := range 16 {
			for x := range 16 {
				l = min(l, palette.FromRGB(img.NRGBAAt(x, y)).L)
			}
		}
		return l
	}
	for v := range 8 {
		front := darkest("north", v)
		for _, face := range []string{"", "top", "bottom", "east", "west", "south"} {
			if plain := darkest(face, v); front > plain-0.1 {
				t.Errorf("variation %d: the north face's darkest L %.2f is not clearly below the %q face's %.2f", v, front, face, plain)
			}
		}
	}
}

func BenchmarkHide(b *testing.B) {
	s := spec.Spec{Prompt: "dried ghast north", Kind: spec.Block, Family: spec.Hide, Object: "dried ghast", Face: "north"}
	for i := 0; b.Loop(); i++ {
		Draw(s, 16, 1, i%16)
	}
}
