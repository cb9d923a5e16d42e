package quality

import (
	"math"
	"math/bits"
)

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
	lum := r.gridLums()
	stride := r.w + 2*nbPad
	sum, pairs := 0, 0
	for y := range r.h {
		for x0 := 0; x0 < r.w; x0 += 64 {
			g := (y+nbPad)*stride + nbPad + x0
			for _, d := range [2]int{1, stride} { // across a column, then across a row
				// Few pixels start a groove; which ones is found without a
				// branch per pixel, since on grainy textures it is as good as
				// random and branches would mispredict.
				for m := grooveStarts(r.grid, lum, g, min(64, r.w-x0), d); m != 0; m &= m - 1 {
					s, n := grooveSign(r.grid, lum, g+bits.TrailingZeros64(m), d)
					sum += s
					pairs += n
				}
			}
		}
	}
	if pairs == 0 {
		return 0, 0
	}
	return float64(sum) / float64(pairs), pairs
}

// grooveStarts returns a bit for each of the n cells of grid from g on that may
// start a groove: opaque, and darker by grooveDepth than the opaque cell d before it.
func grooveStarts(grid []int32, lum []float64, g, n, d int) uint64 {
	var m uint64
	for i, kc := range grid[g : g+n] {
		kp := grid[g+i-d]
		m |= uint64(opaque(kp)&opaque(kc)&b2i(lum[kc+2] <= lum[kp+2]-grooveDepth)) << i
	}
	return m
}

// grooveSign returns the sign of the rim pair and 1 when the groove that may
// start at cell g of grid (see grooveStarts), running on in steps of d, does,
// else 0 and 0. It works through every test without a branch, for the same
// reason as grooveStarts.
func grooveSign(grid []int32, lum []float64, g, d int) (sign, pair int) {
	kp, kc, k2, kq := grid[g-d], grid[g], grid[g+d], grid[g+2*d] // before, the groove, after, after that
	lp, lc, l2, lq := lum[kp+2], lum[kc+2], lum[k2+2], lum[kq+2]
	// The groove is one pixel wide if the one after it is lighter by grooveDepth...
	one := opaque(k2) & b2i(lc <= l2-grooveDepth)
	// ...or two, if that one is as dark and the next is lighter again: the
	// test max(lc, l2) <= min(lp, lq)-grooveDepth, spelt out (rounding keeps
	// order, so the spelt-out tests agree with it; lc <= lp-grooveDepth holds).
	two := opaque(k2) & (one ^ 1) & opaque(kq) & b2i(math.Abs(l2-lc) < grooveDepth) &
		b2i(lc <= lq-grooveDepth) & b2i(l2 <= lp-grooveDepth) & b2i(l2 <= lq-grooveDepth)
	return one*rimSign(l2-lp) + two*rimSign(lq-lp), one | two
}

// opaque is 1 for a palette index of raster.grid that is a colour, else 0.
func opaque(k int32) int { return int(uint32(^k) >> 31) }

// rimSign is sign(v, lightDeadZone), without a branch.
func rimSign(v float64) int { return b2i(v > lightDeadZone) - b2i(v < -lightDeadZone) }

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
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
