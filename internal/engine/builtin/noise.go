package builtin

import (
	"math"
	"math/bits"
	"math/rand/v2"
)

// field is a scalar value per pixel of an n×n canvas.
type field []float64

// randomLattice draws k lattice values from rng into scratch.
func randomLattice(sc *scratch, rng *rand.Rand, k int) []float64 {
	lattice := sc.floats.take(k)
	for i := range lattice {
		lattice[i] = rng.Float64()
	}
	return lattice
}

// lerpStep is where one column or row falls between two lattice lines.
type lerpStep struct {
	lo, hi int     // the lattice lines either side, wrapped
	t      float64 // smoothed position between them
}

// lerpSteps fills steps with the position of each of w pixels on a lattice of
// cells lines repeating every period pixels.
func lerpSteps(steps []lerpStep, cells, period int) {
	s := float64(cells) / float64(period)
	for v := range steps {
		f := float64(v%period) * s
		lo := int(f)
		steps[v] = lerpStep{lo, (lo + 1) % cells, smooth(f - float64(lo))}
	}
}

// addLattice adds weight × value noise to the w×w field f: a cx×cy lattice of
// values, repeating every period pixels (both divide it, so the noise wraps
// seamlessly by construction), interpolated smoothly. Blocks use w = period;
// tests use w = 2×period to prove the noise tiles exactly. The positions are
// worked out once per column and per row rather than per pixel: this is the
// inner loop of every block's grain.
func addLattice(f field, lattice []float64, cx, cy, period, w int, weight float64) {
	if cx == period && cy == period && w == period {
		// Every pixel sits on a lattice point, where interpolating gives the
		// point's own value to the bit.
		for i, v := range lattice[:w*w] {
			f[i] += v * weight
		}
		return
	}
	var stack [2 * 64]lerpStep
	steps := stack[:]
	if 2*w > len(stack) {
		steps = make([]lerpStep, 2*w)
	}
	cols, rows := steps[:w], steps[w:2*w]
	lerpSteps(cols, cx, period)
	lerpSteps(rows, cy, period)
	for y, r := range rows {
		top, bottom := lattice[r.lo*cx:r.lo*cx+cx], lattice[r.hi*cx:r.hi*cx+cx]
		out := f[y*w : y*w+w]
		for x, c := range cols {
			a := lerp(top[c.lo], top[c.hi], c.t)
			b := lerp(bottom[c.lo], bottom[c.hi], c.t)
			out[x] += lerp(a, b, r.t) * weight
		}
	}
}

// octave is one layer of fractal noise: a lattice of X×Y cells, weighted. Unequal
// X and Y stretch the noise into streaks (wood grain, bark).
type octave struct {
	X, Y   int
	Weight float64
}

// oct is a square octave.
func oct(cells int, weight float64) octave { return octave{cells, cells, weight} }

// fbm sums periodic noise octaves. Lattices are clamped to divisors of n, so an
// octave finer than the canvas becomes pure per-pixel speckle.
func fbm(sc *scratch, rng *rand.Rand, n int, octaves ...octave) field {
	f := sc.floats.take(n * n)
	for _, o := range octaves {
		cx, cy := divisor(n, o.X), divisor(n, o.Y)
		addLattice(f, randomLattice(sc, rng, cx*cy), cx, cy, n, n, o.Weight)
	}
	return f
}

// divisor returns the largest divisor of n that is at most c (and at least 1).
func divisor(n, c int) int {
	c = min(max(c, 1), n)
	for n%c != 0 {
		c--
	}
	return c
}

// worley returns, for every pixel of an n×n torus, the index of the nearest
// feature point and the gap d2-d1 between the nearest two distances (small on the
// boundary between two cells). Distances wrap, so cells tile seamlessly.
func worley(sc *scratch, n int, points [][2]float64, stretchY float64) (owner []int, gap []float64) {
	return worleyOn(sc, n, n, points, stretchY)
}

// worleyOn is worley over a w×w domain with the torus repeating every `period` pixels.
func worleyOn(sc *scratch, period, w int, points [][2]float64, stretchY float64) (owner []int, gap []float64) {
	owner, gap = sc.ints.take(w*w), sc.floats.take(w*w)
	// The squared wrapped distances along each axis, per pixel column or row and
	// per point: tables, so the per-pixel loop has no wrapping branches and reads
	// one column's and one row's distances in a run.
	k := len(points)
	dx2, dy2 := axisDistances(sc, points, period, 0, 1), axisDistances(sc, points, period, 1, stretchY)
	for y := range w {
		dy := dy2[y%period*k : y%period*k+k]
		for x := range w {
			px := x
			if px >= period { // only tests sample beyond one period
				px %= period
			}
			best, d1, d2 := nearestTwo(dx2[px*k:px*k+k], dy)
			owner[y*w+x] = best
			gap[y*w+x] = d2 - d1
		}
	}
	return owner, gap
}

// nearestTwo returns the index of the least of the sums dx[q]+dy[q] (the
// first on a tie) and the square roots of the least two. The sums are compared
// as bit patterns, which order non-negative floats like their values: integer
// minimums have no branch to mispredict with random points, and this loop is
// most of a cobblestone's cost.
func nearestTwo(dx, dy []float64) (best int, d1, d2 float64) {
	b1, b2 := math.Float64bits(math.MaxFloat64), math.Float64bits(math.MaxFloat64)
	dy = dy[:len(dx)]
	for q, a := range dx {
		d := math.Float64bits(a + dy[q])
		if d < b1 {
			best = q
		}
		b2 = min(b2, max(b1, d))
		b1 = min(b1, d)
	}
	return best, math.Sqrt(math.Float64frombits(b1)), math.Sqrt(math.Float64frombits(b2))
}

// axisDistances returns, for each of the period pixel columns (axis 0) or rows
// (axis 1) and each point, the squared distance along that axis on the torus,
// scaled by stretch: table[t*len(points)+q].
func axisDistances(sc *scratch, points [][2]float64, period, axis int, stretch float64) []float64 {
	fn, half := float64(period), float64(period)/2
	table := sc.floats.take(period * len(points))
	for q, p := range points {
		for t := range period {
			d := math.Abs(float64(t) + 0.5 - p[axis])
			if d > half {
				d = fn - d
			}
			d *= stretch
			table[t*len(points)+q] = d * d
		}
	}
	return table
}

// spreadPoints scatters k points on an n×n torus, keeping them apart: each point is
// the best of a few random tries by distance to the points already placed.
func spreadPoints(rng *rand.Rand, n, k int) [][2]float64 {
	fn := float64(n)
	pts := make([][2]float64, 0, k)
	for range k {
		var best [2]float64
		bestD := -1.0
		for range 6 {
			p := [2]float64{rng.Float64() * fn, rng.Float64() * fn}
			d := math.Inf(1)
			for _, q := range pts {
				dx := math.Abs(p[0] - q[0])
				dy := math.Abs(p[1] - q[1])
				dx, dy = min(dx, fn-dx), min(dy, fn-dy)
				d = min(d, dx*dx+dy*dy)
			}
			if d > bestD {
				best, bestD = p, d
			}
		}
		pts = append(pts, best)
	}
	return pts
}

// quantize maps a field onto shades 0..len(weights)-1 by rank: the darkest
// weights[0] share of pixels get shade 0, and so on. Ranking instead of
// thresholding gives every variation the same shade balance. Ranks come from a
// fine histogram rather than a sort: linear time, and equal values always share
// a shade.
func quantize(sc *scratch, f field, weights []float64) []int8 {
	lo, hi := f[0], f[0]
	for _, v := range f {
		lo, hi = min(lo, v), max(hi, v)
	}
	scale := 0.0
	if hi > lo {
		scale = (bins - 1) / (hi - lo)
	}
	h := &sc.hist
	var used [bins / 64]uint64 // which bins hold a value
	for _, v := range f {
		b := int((v - lo) * scale)
		h.count[b]++
		used[b/64] |= 1 << (b % 64)
	}
	total := 0.0
	for _, w := range weights {
		total += w
	}
	shade, cum, before := 0, weights[0]/total, 0
	n := float64(len(f))
	// Only the bins in use, in order: an empty bin's shade is never read, and
	// the shade of the next one in use depends only on its own middle rank.
	for w, word := range used {
		for ; word != 0; word &= word - 1 {
			b := w*64 + bits.TrailingZeros64(word)
			c := h.count[b]
			mid := float64(before) + float64(c)/2 // the bin's middle rank
			for shade < len(weights)-1 && mid >= cum*n {
				shade++
				cum += weights[shade] / total
			}
			h.shadeOf[b] = int8(shade)
			before += int(c)
			h.count[b] = 0 // empty again for the next field
		}
	}
	out := sc.shades.take(len(f))
	for i, v := range f {
		out[i] = h.shadeOf[int((v-lo)*scale)]
	}
	return out
}

// bins is how finely quantize ranks a field.
const bins = 1024

// histogram is quantize's working memory: counts, left all zero between
// fields, and each bin's shade.
type histogram struct {
	count   [bins]int32
	shadeOf [bins]int8
}

func smooth(t float64) float64     { return t * t * (3 - 2*t) }
func lerp(a, b, t float64) float64 { return a + (b-a)*t }
