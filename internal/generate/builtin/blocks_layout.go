package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/generate/palette"
	"github.com/texelforge/texelforge/internal/generate/spec"
)

// drawCobblestone is irregular rounded stones with dark gaps: toroidal Worley
// cells, each stone a shade of its own, lit from the top left.
func drawCobblestone(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 6, 0.16))
	pts := spreadPoints(j.rng, j.n, between(j.rng, 6, 9))
	owner, gap := worley(j.n, pts, 1+j.rng.Float64()*0.3)
	detail := fbm(j.rng, j.n, oct(j.n, 1))
	tone := make([]int, len(pts))
	for k := range tone {
		tone[k] = between(j.rng, 2, 4)
	}
	region := make([]int32, len(owner))
	for i, o := range owner {
		region[i] = int32(o)
		s := tone[o]
		if detail[i] > 0.8 {
			s++
		} else if detail[i] < 0.2 {
			s--
		}
		if gap[i] < 1.0*float64(j.unit) {
			s, region[i] = 0, -1
		}
		j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
	}
	rimLight(j, region, 1, 1)
}

// drawBricks lays courses of bricks in mortar, every other course offset by half a
// brick. Clay bricks sit in light mortar; stone bricks are larger blocks in dark joints.
func drawBricks(j *job) {
	stone := false
	for _, m := range j.s.Materials {
		if mat, ok := spec.MaterialByName(m); ok && mat.Group == spec.Rock && m != "brick" {
			stone = true
		}
	}
	u := j.unit
	brickW, courseH := 8*u, 4*u
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	var mortar uint8
	if stone {
		mortar = p
	} else {
		l, _, h := j.lk.Main.LCh()
		mortar = j.c.addRamp(ramp(palette.FromLCh(min(l+0.16, 0.8), 0.015, h), 3, 0.04))
	}
	detail := fbm(j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.4))
	courses := j.n / courseH
	perCourse := j.n / brickW
	tone := make([]int, courses*perCourse)
	for k := range tone {
		tone[k] = between(j.rng, 1, 3)
	}
	region := make([]int32, j.n*j.n)
	for y := range j.n {
		course := y / courseH
		shift := 0
		if course%2 == 1 {
			shift = brickW / 2
		}
		for x := range j.n {
			i := y*j.n + x
			bx := (x + shift) % j.n
			brick := course*perCourse + bx/brickW
			region[i] = int32(brick)
			joint := y%courseH == courseH-u || bx%brickW == brickW-u
			if u > 1 {
				joint = y%courseH >= courseH-u || bx%brickW >= brickW-u
			}
			switch {
			case joint && stone:
				j.c.part[i], j.c.shade[i], region[i] = p, 0, -1
			case joint:
				j.c.part[i], j.c.shade[i], region[i] = mortar, j.c.clampShade(mortar, 1+int(detail[i]*1.5)), -1
			default:
				s := tone[brick]
				if detail[i] > 1.15 {
					s++
				} else if detail[i] < 0.25 {
					s--
				}
				j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
			}
		}
	}
	rimLight(j, region, 1, 1)
}

// drawTiles is a grid of bevelled square tiles with grout lines.
func drawTiles(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	grout := j.c.addRamp(ramp(darker(j.lk.Main, 0.2), 2, 0.03))
	size := 8 * j.unit
	if j.rng.IntN(3) == 0 {
		size = 4 * j.unit
	}
	detail := fbm(j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.5))
	per := j.n / size
	tone := make([]int, per*per)
	for k := range tone {
		tone[k] = between(j.rng, 2, 3)
	}
	region := make([]int32, j.n*j.n)
	for y := range j.n {
		for x := range j.n {
			i := y*j.n + x
			t := (y/size)*per + x/size
			region[i] = int32(t)
			if y%size < j.unit || x%size < j.unit {
				j.c.part[i], j.c.shade[i], region[i] = grout, j.c.clampShade(grout, int(detail[i]*1.2)), -1
				continue
			}
			s := tone[t]
			if detail[i] > 1.2 {
				s++
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
	rimLight(j, region, 1, 1)
}

// drawPlanks is four boards of four texels with a dark seam under each, staggered
// end joints and short horizontal grain.
func drawPlanks(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	u := j.unit
	boardH := 4 * u
	grain := fbm(j.rng, j.n, octave{j.n / 4, j.n, 1}, octave{j.n / 2, j.n, 0.5}, oct(j.n, 0.25))
	shades := quantize(grain, []float64{0.12, 0.4, 0.36, 0.12})
	boards := j.n / boardH
	joint := make([]int, boards)
	for b := range joint {
		joint[b] = (between(j.rng, 2, 13) + b*8) % 16 * u
	}
	region := make([]int32, j.n*j.n)
	for y := range j.n {
		b := y / boardH
		for x := range j.n {
			i := y*j.n + x
			region[i] = int32(b)
			s := int(shades[i]) + 1
			if x >= joint[b] {
				region[i] = int32(b + boards)
			}
			if y%boardH >= boardH-u {
				s, region[i] = 0, -1
			} else if x >= joint[b] && x < joint[b]+u {
				s, region[i] = 0, -1
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
	rimLight(j, region, 0, 1)
}

// drawLogSide is bark: vertical ridges with dark furrows.
func drawLogSide(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.13))
	f := fbm(j.rng, j.n, octave{j.n, j.n / 4, 1}, octave{j.n / 2, j.n / 8, 0.6}, oct(j.n, 0.2))
	speckle(j, p, f, []float64{0.15, 0.25, 0.3, 0.22, 0.08})
	for range between(j.rng, 3, 5) {
		x := j.rng.IntN(j.n)
		y := j.rng.IntN(j.n)
		for k := range between(j.rng, 4, 9) * j.unit {
			if j.rng.IntN(4) == 0 {
				x += j.rng.IntN(3) - 1
			}
			j.c.set(x, y+k, p, 0)
			j.c.set(x+1, y+k, p, 3)
		}
	}
}

// drawLogTop is the cut end of a log: growth rings around the centre inside a
// ring of bark.
func drawLogTop(j *job) {
	wood := j.lk.Main
	if wood.L < 0.5 { // a bark-coloured wood: the cut face is lighter than the bark
		wood.L += 0.15
	}
	p := j.c.addRamp(ramp(wood, 4, 0.09))
	bark := j.c.addRamp(ramp(darker(wood, 0.28), 3, 0.07))
	c := float64(j.n)/2 - 0.5 + float64(j.rng.IntN(2))
	ringW := float64(j.unit) * (1.4 + j.rng.Float64()*0.5)
	wobble := fbm(j.rng, j.n, oct(j.n/4, 1))
	for y := range j.n {
		for x := range j.n {
			i := y*j.n + x
			dx, dy := math.Abs(float64(x)-c), math.Abs(float64(y)-c)
			d := max(dx, dy)*0.7 + math.Hypot(dx, dy)*0.3 + wobble[i]*0.8
			if x < j.unit || y < j.unit || x >= j.n-j.unit || y >= j.n-j.unit {
				j.c.part[i], j.c.shade[i] = bark, j.c.clampShade(bark, (x+y)%3)
				continue
			}
			s := 2
			if int(d/ringW)%2 == 1 {
				s = 1
			}
			if d < ringW {
				s = 3
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
}
