package builtin

import "math"

// fruitShapes sorts the fruit nouns whose shape is not an apple's; the
// drawers below draw them.
var fruitShapes = map[string]string{
	"carrot": "root", "parsnip": "root", "radish": "root", "ginger": "root", "golden carrot": "root",
	"potato": "tuber", "baked potato": "tuber", "poisonous potato": "tuber", "sweet potato": "tuber",
	"melon slice": "slice", "watermelon slice": "slice", "glistering melon slice": "slice",
	"berry": "berries", "sweet berry": "berries", "glow berry": "berries", "grape": "berries",
	"blueberry": "berries", "strawberry": "berries",
	"seed": "seeds", "wheat seed": "seeds", "beetroot seed": "seeds", "pumpkin seed": "seeds",
	"melon seed": "seeds", "torchflower seed": "seeds", "cocoa": "tuber", "cocoa pod": "tuber",
	"cocoa bean": "seeds", "bean": "tuber",
}

// drawRoot: a root vegetable lying on the diagonal, thick at the top right and
// tapering to a point at the bottom left, with 2–3 leafy stalks at its top and
// rings across it.
func drawRoot(j *job) {
	sp := newSprite(j)
	skin := sp.mat(j.lk.Main, 5, 0.16)
	leaf := sp.varied(leafGreen, 3, 0.12)
	tx, ty := uniform(j, 10.2, 11), uniform(j, 4.8, 5.6) // the top of the root
	bx, by := uniform(j, 3.2, 4), uniform(j, 12, 12.8)   // its tip
	sp.stroke(brush{skin, 2, 1}, tx, ty, uniform(j, 2, 2.6), bx, by, 0.5+sp.thick())
	for k := range between(j.rng, 2, 3) {
		a := -0.3 + 0.5*float64(k) + uniform(j, -0.15, 0.15)
		l := uniform(j, 2.4, 3.4)
		sp.stroke(brush{leaf, 1, 0.6}, tx+0.6, ty-0.6, 0.55+sp.thick(), tx+0.6+l*math.Sin(a+0.8), ty-0.6-l*math.Cos(a+0.8), 0.4)
	}
	sp.relief()
	for t := 0.3; t < 0.8; t += uniform(j, 0.15, 0.25) { // rings
		sp.texel(skin, 0, tx+(bx-tx)*t+0.6, ty+(by-ty)*t+0.6, skin)
	}
}

// drawTuber: a lumpy oval tuber 8–10 texels long, with 3–5 dark eyes.
func drawTuber(j *job) {
	sp := newSprite(j)
	skin := sp.mat(j.lk.Main, 5, 0.15)
	cx, cy := 8+uniform(j, -0.4, 0.4), 8.6+uniform(j, -0.4, 0.4)
	rx, ry := uniform(j, 4.4, 5.2), uniform(j, 3.2, 3.9)
	sp.ellipse(brush{skin, 2, 1.2}, cx, cy, rx, ry)
	for range between(j.rng, 2, 3) { // lumps
		sp.ellipse(brush{skin, 2, 1.2}, cx+uniform(j, -rx+1.5, rx-1.5), cy+uniform(j, -ry+1, ry-1), uniform(j, 1.8, 2.6), uniform(j, 1.6, 2.2))
	}
	sp.relief()
	for range between(j.rng, 3, 5) {
		sp.texel(skin, 0, cx+uniform(j, -rx+1.5, rx-1.5), cy+uniform(j, -ry+1.2, ry-1.2), skin)
	}
}

// drawSlice: a wedge cut from a round fruit: the rind along its curved
// bottom, the flesh in the main colour above it, and a few seeds.
func drawSlice(j *job) {
	sp := newSprite(j)
	flesh := sp.mat(j.lk.Main, 5, 0.15)
	rind := sp.varied(hexLab("#4C8A2A"), 3, 0.1)
	seed := sp.varied(hexLab("#2A2018"), 2, 0.05)
	cx, cy := 8+uniform(j, -0.4, 0.4), uniform(j, 4.2, 5)
	r := uniform(j, 8.2, 9)
	half := uniform(j, 32, 40) // the wedge's half angle, degrees from straight down
	sp.scan(brush{rind, 2, 0.5}, cx-r, cy, cx+r, cy+r, func(x, y float64) (bool, float64) {
		dx, dy := x-cx, y-cy
		a := math.Atan2(dx, dy) * 180 / math.Pi
		return dx*dx+dy*dy <= r*r && math.Abs(a) <= half, -(dx/r + dy/r) / 2
	})
	sp.decal = true
	sp.scan(brush{flesh, 2, 1}, cx-r, cy, cx+r, cy+r, func(x, y float64) (bool, float64) {
		dx, dy := x-cx, y-cy
		return dx*dx+dy*dy <= (r-1.4)*(r-1.4), -(dx/r + dy/r) / 2
	})
	sp.decal = false
	sp.relief()
	for range between(j.rng, 2, 4) {
		a := uniform(j, -half+10, half-10) * math.Pi / 180
		d := uniform(j, 2.5, r-3)
		sp.texel(seed, 0, cx+d*math.Sin(a), cy+d*math.Cos(a), flesh)
	}
}

// drawBerries: a cluster of 4–7 round berries on a short stem.
func drawBerries(j *job) {
	sp := newSprite(j)
	berry := sp.mat(j.lk.Main, 5, 0.16)
	stem := sp.varied(leafGreen, 3, 0.1)
	cx, cy := 8+uniform(j, -0.5, 0.5), uniform(j, 8.6, 9.4)
	sp.stroke(brush{stem, 1, 0}, cx, cy-2, 0.5+sp.thick(), cx+uniform(j, 0.5, 1.5), 3.4, 0.45+sp.thick())
	for range between(j.rng, 4, 7) {
		r := uniform(j, 1.7, 2.3)
		sp.ellipse(brush{berry, 2, 1.2}, cx+uniform(j, -3.2, 3.2), cy+uniform(j, -1.5, 3.6), r, r)
	}
	sp.relief()
	sp.glint(berry, cx-1.5, cy-0.5)
}

// drawSeeds: a small pile of 5–9 seeds, each an oval 1–1.6 texels long.
func drawSeeds(j *job) {
	sp := newSprite(j)
	seed := sp.mat(j.lk.Main, 4, 0.14)
	for range between(j.rng, 5, 9) {
		x, y := 8+uniform(j, -4, 4), 9+uniform(j, -3.5, 3.5)
		if chance(j, 0.5) {
			sp.ellipse(brush{seed, 2, 1}, x, y, 1.5, 1)
		} else {
			sp.ellipse(brush{seed, 2, 1}, x, y, 1, 1.5)
		}
	}
	sp.relief()
}
