package builtin

import (
	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// blockDrawers draws the block families. Every drawer works on the torus: noise
// lattices, layouts and overlays all wrap, so each block tiles seamlessly.
var blockDrawers = map[spec.Family]drawer{
	spec.Stone:         drawStone,
	spec.Cobblestone:   drawCobblestone,
	spec.Bricks:        drawBricks,
	spec.Tiles:         drawTiles,
	spec.Planks:        drawPlanks,
	spec.LogSide:       drawLogSide,
	spec.LogTop:        drawLogTop,
	spec.Ore:           drawOre,
	spec.Storage:       drawStorage,
	spec.Glass:         drawGlass,
	spec.Leaves:        drawLeaves,
	spec.Wool:          drawWool,
	spec.Sand:          drawSand,
	spec.Dirt:          drawDirt,
	spec.Gravel:        drawGravel,
	spec.Grass:         drawGrass,
	spec.Sandstone:     drawSandstone,
	spec.Crystal:       drawCrystal,
	spec.Lava:          drawLava,
	spec.Water:         drawWater,
	spec.MushroomBlock: drawMushroomBlock,
	spec.Ice:           drawIce,
	spec.Concrete:      drawConcrete,
	spec.Lamp:          drawLamp,
	spec.Machine:       drawMachine,
	spec.Trapdoor:      drawTrapdoor,
	spec.Pillar:        drawPillar,
	spec.Shelf:         drawShelf,
	spec.Plating:       drawPlating,
	spec.Porous:        drawPorous,
	spec.Hide:          drawHide,
}

// speckle paints the whole canvas with one part, shading it from a noise field
// ranked into len(weights) shades.
func speckle(j *job, part uint8, f field, weights []float64) {
	shades := quantize(j.sc, f, weights)
	for i, s := range shades {
		j.c.part[i] = part
		j.c.shade[i] = j.c.clampShade(part, int(s))
	}
}

// drawStone is the game's stone: fine grey speckle with a few short streaks and
// almost no large blotches (those would show the tile's repeat on a wall).
func drawStone(j *job) { stone(j, 0.5) }

// stone paints the stone speckle with per-pixel noise of the given weight (the
// rest is short horizontal streaks and two-texel flecks).
func stone(j *job, fine float64) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.11))
	f := fbm(j.sc, j.rng, j.n, oct(j.n, fine), octave{j.n / 2, j.n, 0.65}, oct(j.n/2, 0.45), oct(j.n/4, 0.1))
	speckle(j, p, f, []float64{0.07, 0.2, 0.43, 0.22, 0.08})
}

func drawSand(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.07))
	f := fbm(j.sc, j.rng, j.n, oct(j.n, 0.8), oct(j.n/2, 0.6), oct(j.n/8, 0.1))
	speckle(j, p, f, []float64{0.1, 0.3, 0.45, 0.15})
}

func drawConcrete(j *job) {
	// Nearly flat, but with enough grain that sixteen variations differ.
	p := j.c.addRamp(ramp(j.lk.Main, 3, 0.04))
	f := fbm(j.sc, j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.3))
	speckle(j, p, f, []float64{0.22, 0.56, 0.22})
}

func drawWool(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.07))
	// Fibres: two-pixel strokes across and down, summed into a weave, over a
	// faint swell; little per-pixel noise, so the fibres clump.
	f := fbm(j.sc, j.rng, j.n, oct(j.n, 0.1), octave{j.n / 2, j.n, 0.6}, octave{j.n, j.n / 2, 0.6}, oct(j.n/8, 0.1))
	speckle(j, p, f, []float64{0.12, 0.33, 0.4, 0.15})
}

// drawDirt is speckle with small lighter and darker clumps.
func drawDirt(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.13))
	f := fbm(j.sc, j.rng, j.n, oct(j.n, 0.7), oct(j.n/2, 0.7), oct(j.n/8, 0.1))
	speckle(j, p, f, []float64{0.08, 0.22, 0.4, 0.22, 0.08})
	for range between(j.rng, 3, 6) {
		x, y := j.rng.IntN(j.n), j.rng.IntN(j.n)
		for dy := range j.unit {
			for dx := range 2 * j.unit {
				j.c.set(x+dx, y+dy, p, 4)
			}
		}
	}
}

// drawGrass is the top of a grass block: green speckle with vertical blade strokes.
func drawGrass(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.13))
	f := fbm(j.sc, j.rng, j.n, oct(j.n, 0.55), octave{j.n, j.n / 2, 0.6}, oct(j.n/2, 0.45), oct(j.n/4, 0.1))
	speckle(j, p, f, []float64{0.08, 0.22, 0.4, 0.22, 0.08})
	for range between(j.rng, 6, 10) * j.unit {
		x, y := j.rng.IntN(j.n), j.rng.IntN(j.n)
		s := 3 + j.rng.IntN(2)
		for dy := range 2 * j.unit {
			j.c.set(x, y+dy, p, s)
		}
		j.c.set(x, y+2*j.unit, p, 0)
	}
}

// drawGravel is a heap of small pebbles, each with its own shade and a lit rim.
func drawGravel(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 6, 0.17))
	owner, gap := worley(j.sc, j.n, spreadPoints(j.rng, j.n, between(j.rng, 12, 16)), 1)
	tone := make([]int, 16)
	for k := range tone {
		tone[k] = []int{1, 2, 2, 3, 3, 4}[j.rng.IntN(6)] // mid tones commoner: fewer blotches
	}
	region := j.sc.regions.take(len(owner))
	for i, o := range owner {
		region[i] = int32(o)
		s := tone[o]
		if gap[i] < 0.7*float64(j.unit) {
			s, region[i] = 0, -1
		}
		j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
	}
	rimLight(j, region, 1, 1)
}

// rimLight lights regions from the top left: a pixel whose upper or left neighbour
// lies in another region gets `up` shades lighter, and one whose lower or right
// neighbour does gets `down` shades darker. Region -1 (gaps) is left alone.
func rimLight(j *job, region []int32, up, down int) {
	c := j.c
	adj := j.sc.shades.take(len(region))
	for y := range j.n {
		for x := range j.n {
			i := c.i(x, y)
			// Without a branch per pixel: which pixels lie on a rim is as
			// random as the regions' shapes.
			lit, shaded := rimSides(j, region, x, y)
			adj[i] = int8((up*b2i(lit) - down*b2i(shaded)) * b2i(region[i] >= 0))
		}
	}
	for i, a := range adj {
		c.nudge(i, int(a))
	}
}

// rimSet is rimLight with fixed shades: a pixel whose upper or left neighbour
// lies in another region becomes shade lit, and one whose lower or right
// neighbour does becomes shade shaded (the lit side wins a one-texel region).
func rimSet(j *job, region []int32, lit, shaded int) {
	c := j.c
	out := j.sc.shades.take(len(region))
	for y := range j.n {
		for x := range j.n {
			i := c.i(x, y)
			r := region[i]
			out[i] = -1
			if r < 0 {
				continue
			}
			switch up, down := rimSides(j, region, x, y); {
			case up:
				out[i] = c.clampShade(c.part[i], lit)
			case down:
				out[i] = c.clampShade(c.part[i], shaded)
			}
		}
	}
	for i, s := range out {
		if s >= 0 {
			c.shade[i] = s
		}
	}
}

// rimSides reports whether pixel (x, y) has its upper or left neighbour in
// another region (the lit rim) and whether its lower or right one is (the
// shaded rim).
func rimSides(j *job, region []int32, x, y int) (lit, shaded bool) {
	c, u, r := j.c, j.unit, region[j.c.i(x, y)]
	// Both sides always looked at: a short cut would be a branch to mispredict.
	lit = b2i(region[c.i(x, y-u)] != r)|b2i(region[c.i(x-u, y)] != r) != 0
	shaded = b2i(region[c.i(x, y+u)] != r)|b2i(region[c.i(x+u, y)] != r) != 0
	return lit, shaded
}

// b2i is 1 for true and 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// darker returns c with its lightness lowered by d.
func darker(c palette.Lab, d float64) palette.Lab {
	c.L -= d
	return c
}
