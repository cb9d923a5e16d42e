package builtin

import (
	"math"
	"slices"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// Pillar styles.
const (
	pillarFluted  = iota // quartz and purpur pillars, bone, columns: flutes
	pillarRibbed         // pumpkins: rounded ribs in dark furrows
	pillarStriped        // melons: wavy stripes
	pillarSpined         // cactus: ribs with spines
	pillarRidged         // basalt: jointed columns
	pillarBaled          // hay: straw with two bindings
)

// pillarStyle picks a pillar's style from the object the prompt named.
func pillarStyle(j *job) int {
	o := j.s.Object
	switch {
	case o == "hay bale" || o == "hay block" || o == "hay":
		return pillarBaled
	case o == "cactus":
		return pillarSpined
	case strings.Contains(o, "pumpkin") || strings.Contains(o, "lantern"):
		return pillarRibbed
	case o == "melon":
		return pillarStriped
	case o == "basalt" || slices.Contains(j.s.Materials, "basalt"):
		return pillarRidged
	}
	return pillarFluted
}

// drawPillar is a pillar or a ribbed block: its end (Face "top" or "bottom")
// or its side, in the style of what the prompt named.
func drawPillar(j *job) {
	main := j.lk.Main
	style := pillarStyle(j)
	if j.s.Face == "top" || j.s.Face == "bottom" {
		pillarEnd(j, main, style)
		return
	}
	// Deeper or shallower relief, so plain ribs differ from one variation
	// to the next by more than their phase.
	p := j.c.addRamp(ramp(main, 5, uniform(j, 0.13, 0.19)))
	var f texelPlan
	f.fill(p, 2, 0)
	share := 0.12 // of the grain
	switch style {
	case pillarBaled:
		hayBale(j, main, p)
		return
	case pillarRidged:
		basaltSide(j, &f, p)
	case pillarStriped:
		melonSide(j, &f, p)
	default:
		// Ribs of three to six texels (five for gourds and cacti), or even
		// ribs of four or eight, as a carved column's flutes. Eight-texel ones start on a quarter of the
		// tile, so each quarter holds half of one and the quarters match.
		ribs, even := texelRuns(j, 3, 6), 0.25
		if style != pillarFluted { // a gourd's or a cactus's ribs vary less
			ribs, even = texelRuns(j, 3, 5), 0.5
		}
		if chance(j, even) {
			w := []int{4, 8}[j.rng.IntN(2)]
			ribs = ribs[:0]
			for x := j.rng.IntN(2) * 4; len(ribs) < texels/w; x += w {
				ribs = append(ribs, [2]int{x, x + w})
			}
		}
		profile := j.rng.IntN(len(flutes))
		for _, r := range ribs {
			w := r[1] - r[0]
			for k := range w {
				s := fluteShade(profile, k, w)
				if style != pillarFluted {
					s = ribShade(k, w)
				}
				for y := range texels {
					f.set(r[0]+k, y, p, s, -1, false)
				}
			}
		}
		share = 0.1 // dressed stone and smooth rind: the ribs are the texture
	}
	// Streaks down the pillar, flecked texel by texel: changes from one row
	// to the next are spread evenly, so no row boundary (the wrap's
	// included) stands out by chance.
	octaves := []octave{{texels, 1, 1}, oct(texels, 0.8)}
	f.paint(j, grainSteps(j, share, octaves...))
	if style == pillarSpined {
		cactusSpines(j, &f, p)
	}
}

// flutes are the profiles of a pillar's flutes: the shades of a flute's
// first texels, its last, and the flat between. Each starts with the dark
// line parting it from the last and its lit left edge after it.
var flutes = []struct{ first, last []int }{
	{[]int{0, 3}, []int{1}},          // a flat face, shaded on the right
	{[]int{0, 4, 3}, []int{2, 1}},    // a rounded face
	{[]int{1, 4}, []int{2}},          // shallow
	{[]int{0, 3, 2, 3}, []int{2, 1}}, // a bead down the face
}

// fluteShade is the shade of texel k of a flute w texels wide in the given
// profile; a narrow flute keeps its first texels and as much of its last as
// fits.
func fluteShade(profile, k, w int) int {
	fl := flutes[profile]
	switch {
	case k < len(fl.first) && k < w-1:
		return fl.first[k]
	case w-1-k < len(fl.last):
		return fl.last[len(fl.last)-(w-k)]
	}
	return 2
}

// ribShade is the shade of texel k of a rounded rib w texels wide: a dark
// furrow, then light falling off across the rib.
func ribShade(k, w int) int {
	if k == 0 {
		return 0
	}
	tt := (float64(k) - 0.5) / float64(w-1)
	return int(math.Round(3.4 - 2.6*tt))
}

// basaltSide is basalt's side: the faces of its columns, three or four
// texels wide, each lit on its left and dark on its right, some a shade darker
// than the next, now and then parted by a dark crack, and jointed across.
func basaltSide(j *job, f *texelPlan, p uint8) {
	for _, r := range texelRuns(j, 3, 4) {
		w, tone := r[1]-r[0], -b2i(chance(j, 0.2))
		crack := w > 2 && chance(j, 0.3)
		for k := range w {
			s := 2
			switch {
			case k == 0:
				s = 3
			case k == w-1 && crack:
				s = 0
			case k == w-1:
				s = 1
			}
			for y := range texels {
				f.set(r[0]+k, y, p, s+tone*b2i(s > 0), -1, false)
			}
		}
		// The column's joints: dark cracks across it, the column lit under each.
		for range between(j.rng, 1, 2) {
			y := j.rng.IntN(texels)
			for x := r[0]; x < r[1]; x++ {
				f.set(x, y, p, 0, -1, true)
				f.set(x, y+1, p, int(f.shade[texelAt(x, y+1)])+1, -1, false)
			}
		}
	}
}

// melonSide is a melon's rind: light stripes two or three texels wide on the
// dark green, wavering from row to row.
func melonSide(j *job, f *texelPlan, p uint8) {
	var wobble [texels]int
	w := randomLattice(j.sc, j.rng, 4)
	for y := range wobble {
		c := y / 4
		v := lerp(w[c], w[(c+1)%4], smooth(float64(y%4)/4))
		wobble[y] = int(math.Floor(v * 2.5))
	}
	var stripe [texels]int
	for _, r := range texelRuns(j, 4, 6) {
		for x := r[0]; x < r[1]; x++ {
			k := x - r[0]
			stripe[x&(texels-1)] = []int{1, 1, 3, 4, 2, 2}[min(k, 5)]
		}
	}
	for y := range texels {
		for x := range texels {
			f.set(x, y, p, stripe[(x+wobble[y])&(texels-1)], -1, false)
		}
	}
}

// cactusSpines dots the cactus's ribs with spines: a pale tip with a dark
// fleck below it, every few texels down each lit rib.
func cactusSpines(j *job, f *texelPlan, p uint8) {
	spine := j.c.addRamp(ramp(hexLab("#D9D39A"), 2, 0.06))
	for x := range texels {
		if f.shade[texelAt(x, 0)] < 3 || chance(j, 0.3) {
			continue
		}
		step := between(j.rng, 4, 5)
		for y := j.rng.IntN(step); y < texels-1; y += step {
			dotTexel(j, x, y, spine, 1)
			dotTexel(j, x, y+1, p, 0)
		}
	}
}

// hayBale is a hay bale's side: straw in long streaks across, bound by two
// dark bands eight texels apart that sink into it.
func hayBale(j *job, main palette.Lab, p uint8) {
	band := j.c.addRamp(ramp(darker(main, 0.28), 2, 0.05))
	straw := []octave{{4, texels, 1}, {8, texels, 0.6}, oct(texels, 0.3)} // streaks across
	shades := rankedTexels(j, []float64{0.15, 0.3, 0.35, 0.2}, straw...)
	// Each band straddles two quarters of the tile, so no quarter is darker
	// than the next; tiled, any phase looks the same.
	b0 := 3 + 4*j.rng.IntN(2)
	u := j.unit
	region := j.sc.regions.take(j.n * j.n)
	for i := range j.c.part {
		y := i / j.n / u
		switch (y - b0 + texels) % 8 {
		case 0:
			j.c.part[i], j.c.shade[i], region[i] = band, 1, -1
		case 1:
			j.c.part[i], j.c.shade[i], region[i] = band, 0, -1
		default:
			j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, int(shades[i])+1)
		}
	}
	rimLight(j, region, 1, 1)
}

// pillarEnd is the end of a pillar: concentric square bands parted by grooves,
// each band bevelled; the outermost band runs across the wrap, so tiled ends
// meet without a line. A pumpkin's has its stem in the middle, bone's a dark
// marrow, and basalt's rings waver.
func pillarEnd(j *job, main palette.Lab, style int) {
	p := j.c.addRamp(ramp(main, 5, 0.15))
	var f texelPlan
	f.fill(p, 2, 0)
	bone := j.s.Object == "bone block" || slices.Contains(j.s.Materials, "bone")
	endRings(j, &f, p, style == pillarRidged, bone)
	f.paint(j, grainSteps(j, 0.06, oct(texels, 1), oct(texels/2, 0.5)))
	if style == pillarRibbed { // a pumpkin's stem
		stem := j.c.addRamp(ramp(hexLab("#5E6A2A"), 3, 0.08))
		for _, d := range [4][3]int{{7, 7, 2}, {8, 7, 1}, {7, 8, 1}, {8, 8, 0}} {
			dotTexel(j, d[0], d[1], stem, d[2])
		}
	}
}

// endRings plans rings round the middle of an end, square or with rounded
// corners: bands of their own shade, each its own region for rimLight, parted
// by one-texel grooves. The outermost band is never a groove, so the ends of
// tiled pillars meet on one band; wavering rings are basalt's, and bone's
// middle is always its dark marrow.
func endRings(j *job, f *texelPlan, p uint8, waver, bone bool) {
	var groove [texels / 2]bool
	for k := between(j.rng, 1, 3); k < texels/2-1; k += between(j.rng, 2, 3) {
		groove[k] = true
	}
	// Band numbers count inward from the edge; bands alternate between two
	// shades, so the middle of the end is no lighter or darker than its
	// corners, which the repeat gate would read as a blotch per tile.
	var band [texels / 2]int
	b, lift := 0, j.rng.IntN(2)
	for k := texels/2 - 1; k >= 0; k-- {
		if groove[k] {
			b++
			continue
		}
		band[k] = b
	}
	round := 0.0
	if chance(j, 0.5) {
		round = 0.2 + j.rng.Float64()*0.3
	}
	mitre := texels / 2 // the outer bands are mitred at their corners from this ring out
	if chance(j, 0.4) {
		mitre = between(j.rng, 4, 6)
	}
	var wobble field
	if waver {
		wobble = fbm(j.sc, j.rng, texels, oct(4, 1), oct(8, 0.4))
	}
	boss := j.rng.IntN(3) // the middle: as its band, a dark core or a lit boss
	if bone {
		boss = 1
	}
	for y := range texels {
		for x := range texels {
			dx, dy := math.Abs(float64(x)-7.5), math.Abs(float64(y)-7.5)
			d := max(dx, dy)*(1-round) + math.Hypot(dx, dy)*round
			if wobble != nil { // fbm of weights 1.4 lies in 0..1.4
				d += (wobble[texelAt(x, y)]/1.4 - 0.5) * 1.6
			}
			k := min(max(int(d), 0), texels/2-1)
			switch {
			case groove[k], k >= mitre && dx == dy:
				f.set(x, y, p, 0, -1, true)
			case k == 0 && boss > 0 && !groove[1]:
				f.set(x, y, p, []int{0, 1, 4}[boss], -1, true)
			default:
				f.set(x, y, p, 2+(band[k]+lift)%2, int32(band[k]), false)
			}
		}
	}
}
