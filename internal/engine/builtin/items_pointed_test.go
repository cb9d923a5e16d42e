package builtin

import (
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// The shapes the object picks within the torch, spike and saddle families
// (a redstone torch's head, a curved fang, a harness) pass the quality gates
// as often as the plain ones: at least 95% of raw candidates at every size.
func TestPointedItemVariantsPassTheGates(t *testing.T) {
	variants := []spec.Spec{
		{Prompt: "soul torch", Family: spec.Torch, Object: "soul torch"},
		{Prompt: "redstone torch", Family: spec.Torch, Object: "redstone torch"},
		{Prompt: "copper torch", Family: spec.Torch, Object: "copper torch"},
		{Prompt: "icicle", Family: spec.Spike, Object: "icicle"},
		{Prompt: "stalagmite", Family: spec.Spike, Object: "stalagmite"},
		{Prompt: "bone spike", Family: spec.Spike, Object: "spike", Materials: []string{"bone"}},
		{Prompt: "claw", Family: spec.Spike, Object: "claw"},
		{Prompt: "harness", Family: spec.Saddle, Object: "harness"},
	}
	for i := range variants {
		variants[i].Kind = spec.Item
	}
	checkVariantsPass(t, variants)
}

// A spike points the way its name or the prompt says: its wide base holds
// most of its pixels, so a hanging one has more in its top half.
func TestSpikesPointTheNamedWay(t *testing.T) {
	for _, c := range []struct {
		s    spec.Spec
		down bool
	}{
		{spec.Spec{Prompt: "icicle", Object: "icicle"}, true},
		{spec.Spec{Prompt: "stalactite", Object: "stalactite"}, true},
		{spec.Spec{Prompt: "pointed dripstone down tip", Object: "pointed dripstone"}, true},
		{spec.Spec{Prompt: "stalagmite", Object: "stalagmite"}, false},
		{spec.Spec{Prompt: "pointed dripstone up", Object: "pointed dripstone"}, false},
	} {
		c.s.Kind, c.s.Family = spec.Item, spec.Spike
		for v := range 8 {
			img := Draw(c.s, 16, 7, v)
			var top, bottom int
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] == 0 {
					continue
				}
				if i/4/16 < 8 {
					top++
				} else {
					bottom++
				}
			}
			if (top > bottom) != c.down {
				t.Errorf("%s v%d: %d pixels in the top half, %d in the bottom: want it pointing down %v", c.s.Prompt, v, top, bottom, c.down)
			}
		}
	}
}

// The special torches burn in their own colours: a soul torch cyan, a copper
// torch green, a redstone torch red, a "blue torch" blue.
func TestTorchFlamesTakeTheirColours(t *testing.T) {
	blue := spec.Color{Name: "blue", Hex: "#3C44AA", RGB: palette.MustHex("#3C44AA")}
	for _, c := range []struct {
		s   spec.Spec
		hue palette.Lab
	}{
		{spec.Spec{Prompt: "soul torch", Object: "soul torch"}, soulFlame},
		{spec.Spec{Prompt: "copper torch", Object: "copper torch"}, copperFlame},
		{spec.Spec{Prompt: "redstone torch", Object: "redstone torch"}, redstoneGlow},
		{spec.Spec{Prompt: "blue torch", Object: "torch", Colors: []spec.Color{blue}}, palette.FromRGB(blue.RGB)},
	} {
		c.s.Kind, c.s.Family = spec.Item, spec.Torch
		for v := range 8 {
			img := Draw(c.s, 16, 9, v)
			near := 0
			for i := 0; i < len(img.Pix); i += 4 {
				if img.Pix[i+3] == 0 {
					continue
				}
				lab := palette.FromRGB(img.NRGBAAt(i/4%16, i/4/16))
				if lab.Chroma() > 0.05 && palette.HueDistance(lab.Hue(), c.hue.Hue()) < 25 {
					near++
				}
			}
			if near < 6 {
				t.Errorf("%s v%d: only %d pixels of its flame's hue", c.s.Prompt, v, near)
			}
		}
	}
}
