package builtin

import (
	"math"
	"slices"
)

// Shades of a hide's ramp: a crease's floor, the shadow over a crease, the
// mottled skin (three shades, hideSkin up) and the lit lip under a crease.
const (
	hideCrease = 0
	hideShadow = 1
	hideSkin   = 2
	hideLit    = 5
)

// hidePlan is a hide planned texel by texel: each texel's part and shade.
type hidePlan struct {
	part  [texels * texels]uint8
	shade [texels * texels]int8
}

// set plans texel (x, y), wrapping.
func (h *hidePlan) set(x, y int, part uint8, shade int) {
	k := texelAt(x, y)
	h.part[k], h.shade[k] = part, int8(shade)
}

// plain reports whether texel (x, y) is untouched skin, neither in a crease
// nor on one's lips.
func (h *hidePlan) plain(x, y int) bool {
	s := h.shade[texelAt(x, y)]
	return s >= hideSkin && s < hideLit
}

// drawHide is wrinkled skin as the game draws its dried ghast: a dry, pale
// mottled hide with wavy creases across it, each a dark line with a shadow
// over it and a lit lip under it (the valley's lower wall faces the light),
// and short folds between them. A front face ("dried ghast north") carries
// the ghast's sad face in the middle, two closed eyes and a small mouth, on
// smooth skin the creases stop short of. Creases follow sine waves whose
// period divides the tile, so they run on across the wrap.
func drawHide(j *job) {
	skin := j.c.addRamp(ramp(j.lk.Main, 6, 0.15))
	var h hidePlan
	for k, q := range texelRanks(j, []float64{0.25, 0.5, 0.25}, oct(8, 1), oct(4, 0.6), oct(texels, 0.15)) {
		h.part[k], h.shade[k] = skin, int8(hideSkin+int(q))
	}
	if j.s.Face != "north" && j.s.Face != "front" && j.s.Face != "face" {
		creases(j, &h, skin, func(x, y int) bool { return false })
	} else {
		g := newGhastFace(j)
		creases(j, &h, skin, g.covers)
		g.draw(&h, skin, j.c.addRamp(ramp(darker(j.lk.Main, 0.3), 2, 0.04)))
	}
	u := j.unit
	for i := range j.c.part {
		k := i/j.n/u*texels + i%j.n/u
		j.c.part[i], j.c.shade[i] = h.part[k], j.c.clampShade(h.part[k], int(h.shade[k]))
	}
}

// creases draws 3–4 wavy creases across the hide, evenly spaced down it, some
// running all the way round and some broken off, then a few short folds in
// the skin between them. Neither runs into the texels smooth covers.
func creases(j *job, h *hidePlan, skin uint8, smooth func(x, y int) bool) {
	count := between(j.rng, 3, 4)
	var rows [4]int
	phase := j.rng.IntN(texels)
	for c := range count {
		rows[c] = phase + c*texels/count + j.rng.IntN(2)
	}
	// No crease runs along the wrap: its dark line against its lit lip or
	// its shadow there could, by chance, be the tile's strongest edge.
	for slices.ContainsFunc(rows[:count], func(y int) bool { return (y+1)%texels < 2 }) {
		for c := range count {
			rows[c]++
		}
	}
	for _, y0 := range rows[:count] {
		// A sine whose period divides the tile; its slope stays under one
		// texel a column, so the line never breaks.
		var wave [texels]int
		waves := between(j.rng, 1, 2)
		amp := 0.6 + j.rng.Float64()/float64(waves)
		shift := j.rng.Float64() * 2 * math.Pi
		for x := range wave {
			wave[x] = y0 + int(math.Round(amp*math.Sin(2*math.Pi*float64(waves*x)/texels+shift)))
		}
		// Nor does a crease step, end or start at the wrap: the tile's
		// columns differ little, so one such step there could be the
		// strongest line down it.
		turn := 0
		for turn < texels-1 && wave[(turn+texels-1)%texels] != wave[turn] {
			turn++
		}
		at := func(x int) (int, int) { return x, wave[(x+turn)&(texels-1)] }
		length, start := texels, 0
		if chance(j, 0.5) {
			length, start = between(j.rng, 8, 13), between(j.rng, 1, texels-1)
			if start+length == texels {
				start--
			}
		}
		for t := range length {
			x := start + t
			if smooth(at(x)) {
				continue
			}
			end := length < texels && (t == 0 || t == length-1) || smooth(at(x-1)) || smooth(at(x+1))
			crease(h, skin, x, wave[(x+turn)&(texels-1)], end)
		}
	}
	for range between(j.rng, 2, 4) {
		w := between(j.rng, 2, 3)
		x, y := between(j.rng, 1, texels-1), j.rng.IntN(texels)
		if x+w == texels {
			x--
		}
		room := true
		for t := range w {
			room = room && !smooth(x+t, y) && h.plain(x+t, y-1) && h.plain(x+t, y) && h.plain(x+t, y+1)
		}
		if room {
			for t := range w {
				crease(h, skin, x+t, y, true)
			}
		}
	}
}

// crease draws one column of a crease at texel (x, y): the dark line, the
// skin over it a shade darker and the lit lip under it. A crease's ends (and
// short folds) are shallower.
func crease(h *hidePlan, skin uint8, x, y int, shallow bool) {
	deep, lit := hideCrease, hideLit
	if shallow {
		deep, lit = hideShadow, hideLit-1
	}
	if up := texelAt(x, y-1); h.shade[up] > hideShadow {
		h.shade[up] = max(min(h.shade[up], hideLit-1)-1, hideShadow)
	}
	h.set(x, y, skin, deep)
	if down := texelAt(x, y+1); h.shade[down] != hideCrease {
		h.set(x, y+1, skin, lit)
	}
}

// ghastFace is a dried ghast's face, centred on the block: two closed eyes,
// short dark slits whose outer ends may droop (sad) and may have lashes
// hanging from them, and a small mouth below, a flat line, a frown or a
// little open one.
type ghastFace struct {
	eyeY, mouthY  int // the rows of the eyes and of the mouth
	width, gap    int // each eye's width, and the gap between them (even, so the face is centred)
	droop, lashes bool
	mouth, half   int // the mouth's shape (0 flat, 1 a frown, 2 open) and half its width
}

func newGhastFace(j *job) ghastFace {
	g := ghastFace{eyeY: between(j.rng, 5, 6), width: between(j.rng, 3, 4), gap: 2 * between(j.rng, 1, 2)}
	g.mouthY = g.eyeY + between(j.rng, 4, 5)
	g.droop, g.lashes = chance(j, 0.7), chance(j, 0.6)
	g.mouth, g.half = between(j.rng, 0, 2), between(j.rng, 1, 2)
	return g
}

// covers reports whether texel (x, y) lies in the smooth skin round the face:
// an ellipse just larger than the eyes and mouth.
func (g ghastFace) covers(x, y int) bool {
	rx := float64(g.gap/2+g.width) + 1
	ry := float64(g.mouthY-g.eyeY)/2 + 2
	dx := (float64(x&(texels-1)) + 0.5 - texels/2) / rx
	dy := (float64(y&(texels-1)-g.eyeY) - float64(g.mouthY-g.eyeY)/2) / ry
	return dx*dx+dy*dy <= 1
}

// draw paints the face: its features in the dark part, each with the skin
// over it in shadow and a lit lip under it, like a crease.
func (g ghastFace) draw(h *hidePlan, skin, dark uint8) {
	feature := func(x, y, shade int) {
		if k := texelAt(x, y-1); h.part[k] == skin {
			h.shade[k] = hideShadow
		}
		h.set(x, y, dark, shade)
		h.set(x, y+1, skin, hideLit)
	}
	for t := range g.width {
		y := g.eyeY
		if g.droop && t == g.width-1 {
			y++ // the outer end droops
		}
		for _, x := range [2]int{texels/2 + g.gap/2 + t, texels/2 - 1 - g.gap/2 - t} { // right eye, left eye
			feature(x, y, 0)
			if g.lashes && t%2 == 1 {
				feature(x, y+1, 1) // a lash hanging from the lid
			}
		}
	}
	for x := texels/2 - g.half; x < texels/2+g.half; x++ {
		y := g.mouthY
		if g.mouth == 1 && g.half == 2 && (x == 6 || x == 9) {
			y++ // a frown: the corners turn down
		}
		feature(x, y, 0)
		if g.mouth == 2 {
			feature(x, y+1, 1) // an open mouth, two texels tall
		}
	}
}
