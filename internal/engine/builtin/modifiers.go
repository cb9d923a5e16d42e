package builtin

import (
	"math"
	"math/rand/v2"
	"slices"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// modifierPasses draws each modifier over a finished pattern. They run in the
// order of spec.ModifierNames: structure, surface, damage, light. On items they
// touch only the sprite's own pixels; the outline is drawn after them.
var modifierPasses = map[string]func(j *job, rng *rand.Rand){
	spec.Chiseled:  chiselPass,
	spec.Polished:  polishPass,
	spec.Striped:   stripePass,
	spec.Spotted:   spotPass,
	spec.Mossy:     mossPass,
	spec.Rusty:     rustPass,
	spec.Exposed:   func(j *job, rng *rand.Rand) { weatherPass(j, rng, 1) },
	spec.Weathered: func(j *job, rng *rand.Rand) { weatherPass(j, rng, 2) },
	spec.Oxidized:  func(j *job, rng *rand.Rand) { weatherPass(j, rng, 3) },
	spec.Frozen:    frostPass,
	spec.Burnt:     burnPass,
	spec.Corrupted: corruptPass,
	spec.Ancient:   agePass,
	spec.Cracked:   crackPass,
	spec.Glowing:   glowPass,
	spec.Enchanted: enchantPass,
}

func applyModifiers(j *job, rng *rand.Rand) {
	for _, name := range spec.ModifierNames {
		if pass, ok := modifierPasses[name]; ok && j.lk.Modifiers[name] {
			pass(j, rng)
		}
	}
}

// ownSecondColor are the families whose drawers place a second named colour
// themselves or whose object has colours of its own: an egg's spots, a book's
// emblem, a salmon's markings, a mushroom block's spots, a potion's bubbles.
var ownSecondColor = map[spec.Family]bool{
	spec.Egg: true, spec.Book: true, spec.Meat: true, spec.MushroomBlock: true, spec.Potion: true,
}

// secondColorPass gives a second named colour ("black and yellow") its place:
// every other stripe when the prompt asks for stripes, else patches over a
// sixth of the texture: enough to see, not enough to take over.
func secondColorPass(j *job, rng *rand.Rand) {
	if len(j.s.Colors) < 2 || ownSecondColor[j.s.Family] || j.s.Family == spec.Bucket && mobColored(j.s) {
		return // a bucket's creature has its spots already
	}
	shades := 4
	if spec.KindOf(j.s.Family) != spec.Block {
		shades = 2 // a sprite's parts already use most of its 16 colours
	}
	second := ramp(jitter(palette.FromRGB(j.s.Colors[1].RGB), rng), shades, 0.1)
	if !j.lk.Modifiers[spec.Striped] {
		overlay(j, rng, second, 0.15+rng.Float64()*0.05, func(i, x, y int) float64 { return 0 })
		return
	}
	part := j.c.addRamp(second)
	period := 4 * j.unit
	for i, p := range j.c.part {
		if p != 0 && (i%j.n+i/j.n)%period >= period/2 {
			j.c.part[i], j.c.shade[i] = part, j.c.clampShade(part, int(j.c.shade[i])*3/max(j.c.top(p), 1))
		}
	}
}

// overlay paints a new part on the share `coverage` of the sprite's pixels that
// score highest on a clustered noise field plus `bias`, shading it from the noise.
func overlay(j *job, rng *rand.Rand, r palette.Ramp, coverage float64, bias func(i, x, y int) float64) {
	part := j.c.addRamp(r)
	coarse, fine := 0.6, 0.4
	if spec.KindOf(j.s.Family) == spec.Block {
		// A tiled wall wants small patches: neither per-pixel flecks nor
		// quarter-tile blotches that show the grid.
		coarse, fine = 0.15, 0.05
	}
	f := fbm(j.sc, rng, j.n, oct(j.n/2, 1), oct(j.n/4, coarse), oct(j.n, fine))
	// Transparent pixels sit just below the lowest opaque value, so they fill the
	// bottom (uncovered) shade without stretching the histogram; coverage counts
	// opaque pixels only.
	opaque, lowest := 0, math.Inf(1)
	for i, p := range j.c.part {
		if p != 0 {
			opaque++
			f[i] += bias(i, i%j.n, i/j.n)
			lowest = min(lowest, f[i])
		}
	}
	for i, p := range j.c.part {
		if p == 0 {
			f[i] = lowest - 1e-6
		}
	}
	share := coverage * float64(opaque) / float64(len(f))
	shades := quantize(j.sc, f, []float64{1 - share, share * 0.35, share * 0.4, share * 0.25})
	var relief []int8
	if spec.KindOf(j.s.Family) == spec.Block {
		// On a block the overlay keeps the relief of the surface it grows on,
		// coarsely: dark in the gaps, light on the lit rims, the middle shade
		// elsewhere. A lone speck of grain is not relief and gets the middle too,
		// or the overlay would carry the grain's speckle over.
		relief = j.sc.shades.take(len(shades))
		for i, s := range shades {
			if s == 0 || j.c.part[i] == 0 {
				continue
			}
			under, top := int(j.c.shade[i]), j.c.top(j.c.part[i])
			relief[i] = int8(len(r) / 2)
			switch {
			case !clumped(j, i):
			case under == 0:
				relief[i] = 0
			case 4*under >= 3*top:
				relief[i] = int8(len(r) - 1)
			}
		}
	}
	for i, s := range shades {
		if s > 0 && j.c.part[i] != 0 {
			shade := int(s) - 1
			if relief != nil {
				shade = int(relief[i])
			}
			j.c.part[i], j.c.shade[i] = part, j.c.clampShade(part, shade)
		}
	}
}

// clumped reports whether pixel i shares its part and shade with one of its four
// neighbours (wrapping, as on a block).
func clumped(j *job, i int) bool {
	x, y := i%j.n, i/j.n
	same := 0 // counted without a branch per neighbour, which would mispredict
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		k := j.c.i(x+d[0], y+d[1])
		same += b2i(j.c.part[k] == j.c.part[i]) & b2i(j.c.shade[k] == j.c.shade[i])
	}
	return same > 0
}

// inGap reports whether pixel i is one of its part's darkest shades: mortar, the
// gaps between stones, a crevice. Moss and rust gather there first.
func inGap(j *job, i int) bool { return j.c.part[i] != 0 && j.c.shade[i] == 0 }

func mossPass(j *job, rng *rand.Rand) {
	moss := ramp(palette.FromRGB(palette.MustHex("#5E7A2C")), 3, 0.09)
	top := 0.45 // moss grows from the top
	if spec.KindOf(j.s.Family) == spec.Block {
		top = 0.15 // but a tiled wall would show a green band every block
	}
	overlay(j, rng, moss, 0.2+rng.Float64()*0.18, func(i, x, y int) float64 {
		b := top * (1 - float64(y)/float64(j.n))
		if inGap(j, i) {
			b += 0.5
		}
		return b
	})
}

func rustPass(j *job, rng *rand.Rand) {
	corrode(j, rng, 0.15+rng.Float64()*0.15)
}

// corrosion is what a metal weathers to: copper to a teal patina, any other
// metal (and anything named without one) to rust; in a named colour's hue
// when one is named ("verdigris green copper").
func corrosion(j *job) palette.Lab {
	to := hexLab("#9A4A1E")
	if slices.Contains(j.s.Materials, "copper") {
		to = hexLab("#4FA58E")
	}
	if len(j.s.Colors) > 0 {
		if _, c, h := palette.FromRGB(j.s.Colors[0].RGB).LCh(); c > 0.05 {
			return palette.FromLCh(to.L, max(c, 0.08), h)
		}
	}
	return to
}

// corrode grows patches of corrosion over coverage of the texture, in its
// gaps first.
func corrode(j *job, rng *rand.Rand, coverage float64) {
	overlay(j, rng, ramp(corrosion(j), 3, 0.08), coverage, func(i, x, y int) float64 {
		if inGap(j, i) {
			return 0.5
		}
		return 0
	})
}

// weatherPass draws metal's weathering stages as the game's copper shows
// them: exposed (1) keeps most of the fresh colour and greys it a little,
// weathered (2) turns half the surface, oxidized (3) turns it all, leaving a
// few fresh flecks. On a texture with no metal, weathering is ageing.
func weatherPass(j *job, rng *rand.Rand, stage int) {
	if _, metal := named(j, spec.Metal); !metal {
		if stage > 1 {
			agePass(j, rng)
		}
		return
	}
	// The hue turns; the lightness mostly stays, so the metal keeps its relief.
	to := corrosion(j)
	switch stage {
	case 1:
		retintL(j, to, 0.25, 0.05, 0)
		corrode(j, rng, 0.2+rng.Float64()*0.1)
	case 2:
		retintL(j, to, 0.55, 0.1, 0)
		corrode(j, rng, 0.35+rng.Float64()*0.1)
	default:
		retintL(j, to, 0.9, 0.2, 0)
	}
}

// retint blends every ramp toward a colour by t and shifts its lightness by dl.
func retint(j *job, to palette.Lab, t, dl float64) { retintL(j, to, t, t, dl) }

// retintL is retint with lightness blended by tl instead: a smaller tl keeps
// more of the ramp's contrast.
func retintL(j *job, to palette.Lab, t, tl, dl float64) {
	for p := 1; p < len(j.c.ramps); p++ {
		r := make(palette.Ramp, len(j.c.ramps[p]))
		for k, col := range j.c.ramps[p] {
			c := palette.FromRGB(col)
			r[k] = palette.Lab{L: c.L + (to.L-c.L)*tl + dl, A: c.A + (to.A-c.A)*t, B: c.B + (to.B-c.B)*t}.RGB()
		}
		j.c.ramps[p] = r
	}
}

// sprinkle sets about k random pixels of the sprite to the top shade of a new ramp,
// choosing only among pixels for which where() holds.
func sprinkle(j *job, rng *rand.Rand, r palette.Ramp, k int, where func(x, y int) bool) {
	part := j.c.addRamp(r)
	block := spec.KindOf(j.s.Family) == spec.Block
	for range k * 4 * j.unit {
		if k <= 0 {
			return
		}
		x, y := rng.IntN(j.n), rng.IntN(j.n)
		i := j.c.i(x, y)
		if j.c.part[i] != 0 && where(x, y) {
			s := j.c.clampShade(part, len(r)-1-rng.IntN(2))
			j.c.part[i], j.c.shade[i] = part, s
			if n := j.c.i(x+1, y); block && j.c.part[n] != 0 {
				// On a block, a fleck two pixels long: single pixels on a tiled
				// wall read as noise.
				j.c.part[n], j.c.shade[n] = part, s
			}
			k--
		}
	}
}

func frostPass(j *job, rng *rand.Rand) {
	if j.s.Family == spec.Ice || j.s.Family == spec.Glass {
		return // ice is frost already, and frosted glass is glass: more would only flatten them
	}
	block := spec.KindOf(j.s.Family) == spec.Block
	if block {
		// A block keeps more of its grain under the frost, or it turns flat.
		retintL(j, palette.FromRGB(palette.MustHex("#CFE8FF")), 0.4, 0.25, 0.06)
	} else {
		retint(j, palette.FromRGB(palette.MustHex("#CFE8FF")), 0.4, 0.04)
	}
	frost := ramp(palette.FromRGB(palette.MustHex("#EEF8FF")), 2, 0.03)
	// Frost settles on top, except on a block, where a frosted band would stripe
	// a wall.
	sprinkle(j, rng, frost, 6*j.unit, func(x, y int) bool { return block || y < j.n/3 || rng.IntN(4) == 0 })
}

func burnPass(j *job, rng *rand.Rand) {
	retint(j, palette.FromRGB(palette.MustHex("#2A211C")), 0.3, -0.05)
	soot := ramp(palette.FromRGB(palette.MustHex("#221C1A")), 3, 0.05)
	if spec.KindOf(j.s.Family) == spec.Block {
		// Charring on a block keeps some of the grain and light beneath it:
		// near-black patches on a tiled wall blotch.
		soot = ramp(palette.FromRGB(palette.MustHex("#3A2E27")), 3, 0.08)
	}
	overlay(j, rng, soot, 0.18, func(i, x, y int) float64 { return 0 })
}

func corruptPass(j *job, rng *rand.Rand) {
	retint(j, palette.FromRGB(palette.MustHex("#4B2A63")), 0.3, -0.03)
	overlay(j, rng, ramp(palette.FromRGB(palette.MustHex("#5B1F7A")), 3, 0.1), 0.15, func(i, x, y int) float64 { return 0 })
}

func agePass(j *job, rng *rand.Rand) {
	grey := palette.Lab{L: 0.5}
	retintL(j, grey, 0.2, 0, -0.03) // greyed, but its relief kept: age is no fog
	crackPass(j, rng)
	if spec.KindOf(j.s.Family) == spec.Block && !j.lk.Modifiers[spec.Mossy] {
		overlay(j, rng, ramp(palette.FromRGB(palette.MustHex("#5E7A2C")), 3, 0.09), 0.08, func(i, x, y int) float64 {
			if inGap(j, i) {
				return 0.5
			}
			return 0
		})
	}
}

// crackPass draws one to three cracks: wandering dark lines with a lit pixel on
// their upper-left side, the way a chipped edge catches the light. A block
// being broken (the game's destroy stages) is crazed with four to seven.
func crackPass(j *job, rng *rand.Rand) {
	block := spec.KindOf(j.s.Family) == spec.Block
	cracks := between(rng, 1, 3)
	if j.s.Object == "destroy stage" {
		cracks = between(rng, 4, 7)
	}
	for range cracks {
		x, y := rng.IntN(j.n), rng.IntN(j.n)
		dx, dy := 1, 1
		if rng.IntN(2) == 0 {
			dx = -1
		}
		for range between(rng, 5, 11) * j.unit {
			if !block && !j.c.inside(x, y) {
				break
			}
			i := j.c.i(x, y)
			if j.c.part[i] != 0 {
				j.c.shade[i] = 0
				if up := j.c.i(x, y-1); j.c.part[up] != 0 && j.c.shade[up] != 0 && (block || j.c.inside(x, y-1)) {
					j.c.nudge(up, 1)
				}
			}
			if rng.IntN(2) == 0 {
				x += dx
			} else {
				y += dy
			}
		}
	}
}

// glowPass brightens the texture and threads it with hot veins.
func glowPass(j *job, rng *rand.Rand) {
	switch j.s.Family {
	case spec.Machine, spec.Lamp, spec.Candle, spec.Lantern:
		return // they draw their own light: a lit mouth, glowing cells, a flame
	}
	for i := range j.c.part {
		j.c.nudge(i, 1)
	}
	l, c, h := j.lk.Main.LCh()
	if c < 0.04 { // grey things glow warm, like embers and glowstone
		h = 75
	}
	hot := ramp(palette.FromLCh(min(l+0.2, 0.9), max(c, 0.12)+0.05, h), 3, 0.06)
	overlay(j, rng, hot, 0.12, func(i, x, y int) float64 { return 0 })
}

// enchantPass adds the purple glint: on items a diagonal streak of bright
// violet, on blocks a scatter of violet sparkles.
func enchantPass(j *job, rng *rand.Rand) {
	glint := ramp(palette.FromRGB(palette.MustHex("#B77CFF")), 2, 0.06)
	if spec.KindOf(j.s.Family) == spec.Block {
		retint(j, palette.FromRGB(palette.MustHex("#7A4FB0")), 0.12, 0)
		sprinkle(j, rng, glint, 10*j.unit, func(x, y int) bool { return true })
		return
	}
	part := j.c.addRamp(glint)
	x, y := rng.IntN(j.n/2), j.n/2+rng.IntN(j.n/2)
	for k := range j.n {
		i := j.c.i(x+k, y-k)
		if j.c.part[i] != 0 && (spec.KindOf(j.s.Family) == spec.Block || j.c.inside(x+k, y-k)) {
			j.c.part[i], j.c.shade[i] = part, int8(k%2)
		}
	}
}

// polishPass calms the surface. Items pull their shades toward the middle. A
// loose-grained block (stone, sand...) loses its brightest grain and becomes a
// cut slab: a dark groove along its top and left edges with a lit lip just
// inside it, so a wall shows the joints between polished slabs, lit from the top
// left. The groove and the lip average out over a quarter of the tile, and the
// wrap (plain grain against the groove) is a weaker step than the groove's own
// edge, so the slabs neither blotch nor frame the tile. Laid blocks (bricks,
// planks, tiles...) have joints of their own and are left as they are.
func polishPass(j *job, rng *rand.Rand) {
	if spec.KindOf(j.s.Family) != spec.Block {
		for i, p := range j.c.part {
			if p != 0 {
				mid := j.c.top(p) / 2
				j.c.shade[i] = j.c.clampShade(p, mid+(int(j.c.shade[i])-mid)/2)
			}
		}
		return
	}
	switch j.s.Family {
	case spec.Stone, spec.Concrete, spec.Dirt, spec.Sand, spec.Gravel, spec.Ice, spec.Wool:
	default:
		return
	}
	for i, p := range j.c.part {
		if p != 0 {
			j.c.shade[i] = int8(min(int(j.c.shade[i]), max(j.c.top(p)-1, 0)))
		}
	}
	u := j.unit
	set := func(x, y, shade int) {
		if i := j.c.i(x, y); j.c.part[i] != 0 {
			j.c.shade[i] = j.c.clampShade(j.c.part[i], shade)
		}
	}
	for k := range j.n {
		for d := range u {
			top := j.c.top(j.c.part[j.c.i(k, d)])
			set(k, d, 0) // the groove
			set(d, k, 0)
			if k >= u {
				set(k, u+d, top) // the lit lip
				set(u+d, k, top)
			}
		}
	}
}

// chiselPass carves an inner frame and a smaller ring inside it into a block.
func chiselPass(j *job, rng *rand.Rand) {
	if spec.KindOf(j.s.Family) != spec.Block {
		return
	}
	u := j.unit
	a, b := 2*u, j.n-3*u
	for k := a; k <= b; k++ {
		for d := range u {
			j.c.nudge(j.c.i(k, a+d), -2)
			j.c.nudge(j.c.i(a+d, k), -2)
			j.c.nudge(j.c.i(k, b+d), 2)
			j.c.nudge(j.c.i(b+d, k), 2)
		}
	}
	// A smaller carved ring inside, the game's concentric chiselling: square, so
	// its lines join edge to edge (a one-pixel diagonal reads as loose pixels).
	c := j.n / 2
	r := between(rng, 2, 3) * u
	for k := -r; k < r; k++ {
		for d := range u {
			j.c.nudge(j.c.i(c+k, c-r+d), -2)
			j.c.nudge(j.c.i(c-r+d, c+k), -2)
			j.c.nudge(j.c.i(c+k, c+r-1-d), 2)
			j.c.nudge(j.c.i(c+r-1-d, c+k), 2)
		}
	}
}

func stripePass(j *job, rng *rand.Rand) {
	period := 4 * j.unit
	diagonal := rng.IntN(2) == 0
	block := spec.KindOf(j.s.Family) == spec.Block
	for y := range j.n {
		for x := range j.n {
			t := y
			if diagonal {
				t = x + y
			}
			i := y*j.n + x
			switch {
			case block && j.c.part[i] != 0:
				// A block's stripes fold its shades into the lower or the upper
				// half of the ramp: distinct bands, and the grain inside each
				// band merges into fewer, larger clumps.
				s, top := int(j.c.shade[i]), j.c.top(j.c.part[i])
				if t%period < period/2 {
					j.c.shade[i] = int8(s / 2)
				} else {
					j.c.shade[i] = int8((s + top + 1) / 2)
				}
			case t%period < period/2:
				j.c.nudge(i, -1)
			default:
				j.c.nudge(i, 1)
			}
		}
	}
}

func spotPass(j *job, rng *rand.Rand) {
	l, c, h := j.lk.Main.LCh()
	spots := ramp(palette.FromLCh(min(l+0.18, 0.92), c*0.6, h+20), 2, 0.04)
	part := j.c.addRamp(spots)
	for _, pt := range spreadPoints(rng, j.n, between(rng, 4, 7)) {
		x, y := int(pt[0]), int(pt[1])
		for dy := range j.unit + 1 {
			for dx := range j.unit + 1 {
				i := j.c.i(x+dx, y+dy)
				switch {
				case j.c.part[i] == 0:
				case spec.KindOf(j.s.Family) == spec.Block:
					// The whole top row is lit: a single lit corner pixel is a loose speck on a wall.
					j.c.part[i], j.c.shade[i] = part, int8(1-min(dy, 1))
				case j.c.inside(x+dx, y+dy):
					j.c.part[i], j.c.shade[i] = part, int8(1-min(dx+dy, 1))
				}
			}
		}
	}
}
