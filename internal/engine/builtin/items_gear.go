package builtin

import (
	"math"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// drawBow: a wooden limb bent toward the top right, from a tip near the top-left
// corner to one near the bottom-right (each placed within about a texel): an arc
// whose grip stands 3–3.9 texels off the string, so the string keeps clear of the
// limb, 1.1–1.6 texels thick at the grip and tapering to its tips, with a darker
// grip wrap 1.5–2.5 texels long and a thin grey string from tip to tip. The limb is
// lit along its length: its upper run faces the top-left light and its right run
// turns away from it, so it darkens from the upper tip to the lower one (at 16
// the limb is one pixel thick, too thin for a lit and a shaded rim).
func drawBow(j *job) {
	sp := newSprite(j)
	limb := sp.mat(j.lk.Main, 5, 0.15)
	grip := sp.mat(fittingColor(j.lk.Main, 0.1), 3, 0.08)
	if j.s.Object == "crossbow" {
		drawCrossbow(j, sp, limb)
		return
	}
	ax, ay := uniform(j, 3.2, 4.2), uniform(j, 3.2, 4.2)
	bx, by := uniform(j, 11.8, 12.8), uniform(j, 11.8, 12.8)
	half := math.Hypot(bx-ax, by-ay) / 2
	bend := uniform(j, 3, 3.9) // how far the grip stands off the string
	r := (half*half + bend*bend) / (2 * bend)
	// The centre lies on the chord's perpendicular bisector, below-left of it.
	d := math.Sqrt(r*r-half*half) / math.Sqrt2
	cx, cy := (ax+bx)/2-d, (ay+by)/2+d
	a0 := math.Atan2(ay-cy, ax-cx) * 180 / math.Pi
	a1 := math.Atan2(by-cy, bx-cx) * 180 / math.Pi
	bowLimb(sp, brush{limb, 2, 2}, cx, cy, r, uniform(j, 1.1, 1.6)+2*sp.thick(), uniform(j, 0.5, 0.7), a0, a1)
	wrap := uniform(j, 1.5, 2.5) / r * 90 / math.Pi
	mid := (a0 + a1) / 2
	bowLimb(sp, brush{grip, 1, 1}, cx, cy, r, 1.9+2*sp.thick(), 1, mid-wrap, mid+wrap)
	str := sp.varied(stringGrey, 2, 0.06)
	sp.stroke(brush{str, 1, 0}, ax+0.5, ay+0.5, 0.4, bx-0.5, by-0.5, 0.4)
	fillNotches(sp, limb)
	sp.relief()
}

// fillNotches paints with part, twice over, every empty interior pixel that has
// three or four painted 4-neighbours: the narrow wedges where a bow's string
// meets its limb become the knot that ties them, rather than a crevice the
// outline fills with a dark blot.
func fillNotches(sp *sprite, part uint8) {
	c := sp.c
	n := c.n
	for range 2 {
		var fill []int
		for y := sp.lo; y < sp.hi; y++ {
			for x := sp.lo; x < sp.hi; x++ {
				i := y*n + x
				if c.part[i] != 0 {
					continue
				}
				k := 0
				for _, q := range [4]int{i - n, i + n, i - 1, i + 1} {
					if c.part[q] != 0 {
						k++
					}
				}
				if k >= 3 {
					fill = append(fill, i)
				}
			}
		}
		for _, i := range fill {
			c.part[i], c.shade[i] = part, c.clampShade(part, 1)
		}
	}
}

// bowLimb is arc for a bent limb: the band between the angles a0 and a1, narrowing
// to w·tip at both ends, facing the light by where its outer face points (up and
// left lit, right and down shaded) and, less, across the band (outer rim lit on
// the upper run, inner rim on the right run).
func bowLimb(sp *sprite, b brush, cx, cy, r, w, tip, a0, a1 float64) {
	sp.band(b, cx, cy, r, w, tip, a0, a1, func(dx, dy, d, hw float64) float64 {
		face := -(dx + dy) / (d * math.Sqrt2) // the outer face toward the light
		return min(max(face+0.4*(d-r)/hw*face, -1), 1)
	})
}

// drawStaff: a shaft reaching 7.5–8.5 texels up the diagonal from its butt
// (handleStart), topped by an orb (radius 1.9–2.6) or a pointed crystal, with optional prongs clasping it. The orb
// takes the prompt's colour or jewel; a named metal makes the shaft.
func drawStaff(j *job) {
	sp := newSprite(j)
	var gem uint8
	if _, metal := named(j, spec.Metal); metal && !j.lk.Chosen {
		gem = sp.varied(hexLab(familyColor[spec.Staff]), 5, 0.17)
	} else {
		gem = sp.mat(j.lk.Main, 5, 0.17)
	}
	shaft := sp.varied(metalColor(j, handleColor(j)), 4, 0.12)
	th, r := uniform(j, 7.5, 8.5), uniform(j, 1.9, 2.6)
	toolHandle(sp, shaft, handleStart(j), th+0.8)
	t := min(th+2, 11.4-r) // the orb stays inside the canvas
	ox, oy := along(toolX, toolY, t)
	if chance(j, 0.4) {
		ex, ey := along(ox, oy, min(r+0.6, 11.1-t))
		sp.stroke(brush{gem, 2, 1}, ox-0.8, oy+0.8, r*0.8, ex, ey, 0.4)
	} else {
		sp.ellipse(brush{gem, 2, 1}, ox, oy, r, r)
	}
	if chance(j, 0.5) {
		prong := sp.varied(fittingColor(metalColor(j, hexLab("#F0C020")), 0.05), 3, 0.1)
		bx, by := along(ox, oy, -r-0.3)
		pr := 0.45 + sp.thick()
		sp.stroke(brush{prong, 1, 0.5}, bx, by, pr+0.05, ox-r-0.2, oy-0.4, pr)
		sp.stroke(brush{prong, 1, 0.5}, bx, by, pr+0.05, ox+0.4, oy+r+0.2, pr)
	}
	sp.relief()
	sp.glint(gem, ox-r*0.4, oy-r*0.4)
}

// drawRod: a stick, bone or rod 1.1–1.5 texels thick along the diagonal, from
// 0–0.9 to 10–10.8 texels up it, straight or kinked by up to 0.9 texels. Bones get
// knobbed ends.
func drawRod(j *job) {
	sp := newSprite(j)
	body := sp.mat(j.lk.Main, 4, 0.13)
	if strings.HasSuffix(j.s.Object, "chain") { // "chain", "iron chain", "exposed copper chain"
		drawChain(j, sp, body)
		return
	}
	t0, t1 := uniform(j, 0, 0.9), uniform(j, 10, 10.8)
	r := uniform(j, 0.55, 0.75) + sp.thick()
	ax, ay := along(toolX, toolY-0.5, t0)
	bx, by := along(toolX, toolY-0.5, t1)
	kink := uniform(j, -0.9, 0.9)
	mx, my := (ax+bx)/2+kink, (ay+by)/2+kink
	sp.path(brush{body, 2, 0}, r, ax, ay, mx, my, bx, by)
	if m, ok := named(j, spec.Organic); ok && m.Name == "bone" { // not a blaze rod
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
		band = sp.varied(metalColor(j, hexLab("#F0C020")), 5, 0.17)
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
	rimC := metalColor(j, ironGrey)
	if _, metal := named(j, spec.Metal); metal {
		rimC = fittingColor(rimC, 0.2)
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

// drawChain is a chain hanging straight down, as the game's chain item: links
// three texels wide and four long, seen alternately face on (a ring round a
// hole) and edge on (a bar), each overlapping the next.
func drawChain(j *job, sp *sprite, body uint8) {
	cx := 8 + uniform(j, -0.5, 0.5)
	lean := uniform(j, -0.12, 0.12) // texels across per texel down
	y := uniform(j, 1.6, 2.4)
	for k := 0; y < 13.2; k++ {
		x := cx + lean*(y-8)
		if k%2 == 0 {
			sp.arc(brush{body, 2, 1}, x, y+1.8, 1.5, 0.9+sp.thick(), 1, -180, 180)
		} else {
			sp.rect(brush{body, 3, 0.5}, x-0.5, y-0.2, x+0.5, y+4.2)
		}
		y += 3
	}
	sp.relief()
}

// drawCrossbow is a crossbow as the game's item draws it: a wooden stock on
// the diagonal, the bow across its front end, and the string at rest or, when
// the prompt says it is drawn ("pulling", "charged", "loaded", an arrow or a
// firework), pulled back to the nock with a bolt on the stock.
func drawCrossbow(j *job, sp *sprite, limb uint8) {
	wood := sp.varied(darker(handleColor(j), 0.12), 3, 0.1)
	str := sp.varied(stringGrey, 2, 0.06)
	const d = math.Sqrt2 / 2                               // the stock runs along (d, -d), the bow along (d, d)
	fx, fy := uniform(j, 11.4, 12.2), uniform(j, 3.8, 4.6) // the stock's front end
	back := uniform(j, 10.5, 11.5)
	// The bow crosses the stock two texels behind its end, its tips swept back.
	bx, by := fx-2*d, fy+2*d
	span, sweep := uniform(j, 5.2, 6), uniform(j, 1.2, 2)
	e1x, e1y := bx+span*d-sweep*d, by+span*d+sweep*d
	e2x, e2y := bx-span*d-sweep*d, by-span*d+sweep*d
	sp.stroke(brush{wood, 2, 1}, fx-back*d, fy+back*d, 0.9+sp.thick(), fx+0.6*d, fy-0.6*d, 0.8+sp.thick())
	sp.path(brush{limb, 2, 1}, 0.6+sp.thick(), e2x, e2y, bx+0.6*d, by-0.6*d, e1x, e1y)
	drawn := false
	for _, w := range strings.Fields(strings.ToLower(j.s.Prompt)) {
		drawn = drawn || strings.HasPrefix(w, "pulling") || w == "charged" || w == "loaded" || w == "arrow" ||
			w == "firework"
	}
	if drawn {
		nx, ny := bx-uniform(j, 3.2, 4)*d, by+uniform(j, 3.2, 4)*d
		sp.path(brush{str, 1, 0}, 0.35, e2x, e2y, nx, ny, e1x, e1y)
		tip := sp.varied(flintGrey, 2, 0.08)
		sp.stroke(brush{tip, 2, 0.5}, nx, ny, 0.4+sp.thick(), fx+1.4*d, fy-1.4*d, 0.5+sp.thick())
	} else {
		sp.stroke(brush{str, 1, 0}, e2x, e2y, 0.35, e1x, e1y, 0.35)
	}
	sp.relief()
}
