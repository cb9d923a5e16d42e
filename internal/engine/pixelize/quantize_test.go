package pixelize

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// cluster is n colours scattered by up to ±spread around centre, weight w each.
func cluster(rng *rand.Rand, centre palette.Lab, n int, spread, w float64) []wcol {
	var out []wcol
	for range n {
		j := func() float64 { return spread * (2*rng.Float64() - 1) }
		out = append(out, wcol{palette.Lab{L: centre.L + j(), A: centre.A + j(), B: centre.B + j()}, w})
	}
	return out
}

func nearestDistance(pal []palette.Lab, c palette.Lab) float64 {
	return palette.Distance(pal[nearest(pal, c)], c)
}

// TestQuantizeProtectsRareColour: two grey shades make up 97% of the pixels and a
// red 3%. With room for two colours, plain k-means keeps both greys (the lower
// squared error); the protected seed keeps the red.
func TestQuantizeProtectsRareColor(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	dark, light, red := palette.Lab{L: 0.45}, palette.Lab{L: 0.6}, palette.Lab{L: 0.55, A: 0.15, B: 0.08}
	cols := slices.Concat(cluster(rng, dark, 50, 0.01, 12), cluster(rng, light, 50, 0.01, 7.4), cluster(rng, red, 10, 0.01, 3))
	pal := quantize(cols, 2)
	if len(pal) != 2 || nearestDistance(pal, red) > 0.03 {
		t.Errorf("palette %v: want 2 entries, one within 0.03 of the red %v", pal, red)
	}
	if again := quantize(cols, 2); !slices.Equal(pal, again) {
		t.Errorf("second run gave %v, want %v", again, pal)
	}
}

// TestQuantizeMergesNearEntries: with more room than colours, entries closer
// than ΔE 0.02 come back as one.
func TestQuantizeMergesNearEntries(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	a, b := palette.Lab{L: 0.3}, palette.Lab{L: 0.7, A: 0.05}
	pal := quantize(slices.Concat(cluster(rng, a, 40, 0.004, 1), cluster(rng, b, 40, 0.004, 1)), 8)
	for i := range pal {
		for j := i + 1; j < len(pal); j++ {
			if d := palette.Distance(pal[i], pal[j]); d < mergeDistance {
				t.Errorf("entries %v and %v are ΔE %.3f apart", pal[i], pal[j], d)
			}
		}
	}
	if nearestDistance(pal, a) > 0.01 || nearestDistance(pal, b) > 0.01 {
		t.Errorf("palette %v misses %v or %v", pal, a, b)
	}
}
