package builtin

import (
	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Built blocks (trapdoors and doors, pillars, shelves, metal plating) are
// planned texel by texel on the 16×16 grid of the game's textures, then
// painted with grain and lit by rimLight. Every plan repeats within the tile
// (runs of boards, ribs and bars that divide 16, or layouts that wrap), so a
// wall of them tiles without a seam.

// texels is how many texels a block's face has along each edge.
const texels = 16

// texelPlan is a built block's face, planned texel by texel: each texel's
// part and shade, its region for rimLight (-1 for a recess or a detail, which
// keeps the shading it was given) and whether the grain leaves it as it is.
type texelPlan struct {
	part   [texels * texels]uint8
	shade  [texels * texels]int8
	region [texels * texels]int32
	still  [texels * texels]bool
}

// texelAt is the index of texel (x, y), wrapping like the canvas.
func texelAt(x, y int) int { return (y&(texels-1))*texels + x&(texels-1) }

// fill plans every texel as one part, shade and region.
func (f *texelPlan) fill(part uint8, shade int, region int32) {
	for k := range f.part {
		f.part[k], f.shade[k], f.region[k] = part, int8(shade), region
	}
}

// set plans texel (x, y), wrapping.
func (f *texelPlan) set(x, y int, part uint8, shade int, region int32, still bool) {
	k := texelAt(x, y)
	f.part[k], f.shade[k], f.region[k], f.still[k] = part, int8(shade), region, still
}

// holeRamp colours the dark of openings: a shadow and a floor, closer than
// the light gate's groove depth (0.04), so a small opening reads as one
// groove between the lit and shaded rims round it, not as a groove with its
// own lighter floor after it.
func holeRamp(main palette.Lab) palette.Ramp { return ramp(darker(main, 0.3), 2, 0.015) }

// hole plans an opening [x0, x1)×[y0, y1) of a dark part, in shadow along
// its top and left edges. It is region -1, so rimLight bevels the face
// round it.
func (f *texelPlan) hole(part uint8, x0, y0, x1, y1 int) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			f.set(x, y, part, b2i(y > y0 && x > x0), -1, true)
		}
	}
}

// panel plans a raised panel in [x0, x1)×[y0, y1): a dark joint round its
// edge and, inside, a region of its own that rimLight bevels.
func (f *texelPlan) panel(part uint8, x0, y0, x1, y1 int, region int32) {
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if y == y0 || x == x0 || y == y1-1 || x == x1-1 {
				f.set(x, y, part, 0, -1, true)
			} else {
				f.set(x, y, part, 2, region, false)
			}
		}
	}
}

// paint draws the plan on the canvas, each texel a unit×unit square, moving
// shades that are not still by the grain's steps (nil for none), then lights
// the regions' rims from the top left.
func (f *texelPlan) paint(j *job, steps []int8) {
	u := j.unit
	region := j.sc.regions.take(j.n * j.n)
	for i := range j.c.part {
		k := i/j.n/u*texels + i%j.n/u
		p, s := f.part[k], int(f.shade[k])
		if steps != nil && !f.still[k] {
			s += int(steps[i])
		}
		j.c.part[i], j.c.shade[i], region[i] = p, j.c.clampShade(p, s), f.region[k]
	}
	rimLight(j, region, 1, 1)
}

// dotTexel paints texel (x, y) after the face is painted: details such as
// rivets, spines and handles sit on top of the rims.
func dotTexel(j *job, x, y int, part uint8, shade int) {
	u := j.unit
	for dy := range u {
		for dx := range u {
			j.c.set(x*u+dx, y*u+dy, part, shade)
		}
	}
}

// grainSteps returns each pixel's step from its planned shade: -1 for the
// share of pixels lowest on a noise field of the given octaves, +1 for the
// share highest, else 0.
func grainSteps(j *job, share float64, octaves ...octave) []int8 {
	q := rankedTexels(j, []float64{share, 1 - 2*share, share}, octaves...)
	for i := range q {
		q[i]--
	}
	return q
}

// rankedTexels is quantize of a noise field drawn texel by texel, as the
// rest of a built face is: finer grain would draw thin dark lines across its
// bevels, which read as grooves lit from the wrong side.
func rankedTexels(j *job, weights []float64, octaves ...octave) []int8 {
	q := texelRanks(j, weights, octaves...)
	if j.n == texels {
		return q
	}
	out := j.sc.shades.take(j.n * j.n)
	u := j.unit
	for i := range out {
		out[i] = q[i/j.n/u*texels+i%j.n/u]
	}
	return out
}

// texelRanks is quantize of a noise field of one value per texel.
func texelRanks(j *job, weights []float64, octaves ...octave) []int8 {
	return quantize(j.sc, fbm(j.sc, j.rng, texels, octaves...), weights)
}

// texelRuns splits the 16 texels of an axis into runs of widths lo..hi,
// starting at a random phase; the last run takes what is left (at least lo,
// so no sliver), which keeps the pattern whole across the wrap. No run starts
// on the wrap: a run's edge there could, by the grain's chance, be the tile's
// strongest line, and tiled the phase changes nothing.
func texelRuns(j *job, lo, hi int) [][2]int {
	var out [][2]int
	x := j.rng.IntN(texels)
	for left := texels; left > 0; {
		w := between(j.rng, lo, hi)
		if left-w < lo {
			w = left
		}
		out = append(out, [2]int{x, x + w})
		x += w
		left -= w
	}
	for _, r := range out {
		if r[0]%texels == 0 {
			for k := range out {
				out[k][0]++
				out[k][1]++
			}
			break
		}
	}
	return out
}

// isMetal reports whether the prompt names a metal: metal trapdoors and
// doors are plates, where wooden ones are boards.
func isMetal(j *job) bool {
	_, ok := named(j, spec.Metal)
	return ok
}
