package builtin

import (
	"math"
	"slices"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// drawCobblestone is irregular rounded stones with dark gaps: toroidal Worley
// cells, each stone a shade of its own, lit from the top left.
func drawCobblestone(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 6, 0.16))
	pts := spreadPoints(j.rng, j.n, between(j.rng, 7, 10))
	owner, gap := worley(j.sc, j.n, pts, 1+j.rng.Float64()*0.3)
	detail := fbm(j.sc, j.rng, j.n, oct(j.n/2, 1), oct(j.n, 0.4)) // small flecks, not single pixels
	tone := make([]int, len(pts))
	for k := range tone {
		tone[k] = []int{2, 3, 3, 4}[j.rng.IntN(4)] // mostly mid tones: very light and dark stones blotch
	}
	region := j.sc.regions.take(len(owner))
	for i, o := range owner {
		region[i] = int32(o)
		s := tone[o]
		if detail[i] > 1.1 {
			s++
		} else if detail[i] < 0.3 {
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
		// Mortar is paler than the bricks, unless they are pale themselves:
		// white bricks get grey joints.
		l, _, h := j.lk.Main.LCh()
		ml := l + 0.16
		if ml > 0.8 {
			ml = l - 0.26
		}
		mortar = j.c.addRamp(ramp(palette.FromLCh(ml, 0.015, h), 3, 0.04))
	}
	detail := fbm(j.sc, j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.4))
	courses := j.n / courseH
	perCourse := j.n / brickW
	tone := make([]int, courses*perCourse)
	for k := range tone {
		tone[k] = between(j.rng, 1, 3)
	}
	// Every other course is offset by half a brick; stone courses wander by up
	// to two texels more, the way dressed blocks are laid, so variations differ
	// in their bond and not only in their grain.
	shifts := make([]int, courses)
	for c := range shifts {
		shifts[c] = c % 2 * brickW / 2
		if stone {
			shifts[c] += between(j.rng, -2, 2) * u
		}
		shifts[c] = (shifts[c] + j.n) % j.n
	}
	region := j.sc.regions.take(j.n * j.n)
	for y := range j.n {
		course := y / courseH
		shift := shifts[course]
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
	if stone {
		// Dressed stone has even edges whatever the block's tone: the same
		// light and shade on every block keeps each course's joint as strong
		// as the next, so none stands out as the tile's edge.
		rimSet(j, region, j.c.top(p), 1)
	} else {
		rimLight(j, region, 1, 1)
	}
}

// drawTiles is a grid of bevelled tiles with grout lines: square tiles of eight
// or four texels, or long tiles of eight by four, in straight rows or with every
// other row offset by half a tile.
func drawTiles(j *job) {
	if j.s.Object == "glazed terracotta" {
		drawGlazed(j)
		return
	}
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	grout := j.c.addRamp(ramp(darker(j.lk.Main, 0.2), 2, 0.03))
	u := j.unit
	w, h := 8*u, 8*u
	switch j.rng.IntN(4) {
	case 0:
		w, h = 4*u, 4*u
	case 1:
		h = 4 * u
	}
	offset := 0
	if j.rng.IntN(2) == 0 {
		offset = w / 2
	}
	detail := fbm(j.sc, j.rng, j.n, oct(j.n/2, 1), oct(j.n, 0.4))
	per := j.n / w
	tone := make([]int, per*(j.n/h))
	for k := range tone {
		tone[k] = between(j.rng, 1, 3)
	}
	region := j.sc.regions.take(j.n * j.n)
	for y := range j.n {
		row := y / h
		shift := row % 2 * offset
		for x := range j.n {
			i := y*j.n + x
			bx := (x + shift) % j.n
			t := row*per + bx/w
			region[i] = int32(t)
			if y%h < u || bx%w < u {
				// Grout is one dark shade: flecked grout in lines one pixel wide is noise.
				j.c.part[i], j.c.shade[i], region[i] = grout, 0, -1
				continue
			}
			s := tone[t]
			if detail[i] > 1.0 {
				s++
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
	rimLight(j, region, 1, 1)
}

// drawPlanks is four boards of four texels with a dark seam under each, staggered
// end joints and short horizontal grain; each board is lit along its top and
// after its joint, and shaded before the seam and the joint.
func drawPlanks(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	u := j.unit
	boardH := 4 * u
	grain := fbm(j.sc, j.rng, j.n, octave{j.n / 4, j.n, 1}, octave{j.n / 2, j.n, 0.5}, oct(j.n, 0.25))
	shades := quantize(j.sc, grain, []float64{0.12, 0.4, 0.36, 0.12})
	boards := j.n / boardH
	joint := make([]int, boards)
	for b := range joint {
		joint[b] = (between(j.rng, 2, 13) + b*8) % 16 * u
	}
	region := j.sc.regions.take(j.n * j.n)
	for y := range j.n {
		b := y / boardH
		for x := range j.n {
			i := y*j.n + x
			// One region per board: the pieces either side of the tile's edge are
			// the same plank, so only the joint and the seams part them.
			region[i] = int32(b)
			s := int(shades[i]) + 1
			if y%boardH >= boardH-u {
				s, region[i] = 0, -1
			} else if x >= joint[b] && x < joint[b]+u {
				s, region[i] = 0, -1
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
	rimLight(j, region, 1, 1)
}

// drawLogSide is bark: vertical ridges with dark furrows.
func drawLogSide(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.13))
	f := fbm(j.sc, j.rng, j.n, octave{j.n, j.n / 4, 1}, octave{j.n / 2, j.n / 4, 0.4}, oct(j.n, 0.2))
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
	if slices.Contains(j.s.Materials, "birch") {
		birchMarks(j)
	}
}

// birchMarks paints birch bark's black marks: 5–8 horizontal dashes of 2–5
// texels, some two texels tall.
func birchMarks(j *job) {
	mark := j.c.addRamp(ramp(palette.FromRGB(palette.MustHex("#3A3632")), 2, 0.05))
	u := j.unit
	for range between(j.rng, 5, 8) {
		x, y := j.rng.IntN(j.n/u)*u, j.rng.IntN(j.n/u)*u
		w, h := between(j.rng, 2, 5)*u, u
		if j.rng.IntN(3) == 0 {
			h = 2 * u
		}
		for dy := range h {
			for dx := range w {
				j.c.set(x+dx, y+dy, mark, min(dy/u, 1))
			}
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
	u := j.unit
	fu := float64(u)
	// The pith wanders a texel from the middle; rings vary in width, growth,
	// squareness, wobble and phase, and one ring may be dark out of turn (a dry year).
	cx := float64(j.n)/2 - 0.5 + (j.rng.Float64()*2-1)*fu
	cy := float64(j.n)/2 - 0.5 + (j.rng.Float64()*2-1)*fu
	ringW := fu * (1.3 + j.rng.Float64()*0.6)
	square := 0.5 + j.rng.Float64()*0.4
	wobbleW := fu * (0.5 + j.rng.Float64()*0.8)
	phase := j.rng.IntN(2)
	growth := 0.85 + j.rng.Float64()*0.3 // rings narrowing or widening outward
	dry := between(j.rng, 1, 4)
	if j.rng.IntN(2) == 0 {
		dry = -1
	}
	wobble := fbm(j.sc, j.rng, j.n, oct(j.n/4, 1))
	knots := fbm(j.sc, j.rng, j.n, oct(j.n/2, 1))
	region := j.sc.regions.take(j.n * j.n) // the cut face is 0, the bark -1
	for y := range j.n {
		for x := range j.n {
			i := y*j.n + x
			dx, dy := math.Abs(float64(x)-cx), math.Abs(float64(y)-cy)
			d := max(dx, dy)*square + math.Hypot(dx, dy)*(1-square) + wobble[i]*wobbleW
			if x < u || y < u || x >= j.n-u || y >= j.n-u {
				// The bark ring, with darker knots here and there.
				s := 1
				if knots[i] > 0.75 {
					s--
				}
				j.c.part[i], j.c.shade[i], region[i] = bark, j.c.clampShade(bark, s), -1
				continue
			}
			ring := int(math.Pow(d/ringW, growth))
			s := 2
			switch {
			case ring == 0:
				s = 3
			case ring == dry || (ring+phase)%2 == 1:
				s = 1
			}
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
		}
	}
	rimLight(j, region, 1, 1) // the cut face stands proud of the bark, lit from the top left
}
