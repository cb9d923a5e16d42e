package builtin

import (
	"image"
	"image/color"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/quality"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// orbRailFishSpecs are the shapes the object picks within the orb, rail and
// meat families, as the parser reads their prompts.
func orbRailFishSpecs() []spec.Spec {
	cooked := spec.Color{Name: "cooked", RGB: palette.MustHex("#8E5A3C"), Hex: "#8E5A3C"}
	blue := spec.Color{Name: "blue", RGB: palette.MustHex("#3C44AA"), Hex: "#3C44AA"}
	purple := spec.Color{Name: "purple", RGB: palette.MustHex("#8932B8"), Hex: "#8932B8"}
	ss := []spec.Spec{
		{Prompt: "purple orb", Family: spec.Orb, Object: "orb", Colors: []spec.Color{purple}},
		{Prompt: "ender pearl", Family: spec.Orb, Object: "ender pearl", Materials: []string{"ender"}},
		{Prompt: "rail", Family: spec.Rail, Object: "rail"},
		{Prompt: "rail corner", Family: spec.Rail, Object: "rail corner"},
		{Prompt: "powered rail on", Family: spec.Rail, Object: "powered rail"},
		{Prompt: "activator rail", Family: spec.Rail, Object: "activator rail"},
		{Prompt: "detector rail", Family: spec.Rail, Object: "detector rail"},
		{Prompt: "curved detector rail", Family: spec.Rail, Object: "detector rail"},
		{Prompt: "cooked cod", Family: spec.Meat, Object: "cod", Colors: []spec.Color{cooked}},
		{Prompt: "blue fish", Family: spec.Meat, Object: "fish", Colors: []spec.Color{blue}},
	}
	for _, o := range []string{"ender eye", "slime ball", "magma cream", "heart of the sea", "fire charge",
		"firework star", "snowball", "ghast tear", "ink sac", "glow ink sac", "bubble"} {
		ss = append(ss, spec.Spec{Prompt: o, Family: spec.Orb, Object: o})
	}
	for _, o := range []string{"cod", "salmon", "pufferfish", "tropical fish"} {
		ss = append(ss, spec.Spec{Prompt: o, Family: spec.Meat, Object: o})
	}
	for i := range ss {
		ss[i].Kind = spec.Item
	}
	return ss
}

// Every orb, rail and fish passes the quality gates as often as the plain
// families do: at least 95% of raw candidates at every size, with its
// requested colours.
func TestOrbRailFishVariantsPassTheGates(t *testing.T) {
	checkVariantsPass(t, orbRailFishSpecs())
}

// Every orb, rail and fish offers 16 different variations that pass the
// gates among the 48 candidates the engine draws for a set of 16.
func TestOrbRailFishVariantsDiffer(t *testing.T) {
	meter := quality.NewMeter(spec.Item)
	for _, s := range orbRailFishSpecs() {
		for seed := range uint64(3) {
			var passed []*image.NRGBA
			for v := range 48 {
				img := Draw(s, 16, seed, v)
				if len(quality.Check(meter.Measure(img, nil), s.Kind, s.Family)) == 0 {
					passed = append(passed, img)
				}
			}
			order := make([]int, len(passed))
			for i := range order {
				order[i] = i
			}
			if n := len(quality.Distinct(passed, s.Kind, order, 16)); n < 16 {
				t.Errorf("%s seed %d: %d distinct variations pass the gates, want 16", s.Prompt, seed, n)
			}
		}
	}
}

// The fish nouns draw a fish, not a cut of meat: a fish is longer than it is
// tall (a pufferfish aside), where a steak or a chop is nearly as tall as it
// is long.
func TestFishNounsDrawAFish(t *testing.T) {
	for _, o := range []string{"cod", "salmon", "tropical fish", "fish"} {
		s := spec.Spec{Prompt: o, Kind: spec.Item, Family: spec.Meat, Object: o}
		for v := range 8 {
			img := Draw(s, 16, 3, v)
			x0, y0, x1, y1 := 16, 16, 0, 0
			for y := range 16 {
				for x := range 16 {
					if img.NRGBAAt(x, y).A != 0 {
						x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
					}
				}
			}
			if w, h := x1-x0+1, y1-y0+1; w < 11 {
				t.Errorf("%s v%d: %d×%d texels: want a fish at least 11 long", o, v, w, h)
			}
		}
	}
}

// A powered rail's rails are gold unless the prompt names a colour, and it
// shows redstone only when it is on.
func TestPoweredRailIsGoldAndLightsWhenOn(t *testing.T) {
	count := func(s spec.Spec, pick func(l, c, h float64) bool) int {
		n := 0
		for v := range 4 {
			img := Draw(s, 16, 1, v)
			for i := 0; i < len(img.Pix); i += 4 {
				if img.Pix[i+3] == 0 {
					continue
				}
				l, c, h := palette.FromRGB(color.NRGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], 255}).LCh()
				if pick(l, c, h) {
					n++
				}
			}
		}
		return n
	}
	gold := func(l, c, h float64) bool { return c > 0.08 && h > 70 && h < 110 && l > 0.6 }
	red := func(l, c, h float64) bool { return c > 0.15 && (h < 40 || h > 350) }
	off := spec.Spec{Prompt: "powered rail", Kind: spec.Item, Family: spec.Rail, Object: "powered rail"}
	on := off
	on.Prompt = "powered rail on"
	plain := spec.Spec{Prompt: "rail", Kind: spec.Item, Family: spec.Rail, Object: "rail"}
	if count(off, gold) < 40 || count(plain, gold) > 0 {
		t.Errorf("gold pixels: powered rail %d, rail %d: want the powered rail's rails gold", count(off, gold), count(plain, gold))
	}
	if count(off, red) > 0 || count(on, red) < 4 {
		t.Errorf("red pixels: off %d, on %d: want redstone only when on", count(off, red), count(on, red))
	}
}
