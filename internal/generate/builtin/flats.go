package builtin

import (
	"github.com/texelforge/texelforge/internal/generate/spec"
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
// thinner, so the sheet reaches further out), each edge pulled in by up to 0.6
// texels, lit on its top-left
// edge, with the bottom-right corner folded over in half the variations. It
// returns the sheet's part and its bounds.
func sheet(sp *sprite) (part uint8, x0, y0, x1, y1 float64) {
	j := sp.j
	part = sp.mat(j.lk.Main, 4, 0.07)
	lo, hi := float64(sp.lo)/sp.scale, float64(sp.hi)/sp.scale
	x0, y0 = lo+uniform(j, 0, 0.6), lo+uniform(j, 0, 0.4)
	x1, y1 = hi-uniform(j, 0, 0.6), hi-uniform(j, 0, 0.4)
	sp.rect(brush{part, 2, 0}, x0, y0, x1, y1)
	fold := chance(j, 0.5)
	f := uniform(j, 2, 3)
	if fold {
		sp.poly(eraser, x1-f-1, y1+1, x1+1, y1+1, x1+1, y1-f-1)
		sp.poly(brush{part, 1, 0}, x1-f, y1, x1-f, y1-f, x1, y1-f)
	}
	sp.relief()
	// The curl: the sheet's last rows lift off the table and catch less light.
	sp.decal = true
	sp.rect(brush{part, 1, 0}, x0+1, y1-2, x1-1, y1-1)
	sp.decal = false
	if fold {
		sp.poly(brush{part, 3, 0}, x1-f+0.4, y1-0.4, x1-f+0.4, y1-f+0.4, x1-0.4, y1-f+0.4)
	}
	return part, x0, y0, x1, y1
}

// drawPaper: a sheet (see sheet), blank or ruled with faint lines 2–3 texels apart.
func drawPaper(j *job) {
	sp := newSprite(j)
	part, x0, y0, x1, y1 := sheet(sp)
	if chance(j, 0.6) {
		step := float64(between(j.rng, 2, 3))
		for y := y0 + 2 + float64(j.rng.IntN(2)); y < y1-1.5; y += step {
			for x := x0 + 1; x < x1-1; x++ {
				sp.texel(part, 1, x, y, part)
			}
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
// terrain from clustered noise: water (about 40%), beaches and land, plus a red
// marker in half the variations.
func drawMap(j *job) {
	sp := newSprite(j)
	paper, x0, y0, x1, y1 := sheet(sp)
	frame := sp.mat(darker(j.lk.Main, 0.14), 3, 0.06)
	water := sp.mat(hexLab("#4A7BC8"), 3, 0.08)
	land := sp.mat(hexLab("#6FA04A"), 3, 0.08)
	sand := sp.mat(hexLab("#D8C98A"), 2, 0.05)
	f := fbm(j.rng, j.n, oct(4*j.unit, 1), oct(8*j.unit, 0.5))
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
				sp.texel(sand, 1, tx, ty, paper)
			default:
				sp.texel(land, 1+int(v*12)%2, tx, ty, paper)
			}
		}
	}
	if chance(j, 0.5) {
		mark := sp.mat(hexLab("#C8302A"), 2, 0.06)
		mx, my := uniform(j, x0+3, x1-4), uniform(j, y0+3, y1-4)
		for _, d := range [5][2]float64{{0, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
			sp.texel(mark, 1, mx+d[0], my+d[1], water, land, sand)
		}
	}
}
