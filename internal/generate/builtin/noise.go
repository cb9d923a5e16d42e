package builtin

import (
	"math"
	"math/rand/v2"
)

// field is a scalar value per pixel of an n×n canvas.
type field []float64

// periodicNoise returns value noise on an n×n torus with a lattice of cx×cy
// cells (both divide n, so the noise wraps seamlessly by construction).
func periodicNoise(rng *rand.Rand, n, cx, cy int) field {
	lattice := make([]float64, cx*cy)
	for i := range lattice {
		lattice[i] = rng.Float64()
	}
	return sampleLattice(lattice, cx, cy, n, n)
}

// sampleLattice interpolates a cx×cy value lattice repeating every `period`
// pixels over a w×w domain. Blocks use w = period; tests use w = 2×period to
// prove the noise tiles exactly.
func sampleLattice(lattice []float64, cx, cy, period, w int) field {
	f := make(field, w*w)
	sx, sy := float64(cx)/float64(period), float64(cy)/float64(period)
	for y := range w {
		fy := float64(y%period) * sy
		y0 := int(fy)
		ty := smooth(fy - float64(y0))
		y1 := (y0 + 1) % cy
		for x := range w {
			fx := float64(x%period) * sx
			x0 := int(fx)
			tx := smooth(fx - float64(x0))
			x1 := (x0 + 1) % cx
			a := lerp(lattice[y0*cx+x0], lattice[y0*cx+x1], tx)
			b := lerp(lattice[y1*cx+x0], lattice[y1*cx+x1], tx)
			f[y*w+x] = lerp(a, b, ty)
		}
	}
	return f
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
func fbm(rng *rand.Rand, n int, octaves ...octave) field {
	f := make(field, n*n)
	for _, o := range octaves {
		layer := periodicNoise(rng, n, divisor(n, o.X), divisor(n, o.Y))
		for i := range f {
			f[i] += layer[i] * o.Weight
		}
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
func worley(n int, points [][2]float64, stretchY float64) (owner []int, gap []float64) {
	return worleyOn(n, n, points, stretchY)
}

// worleyOn is worley over a w×w domain with the torus repeating every `period` pixels.
func worleyOn(period, w int, points [][2]float64, stretchY float64) (owner []int, gap []float64) {
	owner = make([]int, w*w)
	gap = make([]float64, w*w)
	fn, half := float64(period), float64(period)/2
	// The squared wrapped distances along each axis, per point and per pixel
	// column or row: tables, so the per-pixel loop has no wrapping branches
	// (with random points they mispredict, and this loop is most of a
	// cobblestone's cost).
	k := len(points)
	dx2 := make([]float64, k*period)
	dy2 := make([]float64, k*period)
	for q, p := range points {
		for t := range period {
			c := float64(t) + 0.5
			dx, dy := math.Abs(c-p[0]), math.Abs(c-p[1])
			if dx > half {
				dx = fn - dx
			}
			if dy > half {
				dy = fn - dy
			}
			dy *= stretchY
			dx2[q*period+t], dy2[q*period+t] = dx*dx, dy*dy
		}
	}
	for y := range w {
		py := y % period
		for x := range w {
			px := x % period
			d1, d2, best := math.MaxFloat64, math.MaxFloat64, 0
			for q := range k {
				d := dx2[q*period+px] + dy2[q*period+py]
				if d < d1 {
					d1, d2, best = d, d1, q
				} else if d < d2 {
					d2 = d
				}
			}
			owner[y*w+x] = best
			gap[y*w+x] = math.Sqrt(d2) - math.Sqrt(d1)
		}
	}
	return owner, gap
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
func quantize(f field, weights []float64) []int8 {
	const bins = 1024
	lo, hi := f[0], f[0]
	for _, v := range f {
		lo, hi = min(lo, v), max(hi, v)
	}
	scale := 0.0
	if hi > lo {
		scale = (bins - 1) / (hi - lo)
	}
	var hist [bins]int32
	for _, v := range f {
		hist[int((v-lo)*scale)]++
	}
	total := 0.0
	for _, w := range weights {
		total += w
	}
	var shadeOf [bins]int8
	shade, cum, before := 0, weights[0]/total, 0
	n := float64(len(f))
	for b, c := range hist {
		mid := float64(before) + float64(c)/2 // the bin's middle rank
		for shade < len(weights)-1 && mid >= cum*n {
			shade++
			cum += weights[shade] / total
		}
		shadeOf[b] = int8(shade)
		before += int(c)
	}
	out := make([]int8, len(f))
	for i, v := range f {
		out[i] = shadeOf[int((v-lo)*scale)]
	}
	return out
}

func smooth(t float64) float64     { return t * t * (3 - 2*t) }
func lerp(a, b, t float64) float64 { return a + (b-a)*t }
