package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// drawPotion: a glass bottle in one of three shapes (round, conical flask, tall),
// filled 50–90% with the potion's colour, with a neck 1.5–3 texels long, a lip and
// a cork, and a glint on the glass.
func drawPotion(j *job) {
	sp := newSprite(j)
	glass := sp.varied(glassWhite, 4, 0.1)
	liquid := sp.mat(j.lk.Main, 5, 0.16)
	cork := sp.varied(corkBrown, 3, 0.1)
	cx, bottom := 8.0, 13.8
	nw := uniform(j, 0.9, 1.4)   // half the neck's width
	neck := uniform(j, 1.5, 3)   // the neck's length
	fill := uniform(j, 0.5, 0.9) // how full the body is
	// body paints the bottle's body, inset by in texels, and returns its top.
	var body func(b brush, in float64) float64
	switch j.rng.IntN(3) {
	case 0:
		r := uniform(j, 3.6, 4.5)
		rx := r * uniform(j, 1, 1.12)
		body = func(b brush, in float64) float64 {
			sp.ellipse(b, cx, bottom-r, rx-in, r-in)
			return bottom - 2*r
		}
	case 1:
		w, h := uniform(j, 4.2, 5.4), uniform(j, 5.5, 7)
		body = func(b brush, in float64) float64 {
			sp.poly(b, cx-w+in*1.4, bottom-in, cx+w-in*1.4, bottom-in, cx+nw+0.6-in, bottom-h+in, cx-nw-0.6+in, bottom-h+in)
			return bottom - h
		}
	default:
		w, h := uniform(j, 2.6, 3.4), uniform(j, 6.5, 8)
		body = func(b brush, in float64) float64 {
			sp.rect(b, cx-w+in, bottom-h+1+in, cx+w-in, bottom-in)
			sp.ellipse(b, cx, bottom-h+1.5, w-in, 1.5)
			return bottom - h
		}
	}
	top := body(brush{glass, 2, 1}, 0)
	neckTop := max(top-neck, 4.6)
	sp.rect(brush{glass, 2, 0}, cx-nw, neckTop, cx+nw, top+1)
	sp.rect(brush{glass, 2, 0}, cx-nw-0.6, neckTop-1, cx+nw+0.6, neckTop)
	sp.rect(brush{cork, 1, 0.6}, cx-nw+0.2, neckTop-2.6, cx+nw-0.2, neckTop-0.6)
	sp.decal = true
	sp.below = bottom - (bottom-top)*fill
	body(brush{liquid, 2, 1}, 1)
	sp.below, sp.decal = 0, false
	sp.relief()
	gx, gy := cx-(bottom-top)*0.28, top+(bottom-top)*0.3
	sp.glint(liquid, gx, gy)
	sp.glint(glass, gx, gy)
}

// drawBucket: a metal pail wider at the top (a rim 9.5–11 texels across, sides
// tapering by 20–35%), its opening showing a named liquid (water, lava, or the
// prompt's colour) or the dark inside, and a thin handle arching over it.
func drawBucket(j *job) {
	sp := newSprite(j)
	metalC := metalColor(j, ironGrey)
	metal := sp.varied(metalC, 5, 0.18)
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
	switch liq, ok := named(j, spec.Liquid); {
	case ok && liq.Name != "glass" && liq.Name != "ice":
		fill = sp.varied(hexLab(liq.Hex), 4, 0.12)
	case len(j.s.Colors) > 0:
		fill = sp.mat(j.lk.Main, 4, 0.12)
	default:
		fill = sp.varied(fittingColor(metalC, 0.45), 4, 0.12)
	}
	sp.decal = true
	sp.ellipse(brush{fill, 2, -1}, cx, rimY+0.2, rx-1, ry-0.6) // hollow: lit on its far side
	if chance(j, 0.6) {
		sp.rect(brush{metal, 1, 0}, cx-rx, rimY+2.4, cx+rx, rimY+3.1)
	}
	sp.glint(metal, cx-rx+1.3, rimY+2)
}
