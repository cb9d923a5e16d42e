package builtin

import (
	"math"
	"math/rand/v2"

	"github.com/texelforge/texelforge/internal/generate/palette"
	"github.com/texelforge/texelforge/internal/generate/spec"
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

// overlay paints a new part on the share `coverage` of the sprite's pixels that
// score highest on a clustered noise field plus `bias`, shading it from the noise.
func overlay(j *job, rng *rand.Rand, r palette.Ramp, coverage float64, bias func(i, x, y int) float64) {
	part := j.c.addRamp(r)
	f := fbm(rng, j.n, oct(j.n/2, 1), oct(j.n/4, 0.6), oct(j.n, 0.4))
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
	shades := quantize(f, []float64{1 - share, share * 0.35, share * 0.4, share * 0.25})
	for i, s := range shades {
		if s > 0 && j.c.part[i] != 0 {
			j.c.part[i], j.c.shade[i] = part, j.c.clampShade(part, int(s)-1)
		}
	}
}

// inGap reports whether pixel i is one of its part's darkest shades: mortar, the
// gaps between stones, a crevice. Moss and rust gather there first.
func inGap(j *job, i int) bool { return j.c.part[i] != 0 && j.c.shade[i] == 0 }

func mossPass(j *job, rng *rand.Rand) {
	moss := ramp(palette.FromRGB(palette.MustHex("#5E7A2C")), 3, 0.09)
	overlay(j, rng, moss, 0.2+rng.Float64()*0.18, func(i, x, y int) float64 {
		b := 0.45 * (1 - float64(y)/float64(j.n)) // moss grows from the top
		if inGap(j, i) {
			b += 0.5
		}
		return b
	})
}

func rustPass(j *job, rng *rand.Rand) {
	hex := "#9A4A1E"
	for _, m := range j.s.Materials {
		if m == "copper" {
			hex = "#4FA58E" // copper weathers to a teal patina, not rust
		}
	}
	overlay(j, rng, ramp(palette.FromRGB(palette.MustHex(hex)), 3, 0.08), 0.15+rng.Float64()*0.15, func(i, x, y int) float64 {
		if inGap(j, i) {
			return 0.5
		}
		return 0
	})
}

// retint blends every ramp toward a colour by t and shifts its lightness by dl.
func retint(j *job, to palette.Lab, t, dl float64) {
	for p := 1; p < len(j.c.ramps); p++ {
		r := make(palette.Ramp, len(j.c.ramps[p]))
		for k, col := range j.c.ramps[p] {
			c := palette.FromRGB(col)
			r[k] = palette.Lab{L: c.L + (to.L-c.L)*t + dl, A: c.A + (to.A-c.A)*t, B: c.B + (to.B-c.B)*t}.RGB()
		}
		j.c.ramps[p] = r
	}
}

// sprinkle sets about k random pixels of the sprite to the top shade of a new ramp,
// choosing only among pixels for which where() holds.
func sprinkle(j *job, rng *rand.Rand, r palette.Ramp, k int, where func(x, y int) bool) {
	part := j.c.addRamp(r)
	for range k * 4 * j.unit {
		if k <= 0 {
			return
		}
		x, y := rng.IntN(j.n), rng.IntN(j.n)
		i := j.c.i(x, y)
		if j.c.part[i] != 0 && where(x, y) {
			j.c.part[i], j.c.shade[i] = part, j.c.clampShade(part, len(r)-1-rng.IntN(2))
			k--
		}
	}
}

func frostPass(j *job, rng *rand.Rand) {
	retint(j, palette.FromRGB(palette.MustHex("#CFE8FF")), 0.4, 0.04)
	frost := ramp(palette.FromRGB(palette.MustHex("#EEF8FF")), 2, 0.03)
	sprinkle(j, rng, frost, 6*j.unit, func(x, y int) bool { return y < j.n/3 || rng.IntN(4) == 0 })
}

func burnPass(j *job, rng *rand.Rand) {
	retint(j, palette.FromRGB(palette.MustHex("#2A211C")), 0.3, -0.05)
	overlay(j, rng, ramp(palette.FromRGB(palette.MustHex("#221C1A")), 3, 0.05), 0.18, func(i, x, y int) float64 { return 0 })
}

func corruptPass(j *job, rng *rand.Rand) {
	retint(j, palette.FromRGB(palette.MustHex("#4B2A63")), 0.3, -0.03)
	overlay(j, rng, ramp(palette.FromRGB(palette.MustHex("#5B1F7A")), 3, 0.1), 0.15, func(i, x, y int) float64 { return 0 })
}

func agePass(j *job, rng *rand.Rand) {
	grey := palette.Lab{L: 0.5}
	retint(j, grey, 0.2, -0.03)
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
// their upper-left side, the way a chipped edge catches the light.
func crackPass(j *job, rng *rand.Rand) {
	block := spec.KindOf(j.s.Family) == spec.Block
	for range between(rng, 1, 3) {
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

// polishPass calms the surface (shades pulled toward the middle) and bevels the edge.
func polishPass(j *job, rng *rand.Rand) {
	for i, p := range j.c.part {
		if p == 0 {
			continue
		}
		mid := j.c.top(p) / 2
		j.c.shade[i] = j.c.clampShade(p, mid+(int(j.c.shade[i])-mid)/2)
	}
	if spec.KindOf(j.s.Family) != spec.Block {
		return
	}
	for k := range j.n {
		for d := range j.unit {
			j.c.nudge(j.c.i(k, d), 1)
			j.c.nudge(j.c.i(d, k), 1)
			j.c.nudge(j.c.i(k, j.n-1-d), -1)
			j.c.nudge(j.c.i(j.n-1-d, k), -1)
		}
	}
}

// chiselPass carves an inner frame and a central motif into a block.
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
	c := j.n / 2
	r := between(rng, 2, 3) * u
	for k := -r; k <= r; k++ { // a carved diamond
		j.c.nudge(j.c.i(c+k, c-(r-abs(k))), -2)
		j.c.nudge(j.c.i(c+k, c+(r-abs(k))), -2)
	}
}

func stripePass(j *job, rng *rand.Rand) {
	period := 4 * j.unit
	diagonal := rng.IntN(2) == 0
	for y := range j.n {
		for x := range j.n {
			t := y
			if diagonal {
				t = x + y
			}
			if t%period < period/2 {
				j.c.nudge(y*j.n+x, -1)
			} else {
				j.c.nudge(y*j.n+x, 1)
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
				if j.c.part[i] != 0 && (spec.KindOf(j.s.Family) == spec.Block || j.c.inside(x+dx, y+dy)) {
					j.c.part[i], j.c.shade[i] = part, int8(1-min(dx+dy, 1))
				}
			}
		}
	}
}

func abs(x int) int { return max(x, -x) }
