package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/generate/spec"
)

// drawBow: a wooden limb bent toward the top right, from a tip near the top-left
// corner to one near the bottom-right: an arc of radius 7.2–8.4 (smaller is more
// bent), 1.1–1.6 texels thick at the grip and tapering to its tips, with a darker
// grip wrap 1.5–2.5 texels long and a thin string from tip to tip.
func drawBow(j *job) {
	sp := newSprite(j)
	limb := sp.mat(j.lk.Main, 4, 0.13)
	grip := sp.mat(fittingColour(j.lk.Main, 0.1), 3, 0.08)
	ax, ay, bx, by := 3.5, 3.5, 12.5, 12.5
	half := math.Hypot(bx-ax, by-ay) / 2
	r := max(uniform(j, 7.2, 8.4), half+0.1)
	// The centre lies on the chord's perpendicular bisector, below-left of it.
	d := math.Sqrt(r*r-half*half) / math.Sqrt2
	cx, cy := (ax+bx)/2-d, (ay+by)/2+d
	a0 := math.Atan2(ay-cy, ax-cx) * 180 / math.Pi
	a1 := math.Atan2(by-cy, bx-cx) * 180 / math.Pi
	sp.arc(brush{limb, 2, 1}, cx, cy, r, uniform(j, 1.1, 1.6), uniform(j, 0.5, 0.7), a0, a1)
	wrap := uniform(j, 1.5, 2.5) / r * 90 / math.Pi
	mid := (a0 + a1) / 2
	sp.arc(brush{grip, 1, 0.6}, cx, cy, r, 1.9, 1, mid-wrap, mid+wrap)
	str := sp.varied(boneWhite, 2, 0.06)
	sp.stroke(brush{str, 1, 0}, ax+0.5, ay+0.5, 0.4, bx-0.5, by-0.5, 0.4)
	sp.relief()
}

// drawStaff: a shaft 7.5–8.5 texels long along the diagonal topped by an orb
// (radius 1.7–2.4) or a pointed crystal, with optional prongs clasping it. The orb
// takes the prompt's colour or jewel; a named metal makes the shaft.
func drawStaff(j *job) {
	sp := newSprite(j)
	var gem uint8
	if _, metal := named(j, spec.Metal); metal {
		gem = sp.varied(hexLab(familyColour[spec.Staff]), 5, 0.17)
	} else {
		gem = sp.mat(j.lk.Main, 5, 0.17)
	}
	shaft := sp.varied(metalColour(j, handleColour(j)), 4, 0.12)
	th, r := uniform(j, 7.5, 8.5), uniform(j, 1.7, 2.4)
	toolHandle(sp, shaft, 0, th+0.8)
	t := min(th+2, 11.4-r) // the orb stays inside the canvas
	ox, oy := along(toolX, toolY, t)
	if chance(j, 0.4) {
		ex, ey := along(ox, oy, min(r+0.6, 11.1-t))
		sp.stroke(brush{gem, 2, 1}, ox-0.8, oy+0.8, r*0.8, ex, ey, 0.4)
	} else {
		sp.ellipse(brush{gem, 2, 1}, ox, oy, r, r)
	}
	if chance(j, 0.5) {
		prong := sp.varied(fittingColour(metalColour(j, hexLab("#F0C020")), 0.05), 3, 0.1)
		bx, by := along(ox, oy, -r-0.3)
		sp.stroke(brush{prong, 1, 0.5}, bx, by, 0.5, ox-r-0.2, oy-0.4, 0.45)
		sp.stroke(brush{prong, 1, 0.5}, bx, by, 0.5, ox+0.4, oy+r+0.2, 0.45)
	}
	sp.relief()
	sp.glint(gem, ox-r*0.4, oy-r*0.4)
}

// drawRod: a stick, bone or rod 1.1–1.5 texels thick along the diagonal, 9.5–10.8
// texels long, straight or with a slight kink. Bones get knobbed ends.
func drawRod(j *job) {
	sp := newSprite(j)
	body := sp.mat(j.lk.Main, 4, 0.13)
	t0, t1 := uniform(j, 0, 0.5), uniform(j, 10, 10.8)
	r := uniform(j, 0.55, 0.75)
	ax, ay := along(toolX, toolY-0.5, t0)
	bx, by := along(toolX, toolY-0.5, t1)
	kink := uniform(j, -0.6, 0.6)
	mx, my := (ax+bx)/2+kink, (ay+by)/2+kink
	sp.path(brush{body, 2, 0}, r, ax, ay, mx, my, bx, by)
	if _, bone := named(j, spec.Organic); bone && j.lk.Main.L > 0.75 {
		for _, e := range [2][2]float64{{ax, ay}, {bx, by}} {
			sp.ellipse(brush{body, 2, 1}, e[0]-0.9, e[1]-0.9, 1, 1)
			sp.ellipse(brush{body, 2, 1}, e[0]+0.9, e[1]+0.9, 1, 1)
		}
	}
	sp.relief()
}

// drawRing: a band seen a little from above (an ellipse 4–5.3 texels across its
// half-width and 3.4–4.6 high, 1.2–1.9 thick) in the named metal or gold, set with
// a jewel on top when the prompt names one.
func drawRing(j *job) {
	sp := newSprite(j)
	jewel, hasJewel := named(j, spec.Jewel)
	var band uint8
	if hasJewel {
		band = sp.varied(metalColour(j, hexLab("#F0C020")), 5, 0.17)
	} else {
		band = sp.mat(j.lk.Main, 5, 0.17)
	}
	rx, ry, w := uniform(j, 4, 5.3), uniform(j, 3.4, 4.6), uniform(j, 1.2, 1.9)
	cx, cy := 8+uniform(j, -0.3, 0.3), 8.6+uniform(j, 0, 0.6)
	sp.ellipse(brush{band, 2, 1.4}, cx, cy, rx, ry)
	sp.ellipse(eraser, cx, cy, rx-w, ry-w*0.85)
	sp.relief()
	if hasJewel {
		gem := sp.varied(hexLab(jewel.Hex), 4, 0.16)
		s := uniform(j, 1.3, 1.8)
		sp.ellipse(brush{gem, 2, 1}, cx, cy-ry+0.2, s, s*0.9)
		sp.relief()
		sp.glint(gem, cx-s*0.4, cy-ry-s*0.3)
		return
	}
	sp.glint(band, cx-rx*0.55, cy-ry*0.55)
}

// drawShield: a heater (pointed), round-bottomed or kite-shaped shield, 9–11
// texels wide, with a rim of the named metal (iron by default) around a face in the
// prompt's colour or wood, and a boss, a stripe, a cross or nothing on it.
func drawShield(j *job) {
	sp := newSprite(j)
	face := sp.mat(j.lk.Main, 4, 0.12)
	rimC := metalColour(j, ironGrey)
	if _, metal := named(j, spec.Metal); metal {
		rimC = fittingColour(rimC, 0.2)
	}
	rim := sp.varied(rimC, 4, 0.14)
	hw := uniform(j, 4.5, 5.5)
	cx, top := 8.0, uniform(j, 2, 2.6)
	shape := j.rng.IntN(3)
	outline := func(b brush, in float64) {
		x0, x1, y0 := cx-hw+in, cx+hw-in, top+in
		switch shape {
		case 0: // heater
			sp.poly(b, x0, y0, x1, y0, x1, 8, cx+2, 12.6-in, cx, 13.8-in*1.4, cx-2, 12.6-in, x0, 8)
		case 1: // round bottom
			sp.rect(b, x0, y0, x1, 8.5)
			sp.ellipse(b, cx, 8.4, hw-in, 5.3-in)
		default: // kite
			sp.poly(b, x0, y0+0.8, cx, y0-0.5, x1, y0+0.8, x1-0.5, 7, cx, 13.8-in*1.4, x0+0.5, 7)
		}
	}
	outline(brush{rim, 2, 0.8}, 0)
	outline(brush{face, 2, 0.6}, 1)
	// A face of wood (named, or by default) shows its planks.
	if _, other := named(j, spec.Metal, spec.Jewel, spec.Rock, spec.Earth, spec.Organic, spec.Liquid); !other && !j.lk.Chosen {
		for x := cx - 3; x <= cx+3; x += 3 {
			for y := top + 1; y < 14; y++ {
				sp.texel(face, 0, x, y, face)
			}
		}
	}
	sp.decal = true
	switch j.rng.IntN(4) {
	case 0:
		sp.ellipse(brush{rim, 3, 1}, cx, 7.5, 1.5, 1.5)
	case 1:
		sp.rect(brush{rim, 2, 0}, cx-0.7, top, cx+0.7, 14)
	case 2:
		sp.rect(brush{rim, 2, 0}, cx-0.7, top, cx+0.7, 14)
		sp.rect(brush{rim, 2, 0}, cx-hw, 6.5, cx+hw, 7.9)
	}
	sp.relief()
}
