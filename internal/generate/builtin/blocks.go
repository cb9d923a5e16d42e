package builtin

import (
	"github.com/texelforge/texelforge/internal/generate/palette"
	"github.com/texelforge/texelforge/internal/generate/spec"
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
}

// speckle paints the whole canvas with one part, shading it from a noise field
// ranked into len(weights) shades.
func speckle(j *job, part uint8, f field, weights []float64) {
	shades := quantize(f, weights)
	for i, s := range shades {
		j.c.part[i] = part
		j.c.shade[i] = j.c.clampShade(part, int(s))
	}
}

// drawStone is the game's stone: fine grey speckle with a few short streaks and
// almost no large blotches (those would show the tile's repeat on a wall).
func drawStone(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.11))
	f := fbm(j.rng, j.n, oct(j.n, 1), octave{j.n / 4, j.n, 0.5}, oct(j.n/4, 0.35), oct(2, 0.08))
	speckle(j, p, f, []float64{0.07, 0.2, 0.43, 0.22, 0.08})
}

func drawSand(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.05))
	f := fbm(j.rng, j.n, oct(j.n, 1), oct(j.n/2, 0.45), oct(j.n/8, 0.15))
	speckle(j, p, f, []float64{0.1, 0.3, 0.45, 0.15})
}

func drawConcrete(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 3, 0.025))
	f := fbm(j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.3))
	speckle(j, p, f, []float64{0.15, 0.7, 0.15})
}

func drawWool(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 4, 0.07))
	// Fibres: short diagonal-ish strokes from noise stretched two ways, summed.
	f := fbm(j.rng, j.n, oct(j.n, 0.6), octave{j.n / 2, j.n / 8, 0.6}, octave{j.n / 8, j.n / 2, 0.6})
	speckle(j, p, f, []float64{0.12, 0.33, 0.4, 0.15})
}

// drawDirt is speckle with small lighter and darker clumps.
func drawDirt(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.1))
	f := fbm(j.rng, j.n, oct(j.n, 1), oct(j.n/2, 0.6), oct(j.n/8, 0.15))
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
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.1))
	f := fbm(j.rng, j.n, oct(j.n, 1), octave{j.n, j.n / 2, 0.5}, oct(j.n/4, 0.2))
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
	owner, gap := worley(j.n, spreadPoints(j.rng, j.n, between(j.rng, 12, 16)), 1)
	tone := make([]int, 16)
	for k := range tone {
		tone[k] = between(j.rng, 1, 4)
	}
	region := make([]int32, len(owner))
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
	u := j.unit
	adj := make([]int8, len(region))
	for y := range j.n {
		for x := range j.n {
			i := c.i(x, y)
			r := region[i]
			if r < 0 {
				continue
			}
			if region[c.i(x, y-u)] != r || region[c.i(x-u, y)] != r {
				adj[i] += int8(up)
			}
			if region[c.i(x, y+u)] != r || region[c.i(x+u, y)] != r {
				adj[i] -= int8(down)
			}
		}
	}
	for i, a := range adj {
		c.nudge(i, int(a))
	}
}

// darker returns c with its lightness lowered by d.
func darker(c palette.Lab, d float64) palette.Lab {
	c.L -= d
	return c
}
