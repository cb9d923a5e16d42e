package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/generate/palette"
)

// drawOre is the host rock with 3-6 chunky clusters of ore, each lit on its top
// left and with a dark rim below and right.
func drawOre(j *job) {
	drawStone(j)
	host := uint8(1)
	ore := j.c.addRamp(ramp(j.lk.Accent, 4, 0.15))
	mask := make([]bool, j.n*j.n)
	for _, seed := range spreadPoints(j.rng, j.n, between(j.rng, 3, 5)) {
		growBlob(j, mask, int(seed[0]), int(seed[1]), between(j.rng, 7, 11))
	}
	c := j.c
	for y := range j.n {
		for x := range j.n {
			i := c.i(x, y)
			if !mask[i] {
				if mask[c.i(x-j.unit, y)] || mask[c.i(x, y-j.unit)] {
					c.part[i], c.shade[i] = host, 0 // the cluster's shadow on the rock
				}
				continue
			}
			s := 2
			switch {
			case !mask[c.i(x, y-j.unit)] && !mask[c.i(x-j.unit, y)]:
				s = 3
			case !mask[c.i(x, y+j.unit)] && !mask[c.i(x+j.unit, y)]:
				s = 0
			case !mask[c.i(x, y+j.unit)] || !mask[c.i(x+j.unit, y)]:
				s = 1
			}
			c.part[i], c.shade[i] = ore, c.clampShade(ore, s)
		}
	}
}

// growBlob grows a clump of `texels` texels from (x, y) on the torus, in texel
// steps so clusters stay chunky at every size. Each step takes the best of three
// random frontier cells by how many clump neighbours it has, which keeps clumps
// round instead of stringy.
func growBlob(j *job, mask []bool, x, y, texels int) {
	u := j.unit
	x, y = x/u*u, y/u*u
	cells := [][2]int{{x, y}}
	mark := func(x, y int) {
		for dy := range u {
			for dx := range u {
				mask[j.c.i(x+dx, y+dy)] = true
			}
		}
	}
	steps := [4][2]int{{u, 0}, {-u, 0}, {0, u}, {0, -u}}
	neighbours := func(x, y int) int {
		k := 0
		for _, d := range steps {
			if mask[j.c.i(x+d[0], y+d[1])] {
				k++
			}
		}
		return k
	}
	mark(x, y)
	for tries := 0; len(cells) < texels && tries < 64; tries++ {
		best, bestK := [2]int{}, -1
		for range 3 {
			from := cells[j.rng.IntN(len(cells))]
			d := steps[j.rng.IntN(4)]
			c := [2]int{from[0] + d[0], from[1] + d[1]}
			if k := neighbours(c[0], c[1]); !mask[j.c.i(c[0], c[1])] && k > bestK {
				best, bestK = c, k
			}
		}
		if bestK >= 0 {
			mark(best[0], best[1])
			cells = append(cells, best)
		}
	}
}

// drawStorage is a block of metal or gem: a bevelled plate with a recessed inner
// panel. The panel's groove is as strong as the plate's edge, so the tile still
// reads as one repeating plate on a wall.
func drawStorage(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.14))
	detail := fbm(j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.3))
	u := j.unit
	inset := between(j.rng, 2, 3) * u
	for y := range j.n {
		for x := range j.n {
			i := y*j.n + x
			s := 2
			if detail[i] > 1.05 {
				s = 3
			}
			switch {
			case y < u || x < u:
				s = 4
			case y >= j.n-u || x >= j.n-u:
				s = 0
			case (y >= inset && y < inset+u || x >= inset && x < inset+u) && x >= inset && y >= inset && x < j.n-inset && y < j.n-inset:
				s = 0
			case (y >= j.n-inset-u && y < j.n-inset || x >= j.n-inset-u && x < j.n-inset) && x >= inset && y >= inset && x < j.n-inset && y < j.n-inset:
				s = 4
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
}

// drawGlass is a light frame around clear glass with a couple of diagonal glints.
func drawGlass(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.1))
	u := j.unit
	for y := range j.n {
		for x := range j.n {
			i := y*j.n + x
			switch {
			case y < u || x < u:
				j.c.part[i], j.c.shade[i] = p, 3
			case y >= j.n-u || x >= j.n-u:
				j.c.part[i], j.c.shade[i] = p, 1
			}
		}
	}
	for range between(j.rng, 1, 3) {
		x, y := between(j.rng, 3, 11)*u, between(j.rng, 3, 11)*u
		for k := range between(j.rng, 2, 4) * u {
			if x+k < j.n-u && y-k > u {
				j.c.set(x+k, y-k, p, 2)
			}
		}
	}
}

// drawLeaves is clustered foliage with clustered holes (never single random pixels).
func drawLeaves(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.14))
	f := fbm(j.rng, j.n, oct(j.n, 0.7), oct(j.n/2, 1), oct(j.n/4, 0.4))
	speckle(j, p, f, []float64{0.12, 0.22, 0.32, 0.22, 0.12})
	holes := quantize(fbm(j.rng, j.n, oct(j.n/2, 1), oct(j.n/4, 0.5), oct(j.n, 0.3)), []float64{0.13, 0.87})
	for i, h := range holes {
		if h == 0 {
			j.c.part[i] = 0
		}
	}
}

// drawSandstone is layered rock: horizontal bands, a smooth light top band and a
// dark line under each layer.
func drawSandstone(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.1))
	f := fbm(j.rng, j.n, octave{j.n / 2, j.n, 1}, oct(j.n, 0.5))
	shades := quantize(f, []float64{0.1, 0.5, 0.3, 0.1})
	layers := []int{0, between(j.rng, 3, 5), between(j.rng, 8, 10), between(j.rng, 12, 13)}
	for y := range j.n {
		layer := 0
		for k, top := range layers {
			if y >= top*j.unit {
				layer = k
			}
		}
		for x := range j.n {
			i := y*j.n + x
			s := int(shades[i]) + 1
			if layer == 0 {
				s = min(s+1, 4)
			}
			next := j.n
			if layer+1 < len(layers) {
				next = layers[layer+1] * j.unit
			}
			if y >= next-j.unit {
				s = 0
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
}

// drawCrystal is a cluster of facets, each catching the light at its own angle,
// with bright edges and a few sparkles.
func drawCrystal(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 6, 0.2))
	pts := spreadPoints(j.rng, j.n, between(j.rng, 5, 8))
	owner, gap := worley(j.n, pts, 1)
	tone := make([]int, len(pts))
	for k := range tone {
		tone[k] = between(j.rng, 1, 4)
	}
	for i, o := range owner {
		s := tone[o]
		if gap[i] < 0.8*float64(j.unit) {
			s = 5
		}
		j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
	}
	for range between(j.rng, 2, 4) {
		j.c.set(j.rng.IntN(j.n), j.rng.IntN(j.n), p, 5)
	}
}

// heat relaxes random hot spots over the torus the way the game's classic lava
// did, returning a field that is smooth but lumpy.
func heat(j *job, spots, steps int) field {
	f := fbm(j.rng, j.n, oct(j.n, 0.4))
	for range spots * j.unit * j.unit {
		f[j.rng.IntN(len(f))] += 3
	}
	next := make(field, len(f))
	for range steps * j.unit {
		for y := range j.n {
			for x := range j.n {
				c := j.c
				next[y*j.n+x] = (f[c.i(x, y)]*2 + f[c.i(x-1, y)] + f[c.i(x+1, y)] + f[c.i(x, y-1)] + f[c.i(x, y+1)]) / 6
			}
		}
		f, next = next, f
	}
	return f
}

// drawLava is glowing molten rock coloured through a dark-red-to-yellow map.
func drawLava(j *job) {
	r := palette.Ramp{}
	if j.lk.Chosen {
		r = ramp(j.lk.Main, 6, 0.22)
	} else {
		for _, h := range []string{"#6E1C08", "#A8320C", "#D4570E", "#F0820F", "#F9B11E", "#FCE36A"} {
			r = append(r, palette.MustHex(h))
		}
	}
	p := j.c.addRamp(r)
	speckle(j, p, heat(j, 10, 3), []float64{0.1, 0.2, 0.28, 0.22, 0.13, 0.07})
}

// drawWater is rippling water: a relaxed field with horizontal wave streaks.
func drawWater(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.1))
	f := heat(j, 8, 2)
	waves := fbm(j.rng, j.n, octave{j.n / 4, j.n, 1})
	for i := range f {
		f[i] += waves[i] * 0.8
	}
	speckle(j, p, f, []float64{0.1, 0.25, 0.35, 0.2, 0.1})
}

// drawMushroomBlock is a mushroom cap: a coloured skin with pale round spots.
func drawMushroomBlock(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.09))
	spot := j.c.addRamp(ramp(palette.FromRGB(palette.MustHex("#E6DFCF")), 3, 0.06))
	speckle(j, p, fbm(j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.5)), []float64{0.15, 0.35, 0.35, 0.15})
	for _, pt := range spreadPoints(j.rng, j.n, between(j.rng, 3, 5)) {
		r := (1.2 + j.rng.Float64()*1.2) * float64(j.unit)
		for dy := -4 * j.unit; dy <= 4*j.unit; dy++ {
			for dx := -4 * j.unit; dx <= 4*j.unit; dx++ {
				d := math.Hypot(float64(dx), float64(dy))
				if d <= r {
					s := 1
					if dx+dy < 0 {
						s = 2
					}
					j.c.set(int(pt[0])+dx, int(pt[1])+dy, spot, s)
				}
			}
		}
	}
}

// drawIce is clear blue ice with long pale diagonal streaks.
func drawIce(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.09))
	speckle(j, p, fbm(j.rng, j.n, oct(j.n/2, 1), oct(j.n/4, 0.6)), []float64{0.15, 0.45, 0.3, 0.1})
	for range between(j.rng, 2, 4) {
		x, y := j.rng.IntN(j.n), j.rng.IntN(j.n)
		for k := range between(j.rng, 4, 9) * j.unit {
			j.c.set(x+k, y-k, p, 3)
		}
	}
}
