package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// drawPotion: a glass bottle in one of three shapes (round, conical flask, tall),
// filled 70–95% with the potion's colour, with a neck 1.5–3 texels long, a lip and
// a cork, and a glint on the glass. A second named colour rises through the
// liquid as 3–5 bubbles.
func drawPotion(j *job) {
	if j.s.Object == "brewing stand" {
		drawBrewingStand(j)
		return
	}
	sp := newSprite(j)
	second, twoColors := secondColor(j)
	glassShades, liquidShades := 4, 5
	if twoColors {
		glassShades, liquidShades = 3, 4 // room in the 16 colours for the bubbles
	}
	glass := sp.varied(glassWhite, glassShades, 0.1)
	liquid := sp.mat(j.lk.Main, liquidShades, 0.16)
	cork := sp.varied(corkBrown, 3, 0.1)
	cx, bottom := 8.0, 13.8
	nw := uniform(j, 0.9, 1.4)    // half the neck's width
	neck := uniform(j, 1.5, 3)    // the neck's length
	fill := uniform(j, 0.7, 0.95) // how full the body is: full, as in the game
	// body paints the bottle's body, inset by in texels and moved down and right
	// by sh, and returns its top.
	var body func(b brush, in, sh float64) float64
	switch j.rng.IntN(3) {
	case 0:
		r := uniform(j, 3.6, 4.5)
		rx := r * uniform(j, 1, 1.12)
		body = func(b brush, in, sh float64) float64 {
			sp.ellipse(b, cx+sh, bottom-r+sh, rx-in, r-in)
			return bottom - 2*r
		}
	case 1:
		w, h := uniform(j, 4.2, 5.4), uniform(j, 5.5, 7)
		body = func(b brush, in, sh float64) float64 {
			x, y := cx+sh, bottom+sh
			sp.poly(b, x-w+in*1.4, y-in, x+w-in*1.4, y-in, x+nw+0.6-in, y-h+in, x-nw-0.6+in, y-h+in)
			return bottom - h
		}
	default:
		w, h := uniform(j, 2.6, 3.4), uniform(j, 6.5, 8)
		body = func(b brush, in, sh float64) float64 {
			x, y := cx+sh, bottom+sh
			sp.rect(b, x-w+in, y-h+1+in, x+w-in, y-in)
			sp.ellipse(b, x, y-h+1.5, w-in, 1.5)
			return bottom - h
		}
	}
	top := body(brush{glass, 2, 1}, 0, 0)
	neckTop := max(top-neck, 4.6)
	sp.rect(brush{glass, 2, 0}, cx-nw, neckTop, cx+nw, top+1)
	sp.rect(brush{glass, 2, 0}, cx-nw-0.6, neckTop-1, cx+nw+0.6, neckTop)
	sp.rect(brush{cork, 1, 0.6}, cx-nw+0.2, neckTop-2.6, cx+nw-0.2, neckTop-0.6)
	sp.decal = true
	sp.below = bottom - (bottom-top)*fill
	body(brush{liquid, 2, 1}, 0.75, 0.35) // the glass shows as a wall on the lit side, as in the game
	if twoColors {
		bubble := sp.mat(second, 2, 0.08)
		level := sp.below
		sp.below = 0
		for range between(j.rng, 3, 5) {
			x, y := cx+uniform(j, -2.2, 2.2), uniform(j, level+0.8, bottom-1.2)
			sp.ellipse(brush{bubble, 1, 0}, x, y, 0.55, 0.55)
		}
	}
	sp.below, sp.decal = 0, false
	sp.relief()
	gx, gy := cx-(bottom-top)*0.28, top+(bottom-top)*0.3
	sp.glint(liquid, gx, gy)
	sp.glint(glass, gx, gy)
}

// drawBrewingStand: the game's brewing stand: a blaze rod standing on a stone
// base 9–11 texels wide, with two bottles of the potion's colour on arms to
// either side.
func drawBrewingStand(j *job) {
	sp := newSprite(j)
	stone := sp.varied(hexLab("#7A7A7A"), 3, 0.1)
	rod := sp.varied(hexLab("#E8B830"), 3, 0.12)
	glass := sp.varied(glassWhite, 3, 0.08)
	liquid := sp.mat(j.lk.Main, 3, 0.12)
	w := uniform(j, 4.5, 5.5)
	sp.rect(brush{stone, 1, 1}, 8-w, 12, 8+w, 13.6)
	sp.rect(brush{rod, 1, 1}, 7.4, uniform(j, 2.4, 3.4), 8.6, 12)
	for _, side := range []float64{-1, 1} {
		bx, by := 8+side*uniform(j, 3.4, 4), uniform(j, 9.2, 9.8)
		sp.stroke(brush{rod, 0, 0}, 8, 6, 0.4, bx, by-2.4, 0.4)
		sp.ellipse(brush{glass, 1, 1}, bx, by, 1.7, 1.7)
		sp.rect(brush{glass, 1, 0}, bx-0.6, by-2.6, bx+0.6, by-1)
		sp.ellipse(brush{liquid, 1, 1}, bx+0.2, by+0.3, 1.1, 1.1)
	}
	sp.relief()
}

// drawBucket: a metal pail wider at the top (a rim 9.5–11 texels across, sides
// tapering by 20–35%), its opening showing a named liquid (water, lava), a
// creature (the "axolotl" of an axolotl bucket, in its colours) or the dark
// inside, and a thin handle arching over it. Any other named colour is the
// pail's own: a white bucket is white.
func drawBucket(j *job) {
	sp := newSprite(j)
	liq, liquid := named(j, spec.Liquid)
	liquid = liquid && liq.Name != "glass" && liq.Name != "ice"
	creature := mobColored(j.s)
	metalC := metalColor(j, ironGrey)
	metal := sp.varied(metalC, 5, 0.18)
	if len(j.s.Colors) > 0 && !liquid && !creature {
		metal = sp.mat(j.lk.Main, 5, 0.18)
	}
	rx, ry := uniform(j, 4.7, 5.5), uniform(j, 1.4, 1.9)
	cx, rimY := 8.0, uniform(j, 6.2, 7)
	foot := rx * (1 - uniform(j, 0.2, 0.35))
	// The handle: a circle through the rim's ends that rises sag texels above it.
	sag := rimY - uniform(j, 2.6, 3.4)
	r := (rx*rx + sag*sag) / (2 * sag)
	hy := rimY - sag + r
	a := math.Atan2(rimY-hy, rx) * 180 / math.Pi
	sp.arc(brush{metal, 1, 0.5}, cx, hy, r, 0.9, 1, -180-a, a)
	sp.poly(brush{metal, 2, 1}, cx-rx, rimY, cx+rx, rimY, cx+foot, 13.3, cx-foot, 13.3)
	sp.ellipse(brush{metal, 2, 1}, cx, 13.2, foot, 0.7)
	sp.ellipse(brush{metal, 3, 0.5}, cx, rimY, rx, ry)
	sp.relief()
	var fill uint8
	switch {
	case liquid:
		fill = sp.varied(hexLab(liq.Hex), 4, 0.12)
	case creature:
		fill = sp.mat(j.lk.Main, 4, 0.12)
	default:
		fill = sp.varied(fittingColor(metalC, 0.45), 4, 0.12)
	}
	sp.decal = true
	sp.ellipse(brush{fill, 2, -1}, cx, rimY+0.2, rx-1, ry-0.6) // hollow: lit on its far side
	if spot, ok := secondColor(j); creature && ok {
		part := sp.mat(spot, 2, 0.06)
		for range between(j.rng, 2, 3) {
			sp.ellipse(brush{part, 1, 0}, cx+uniform(j, -rx+2, rx-2), rimY+uniform(j, -0.4, 0.6), 0.7, 0.6)
		}
	}
	if chance(j, 0.6) {
		sp.rect(brush{metal, 1, 0}, cx-rx, rimY+2.4, cx+rx, rimY+3.1)
	}
	sp.glint(metal, cx-rx+1.3, rimY+2)
}
