package builtin

import (
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// The shapes the object picks within the door, boat, sign and minecart
// families (an iron door's plates, a chest in a boat, a raft, a hanging sign,
// a minecart's cargo) pass the quality gates as often as the plain ones: at
// least 95% of raw candidates at every size.
func TestWoodItemVariantsPassTheGates(t *testing.T) {
	variants := []spec.Spec{
		{Prompt: "iron door", Family: spec.Door, Object: "door", Materials: []string{"iron"}},
		{Prompt: "oxidized copper door", Family: spec.Door, Object: "door", Materials: []string{"copper"}, Modifiers: []string{spec.Oxidized}},
		{Prompt: "oak chest boat", Family: spec.Boat, Object: "chest boat", Materials: []string{"oak"}},
		{Prompt: "bamboo raft", Family: spec.Boat, Object: "raft", Materials: []string{"bamboo"}},
		{Prompt: "bamboo chest raft", Family: spec.Boat, Object: "chest raft", Materials: []string{"bamboo"}},
		{Prompt: "crimson hanging sign", Family: spec.Sign, Object: "hanging sign", Materials: []string{"crimson"}},
		{Prompt: "chest minecart", Family: spec.Minecart, Object: "chest minecart"},
		{Prompt: "furnace minecart", Family: spec.Minecart, Object: "furnace minecart"},
		{Prompt: "hopper minecart", Family: spec.Minecart, Object: "hopper minecart"},
		{Prompt: "tnt minecart", Family: spec.Minecart, Object: "tnt minecart"},
		{Prompt: "command block minecart", Family: spec.Minecart, Object: "command block minecart"},
	}
	for i := range variants {
		variants[i].Kind = spec.Item
	}
	checkVariantsPass(t, variants)
}

// A door stands taller than it is wide and a boat lies longer than it is tall,
// in every variation.
func TestDoorsStandAndBoatsLie(t *testing.T) {
	for _, tt := range []struct {
		s    spec.Spec
		tall bool
	}{
		{spec.Spec{Prompt: "oak door", Kind: spec.Item, Family: spec.Door, Object: "door"}, true},
		{spec.Spec{Prompt: "oak boat", Kind: spec.Item, Family: spec.Boat, Object: "boat"}, false},
	} {
		for v := range 16 {
			img := Draw(tt.s, 16, 1, v)
			x0, y0, x1, y1 := 16, 16, -1, -1
			for y := range 16 {
				for x := range 16 {
					if img.NRGBAAt(x, y).A > 0 {
						x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
					}
				}
			}
			if w, h := x1-x0, y1-y0; (h > w) != tt.tall {
				t.Errorf("%s variation %d is %d wide and %d tall", tt.s.Prompt, v, w+1, h+1)
			}
		}
	}
}
