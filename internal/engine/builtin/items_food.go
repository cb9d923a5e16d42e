package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// drawFruit: an apple-like round fruit 8.4–10.4 texels wide and 8–9.6 high with a
// dip at the top, a stem leaning up to 1.2 texels either way and, in most
// variations, a leaf on one side of it.
func drawFruit(j *job) {
	switch fruitShapes[j.s.Object] {
	case "root":
		drawRoot(j)
		return
	case "tuber":
		drawTuber(j)
		return
	case "slice":
		drawSlice(j)
		return
	case "berries":
		drawBerries(j)
		return
	case "seeds":
		drawSeeds(j)
		return
	}
	sp := newSprite(j)
	skin := sp.mat(j.lk.Main, 5, 0.18)
	stem := sp.varied(stickBrown, 3, 0.1)
	rx, ry := uniform(j, 4.2, 5.2), uniform(j, 4, 4.8)
	cx, cy := 8+uniform(j, -0.4, 0.4), 13.6-ry
	lean := uniform(j, -1.2, 1.2)
	top := cy - ry + 0.8
	sp.ellipse(brush{skin, 2, 1.4}, cx, cy, rx, ry)
	sp.ellipse(brush{skin, 2, 1.4}, cx-rx*0.35, cy+0.3, rx*0.65, ry*0.95)
	sp.ellipse(brush{skin, 2, 1.4}, cx+rx*0.35, cy+0.3, rx*0.65, ry*0.95)
	sp.ellipse(eraser, cx, cy-ry-0.2, 1, 0.9)
	sp.stroke(brush{stem, 1, 0}, cx, top+0.6, 0.55, cx+lean, top-2.4, 0.45)
	if chance(j, 0.75) {
		leaf := sp.varied(leafGreen, 3, 0.1)
		side := 1.0
		if lean > 0 {
			side = -1
		}
		lx, ly := cx+lean*0.5+side*0.4, top-1.4
		ex, ey := lx+side*uniform(j, 2.4, 3.2), ly-uniform(j, 0.3, 1.4)
		mx, my := (lx+ex)/2, (ly+ey)/2
		sp.stroke(brush{leaf, 1, 0.6}, lx, ly, 0.4, mx, my, 0.95)
		sp.stroke(brush{leaf, 1, 0.6}, mx, my, 0.95, ex, ey, 0.35)
	}
	sp.relief()
	sp.glint(skin, cx-rx*0.5, cy-ry*0.45)
}

// drawBread: a loaf along the diagonal, 9–11 texels long and 4.4–5.6 thick, its
// crust lit on top and scored with 2–4 cuts across it, dark with a lit lip.
// Cookies, donuts, pies, cakes and cupcakes have their own shapes (drawBake).
func drawBread(j *job) {
	if drawBake(j) {
		return
	}
	sp := newSprite(j)
	crust := sp.mat(j.lk.Main, 5, 0.17)
	r := uniform(j, 2.2, 2.8)
	l := uniform(j, 8.5, 10.5) / math.Sqrt2
	cx, cy := 8+uniform(j, -0.3, 0.3), 8.1+uniform(j, -0.3, 0.3)
	ax, ay, bx, by := cx-l/2, cy+l/2, cx+l/2, cy-l/2
	sp.stroke(brush{crust, 2, 1.3}, ax, ay, r*0.9, (ax+bx)/2, (ay+by)/2, r)
	sp.stroke(brush{crust, 2, 1.3}, (ax+bx)/2, (ay+by)/2, r, bx, by, r*0.9)
	sp.relief()
	cuts := between(j.rng, 2, 4)
	for k := range cuts {
		t := (float64(k) + 1) / float64(cuts+1)
		x, y := ax+(bx-ax)*t-r*0.35, ay+(by-ay)*t-r*0.35
		for s := -1.0; s <= 0; s++ {
			sp.texel(crust, sp.c.top(crust), x+s-1, y+s, crust) // the cut's lit lip
			sp.texel(crust, 0, x+s, y+s, crust)
		}
	}
}

// drawMeat: a cut of meat in one of three forms (a steak with a fat rim, a chop
// with a streak of fat, a drumstick with its bone showing), 8–11 texels across.
// Fish (cod, salmon and the rest of fishNames) are drawn whole by drawFish.
func drawMeat(j *job) {
	if fish, cooked := fishKind(j); fish != "" {
		drawFish(j, fish, cooked)
		return
	}
	sp := newSprite(j)
	meat := sp.mat(j.lk.Main, 5, 0.16)
	l, ch, h := j.lk.Main.LCh()
	fat := sp.mat(palette.FromLCh(min(l+0.3, 0.9), ch*0.35, h+20), 3, 0.08)
	cx, cy := 8+uniform(j, -0.4, 0.4), 8+uniform(j, -0.4, 0.4)
	switch j.rng.IntN(3) {
	case 0: // steak
		rx, ry := uniform(j, 4.6, 5.6), uniform(j, 3.6, 4.4)
		sp.ellipse(brush{fat, 1, 1}, cx, cy, rx, ry)
		sp.ellipse(brush{meat, 2, 1}, cx+0.6, cy+0.6, rx-1.1, ry-1)
		sp.ellipse(brush{meat, 2, 1}, cx-rx*0.3, cy+ry*0.35, rx*0.6, ry*0.6)
	case 1: // chop
		sp.stroke(brush{meat, 2, 1}, cx-2.5, cy+1.5, uniform(j, 2.6, 3.3), cx+2, cy-1, uniform(j, 2.2, 3))
		sp.stroke(brush{fat, 1, 0}, cx-3, cy-1.5, 0.6, cx+2.5, cy-3.3, 0.6)
	default: // drumstick: bone toward the bottom left, meat toward the top right
		bone := sp.varied(boneWhite, 3, 0.1)
		sp.stroke(brush{bone, 1, 1}, 3.6, 12.4, 0.6, cx, cy, 0.6)
		sp.ellipse(brush{bone, 1, 1}, 3, 12, 0.9, 0.9)
		sp.ellipse(brush{bone, 1, 1}, 4, 13, 0.9, 0.9)
		sp.stroke(brush{meat, 2, 1}, cx-0.5, cy+0.5, 2.2, cx+2.4, cy-2.4, uniform(j, 3, 3.6))
	}
	sp.relief()
}

// drawMushroom: a cap 9.6–11.2 texels wide and 3.6–5 high (a dome or, in 30% of the
// variations, a cone) on a pale stem 2.4–3.6 texels thick; red-ish caps get white spots.
func drawMushroom(j *job) {
	sp := newSprite(j)
	crown := sp.mat(j.lk.Main, 5, 0.16)
	stem := sp.varied(boneWhite, 4, 0.1)
	rx, ry := uniform(j, 4.8, 5.6), uniform(j, 3.6, 5)
	cx, base := 8+uniform(j, -0.3, 0.3), uniform(j, 7.6, 8.6)
	sw := uniform(j, 1.2, 1.8)
	sp.rect(brush{stem, 2, 1}, cx-sw, base-1, cx+sw, 13.6)
	sp.ellipse(brush{stem, 2, 1}, cx, 13.1, sw+0.6, 0.7)
	if chance(j, 0.3) { // a cone
		sp.poly(brush{crown, 2, 1}, cx-rx, base+0.8, cx+rx, base+0.8, cx+rx*0.3, base-ry, cx-rx*0.3, base-ry)
		sp.ellipse(brush{crown, 2, 1}, cx, base-ry+0.3, rx*0.32, 0.9)
	} else {
		sp.ellipse(brush{crown, 2, 1.2}, cx, base+0.8, rx, ry+0.8)
		sp.rect(eraser, cx-rx-1, base+1, cx+rx+1, base+ry+2)
		sp.rect(brush{stem, 2, 1}, cx-sw, base+1, cx+sw, 13.6)
	}
	sp.relief()
	if _, c, h := j.lk.Main.LCh(); c > 0.08 && (h < 45 || h > 330) || j.lk.Modifiers[spec.Spotted] {
		spot := sp.varied(boneWhite, 2, 0.04)
		for range between(j.rng, 3, 6) {
			x, y := cx+uniform(j, -rx+1, rx-1), base-uniform(j, 0.5, ry-0.5)
			sp.texel(spot, 1, x, y, crown)
			if chance(j, 0.5) {
				sp.texel(spot, 0, x+1, y, crown)
			}
		}
	}
}
