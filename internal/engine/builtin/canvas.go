package builtin

import (
	"cmp"
	"image"
	"image/color"
	"slices"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// canvas is a texture before it has colours: each pixel names a part (which ramp
// colours it; 0 is transparent) and a shade (an index into that ramp). Working in
// shades keeps every texture's palette coherent by construction, and passes such as
// lighting and moss edit shades and parts, never colours.
type canvas struct {
	n     int
	mask  int // n-1 when n is a power of two, so wrapping is a mask; else 0
	part  []uint8
	shade []int8
	ramps []palette.Ramp // ramps[0] is unused: part 0 is transparent
}

func newCanvas(sc *scratch, n int) *canvas {
	c := &canvas{n: n, part: sc.parts.take(n * n), shade: sc.shades.take(n * n), ramps: sc.ramps.take(16)[:1]}
	if n&(n-1) == 0 {
		c.mask = n - 1
	}
	return c
}

// addRamp registers a ramp and returns the part that paints with it.
func (c *canvas) addRamp(r palette.Ramp) uint8 {
	c.ramps = append(c.ramps, r)
	return uint8(len(c.ramps) - 1)
}

// i is the index of pixel (x, y), wrapping around both axes: blocks live on a torus.
func (c *canvas) i(x, y int) int {
	if m := c.mask; m != 0 { // every size Draw takes: no division
		return (y&m)*c.n + x&m
	}
	n := c.n
	x %= n
	y %= n
	if x < 0 {
		x += n
	}
	if y < 0 {
		y += n
	}
	return y*n + x
}

// inside reports whether (x, y) is on the canvas without wrapping.
func (c *canvas) inside(x, y int) bool { return x >= 0 && y >= 0 && x < c.n && y < c.n }

// set paints pixel (x, y), wrapping, with a part and a shade clamped to its ramp.
func (c *canvas) set(x, y int, part uint8, shade int) {
	i := c.i(x, y)
	c.part[i] = part
	c.shade[i] = c.clampShade(part, shade)
}

// nudge moves pixel i's shade by d, staying inside its ramp.
func (c *canvas) nudge(i int, d int) {
	if c.part[i] != 0 {
		c.shade[i] = c.clampShade(c.part[i], int(c.shade[i])+d)
	}
}

func (c *canvas) clampShade(part uint8, s int) int8 {
	if part == 0 {
		return 0
	}
	return int8(min(max(s, 0), len(c.ramps[part])-1))
}

// top is the lightest shade of a part.
func (c *canvas) top(part uint8) int { return len(c.ramps[part]) - 1 }

// render colours the canvas. Part 0 is fully transparent; everything else is
// opaque. Used colours closer than mergeDistance become the commoner of the two:
// two parts' ramps can land on nearly the same colour, which reads as noise.
func (c *canvas) render(sc *scratch) *image.NRGBA {
	colors, first := c.mergedColors(sc)
	img := image.NewNRGBA(image.Rect(0, 0, c.n, c.n))
	for i, p := range c.part {
		if p == 0 {
			continue
		}
		col := colors[first[p]+int(c.shade[i])]
		img.Pix[i*4], img.Pix[i*4+1], img.Pix[i*4+2], img.Pix[i*4+3] = col.R, col.G, col.B, 255
	}
	return img
}

// mergeDistance is a little over the quality gate's near-duplicate ΔE (0.015).
const mergeDistance = 0.02

// colourUse is a distinct colour in use and how many pixels paint with it.
type colorUse struct {
	col color.NRGBA
	lab palette.Lab
	n   int
}

// mergedColours returns the colour to paint for each part and shade, after
// merging near-identical colours into the commonest of them: part p's shade s
// at colours[first[p]+s].
func (c *canvas) mergedColors(sc *scratch) (colors []color.NRGBA, first []int) {
	first = sc.ints.take(len(c.ramps) + 1)
	for p, r := range c.ramps {
		first[p+1] = first[p] + len(r)
	}
	total := first[len(c.ramps)]
	colors, uses := sc.rgb.take(total), sc.ints.take(total)
	for p, r := range c.ramps {
		copy(colors[first[p]:], r)
	}
	for i, p := range c.part {
		if p != 0 {
			uses[first[p]:first[p+1]][c.shade[i]]++ // a shade past its ramp panics, as it always has
		}
	}
	entries := sc.colors.take(total)[:0] // the distinct colours in use
	for k, n := range uses[first[1]:] {
		if n == 0 {
			continue
		}
		col := colors[first[1]+k]
		e := slices.IndexFunc(entries, func(e colorUse) bool { return e.col == col })
		if e < 0 {
			entries = append(entries, colorUse{col: col, lab: palette.FromRGB(col)})
			e = len(entries) - 1
		}
		entries[e].n += n
	}
	// Commonest first; the colour value breaks ties.
	slices.SortFunc(entries, func(a, b colorUse) int {
		if a.n != b.n {
			return b.n - a.n
		}
		return cmp.Compare(uint32(a.col.R)<<16|uint32(a.col.G)<<8|uint32(a.col.B), uint32(b.col.R)<<16|uint32(b.col.G)<<8|uint32(b.col.B))
	})
	for k, e := range entries {
		target := slices.IndexFunc(entries[:k], func(kept colorUse) bool { return palette.Distance(e.lab, kept.lab) < mergeDistance })
		if target < 0 {
			continue
		}
		into := entries[target].col
		entries[k].lab = entries[target].lab // merged: it no longer attracts others
		for i, col := range colors {
			if col == e.col {
				colors[i] = into
			}
		}
	}
	return colors, first
}
