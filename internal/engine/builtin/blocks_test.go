package builtin

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// The noise and cell primitives every block is built from repeat exactly: a
// 32×32 field equals the 2×2 tiling of the 16×16 one.
func TestPrimitivesTileExactly(t *testing.T) {
	for _, n := range []int{16, 32} {
		rng := rand.New(rand.NewPCG(1, 2))
		lattice := make([]float64, 8*4)
		for i := range lattice {
			lattice[i] = rng.Float64()
		}
		one, two := make(field, n*n), make(field, 4*n*n)
		addLattice(one, lattice, 8, 4, n, n, 1)
		addLattice(two, lattice, 8, 4, n, 2*n, 1)
		pts := spreadPoints(rng, n, 7)
		owner1, gap1 := worleyOn(new(scratch), n, n, pts, 1.2)
		owner2, gap2 := worleyOn(new(scratch), n, 2*n, pts, 1.2)
		for y := range 2 * n {
			for x := range 2 * n {
				i1, i2 := (y%n)*n+x%n, y*2*n+x
				if one[i1] != two[i2] || owner1[i1] != owner2[i2] || gap1[i1] != gap2[i2] {
					t.Fatalf("n=%d: the field at (%d,%d) differs from the tiled one", n, x, y)
				}
			}
		}
	}
}

// Values change smoothly across the wrap: the step from the last column to the
// first is no bigger than the steps inside the tile.
func TestNoiseIsContinuousAcrossTheWrap(t *testing.T) {
	f := fbm(new(scratch), rand.New(rand.NewPCG(3, 4)), 16, oct(4, 1))
	maxInside, wrap := 0.0, 0.0
	for y := range 16 {
		for x := range 16 {
			d := abs64(f[y*16+x] - f[y*16+(x+1)%16])
			if x == 15 {
				wrap = max(wrap, d)
			} else {
				maxInside = max(maxInside, d)
			}
		}
	}
	if wrap > maxInside {
		t.Fatalf("step across the wrap %.3f is larger than any step inside (%.3f)", wrap, maxInside)
	}
}

func TestDrawIsDeterministic(t *testing.T) {
	for _, f := range spec.Families {
		s := spec.Spec{Prompt: "test " + string(f.Family), Kind: f.Kind, Family: f.Family, Modifiers: []string{spec.Mossy, spec.Cracked}}
		a, b := Draw(s, 16, 7, 3), Draw(s, 16, 7, 3)
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Errorf("%s: two draws with the same inputs differ", f.Family)
		}
		if c := Draw(s, 16, 8, 3); bytes.Equal(a.Pix, c.Pix) {
			t.Errorf("%s: another seed drew the same image", f.Family)
		}
	}
}

func TestBlocksAreOpaqueExceptLeavesAndGlass(t *testing.T) {
	for _, f := range spec.Families {
		if f.Kind != spec.Block {
			continue
		}
		for _, size := range []int{16, 32, 64} {
			img := Draw(spec.Spec{Prompt: "x", Kind: spec.Block, Family: f.Family}, size, 1, 0)
			if img.Bounds().Dx() != size || img.Bounds().Dy() != size {
				t.Fatalf("%s: size %v, want %d", f.Family, img.Bounds(), size)
			}
			clear := 0
			for i := 3; i < len(img.Pix); i += 4 {
				if img.Pix[i] == 0 {
					clear++
				}
			}
			seeThrough := f.Family == spec.Leaves || f.Family == spec.Glass
			if !seeThrough && clear > 0 {
				t.Errorf("%s at %d: %d transparent pixels", f.Family, size, clear)
			}
			if seeThrough && clear == 0 {
				t.Errorf("%s at %d: no transparent pixels", f.Family, size)
			}
		}
	}
}

func abs64(x float64) float64 { return max(x, -x) }
