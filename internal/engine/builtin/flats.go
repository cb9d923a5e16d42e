package builtin

import (
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// flatDrawers draws the flat item families: sheets (paper, map, book page) that
// fill most of the canvas, and flat round things (disc, coin, dye, rune).
var flatDrawers = map[spec.Family]drawer{
	spec.Paper:    drawPaper,
	spec.Map:      drawMap,
	spec.BookPage: drawBookPage,
	spec.Disc:     drawDisc,
	spec.Coin:     drawCoin,
	spec.Dye:      drawDye,
	spec.Rune:     drawRune,
}

// sheet paints a near-rectangular sheet of the prompt's colour covering the
// sprite's interior (12×12 texels at 16×16; at 32 and 64 the 1-px outline is
// thinner, so the sheet reaches further out), its sides pulled in by up to 1.1
// texels and its top and bottom by under half a texel (so at 16 it loses at most
// a column on each side and still covers 60% of the canvas), lit on its top-left
// edge, with one corner folded over in half the variations: mostly the
// bottom-right, else the top-right or bottom-left (the top-left keeps the light
// and a book page's initial). It returns the sheet's part and its bounds.
func sheet(sp *sprite) (part uint8, x0, y0, x1, y1 float64) {
	j := sp.j
	part = sp.mat(j.lk.Main, 4, 0.07)
	lo, hi := float64(sp.lo)/sp.scale, float64(sp.hi)/sp.scale
	x0, y0 = lo+uniform(j, 0, 1.1), lo+uniform(j, 0, 0.45)
	x1, y1 = hi-uniform(j, 0, 1.1), hi-uniform(j, 0, 0.45)
	sp.rect(brush{part, 2, 0}, x0, y0, x1, y1)
	fold := chance(j, 0.5)
	f := uniform(j, 2, 3)
	// The folded corner (cx, cy) and the directions (sx, sy) into the sheet.
	cx, cy, sx, sy := x1, y1, -1.0, -1.0
	switch c := j.rng.IntN(4); {
	case c == 2:
		cy, sy = y0, 1
	case c == 3:
		cx, sx = x0, 1
	}
	if fold {
		sp.poly(eraser, cx+sx*(f+1), cy-sy, cx-sx, cy-sy, cx-sx, cy+sy*(f+1))
		sp.poly(brush{part, 1, 0}, cx+sx*f, cy, cx+sx*f, cy+sy*f, cx, cy+sy*f)
	}
	sp.relief()
	// The curl: the sheet's last rows lift off the table and catch less light.
	sp.decal = true
	sp.rect(brush{part, 1, 0}, x0+1, y1-2, x1-1, y1-1)
	sp.decal = false
	if fold {
		g := f - 0.4
		sp.poly(brush{part, 3, 0}, cx+sx*g, cy+sy*0.4, cx+sx*g, cy+sy*g, cx+sx*0.4, cy+sy*g)
	}
	return part, x0, y0, x1, y1
}

// drawPaper: a sheet (see sheet), blank, ruled with faint lines 2–3 texels
// apart, or written on: a few lines of short grey ink strokes.
func drawPaper(j *job) {
	sp := newSprite(j)
	part, x0, y0, x1, y1 := sheet(sp)
	switch v := j.rng.Float64(); {
	case v < 0.45:
		step := float64(between(j.rng, 2, 3))
		for y := y0 + 2 + float64(j.rng.IntN(2)); y < y1-1.5; y += step {
			for x := x0 + 1; x < x1-1; x++ {
				sp.texel(part, 1, x, y, part)
			}
		}
	case v < 0.8:
		ink := sp.mat(inkDark, 3, 0.08)
		lines := between(j.rng, 2, 4)
		for y := y0 + 2 + float64(j.rng.IntN(2)); y < y1-2 && lines > 0; y += 2 {
			x, end := x0+1.5+float64(j.rng.IntN(2)), x1-1.5-uniform(j, 0, 4)
			for x < end {
				w := float64(between(j.rng, 1, 3))
				for k := 0.0; k < w && x+k < end; k++ {
					sp.texel(ink, 2, x+k, y, part)
				}
				x += w + 1
			}
			lines--
		}
	}
}

// drawBookPage: a sheet with 4–6 lines of text, each broken into words of 1–4
// texels in dark ink, the last line of a paragraph shorter, and in half the
// variations a coloured initial at the top left.
func drawBookPage(j *job) {
	sp := newSprite(j)
	page, x0, y0, x1, y1 := sheet(sp)
	ink := sp.mat(inkDark, 3, 0.08)
	first := y0 + 1.5
	if chance(j, 0.5) {
		initial := sp.mat(hexLab("#A8322A"), 3, 0.08)
		for dy := range 2 {
			for dx := range 2 {
				sp.texel(initial, 1+(dx+dy)%2, x0+1.5+float64(dx), first+float64(dy), page)
			}
		}
	}
	for y := first; y < y1-1.5; y += 2 {
		x := x0 + 1.5
		if y < first+2 && sp.c.part[int(first*sp.scale)*sp.c.n+int((x0+1.5)*sp.scale)] != page {
			x += 3 // text flows around the initial
		}
		end := x1 - 1.5
		if chance(j, 0.25) {
			end -= uniform(j, 2, 5)
		}
		for x < end {
			w := float64(between(j.rng, 1, 4))
			for k := 0.0; k < w && x+k < end; k++ {
				sp.texel(ink, 1, x+k, y, page)
			}
			x += w + 1
		}
	}
}

// drawMap: a parchment sheet with a frame 1 texel inside its edge and, inside,
// terrain from clustered noise: water (about 40%), beaches (bare parchment) and
// land, plus a red marker in half the variations. The palette stays within four
// hues (parchment, water, land, marker) and two shades of each terrain, as the
// game's maps are drawn in few flat colours.
func drawMap(j *job) {
	sp := newSprite(j)
	paper, x0, y0, x1, y1 := sheet(sp)
	frame := sp.mat(darker(j.lk.Main, 0.14), 3, 0.06)
	water := sp.mat(hexLab("#4A7BC8"), 3, 0.08)
	land := sp.mat(hexLab("#6FA04A"), 3, 0.08)
	f := fbm(j.sc, j.rng, j.n, oct(4*j.unit, 1), oct(8*j.unit, 0.5))
	u := j.unit
	for ty := y0 + 1; ty < y1-1; ty++ {
		for tx := x0 + 1; tx < x1-1; tx++ {
			inner := tx >= x0+2 && tx < x1-2 && ty >= y0+2 && ty < y1-2
			if !inner {
				sp.texel(frame, 1, tx, ty, paper)
				continue
			}
			v := f[int(ty)*u*j.n+int(tx)*u] / 1.5
			switch {
			case v < 0.42:
				sp.texel(water, 1+int(v*10)%2, tx, ty, paper)
			case v < 0.47:
				sp.texel(paper, 3, tx, ty, paper)
			default:
				sp.texel(land, 1+int(v*12)%2, tx, ty, paper)
			}
		}
	}
	if chance(j, 0.5) {
		mark := sp.mat(hexLab("#C8302A"), 1, 0)
		mx, my := uniform(j, x0+3, x1-4), uniform(j, y0+3, y1-4)
		for _, d := range [5][2]float64{{0, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
			sp.texel(mark, 0, mx+d[0], my+d[1], water, land, paper)
		}
	}
}
