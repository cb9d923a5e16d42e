package builtin

import (
	"math"
	"slices"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Colours of the rails' parts.
var (
	railIron    = hexLab("#A8A8A8")
	railGold    = hexLab("#EEC23A")
	tieBrown    = hexLab("#735634")
	redstoneOn  = hexLab("#F22A1A")
	redstoneOff = hexLab("#8C2A22")
	plateStone  = hexLab("#7A7A7A")
)

// railPowered reports whether the prompt switches a rail on ("on", "active",
// or a glowing word such as "lit").
func railPowered(j *job) bool {
	if j.lk.Modifiers[spec.Glowing] {
		return true
	}
	words := strings.Fields(strings.ToLower(j.s.Prompt))
	return slices.Contains(words, "on") || slices.Contains(words, "active") || slices.Contains(words, "activated")
}

// redstone is redstone's colour, bright when it carries power.
func redstone(on bool) palette.Lab {
	if on {
		return redstoneOn
	}
	return redstoneOff
}

// railCurved reports whether the prompt asks for the corner piece.
func railCurved(j *job) bool {
	if strings.Contains(j.s.Object, "corner") {
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(j.s.Prompt)) {
		switch w {
		case "corner", "curve", "curved", "curving", "turn", "bend":
			return true
		}
	}
	return false
}

// railParts is what drawRail paints with.
type railParts struct {
	metal, tie   uint8
	dot          uint8 // the redstone on a powered or activator rail's ties, 0 for none
	plate, point uint8 // a detector rail's pressure plate and its redstone, 0 for none
}

// drawRail: the game's rail seen from above: two metal rails, 1–2 texels wide,
// on wooden ties every 4–5 texels, one connected piece with the ties' gaps
// open; a rail corner curves through 90 degrees. A powered rail's rails are
// gold, with redstone on its ties when it is on; an activator rail has
// redstone on its ties too, and a detector rail a pressure plate between its
// rails.
func drawRail(j *job) {
	sp := newSprite(j)
	metalC := j.lk.Main
	if !j.lk.Chosen {
		// A named wood makes the ties; the rails stay metal unless a metal
		// (or jewel, or rock) is named too.
		if _, ok := named(j, spec.Metal, spec.Jewel, spec.Rock, spec.Earth); !ok {
			metalC = railIron
			switch j.s.Object {
			case "powered rail":
				metalC = railGold
			case "ladder":
				metalC = darker(namedColor(j, tieBrown, spec.Wood), 0.08) // a ladder's rails are wood too
			}
			metalC = jitter(metalC, j.rng)
		}
	}
	p := railParts{
		metal: sp.mat(metalC, 4, 0.17),
		tie:   sp.varied(namedColor(j, tieBrown, spec.Wood), 3, 0.12),
	}
	on := railPowered(j)
	switch j.s.Object {
	case "powered rail":
		if on {
			p.dot = sp.varied(redstoneOn, 1, 0)
		}
	case "activator rail":
		p.dot = sp.varied(redstone(on), 1, 0)
	case "detector rail":
		p.plate = sp.varied(plateStone, 3, 0.1)
		p.point = sp.varied(redstone(on), 1, 0)
	}
	if railCurved(j) {
		sp.railCorner(j, p)
	} else {
		sp.railStraight(j, p)
	}
}

// railStraight lays the rails top to bottom across the whole sprite, the
// ties across them, 1–2 texels thick with a gap of at least 3 so the outline
// leaves them open, reaching one or two texels past the rails.
func (sp *sprite) railStraight(j *job, p railParts) {
	rw := 2.0
	if chance(j, 0.3) {
		rw = 1
	}
	inset := float64(between(j.rng, 3, 4)) // the left rail's left edge
	xl, xr := inset, 16-inset-rw           // the rails' left edges
	th := float64(between(j.rng, 1, 2))
	period := th + 3
	if th == 1 && chance(j, 0.4) {
		period++ // a sparser track
	}
	over := float64(between(j.rng, 0, 1))
	var ties []float64
	for y := 2 + float64(j.rng.IntN(int(period))); y+th <= 14; y += period {
		ties = append(ties, y)
		sp.tie(p.tie, xl-over-1, y, xr+rw+over+1, y+th)
	}
	sp.relief()
	for _, y := range ties { // grain: a dark knot here and there, between the rails
		if chance(j, 0.5) {
			sp.texel(p.tie, 0, uniform(j, xl+rw, xr), y, p.tie)
		}
	}
	for _, x := range []float64{xl, xr} {
		sp.rail(p.metal, x, x+rw)
	}
	mid := (xl + rw + xr) / 2
	if p.dot != 0 {
		for _, y := range ties {
			sp.rect(brush{p.dot, 0, 0}, mid-0.5, y, mid+0.5, y+1)
		}
	}
	if p.plate != 0 && len(ties) > 0 {
		y := ties[len(ties)/2] + th/2
		gap := xr - xl - rw
		pw := min(gap-1, uniform(j, 3, 4.5))
		sp.rect(brush{p.plate, 1, 1}, mid-pw/2, y-1.5, mid+pw/2, y+1.5)
		sp.rect(brush{p.point, 0, 0}, mid-0.5, y-0.5, mid+0.5, y+0.5)
	}
}

// tie paints a tie over the texel box [x0, x1)×[y0, y1): its left end lit
// and its right end shaded and, when it is thick enough, its top lit and its
// bottom shaded.
func (sp *sprite) tie(part uint8, x0, y0, x1, y1 float64) {
	hw, hh := (x1-x0)/2, (y1-y0)/2
	sp.scan(brush{part, 1, 1.2}, x0, y0, x1, y1, func(x, y float64) (bool, float64) {
		if x < x0 || x >= x1 || y < y0 || y >= y1 {
			return false, 0
		}
		g := -(x - x0 - hw) / hw
		if hh >= 1 {
			g -= (y - y0 - hh) / hh
		}
		return true, g
	})
}

// rail paints a straight rail over the columns [x0, x1) from top to bottom:
// lit on its left and shaded on its right, as a rounded bar, and one shade
// lighter at its top end and darker at its bottom end, where it leaves the
// picture.
func (sp *sprite) rail(part uint8, x0, x1 float64) {
	hw := (x1 - x0) / 2
	top, bottom := float64(sp.lo)+1, float64(sp.hi)-1 // the first and last pixel rows
	sp.scan(brush{part, 2, 1.5}, x0, 2, x1, 14, func(x, y float64) (bool, float64) {
		if x < x0 || x >= x1 {
			return false, 0
		}
		g := -(x - x0 - hw) / hw
		switch py := y * sp.scale; {
		case py < top:
			g += 0.7
		case py > bottom:
			g -= 0.7
		}
		return true, g
	})
}

// railCorner curves the rails through 90 degrees, from the bottom of the
// sprite to its right side, round a centre just off its bottom-right corner,
// with 3 ties laid along the radius. It is never mirrored: the other way round
// its rails would run across the light, which no shading could show.
func (sp *sprite) railCorner(j *job, p railParts) {
	// The inner rail is a short arc in the corner; the outer one sweeps
	// across the sprite.
	d := uniform(j, 0, 0.8)
	ccx, ccy := 15+d, 15+d
	rw := uniform(j, 1.2, 1.7)
	r1 := uniform(j, 4.6, 5.6)
	r2 := ccy - 2 - rw/2 - uniform(j, 0.8, 1.6)
	// Angles clockwise from +x: the quarter from the left to the top.
	a0, a1 := 175.0, 275.0
	n := 3
	tw := uniform(j, 0.5, 0.7) + sp.thick()/2 // a tie's half width
	var tieAngles []float64
	for k := range n {
		a := (a0+a1)/2 + 30*float64(k-1) + uniform(j, -3, 3)
		tieAngles = append(tieAngles, a)
		c, s := math.Cos(a*math.Pi/180), math.Sin(a*math.Pi/180)
		ri, ro := r1-rw/2-uniform(j, 0, 0.6), r2+rw/2+uniform(j, 0.6, 1.2)
		// A plank along the radius: a rectangle, its long sides tw either side.
		sp.poly(brush{p.tie, 1, 1},
			ccx+ri*c+tw*s, ccy+ri*s-tw*c, ccx+ro*c+tw*s, ccy+ro*s-tw*c,
			ccx+ro*c-tw*s, ccy+ro*s+tw*c, ccx+ri*c-tw*s, ccy+ri*s+tw*c)
	}
	// Relief after the rails: an arc's own light fades where its face turns
	// away from the top left, as the mirrored curve's does, but its rims
	// still show the light.
	for _, r := range []float64{r1, r2} {
		sp.arc(brush{p.metal, 2, 1}, ccx, ccy, r, rw, 1, a0, a1)
	}
	sp.relief()
	rm := (r1 + r2) / 2
	at := func(a float64) (float64, float64) {
		return ccx + rm*math.Cos(a*math.Pi/180), ccy + rm*math.Sin(a*math.Pi/180)
	}
	if p.dot != 0 {
		for _, a := range tieAngles {
			x, y := at(a)
			sp.texel(p.dot, 0, x, y, p.tie)
		}
	}
	if p.plate != 0 {
		x, y := at(tieAngles[len(tieAngles)/2])
		pw := uniform(j, 1.4, 1.9)
		sp.rect(brush{p.plate, 1, 1}, x-pw, y-pw, x+pw, y+pw)
		sp.texel(p.point, 0, x, y, p.plate)
	}
}
