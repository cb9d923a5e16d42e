package builtin

import (
	"image/color"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// finishSprite completes an item or flat item after the modifiers have run:
//  1. it removes orphan pixels (opaque pixels with no opaque 8-neighbour);
//  2. it rings the sprite with a 1-px outline: every transparent pixel 4-adjacent
//     to it takes the outline colour of a part beside it.
//
// A part's outline colour is its darkest shade taken at least 0.1 lower in Oklab
// L (and toward 0.2–0.45 for light materials, as the game's outlines are dark),
// with a little less chroma, though never so little that a tinted part's outline
// turns grey and adds a hue family.
// An outline pixel takes the outline of the template's own material beside it
// (the lowest part; modifiers add theirs later), so moss or rust does not
// recolour the whole outline, unless that outline is not at least 0.08 darker
// than every part beside it; then it takes the darkest outline among them, so
// the outline is always darker than the pixels inside it. Drawers keep the
// sprite inside pixels [2, n-3] and modifiers only repaint opaque pixels, so the
// outline lands inside [1, n-2] and the canvas border stays transparent.
func finishSprite(j *job) {
	c := j.c
	n := c.n
	opaque := func(x, y int) bool { return c.inside(x, y) && c.part[y*n+x] != 0 }
	for y := range n {
		for x := range n {
			if !opaque(x, y) {
				continue
			}
			alone := true
			for dy := -1; dy <= 1 && alone; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if (dx != 0 || dy != 0) && opaque(x+dx, y+dy) {
						alone = false
						break
					}
				}
			}
			if alone {
				c.part[y*n+x] = 0
			}
		}
	}

	var outlineOf [256]uint8
	var outlineL, darkest [256]float64
	ring := j.sc.parts.take(n * n)
	for y := 1; y < n-1; y++ {
		for x := 1; x < n-1; x++ {
			if c.part[y*n+x] != 0 {
				continue
			}
			first, dark := uint8(0), uint8(0)
			floor := 2.0 // the darkest shade beside this pixel
			for _, q := range [4]int{(y-1)*n + x, (y+1)*n + x, y*n + x - 1, y*n + x + 1} {
				p := c.part[q]
				if p == 0 {
					continue
				}
				if outlineOf[p] == 0 {
					col, l, d := outlineColor(c.ramps[p])
					outlineOf[p], outlineL[p], darkest[p] = c.addRamp(palette.Ramp{col}), l, d
				}
				floor = min(floor, darkest[p])
				if first == 0 || p < first {
					first = p
				}
				if dark == 0 || outlineL[p] < outlineL[dark] {
					dark = p
				}
			}
			if first != 0 && outlineL[first] > floor-0.08 {
				first = dark
			}
			ring[y*n+x] = outlineOf[first]
		}
	}
	for i, p := range ring {
		if p != 0 {
			c.part[i], c.shade[i] = p, 0
		}
	}
}

// outlineColour is the outline drawn around a part painted with r, its Oklab L,
// and the L of the ramp's darkest shade.
func outlineColor(r palette.Ramp) (c color.NRGBA, l, darkest float64) {
	darkest, ch, h := palette.FromRGB(r[0]).LCh()
	l = max(min(darkest-0.1, 0.2+0.25*darkest), 0.03)
	oc := ch * 0.8
	if ch >= 0.03 {
		oc = max(oc, 0.035) // a tinted part's outline stays in its hue family, not grey
	}
	return palette.FromLCh(l, oc, h).RGB(), l, darkest // RGB keeps L, losing chroma if it must
}
