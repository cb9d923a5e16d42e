package quality

import "math"

const (
	// grooveDepth is how much darker than the pixels on both sides a line must be
	// to count as a groove (mortar, a crack, a plank joint).
	grooveDepth = 0.04
	// lightDeadZone is the ΔL under which a rim pair counts as unlit (sign 0).
	lightDeadZone = 0.02
)

// grooveLight measures top-left lighting on a tile, locally: the whole-tile
// lightness gradient of a tile is ~0 because every element's lit and shaded rims
// cancel out. A rim pair is the two pixels straddling a groove one or two pixels
// wide, across a row or a column (wrapping). Lit from the top left, the pixel after
// the groove (down or right) is the next element's lit rim and the one before it
// the previous element's shaded rim, so the pair's sign is sign(after - before).
// It returns the mean sign in -1..1 and the number of pairs; noise scores ~0.
func grooveLight(r *raster) (float64, int) {
	sum, pairs := 0, 0
	for y := range r.h {
		for x := range r.w {
			for _, d := range forward[:2] {
				if s, ok := grooveSign(r, x, y, d[0], d[1]); ok {
					sum += s
					pairs++
				}
			}
		}
	}
	if pairs == 0 {
		return 0, 0
	}
	return float64(sum) / float64(pairs), pairs
}

// grooveSign reports whether a groove starts at (x, y) in direction (dx, dy) and,
// if so, the sign of its rim pair.
func grooveSign(r *raster, x, y, dx, dy int) (int, bool) {
	c, p := y*r.w+x, r.near(x, y, -dx, -dy)
	if r.transparent(c) || r.transparent(p) {
		return 0, false
	}
	lp, lc := r.lum(p), r.lum(c)
	if lc > lp-grooveDepth {
		return 0, false // most pixels stop here, before looking further
	}
	c2 := r.near(x, y, dx, dy)
	if r.transparent(c2) {
		return 0, false
	}
	lc2 := r.lum(c2)
	if lc <= lc2-grooveDepth {
		return sign(lc2-lp, lightDeadZone), true
	}
	q := r.near(x, y, 2*dx, 2*dy)
	if r.transparent(q) || math.Abs(lc2-lc) >= grooveDepth || max(lc, lc2) > min(lp, r.lum(q))-grooveDepth {
		return 0, false
	}
	return sign(r.lum(q)-lp, lightDeadZone), true
}

// runLight measures top-left lighting on a sprite: a rim pair is the two ends of a
// run of body pixels (opaque, not outline) along a row or a column, at least two
// long. Lit from the top left, a run's left or top end is brighter than its right
// or bottom end. It returns the mean sign in -1..1 and the number of pairs.
func runLight(r *raster, outlined []bool) (float64, int) {
	sum, pairs := 0, 0
	body := func(i int) bool { return r.idx[i] >= 0 && !outlined[i] }
	scan := func(lines, length, step, along int) {
		for l := range lines {
			start := -1
			for t := 0; t <= length; t++ {
				if t < length && body(l*step+t*along) {
					if start < 0 {
						start = t
					}
					continue
				}
				if start >= 0 && t-start >= 2 {
					sum += sign(r.lum(l*step+start*along)-r.lum(l*step+(t-1)*along), lightDeadZone)
					pairs++
				}
				start = -1
			}
		}
	}
	scan(r.h, r.w, r.w, 1)
	scan(r.w, r.h, 1, r.w)
	if pairs == 0 {
		return 0, 0
	}
	return float64(sum) / float64(pairs), pairs
}

// sign is -1, 0 or 1 for v below -dead, within ±dead, or above dead.
func sign(v, dead float64) int {
	switch {
	case v > dead:
		return 1
	case v < -dead:
		return -1
	}
	return 0
}
