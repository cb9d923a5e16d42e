package builtin

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/quality"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// spriteStats are the research's item measures (§5) of one rendered sprite.
type spriteStats struct {
	binary   bool    // every alpha is 0 or 255
	margin   bool    // the canvas border is transparent
	coverage float64 // opaque share of the canvas
	// parts lists the sizes of the 8-connected components, largest first.
	parts []int
	// outlined is the share of boundary pixels (opaque, 4-adjacent to transparent)
	// darker by ΔL >= 0.08 than the pixel on the other side of them.
	outlined float64
	contrast float64 // mean interior L minus mean boundary L
	// rect is the opaque share of the bounding box: 1 for a perfect rectangle.
	rect float64
}

func measureSprite(img *image.NRGBA) spriteStats {
	n := img.Bounds().Dx()
	st := spriteStats{binary: true, margin: true}
	alpha := func(x, y int) uint8 {
		if x < 0 || y < 0 || x >= n || y >= n {
			return 0
		}
		return img.Pix[(y*n+x)*4+3]
	}
	lum := func(x, y int) float64 { return palette.FromRGB(img.NRGBAAt(x, y)).L }
	opaque, x0, y0, x1, y1 := 0, n, n, -1, -1
	boundary, dark := 0, 0
	var sumIn, sumEdge float64
	inner := 0
	for y := range n {
		for x := range n {
			a := alpha(x, y)
			if a != 0 && a != 255 {
				st.binary = false
			}
			if a == 0 {
				continue
			}
			opaque++
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
			if x == 0 || y == 0 || x == n-1 || y == n-1 {
				st.margin = false
			}
			edge, ok := false, false
			for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
				if alpha(x+d[0], y+d[1]) != 0 {
					continue
				}
				edge = true
				ix, iy := x-d[0], y-d[1]
				if alpha(ix, iy) != 0 && lum(ix, iy)-lum(x, y) >= 0.08 {
					ok = true
				}
			}
			if edge {
				boundary++
				sumEdge += lum(x, y)
				if ok {
					dark++
				}
			} else {
				inner++
				sumIn += lum(x, y)
			}
		}
	}
	st.coverage = float64(opaque) / float64(n*n)
	if boundary > 0 {
		st.outlined = float64(dark) / float64(boundary)
		if inner > 0 {
			st.contrast = sumIn/float64(inner) - sumEdge/float64(boundary)
		}
	}
	if opaque > 0 {
		st.rect = float64(opaque) / float64((x1-x0+1)*(y1-y0+1))
	}
	st.parts = components(n, func(x, y int) bool { return alpha(x, y) != 0 })
	return st
}

// components returns the sizes of the 8-connected components of the pixels for
// which on holds, largest first.
func components(n int, on func(x, y int) bool) []int {
	seen := make([]bool, n*n)
	var sizes []int
	var stack [][2]int
	for y := range n {
		for x := range n {
			if seen[y*n+x] || !on(x, y) {
				continue
			}
			size := 0
			seen[y*n+x] = true
			stack = append(stack[:0], [2]int{x, y})
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size++
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						qx, qy := p[0]+dx, p[1]+dy
						if qx >= 0 && qy >= 0 && qx < n && qy < n && !seen[qy*n+qx] && on(qx, qy) {
							seen[qy*n+qx] = true
							stack = append(stack, [2]int{qx, qy})
						}
					}
				}
			}
			sizes = append(sizes, size)
		}
	}
	for i := 1; i < len(sizes); i++ { // few components: insertion sort, largest first
		for k := i; k > 0 && sizes[k] > sizes[k-1]; k-- {
			sizes[k], sizes[k-1] = sizes[k-1], sizes[k]
		}
	}
	return sizes
}

// spritePrompts are the specs the sprite tests draw for a family: the bare
// family, and the same with a material, a colour and modifiers, so each drawer
// is checked across the colour plans it has to handle.
func spritePrompts(f spec.Family) []spec.Spec {
	k := spec.KindOf(f)
	purple := spec.Color{Name: "purple", Hex: "#8032C0", RGB: palette.MustHex("#8032C0")}
	return []spec.Spec{
		{Prompt: string(f), Kind: k, Family: f},
		{Prompt: "diamond " + string(f), Kind: k, Family: f, Materials: []string{"diamond", "oak"}},
		{Prompt: "netherite " + string(f), Kind: k, Family: f, Materials: []string{"netherite"}},
		{Prompt: "purple " + string(f), Kind: k, Family: f, Colors: []spec.Color{purple}},
		{Prompt: "mossy cracked " + string(f), Kind: k, Family: f, Materials: []string{"gold"}, Modifiers: []string{spec.Mossy, spec.Cracked}},
		{Prompt: "glowing enchanted " + string(f), Kind: k, Family: f, Materials: []string{"water", "bone"}, Modifiers: []string{spec.Glowing, spec.Enchanted}},
	}
}

// checkSprites draws every prompt of a family at each size for `seeds`
// variations and reports the share that fails gate.
func checkSprites(t *testing.T, f spec.Family, sizes []int, seeds int, gate func(st spriteStats) string) {
	t.Helper()
	fails, total := 0, 0
	first := ""
	for _, s := range spritePrompts(f) {
		for _, size := range sizes {
			for v := range seeds {
				total++
				if why := gate(measureSprite(Draw(s, size, 1, v))); why != "" {
					fails++
					if first == "" {
						first = s.Prompt + ": " + why
					}
				}
			}
		}
	}
	if fails > 0 {
		t.Errorf("%s: %d of %d sprites fail, first: %s", f, fails, total, first)
	}
}

// checkVariantsPass draws each spec (a family's sub-shapes: a soul torch, a
// chest boat) at 16, 32 and 64 and wants at least 95% of the raw candidates
// to pass the quality gates with the spec's colours, as the plain families do.
func checkVariantsPass(t *testing.T, specs []spec.Spec) {
	t.Helper()
	for _, s := range specs {
		meter := quality.NewMeter(s.Kind)
		var want []color.NRGBA
		for _, c := range s.Colors {
			want = append(want, c.RGB)
		}
		for _, size := range []int{16, 32, 64} {
			n := map[int]int{16: 128, 32: 32, 64: 32}[size]
			pass, first := 0, ""
			for k := range n {
				fails := quality.Check(meter.Measure(Draw(s, size, uint64(k/4), k%4), want), s.Kind, s.Family)
				if len(fails) == 0 {
					pass++
				} else if first == "" {
					first = strings.Join(fails, "; ")
				}
			}
			if rate := float64(pass) / float64(n); rate < 0.95 {
				t.Errorf("%s at %d: %.0f%% pass, want 95%%; first failure: %s", s.Prompt, size, 100*rate, first)
			}
		}
	}
}
