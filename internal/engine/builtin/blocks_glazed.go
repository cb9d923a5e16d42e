package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// drawGlazed is glazed terracotta as the game draws it: one motif turned four
// times round the block's middle, a pinwheel that joins its neighbours into a
// larger pattern on a wall. The motif is bands of the main colour's shades and
// a pale glaze, laid out by one of four rules on an eight-texel quarter:
// nested squares, diagonals, quarter rings or steps.
func drawGlazed(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.16))
	l, _, _ := j.lk.Main.LCh()
	pale := j.c.addRamp(ramp(palette.FromLCh(min(l+0.3, 0.93), 0.02, 0), 2, 0.04))
	rule := j.rng.IntN(4)
	// A band's look: 0–4 a shade of the colour, 5 the glaze; four or five
	// looks, all different, one of them the glaze.
	bands := append(j.rng.Perm(5)[:between(j.rng, 3, 4)], 5)
	j.rng.Shuffle(len(bands), func(a, b int) { bands[a], bands[b] = bands[b], bands[a] })
	phase := j.rng.IntN(len(bands))
	band := func(x, y int) int { // x, y in 0..7 from the block's corner
		var v int
		switch rule {
		case 0:
			v = max(x, y)
		case 1:
			v = (x + y) / 2
		case 2:
			v = int(math.Hypot(float64(x), float64(y)) / 1.5)
		default:
			v = min(x, y) + (x+y)%2
		}
		return bands[(v+phase)%len(bands)]
	}
	u := j.unit
	for y := range j.n {
		for x := range j.n {
			tx, ty := x/u, y/u
			// Turn each quarter onto the top-left one, a quarter turn apart.
			var qx, qy int
			switch {
			case tx < 8 && ty < 8:
				qx, qy = tx, ty
			case ty < 8:
				qx, qy = ty, 15-tx
			case tx >= 8:
				qx, qy = 15-tx, 15-ty
			default:
				qx, qy = 15-ty, tx
			}
			i := y*j.n + x
			if b := band(qx, qy); b == 5 {
				j.c.part[i], j.c.shade[i] = pale, j.c.clampShade(pale, 1)
			} else {
				j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, b)
			}
		}
	}
}
