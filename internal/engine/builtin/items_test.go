package builtin

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// itemGate is the research's item gate (§5): binary alpha, a transparent 1-px
// margin, coverage 0.15–0.75, one main 8-connected component plus at most two
// small parts (four for dust, whose loose grains are parts), at least 80% of the
// boundary darker than the pixel inside it by ΔL >= 0.08, and contrast >= 0.10.
//
// Coverage is calibrated at 16×16. At 32 and 64 the outline stays 1 px while the
// object scales, so thin objects cover less: there the floor is 0.08 (the rod,
// the thinnest, measures about 0.09 at 64).
func itemGate(f spec.Family, size int) func(st spriteStats) string {
	floor, extra := 0.15, 2
	if size > 16 {
		floor = 0.08
	}
	if f == spec.Dust {
		extra = 4
	}
	return func(st spriteStats) string {
		if why := spriteBasics(st, extra, size); why != "" {
			return why
		}
		if st.coverage < floor || st.coverage > 0.75 {
			return fmt.Sprintf("coverage %.2f outside %.2f-0.75", st.coverage, floor)
		}
		return ""
	}
}

// spriteBasics checks what every item and flat item must pass whatever its shape.
func spriteBasics(st spriteStats, extraParts, size int) string {
	switch {
	case !st.binary:
		return "alpha is not binary"
	case !st.margin:
		return "an opaque pixel touches the canvas border"
	case len(st.parts) == 0:
		return "the sprite is empty"
	case len(st.parts)-1 > extraParts:
		return fmt.Sprintf("%d detached parts besides the main one", len(st.parts)-1)
	case st.outlined < 0.8:
		return fmt.Sprintf("only %.2f of the boundary is outlined", st.outlined)
	case st.contrast < 0.10:
		return fmt.Sprintf("outline contrast %.2f", st.contrast)
	}
	for _, p := range st.parts[1:] {
		if p > size*size*3/100 {
			return fmt.Sprintf("a detached part of %d pixels is not small", p)
		}
	}
	return ""
}

func kindFamilies(k spec.Kind) []spec.Family {
	var fs []spec.Family
	for _, e := range spec.Families {
		if e.Kind == k {
			fs = append(fs, e.Family)
		}
	}
	return fs
}

func TestEveryItemAndFlatFamilyHasADrawer(t *testing.T) {
	for _, f := range kindFamilies(spec.Item) {
		if itemDrawers[f] == nil {
			t.Errorf("item family %s has no drawer", f)
		}
	}
	for _, f := range kindFamilies(spec.Flat) {
		if flatDrawers[f] == nil {
			t.Errorf("flat family %s has no drawer", f)
		}
	}
}

func TestItemsPassTheItemGate(t *testing.T) {
	for _, f := range kindFamilies(spec.Item) {
		checkSprites(t, f, []int{16}, 64, itemGate(f, 16))
		checkSprites(t, f, []int{32}, 4, itemGate(f, 32))
		checkSprites(t, f, []int{64}, 2, itemGate(f, 64))
	}
}

// Same inputs give the same pixels, and the 16 variations of a prompt are 16
// different pictures.
func checkDeterministicAndVaried(t *testing.T, fs []spec.Family) {
	t.Helper()
	for _, f := range fs {
		for _, s := range spritePrompts(f) {
			var seen [16][]byte
			for v := range 16 {
				a, b := Draw(s, 16, 42, v), Draw(s, 16, 42, v)
				if !bytes.Equal(a.Pix, b.Pix) {
					t.Fatalf("%s: variation %d differs between two identical draws", s.Prompt, v)
				}
				for w := range v {
					if bytes.Equal(seen[w], a.Pix) {
						t.Errorf("%s: variations %d and %d are identical", s.Prompt, w, v)
					}
				}
				seen[v] = a.Pix
			}
		}
	}
}

func TestItemsAreDeterministicAndVaried(t *testing.T) {
	checkDeterministicAndVaried(t, kindFamilies(spec.Item))
}

// A requested colour is the sprite's colour: most chromatic pixels of a "purple
// <family>" are within 25° of purple's hue (the rest are handles, stems, corks
// and outlines).
func checkColorAdherence(t *testing.T, fs []spec.Family) {
	t.Helper()
	want := palette.FromRGB(palette.MustHex("#8032C0")).Hue()
	for _, f := range fs {
		s := spritePrompts(f)[3]
		near, chromatic := 0, 0
		for v := range 8 {
			img := Draw(s, 16, 3, v)
			for i := 0; i < len(img.Pix); i += 4 {
				if img.Pix[i+3] == 0 {
					continue
				}
				c := palette.FromRGB(img.NRGBAAt(i/4%16, i/4/16))
				if c.Chroma() < 0.05 {
					continue
				}
				chromatic++
				if palette.HueDistance(c.Hue(), want) <= 25 {
					near++
				}
			}
		}
		if chromatic == 0 || float64(near) < 0.5*float64(chromatic) {
			t.Errorf("%s: only %d of %d chromatic pixels are purple", s.Prompt, near, chromatic)
		}
	}
}

func TestItemsTakeTheRequestedColor(t *testing.T) {
	checkColorAdherence(t, kindFamilies(spec.Item))
}

// A tool's head takes the named material and its handle stays wood: in a
// "diamond <tool>" both colours are present and the diamond pixels sit higher up,
// at the business end, than the brown ones.
func TestToolPartsTakeTheirMaterials(t *testing.T) {
	diamond := palette.FromRGB(palette.MustHex("#4AEDD9")).Hue()
	brown := stickBrown.Hue()
	for _, f := range []spec.Family{spec.Sword, spec.Pickaxe, spec.Axe, spec.Shovel, spec.Hoe} {
		s := spec.Spec{Prompt: "diamond " + string(f), Kind: spec.Item, Family: f, Materials: []string{"diamond"}}
		for v := range 8 {
			img := Draw(s, 16, 5, v)
			var count [2]int
			var rowSum [2]float64
			opaque := 0
			for y := range 16 {
				for x := range 16 {
					c := img.NRGBAAt(x, y)
					if c.A == 0 {
						continue
					}
					opaque++
					lab := palette.FromRGB(c)
					for k, hue := range [2]float64{diamond, brown} {
						if lab.Chroma() > 0.03 && palette.HueDistance(lab.Hue(), hue) < 25 {
							count[k]++
							rowSum[k] += float64(y)
						}
					}
				}
			}
			if count[0] < opaque/4 || count[1] < 4 {
				t.Fatalf("%s v%d: %d diamond and %d brown pixels of %d", f, v, count[0], count[1], opaque)
			}
			if head, handle := rowSum[0]/float64(count[0]), rowSum[1]/float64(count[1]); head > handle-2 {
				t.Errorf("%s v%d: the head (row %.1f) is not above the handle (row %.1f)", f, v, head, handle)
			}
		}
	}
}

func BenchmarkDrawItem(b *testing.B) {
	specs := []spec.Spec{
		{Prompt: "diamond sword", Kind: spec.Item, Family: spec.Sword, Materials: []string{"diamond"}},
		{Prompt: "iron pickaxe", Kind: spec.Item, Family: spec.Pickaxe, Materials: []string{"iron"}},
		{Prompt: "purple potion", Kind: spec.Item, Family: spec.Potion, Colors: []spec.Color{{Name: "purple", RGB: palette.MustHex("#8032C0")}}},
		{Prompt: "apple", Kind: spec.Item, Family: spec.Fruit},
		{Prompt: "gold ingot", Kind: spec.Item, Family: spec.Ingot, Materials: []string{"gold"}},
		{Prompt: "map", Kind: spec.Flat, Family: spec.Map},
	}
	for _, s := range specs {
		b.Run(s.Prompt, func(b *testing.B) {
			for v := 0; b.Loop(); v++ {
				Draw(s, 16, 1, v%48)
			}
		})
	}
}
