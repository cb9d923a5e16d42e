package builtin

import (
	"math"
	"slices"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// The colours of bakes that are not loaves, which are drawn the way the game
// draws its cookie, cake and pumpkin pie.
var (
	doughTan     = hexLab("#D49A52")
	chocolate    = hexLab("#5A3220")
	icingPink    = hexLab("#F08CB4")
	creamWhite   = hexLab("#F4EEE6")
	pumpkinPie   = hexLab("#E2761C")
	crustTan     = hexLab("#E3B274")
	cherryRed    = hexLab("#C8202C")
	sprinkleTone = hexLab("#FFF4B0")
	cheeseYellow = hexLab("#F2C14E")
	pepperoni    = hexLab("#B8322A")
)

// bakeShapes draws the bakes by the object's last word; the rest are loaves.
var bakeShapes = map[string]func(j *job, sp *sprite){
	"cookie": drawCookie, "biscuit": drawCookie, "pancake": drawCookie, "waffle": drawCookie,
	"donut": drawDonut, "doughnut": drawDonut, "bagel": drawDonut,
	"pie": drawPie, "tart": drawPie, "pizza": drawPizza, "quiche": drawPie,
	"cake": drawCake, "cupcake": drawCupcake, "muffin": drawCupcake,
}

// drawBake draws a bake other than a loaf and reports whether it did.
func drawBake(j *job) bool {
	draw, ok := bakeShapes[last(j.s.Object)]
	if !ok {
		return false
	}
	draw(j, newSprite(j))
	return true
}

// topping is the part a bake's icing or filling paints with: the named colour
// or material when there is one, else def.
func topping(j *job, sp *sprite, def palette.Lab, shades int, spread float64) uint8 {
	if j.lk.Chosen || len(j.s.Materials) > 0 {
		return sp.mat(j.lk.Main, shades, spread)
	}
	return sp.varied(def, shades, spread)
}

// drawCookie: a round bake 9–10.4 texels across, a little flattened, in the
// bake's colour, with 4–6 chips (a cookie), a grid of pits (a waffle) or as a
// stack of three (pancakes).
func drawCookie(j *job, sp *sprite) {
	body := sp.mat(j.lk.Main, 5, 0.15)
	if slices.ContainsFunc(j.s.Unknown, func(w string) bool { return strings.HasPrefix(w, "chip") }) {
		body = sp.varied(doughTan, 5, 0.15) // a "chocolate chip cookie" is chocolate in chips only
	}
	cx, cy := 8+uniform(j, -0.3, 0.3), 8+uniform(j, -0.2, 0.3)
	rx := uniform(j, 4.5, 5.2)
	ry := rx * uniform(j, 0.88, 1)
	switch last(j.s.Object) {
	case "pancake":
		for k := range 3 { // bottom up: each a dark rim under a lit top
			y := cy + 2.4 - float64(k)*1.8
			sp.ellipse(brush{body, 1, 0}, cx, y+0.5, rx, ry*0.5)
			sp.ellipse(brush{body, 3, 0.6}, cx, y-0.2, rx-0.5, ry*0.42)
		}
		sp.relief()
		return
	case "waffle":
		sp.ellipse(brush{body, 2, 1}, cx, cy, rx, ry)
		sp.relief()
		for x := cx - rx + 1.5; x < cx+rx-1; x += 2 {
			for y := cy - ry + 1.5; y < cy+ry-1; y += 2 {
				sp.texel(body, 0, x, y, body)
			}
		}
		return
	}
	sp.ellipse(brush{body, 2, 1}, cx, cy, rx, ry)
	sp.relief()
	chip := sp.varied(chocolate, 2, 0.06)
	for range between(j.rng, 4, 6) {
		a, d := uniform(j, 0, 2*math.Pi), uniform(j, 0.8, 0.72*rx)
		sp.texel(chip, 0, cx+d*math.Cos(a), cy+d*math.Sin(a)*ry/rx, body)
	}
}

// drawDonut: a ring 10.4–11.2 texels across with a hole 4.2–5 across, iced over its
// top (the named colour, else pink) with the dough showing at the rim, and 4–7
// sprinkles on the icing.
func drawDonut(j *job, sp *sprite) {
	cx, cy := 8.0, 8.2
	r, hole := uniform(j, 5.2, 5.6), uniform(j, 2.1, 2.5)
	if last(j.s.Object) == "bagel" { // plain, in the bake's colour
		sp.ellipse(brush{sp.mat(j.lk.Main, 5, 0.15), 2, 1}, cx, cy, r, r*0.92)
		sp.ellipse(eraser, cx, cy, hole, hole*0.9)
		sp.relief()
		return
	}
	body := sp.varied(doughTan, 4, 0.14)
	icing := topping(j, sp, icingPink, 4, 0.12)
	sp.ellipse(brush{body, 2, 1}, cx, cy, r, r*0.92)
	sp.decal = true
	phase := uniform(j, 0, 2*math.Pi)
	sp.scan(brush{icing, 2, 1}, cx-r, cy-r, cx+r, cy+r, func(x, y float64) (bool, float64) {
		dx, dy := x-cx, y-cy
		edge := r - 1 - 0.5*math.Sin(math.Atan2(dy, dx)*5+phase) // a wavy, dripping edge
		return dx*dx+dy*dy < edge*edge, -(dx + dy) / (r * math.Sqrt2)
	})
	sp.decal = false
	sp.ellipse(eraser, cx, cy, hole, hole*0.9)
	sp.relief()
	sprinkle := sp.varied(sprinkleTone, 2, 0.05)
	for range between(j.rng, 4, 7) {
		a, d := uniform(j, 0, 2*math.Pi), uniform(j, hole+1, r-1.5)
		sp.texel(sprinkle, 1, cx+d*math.Cos(a), cy+d*math.Sin(a), icing)
	}
}

// drawPie: a pie seen from above and a little to the side: a crust rim and its
// side 1.5–2 texels deep around a filling (the named colour, else a pumpkin
// orange), with a lattice of crust across it unless it is a pumpkin pie.
func drawPie(j *job, sp *sprite) {
	crust := sp.varied(crustTan, 4, 0.15)
	filling := topping(j, sp, pumpkinPie, 4, 0.12)
	cx, cy := 8.0, 7.6+uniform(j, -0.2, 0.2)
	rx, ry := uniform(j, 5.3, 5.8), uniform(j, 3.3, 3.9)
	depth := uniform(j, 1.5, 2.1)
	sp.rect(brush{crust, 1, 0}, cx-rx, cy, cx+rx, cy+depth)
	sp.ellipse(brush{crust, 1, 0}, cx, cy+depth, rx, ry)
	sp.ellipse(brush{crust, 3, 1}, cx, cy, rx, ry)
	sp.ellipse(brush{filling, 2, 1}, cx, cy, rx-1.1, ry-1)
	if !slices.Contains(j.s.Understood, "pumpkin") {
		sp.decal = true
		for k := -1; k <= 1; k += 2 {
			off := float64(k) * rx * 0.35
			sp.stroke(brush{crust, 3, 0}, cx+off, cy-ry+1, 0.5, cx+off, cy+ry-1, 0.5)
			sp.stroke(brush{crust, 3, 0}, cx-rx+1.2, cy+off*ry/rx, 0.5, cx+rx-1.2, cy+off*ry/rx, 0.5)
		}
		sp.decal = false
	}
	sp.relief()
}

// drawPizza: a round pizza seen from above and a little to the side: a crust
// rim around melted cheese (the named colour, else yellow) with 4–6 slices of
// pepperoni.
func drawPizza(j *job, sp *sprite) {
	crust := sp.varied(crustTan, 4, 0.15)
	cheese := topping(j, sp, cheeseYellow, 3, 0.1)
	cx, cy := 8.0, 8.0
	rx, ry := uniform(j, 5.4, 5.9), uniform(j, 4.2, 5)
	sp.ellipse(brush{crust, 2, 1}, cx, cy, rx, ry)
	sp.ellipse(brush{cheese, 1, 1}, cx, cy, rx-1.1, ry-1)
	sp.relief()
	meat := sp.varied(pepperoni, 2, 0.08)
	for range between(j.rng, 4, 6) {
		a, d := uniform(j, 0, 2*math.Pi), uniform(j, 0.5, 0.6)
		x, y := cx+d*(rx-2)*math.Cos(a), cy+d*(ry-2)*math.Sin(a)
		sp.texel(meat, 1, x, y, cheese)
		sp.texel(meat, 0, x+1, y, cheese)
	}
}

// drawCake: a round cake from the side and a little above: a sponge side 4.5–6
// texels high under an iced top (the named colour, else cream), the icing
// dripping down the side in 3–4 places, and 3 cherries on top.
func drawCake(j *job, sp *sprite) {
	sponge := sp.varied(doughTan, 4, 0.14)
	icing := topping(j, sp, creamWhite, 4, 0.1)
	cx, top := 8.0, uniform(j, 5.6, 6.4)
	rx, ry := uniform(j, 5.2, 5.8), uniform(j, 1.8, 2.3)
	h := uniform(j, 4.5, 6)
	sp.rect(brush{sponge, 2, 1}, cx-rx, top, cx+rx, top+h)
	sp.ellipse(brush{sponge, 1, 1}, cx, top+h, rx, ry)
	sp.ellipse(brush{icing, 2, 1}, cx, top, rx, ry)
	for range between(j.rng, 3, 4) {
		x := cx + uniform(j, -rx+1, rx-1)
		sp.rect(brush{icing, 1, 0}, x, top, x+1, top+ry+uniform(j, 0.5, 2.5))
	}
	sp.relief()
	cherry := sp.varied(cherryRed, 3, 0.1)
	for k := -1; k <= 1; k++ {
		sp.ellipse(brush{cherry, 2, 1}, cx+float64(k)*rx*0.55, top-0.6+math.Abs(float64(k))*0.4, 0.8, 0.8)
	}
}

// drawCupcake: a paper cup 6.5–8 texels wide at its top, ribbed, under a
// dome of icing with sprinkles: both in the named colour, the cup darker, else
// a tan cup under cream.
func drawCupcake(j *job, sp *sprite) {
	cup := sp.varied(doughTan, 3, 0.12)
	if j.lk.Chosen {
		cup = sp.mat(darker(j.lk.Main, 0.2), 3, 0.12)
	}
	icing := topping(j, sp, creamWhite, 4, 0.12)
	cx, rim := 8.0, uniform(j, 8.2, 8.8)
	w := uniform(j, 3.3, 4)
	sp.poly(brush{cup, 1, 1}, cx-w, rim, cx+w, rim, cx+w*0.72, 13.4, cx-w*0.72, 13.4)
	for x := cx - w + 1.5; x < cx+w-1; x += 2 {
		sp.rect(brush{cup, 0, 0}, x, rim+0.5, x+0.5, 13)
	}
	sp.ellipse(brush{icing, 2, 1}, cx, rim-0.3, w+0.6, uniform(j, 3.2, 3.8))
	sp.rect(eraser, 0, rim+0.2, 16, rim+6)
	sp.poly(brush{cup, 1, 1}, cx-w, rim+0.2, cx+w, rim+0.2, cx+w*0.72, 13.4, cx-w*0.72, 13.4)
	sp.relief()
	sprinkle := sp.varied(sprinkleTone, 2, 0.05)
	for range between(j.rng, 3, 5) {
		sp.texel(sprinkle, 1, cx+uniform(j, -w+1, w-1), rim-uniform(j, 1, 3), icing)
	}
}

// last is the last word of s.
func last(s string) string {
	words := strings.Fields(s)
	if len(words) == 0 {
		return ""
	}
	return words[len(words)-1]
}
