package pixelize

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// family draws a ground-truth 16×16 texture of one kind from a seeded source.
type family struct {
	name string
	kind spec.Kind
	draw func(rng *rand.Rand) *image.NRGBA
}

var families = []family{
	{"stone", spec.Block, drawStone},
	{"bricks", spec.Block, drawBricks},
	{"planks", spec.Block, drawPlanks},
	{"sword", spec.Item, drawSword},
	{"gem", spec.Item, drawGem},
	{"ingot", spec.Item, drawIngot},
	{"paper", spec.Flat, drawPaper},
}

// mustTruth draws f with seed and checks that its colours are far enough apart
// (ΔE 0.05) for a round trip to tell them apart at the scoring tolerance.
func mustTruth(t testing.TB, f family, seed uint64) (*image.NRGBA, int) {
	t.Helper()
	img := f.draw(rand.New(rand.NewPCG(seed, 0xf1)))
	cols := distinctColors(img)
	for i := range cols {
		for j := i + 1; j < len(cols); j++ {
			if d := palette.Distance(palette.FromRGB(cols[i]), palette.FromRGB(cols[j])); d < 0.05 {
				t.Fatalf("%s seed %d: colours %v and %v are only ΔE %.3f apart", f.name, seed, cols[i], cols[j], d)
			}
		}
	}
	return img, len(cols)
}

// distinctColours lists the opaque colours of img in first-seen order.
func distinctColors(img *image.NRGBA) []color.NRGBA {
	var out []color.NRGBA
	seen := map[color.NRGBA]bool{}
	for i := 0; i < len(img.Pix); i += 4 {
		if c := (color.NRGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]}); c.A != 0 && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

func ramp(l, c, h float64, shades int, spread float64) palette.Ramp {
	return palette.NewRamp(palette.RampSpec{Base: palette.FromLCh(l, c, h), Shades: shades, Spread: spread, HueShift: 3})
}

// paint fills a 16×16 image from a label grid: label -1 is transparent.
func paint(labels [256]int, cols []color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i, l := range labels {
		if l >= 0 {
			img.Set(i%16, i/16, cols[l])
		}
	}
	return img
}

// drawStone is 5 grey shades in clusters: random labels smoothed twice by a 3×3
// majority on the torus.
func drawStone(rng *rand.Rand) *image.NRGBA {
	r := ramp(0.5+0.1*rng.Float64(), 0.01+0.01*rng.Float64(), 360*rng.Float64(), 5, 0.22)
	var lab [256]int
	for i := range lab {
		lab[i] = []int{0, 1, 2, 2, 2, 3, 3, 4}[rng.IntN(8)]
	}
	for range 2 {
		next := lab
		for i := range lab {
			var votes [5]int
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					votes[lab[(i/16+dy+16)%16*16+(i%16+dx+16)%16]]++
				}
			}
			for v, n := range votes {
				if n > votes[next[i]] {
					next[i] = v
				}
			}
		}
		lab = next
	}
	return paint(lab, r)
}

// drawBricks is rows of 8×4 bricks, every other row offset by half a brick, each
// brick one of three shades with a speck of another, in light mortar.
func drawBricks(rng *rand.Rand) *image.NRGBA {
	r := ramp(0.5, 0.1+0.03*rng.Float64(), 20+25*rng.Float64(), 3, 0.1)
	cols := append([]color.NRGBA{palette.FromLCh(0.78, 0.01, 90).RGB()}, r...)
	var lab [256]int
	for band := range 4 {
		for b := range 2 {
			shade := 1 + rng.IntN(3)
			x0 := b*8 + band%2*4
			for y := band * 4; y < band*4+3; y++ {
				for x := x0 + 1; x < x0+8; x++ {
					lab[y*16+x%16] = shade
				}
			}
			speck := band*4 + rng.IntN(3)
			lab[speck*16+(x0+1+rng.IntN(7))%16] = 1 + (shade+rng.IntN(2))%3
		}
	}
	return paint(lab, cols)
}

// drawPlanks is four planks 4 pixels high, a dark seam under each and one dark
// joint across each, with grain streaks of a lighter and a darker shade.
func drawPlanks(rng *rand.Rand) *image.NRGBA {
	r := ramp(0.55, 0.08+0.03*rng.Float64(), 55+20*rng.Float64(), 4, 0.16)
	var lab [256]int
	for band := range 4 {
		joint := rng.IntN(16)
		for y := band * 4; y < band*4+4; y++ {
			for x := range 16 {
				lab[y*16+x] = 2
				if y%4 == 3 || x == joint {
					lab[y*16+x] = 0
				}
			}
			if y%4 == 3 {
				continue
			}
			for range 2 {
				x0, shade := rng.IntN(16), []int{1, 3}[rng.IntN(2)]
				for x := x0; x < x0+2+rng.IntN(4); x++ {
					if lab[y*16+x%16] == 2 {
						lab[y*16+x%16] = shade
					}
				}
			}
		}
	}
	return paint(lab, r)
}

// outlined paints the labelled shape and rings it with colour 0 on the pixels
// 4-adjacent to it.
func outlined(lab [256]int, cols []color.NRGBA) *image.NRGBA {
	out := lab
	for i, l := range lab {
		if l >= 0 {
			continue
		}
		x, y := i%16, i/16
		for _, d := range [4][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
			if nx, ny := x+d[0], y+d[1]; nx >= 0 && ny >= 0 && nx < 16 && ny < 16 && lab[ny*16+nx] > 0 {
				out[i] = 0
			}
		}
	}
	return paint(out, cols)
}

func empty() [256]int {
	var lab [256]int
	for i := range lab {
		lab[i] = -1
	}
	return lab
}

// drawSword is a diagonal two-shade blade, a guard, a handle and a pommel, outlined.
func drawSword(rng *rand.Rand) *image.NRGBA {
	metal := [][3]float64{{0.7, 0.01, 250}, {0.72, 0.12, 90}, {0.72, 0.1, 195}, {0.6, 0.14, 150}}[rng.IntN(4)]
	blade := ramp(metal[0], metal[1], metal[2], 2, 0.08)
	cols := []color.NRGBA{
		palette.FromLCh(0.2, 0.02, metal[2]).RGB(), blade[1], blade[0],
		palette.FromLCh(0.5, 0.1, 70+40*rng.Float64()).RGB(), palette.FromLCh(0.38, 0.07, 50).RGB(),
	}
	lab := empty()
	set := func(x, y, l int) { lab[y*16+x] = l }
	length := 5 + rng.IntN(3)
	for k := 0; k <= length; k++ {
		set(6+k, 9-k, 1)
		if k < length {
			set(7+k, 9-k, 2)
		}
	}
	for _, p := range [][2]int{{4, 8}, {5, 9}, {6, 10}, {7, 11}, {3, 12}} {
		set(p[0], p[1], 3)
	}
	set(5, 10, 4)
	set(4, 11, 4)
	return outlined(lab, cols)
}

// drawGem is a rhombus shaded light to dark from the top left, with a highlight.
func drawGem(rng *rand.Rand) *image.NRGBA {
	r := ramp(0.6, 0.12, 360*rng.Float64(), 3, 0.14)
	cols := []color.NRGBA{r[0], r[0], r[1], r[2], palette.FromLCh(0.95, 0.02, 100).RGB()}
	cols[0] = palette.FromLCh(0.22, 0.06, palette.FromRGB(r[1]).Hue()).RGB()
	cx, cy, rad := 7+rng.IntN(2), 7+rng.IntN(2), 4+rng.IntN(2)
	lab := empty()
	for y := range 16 {
		for x := range 16 {
			dx, dy := x-cx, y-cy
			if abs(dx)+abs(dy) > rad {
				continue
			}
			switch s := dx + dy; {
			case s < -rad/2:
				lab[y*16+x] = 3
			case s > rad/2:
				lab[y*16+x] = 1
			default:
				lab[y*16+x] = 2
			}
		}
	}
	lab[(cy-rad/2)*16+cx-1] = 4
	return outlined(lab, cols)
}

// drawIngot is a bar seen from the front and a little above: a light top face
// with a highlight streak, a mid front and a dark bottom row, outlined.
func drawIngot(rng *rand.Rand) *image.NRGBA {
	r := ramp(0.62, 0.12, []float64{85, 60, 250, 30}[rng.IntN(4)], 3, 0.14)
	cols := []color.NRGBA{palette.FromLCh(0.25, 0.05, 60).RGB(), r[0], r[1], r[2], palette.FromLCh(0.96, 0.03, 95).RGB()}
	y0 := 5 + rng.IntN(4)
	lab := empty()
	for j, row := range [][3]int{{4, 11, 3}, {3, 12, 3}, {2, 13, 2}, {2, 13, 1}} {
		for x := row[0]; x <= row[1]; x++ {
			lab[(y0+j)*16+x] = row[2]
		}
	}
	hx := 5 + rng.IntN(3)
	lab[y0*16+hx], lab[y0*16+hx+1] = 4, 4
	return outlined(lab, cols)
}

// drawPaper is a cream sheet with lines of text and a shaded lower edge, outlined.
func drawPaper(rng *rand.Rand) *image.NRGBA {
	cols := []color.NRGBA{
		palette.FromLCh(0.58, 0.05, 70).RGB(), palette.FromLCh(0.9, 0.035, 90).RGB(),
		palette.FromLCh(0.78, 0.045, 85).RGB(), palette.FromLCh(0.45, 0.05, 260).RGB(),
	}
	x0, x1 := 2+rng.IntN(2), 12+rng.IntN(2)
	lab := empty()
	for y := 2; y <= 13; y++ {
		for x := x0; x <= x1; x++ {
			lab[y*16+x] = 1
			if y == 13 || x == x1 {
				lab[y*16+x] = 2
			}
		}
	}
	for y := 4; y <= 11; y += 2 {
		for x := x0 + 1; x < x1-rng.IntN(4); x++ {
			lab[y*16+x] = 3
		}
	}
	return outlined(lab, cols)
}

func abs(v int) int { return max(v, -v) }
