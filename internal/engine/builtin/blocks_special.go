package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// drawOre is the host rock with 6-7 chunky clusters of ore, each lit on its top
// left and with a dark rim below and right.
func drawOre(j *job) {
	stone(j, 0.35) // the host rock, a little calmer so the clusters read
	host := uint8(1)
	ore := j.c.addRamp(ramp(j.lk.Accent, 4, 0.15))
	mask := j.sc.flags.take(j.n * j.n)
	for _, seed := range spreadPoints(j.rng, j.n, between(j.rng, 6, 7)) {
		growBlob(j, mask, int(seed[0]), int(seed[1]), between(j.rng, 6, 9))
	}
	c := j.c
	// A dark ore (coal) casts no visible shadow: it would only fatten the lump.
	shadow := j.lk.Accent.L > j.lk.Main.L
	for y := range j.n {
		for x := range j.n {
			i := c.i(x, y)
			if !mask[i] {
				if shadow && (mask[c.i(x-j.unit, y)] || mask[c.i(x, y-j.unit)]) {
					c.part[i], c.shade[i] = host, 0 // the cluster's shadow on the rock
				}
				continue
			}
			// Whole edges, not corners, take the light and the shade, so the
			// cluster reads as a lit lump rather than as single bright pixels.
			lit := !mask[c.i(x, y-j.unit)] || !mask[c.i(x-j.unit, y)]
			shaded := !mask[c.i(x, y+j.unit)] || !mask[c.i(x+j.unit, y)]
			s := 2
			switch {
			case lit && !shaded:
				s = 3
			case shaded && !lit:
				s = 1
			}
			c.part[i], c.shade[i] = ore, c.clampShade(ore, s)
		}
	}
}

// growBlob grows a clump of `texels` texels from (x, y) on the torus, in texel
// steps so clusters stay chunky at every size. Each step takes the best of five
// random frontier cells by how many clump neighbours it has, which keeps clumps
// round instead of stringy.
func growBlob(j *job, mask []bool, x, y, texels int) {
	u := j.unit
	x, y = x/u*u, y/u*u
	cells := append(make([][2]int, 0, 16), [2]int{x, y}) // room for every clump drawOre grows
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
		for range 5 {
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
	detail := fbm(j.sc, j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.3))
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

// drawGlass is a light frame around clear glass with a few diagonal glints.
// The frame is lit on the top and left edges and shaded on the bottom and right,
// with two texels here and there a shade off, as in the game's worn frames; glints
// are one or two pixels thick.
func drawGlass(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.11))
	u := j.unit
	frame := make([]int, j.n/u/2) // per two texels along the frame: 0 plain, 1 a shade off
	for k := range frame {
		if j.rng.IntN(5) == 0 {
			frame[k] = 1
		}
	}
	for y := range j.n {
		for x := range j.n {
			i := y*j.n + x
			switch {
			case y < u || x < u:
				j.c.part[i], j.c.shade[i] = p, int8(3-frame[(x+y)/u/2%len(frame)])
			case y >= j.n-u || x >= j.n-u:
				j.c.part[i], j.c.shade[i] = p, int8(frame[(x+y+j.n/2)/u/2%len(frame)])
			}
		}
	}
	for range between(j.rng, 1, 3) {
		x, y := between(j.rng, 3, 11)*u, between(j.rng, 3, 11)*u
		thick := j.rng.IntN(2)
		for k := range between(j.rng, 2, 5) * u {
			for t := range thick + 1 {
				if x+k+t < j.n-u && y-k > u {
					j.c.set(x+k+t, y-k, p, 2)
				}
			}
		}
	}
}

// drawLeaves is foliage as the game draws it: small clumps of leaves, each a
// shade of its own and lit on its top left, dark between the clumps, with
// clustered holes where the gaps run deepest (never single random pixels).
func drawLeaves(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.14))
	owner, gap := worley(j.sc, j.n, spreadPoints(j.rng, j.n, between(j.rng, 12, 16)), 1)
	tone := make([]int, 16)
	for k := range tone {
		// Mostly close tones, since big light and dark clumps would blotch.
		tone[k] = []int{1, 2, 2, 3, 3}[j.rng.IntN(5)]
	}
	holes := fbm(j.sc, j.rng, j.n, oct(j.n/2, 1), oct(j.n, 0.4))
	u := float64(j.unit)
	for i := range owner {
		holes[i] += min(gap[i]/u, 2) * 0.6 // holes open between clumps first
	}
	hole := quantize(j.sc, holes, []float64{0.1, 0.9})
	region := j.sc.regions.take(len(owner))
	for i, o := range owner {
		region[i] = int32(o)
		s := tone[o]
		if gap[i] < 0.6*u {
			s, region[i] = 0, -1
		}
		j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
	}
	rimLight(j, region, 1, 0)
	for i, h := range hole {
		if h == 0 {
			j.c.part[i] = 0
		}
	}
}

// drawSandstone is layered rock: horizontal bands, a smooth light top band and a
// dark line under each layer.
func drawSandstone(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.13))
	f := fbm(j.sc, j.rng, j.n, octave{j.n / 2, j.n, 1}, oct(j.n, 0.5))
	shades := quantize(j.sc, f, []float64{0.1, 0.5, 0.3, 0.1})
	// About four texels a layer, so no quarter of the tile is all lines or all sand.
	layers := []int{0, between(j.rng, 3, 5), between(j.rng, 7, 9), between(j.rng, 11, 12)}
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
			if layer == 0 { // smooth rather than lighter: a light band would blotch the tile
				s = max(s, 2)
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

// drawCrystal is a cluster of facets, each catching the light at its own angle:
// a tone per facet, lighter toward its top left, with lit and shaded rims and a
// few sparkles.
func drawCrystal(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 6, 0.2))
	pts := spreadPoints(j.rng, j.n, between(j.rng, 10, 12))
	owner, _ := worley(j.sc, j.n, pts, 1)
	tone := make([]int, len(pts))
	for k := range tone {
		tone[k] = between(j.rng, 2, 3)
	}
	half := j.n / 2
	region := j.sc.regions.take(len(owner))
	for i, o := range owner {
		region[i] = int32(o)
		// The offset from the facet's centre, wrapped onto the torus.
		dx := (i%j.n-int(pts[o][0])+j.n+half)%j.n - half
		dy := (i/j.n-int(pts[o][1])+j.n+half)%j.n - half
		s := tone[o]
		if dx+dy < 0 {
			s++
		}
		j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
	}
	rimLight(j, region, 1, 1)
	for range between(j.rng, 2, 4) {
		j.c.set(j.rng.IntN(j.n), j.rng.IntN(j.n), p, 5)
	}
}

// heat relaxes random hot spots over the torus the way the game's classic lava
// did, returning a field that is smooth but lumpy.
func heat(j *job, spots, steps int) field {
	f := fbm(j.sc, j.rng, j.n, oct(j.n/2, 0.4), oct(j.n, 0.15))
	for range spots * j.unit * j.unit {
		f[j.rng.IntN(len(f))] += 3
	}
	next := field(j.sc.floats.take(len(f)))
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
	speckle(j, p, heat(j, 40, 3), []float64{0.1, 0.2, 0.28, 0.22, 0.13, 0.07})
}

// drawWater is rippling water: short horizontal wave streaks over a faint swell.
func drawWater(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.13))
	f := fbm(j.sc, j.rng, j.n, octave{j.n / 4, j.n, 0.4}, octave{j.n / 2, j.n, 0.8}, oct(j.n/2, 0.3))
	speckle(j, p, f, []float64{0.12, 0.38, 0.35, 0.15})
}

// drawMushroomBlock is a mushroom cap: a coloured skin with pale round spots,
// many and small (2x2 and rounded 4x4 texels) rather than few and big, which
// would blotch the tile.
func drawMushroomBlock(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.1))
	spotColor := palette.FromRGB(palette.MustHex("#E6DFCF"))
	if len(j.s.Colors) > 1 {
		spotColor = palette.FromRGB(j.s.Colors[1].RGB) // a spotted egg's second colour
	}
	spot := j.c.addRamp(ramp(spotColor, 3, 0.06))
	speckle(j, p, fbm(j.sc, j.rng, j.n, oct(j.n/2, 1), oct(j.n, 0.5)), []float64{0.15, 0.35, 0.35, 0.15})
	u := float64(j.unit)
	for _, pt := range spreadPoints(j.rng, j.n, between(j.rng, 6, 8)) {
		r := 1.1 * u // 2x2 texels
		if j.rng.IntN(3) == 0 {
			r = 1.9 * u // 4x4 texels without the corners
		}
		x0, y0 := int(pt[0])/j.unit*j.unit, int(pt[1])/j.unit*j.unit
		for dy := -2 * j.unit; dy < 3*j.unit; dy++ {
			for dx := -2 * j.unit; dx < 3*j.unit; dx++ {
				// Centred between pixels, so spots are even-sized like the game's.
				ox, oy := float64(dx)+0.5-u, float64(dy)+0.5-u
				if math.Hypot(ox, oy) <= r {
					s := 1
					if ox+oy < 0 {
						s = 2
					}
					j.c.set(x0+dx, y0+dy, spot, s)
				}
			}
		}
	}
}

// drawIce is clear blue ice with long pale diagonal streaks.
func drawIce(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.12))
	speckle(j, p, fbm(j.sc, j.rng, j.n, octave{j.n / 2, j.n, 1}, oct(j.n/2, 0.4), oct(j.n/4, 0.1)), []float64{0.15, 0.45, 0.3, 0.1})
	for range between(j.rng, 2, 4) {
		x, y := j.rng.IntN(j.n), j.rng.IntN(j.n)
		for k := range between(j.rng, 4, 9) * j.unit {
			j.c.set(x+k, y-k, p, 3)
		}
	}
}
