package builtin

import (
	"strings"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

const (
	platingPlates     = iota // riveted plates
	platingCut               // cut copper: bricks of plate
	platingTread             // tread plate: slanting dashes
	platingCorrugated        // vertical ridges
	platingGrate             // a grid of square holes
	platingBars              // vertical bars over a dark back
)

// platingStyle picks the style of a metal face from the object the prompt
// named, then from its words (a "corrugated" or "riveted" sheet names no
// object of its own); anything else is one of the plain sheets.
func platingStyle(j *job) int {
	switch j.s.Object {
	case "grate", "grating":
		return platingGrate
	case "bar", "bars", "iron bar", "iron bars", "copper bar", "copper bars",
		"metal bar", "metal bars":
		return platingBars
	case "tread plate":
		return platingTread
	case "cut copper":
		return platingCut
	}
	for _, w := range strings.Fields(strings.ToLower(j.s.Prompt)) {
		switch strings.Trim(w, ".,;:!?") {
		case "corrugated", "ridged", "ribbed":
			return platingCorrugated
		case "tread", "checker", "checkered", "checkerplate":
			return platingTread
		case "riveted", "rivets", "rivet", "bolted":
			return platingPlates
		case "grate", "grating", "grille", "mesh":
			return platingGrate
		case "bars", "barred":
			return platingBars
		case "cut":
			return platingCut
		}
	}
	return j.rng.IntN(4) // plates, cut plates, tread or corrugated
}

// drawPlating is a metal face: riveted plates, cut copper's bricks of plate,
// tread plate, corrugated sheet, a grate or bars, in the named metal's colour.
func drawPlating(j *job) {
	main := j.lk.Main
	if !j.lk.Chosen && len(j.s.Materials) == 0 {
		// "cut copper" and "iron bars" name their metal inside the object.
		for _, w := range strings.Fields(j.s.Object) {
			if m, ok := spec.MaterialByName(w); ok && m.Group == spec.Metal {
				main = jitter(hexLab(m.Hex), j.rng)
			}
		}
	}
	body := j.c.addRamp(ramp(main, 5, 0.14))
	var f texelPlan
	f.fill(body, 2, 0)
	style := platingStyle(j)
	var layout plateLayout
	octaves := []octave{oct(4, 1), oct(8, 0.5), oct(texels, 0.25)}
	switch style {
	case platingPlates, platingCut:
		layout = platesFace(j, &f, body, style == platingCut)
	case platingTread:
		treadFace(j, &f, body)
		octaves = []octave{oct(8, 1), oct(texels, 0.5)}
	case platingCorrugated:
		corrugatedFace(j, &f, body)
		octaves = []octave{{texels, 1, 1}, oct(texels, 0.4)} // streaks, flecked evenly: see drawPillar
	case platingGrate:
		hole := j.c.addRamp(holeRamp(main))
		grateFace(j, &f, hole)
	case platingBars:
		hole := j.c.addRamp(ramp(darker(main, 0.4), 2, 0.015))
		barsFace(j, &f, body, hole)
		octaves = []octave{{texels, 2, 1}, oct(texels, 0.3)}
	}
	f.paint(j, grainSteps(j, 0.1, octaves...))
	if style == platingPlates {
		plateRivets(j, body, layout)
	}
}

// plateSizes are the riveted plates' sizes in texels: four, or two either way.
var plateSizes = [][2]int{{8, 8}, {16, 8}, {8, 16}}

// plateLayout is where platesFace put its plates: their size and offset.
type plateLayout struct{ w, h, x0, y0 int }

// platesFace plans plates with dark seams: two or four riveted plates, or cut
// copper's bricks of plate, every other course offset by half a brick.
func platesFace(j *job, f *texelPlan, p uint8, cut bool) plateLayout {
	w, h := 8, 8
	if !cut {
		s := plateSizes[j.rng.IntN(len(plateSizes))]
		w, h = s[0], s[1]
	} else if chance(j, 0.3) {
		h = 4
	}
	// The seams fall mid-quarter of the tile (two texels in), never on its
	// edge: a plate as tall or wide as the tile has a single seam across
	// it, which at the wrap would be the tile's strongest line.
	x0, y0 := 2+4*j.rng.IntN(4), 2+4*j.rng.IntN(4)
	offset := 0
	if cut && chance(j, 0.7) {
		offset = w / 2
	}
	for y := range texels {
		row := (y + y0) / h % (texels / h) // the plate cut by the wrap is one plate
		for x := range texels {
			xx := (x + x0 + row%2*offset) % texels
			plate := int32(row*4 + xx/w)
			if (y+y0)%h == h-1 || xx%w == w-1 {
				f.set(x, y, p, 0, -1, true)
				continue
			}
			f.set(x, y, p, 2, plate, false)
		}
	}
	return plateLayout{w, h, x0, y0}
}

// plateRivets puts a rivet inside each corner of every plate that platesFace
// planned, and one midway along a long plate's edges.
func plateRivets(j *job, p uint8, l plateLayout) {
	w, h, x0, y0 := l.w, l.h, l.x0, l.y0
	for py := -y0; py < texels; py += h {
		for px := -x0; px < texels; px += w {
			xs := []int{px + 1, px + w - 3}
			ys := []int{py + 1, py + h - 3}
			if w > 8 {
				xs = append(xs, px+w/2-1)
			}
			if h > 8 {
				ys = append(ys, py+h/2-1)
			}
			for _, y := range ys {
				for _, x := range xs {
					if y == ys[0] || y == ys[1] || x == xs[0] || x == xs[1] {
						rivet(j, p, x, y)
					}
				}
			}
		}
	}
}

// treadFace plans tread plate: rows of dashes, each a staircase of steps
// two texels wide with a dark edge over a lit one, leaning alternately left
// and right, every other row offset by half a dash's cell. Two-texel steps
// keep the dashes from falling apart into lone pixels.
func treadFace(j *job, f *texelPlan, p uint8) {
	f.fill(p, 2, -1) // shaded here, not by rimLight
	ox, oy := j.rng.IntN(8), j.rng.IntN(4)
	flip, rows := j.rng.IntN(2), chance(j, 0.5) // rows: each row leans one way
	const steps = 2
	for cy := range texels / 4 {
		for cx := range texels / 8 {
			x0, y0 := ox+cx*8+cy%2*4, oy+cy*4
			lean := (cx+cy+flip)%2 == 0
			if rows {
				lean = (cy+flip)%2 == 0
			}
			for k := range steps {
				y := y0 + k
				if lean { // rising to the right
					y = y0 + steps - 1 - k
				}
				for dx := range 2 {
					f.set(x0+2*k+dx, y, p, 0, -1, true)
					f.set(x0+2*k+dx, y+1, p, 4, -1, true)
				}
			}
		}
	}
}

// corrugatedFace plans corrugated sheet: rounded ridges four or eight texels
// apart, lit on their left, and now and then the lapped seam of two sheets.
func corrugatedFace(j *job, f *texelPlan, p uint8) {
	// The ridges' phase changes nothing once tiled. It is chosen so that the
	// wrap falls between two texels of like shade, never on a ridge's dark
	// valley (the grain could make that one the tile's strongest line), and
	// so that each quarter of the tile holds a lit and a shaded half ridge.
	profile, phase := []int{3, 4, 2, 1}, 1+2*j.rng.IntN(2)
	if chance(j, 0.5) {
		profile, phase = []int{2, 3, 4, 4, 3, 2, 1, 1}, 3+4*j.rng.IntN(2)
	}
	seam := -texels // none: seam+1 must not be a row either
	if chance(j, 0.4) {
		seam = between(j.rng, 1, texels-3) // with its lit row, clear of the wrap
	}
	for y := range texels {
		for x := range texels {
			s := profile[(x+phase)%len(profile)]
			switch y {
			case seam:
				s = 0
			case seam + 1:
				s++
			}
			f.set(x, y, p, s, -1, y == seam)
		}
	}
}

// grateFace plans a grate: bars at least two texels wide round a grid of
// holes, two texels on a four-texel pitch or four to six on an eight, each
// way on its own (square holes or slots), each hole in shadow along its top
// and left.
func grateFace(j *job, f *texelPlan, hole uint8) {
	size := func() (pitch, w int) {
		if chance(j, 0.6) {
			return 4, 2
		}
		return 8, between(j.rng, 4, 6)
	}
	px, hw := size()
	py, hh := size()
	// Large holes are centred on a quarter line of the tile, so every
	// quarter holds half a hole; tiled, any phase looks the same.
	ox, oy := (texels-hw/2)%px, (texels-hh/2)%py
	for y := 0; y < texels; y += py {
		for x := 0; x < texels; x += px {
			f.hole(hole, x+ox, y+oy, x+ox+hw, y+oy+hh)
		}
	}
}

// barsFace plans bars: vertical bars one to three texels wide, lit on their
// left, over a dark back, with a pair of cross bars behind them or none.
func barsFace(j *job, f *texelPlan, p, back uint8) {
	pitch := []int{4, 8, 8}[j.rng.IntN(3)]
	w := between(j.rng, 1, 2)
	if pitch == 8 {
		w = between(j.rng, 2, 3)
	}
	profile := [][]int{{4}, {4, 1}, {4, 3, 1}}[w-1]
	if chance(j, 0.5) {
		profile = [][]int{{3}, {4, 2}, {4, 2, 1}}[w-1]
	}
	// Bars and cross bars straddle the tile's quarter lines, so no quarter
	// is barer than the next; tiled, any phase looks the same.
	ox := (w/2 + 4*j.rng.IntN(2)) % pitch
	cross, thick := 2*j.rng.IntN(2), between(j.rng, 1, 2)
	if w == 1 {
		cross = 2 // thin rods alone are too few colours to read
	}
	cy := 4 - thick/2 + 4*j.rng.IntN(2)
	for y := range texels {
		for x := range texels {
			k := (x + ox) % pitch
			f.set(x, y, back, 0, -1, false)
			if dy := (y - cy + texels) % (texels / max(cross, 1)); cross > 0 && dy < thick {
				// A cross bar's lit top matches a bar's lit side: a darker
				// one beside the bar's shaded side would read as a groove
				// lit from the right.
				f.set(x, y, p, 4-3*dy, -1, false)
			}
			if k < w {
				f.set(x, y, p, profile[k], -1, false)
			}
		}
	}
}
