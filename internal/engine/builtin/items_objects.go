package builtin

import (
	"math"
	"slices"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Colours of the objects' fixed parts.
var (
	flameYellow = hexLab("#FFD23F")
	lanternIron = hexLab("#4A4E58")
	featherGrey = hexLab("#E4E4E0")
	flintGrey   = hexLab("#8E8E8E")
)

// secondColor is the prompt's second named colour, or ok false: the spots of a
// "black and white egg", the emblem of a "red and gold book".
func secondColor(j *job) (palette.Lab, bool) {
	if len(j.s.Colors) < 2 {
		return palette.Lab{}, false
	}
	return jitter(palette.FromRGB(j.s.Colors[1].RGB), j.rng), true
}

// mobColored reports whether the colours are a mob's, its body and its spots
// ("axolotl" and "axolotl spots"), as the parser gives them for a mob's name.
func mobColored(s spec.Spec) bool {
	return len(s.Colors) == 2 && s.Colors[1].Name == s.Colors[0].Name+" spots"
}

// drawEgg: an egg standing up, narrower at the top (4–4.6 texels across its
// lower half, 5–5.8 high), in the main colour, with 0–7 spots of a second
// colour: a named second colour (a spawn egg's two colours), else a darker
// shade of the shell.
func drawEgg(j *job) {
	sp := newSprite(j)
	shell := sp.mat(j.lk.Main, 5, 0.15)
	rx, ry := uniform(j, 4, 4.6), uniform(j, 5, 5.8)
	cx, cy := 8.0, 13.6-ry
	sp.scan(brush{shell, 2, 1}, cx-rx, cy-ry, cx+rx, cy+ry, func(x, y float64) (bool, float64) {
		w := rx
		if y < cy { // the top half narrows
			w = rx * (0.78 + 0.22*(1-(cy-y)/ry))
		}
		u, v := (x-cx)/w, (y-cy)/ry
		if u*u+v*v > 1 {
			return false, 0
		}
		return true, -(u + v) / math.Sqrt2
	})
	sp.relief()
	spot, ok := secondColor(j)
	n := between(j.rng, 0, 7)
	if ok {
		n = between(j.rng, 4, 7)
	} else {
		spot = darker(j.lk.Main, 0.18)
	}
	if n > 0 {
		sp.decal = true
		part := sp.mat(spot, 2, 0.06)
		for range n {
			x, y := cx+uniform(j, -rx+1.2, rx-1.2), cy+uniform(j, -ry+1.5, ry-1.2)
			r := uniform(j, 0.6, 1.2)
			if ok {
				r += 0.4 // a spawn egg's spots are its second colour: big enough to see
			}
			sp.ellipse(brush{part, 1, 0}, x, y, r, r*uniform(j, 0.8, 1))
		}
		sp.decal = false
	}
	sp.glint(shell, cx-rx*0.45, cy-ry*0.45)
}

// drawKey: a ring bow at the top left, a shaft along the diagonal to the bottom
// right and 2–3 teeth across its end, in the named metal or gold.
func drawKey(j *job) {
	sp := newSprite(j)
	metal := sp.mat(j.lk.Main, 5, 0.17)
	br := uniform(j, 2, 2.6)
	bx, by := 2.6+br, 2.6+br
	sp.arc(brush{metal, 2, 0.8}, bx, by, br, uniform(j, 1.2, 1.6), 1, -180, 180)
	ex := uniform(j, 12, 12.8)
	r := 0.6 + sp.thick()
	sp.stroke(brush{metal, 2, 0.5}, bx+br*0.7, by+br*0.7, r, ex, ex, r)
	for k := range between(j.rng, 2, 3) {
		t := ex - 0.8 - 1.6*float64(k)
		l := uniform(j, 1.4, 2.3)
		sp.stroke(brush{metal, 1, 0.5}, t, t, r, t+l, t-l, r)
	}
	sp.relief()
	sp.glint(metal, bx-br*0.7, by-br*0.2)
}

// drawBook: a closed book seen from the front: a cover 8–9 texels wide in the
// main colour, a darker spine band on the left, the pages' cream edge on the
// right and at the bottom, and a label or emblem in a second colour (gold by
// default) on the cover.
func drawBook(j *job) {
	sp := newSprite(j)
	cover := sp.mat(j.lk.Main, 5, 0.15)
	pages := sp.varied(boneWhite, 3, 0.08)
	// Whole texels, so the one-texel page edge and back cover never round away.
	x0, x1 := float64(between(j.rng, 2, 3)), float64(between(j.rng, 13, 14))
	y0, y1 := float64(between(j.rng, 2, 3)), 14.0
	// Back cover, the pages' edge, then the front cover, each a little further
	// up and left: the dark back cover is the bottom-right rim, as the light
	// falls from the top left.
	sp.rect(brush{cover, 0, 0}, x0+1, y0+1, x1, y1)
	sp.rect(brush{pages, 1, 0}, x0+1, y0+1, x1-1, y1-1)
	sp.rect(brush{cover, 2, 1}, x0, y0, x1-2, y1-2)
	sp.rect(brush{cover, 3, 0}, x0, y0, x0+1, y1-2) // the rounded spine catches the light
	emblem, ok := secondColor(j)
	if !ok {
		emblem = hexLab("#E8B830")
	}
	deco := sp.mat(emblem, 3, 0.1)
	mx, my := (x0+x1)/2, (y0+y1)/2-0.6
	sp.decal = true
	switch j.rng.IntN(3) {
	case 0: // a label
		sp.rect(brush{deco, 1, 0.4}, mx-2, my-2.6, mx+2, my-0.4)
	case 1: // a diamond emblem
		sp.poly(brush{deco, 1, 0.5}, mx, my-2.4, mx+1.8, my, mx, my+2.4, mx-1.8, my)
	default: // bands across the cover
		sp.rect(brush{deco, 1, 0}, x0+2, y0+1, x1-3, y0+2)
		sp.rect(brush{deco, 1, 0}, x0+2, y1-4, x1-3, y1-3)
	}
	sp.decal = false
	sp.relief()
}

// drawCandle: one to three wax candles (the tallest 5–8 texels) in the main
// colour with a drip or two, each with a dark wick, and a flame when the
// prompt asks for light ("lit", "glowing").
func drawCandle(j *job) {
	sp := newSprite(j)
	wax := sp.mat(j.lk.Main, 4, 0.13)
	wick := sp.varied(inkDark, 2, 0.05)
	lit := j.lk.Modifiers[spec.Glowing]
	var flame uint8
	if lit {
		flame = sp.varied(flameYellow, 3, 0.1)
	}
	count := 1
	if chance(j, 0.35) {
		count = between(j.rng, 2, 3)
	}
	xs := [][]float64{{8}, {6.4, 9.8}, {5.2, 8.2, 11.2}}[count-1]
	for k, x := range xs {
		w := uniform(j, 1.6, 2)
		if count == 1 {
			w = uniform(j, 2, 2.6)
		}
		h := uniform(j, 6.5, 9) - float64(k%2)*1.5
		top := 13.6 - h
		x += uniform(j, -0.3, 0.3)
		sp.rect(brush{wax, 1, 1}, x-w, top, x+w, 13.6)
		sp.ellipse(brush{wax, 2, 0.5}, x, top, w, 0.6)
		if chance(j, 0.6) { // a drip
			dx := x + w*uniform(j, -0.8, 0.8)
			sp.rect(brush{wax, 2, 0}, dx-0.5, top, dx+0.5, top+uniform(j, 1.5, 3))
		}
		sp.rect(brush{wick, 0, 0}, x-0.5, top-1.4, x+0.5, top)
		if lit {
			sp.ellipse(brush{flame, 2, 0.6}, x, top-2.3, 1, 1.5)
		}
	}
	sp.relief()
}

// drawLantern: a hanging lantern: a ring on top, a dark iron cap and base and
// bars round a glass body that glows in the main colour (a warm flame colour
// unless the prompt names one).
func drawLantern(j *job) {
	sp := newSprite(j)
	iron := sp.varied(lanternIron, 4, 0.12)
	light := sp.mat(j.lk.Main, 4, 0.12)
	switch j.s.Object {
	case "light":
		drawBulb(j, sp, iron, light)
		return
	case "bell":
		drawBell(j, sp, light)
		return
	}
	w := uniform(j, 2.8, 4.2)
	cx := 8 + uniform(j, -0.4, 0.4)
	capY, baseY := uniform(j, 3.8, 6), uniform(j, 12.8, 13.8)
	if chance(j, 0.5) { // a ring to hang it by, else a short chain
		sp.arc(brush{iron, 2, 0.6}, cx, capY-1.3, uniform(j, 1.2, 1.8), 0.9, 1, -180, 180)
	} else {
		sp.rect(brush{iron, 2, 0.6}, cx-0.5, 2.4, cx+0.5, capY)
	}
	sp.rect(brush{light, 2, 1}, cx-w+0.6, capY+1, cx+w-0.6, baseY-1)
	peak := uniform(j, 0.8, 2)
	sp.poly(brush{iron, 2, 1}, cx-w+0.4, capY+1.2, cx+w-0.4, capY+1.2, cx+w-peak, capY-0.4, cx-w+peak, capY-0.4)
	sp.rect(brush{iron, 1, 1}, cx-w+uniform(j, 0, 0.6), baseY-uniform(j, 1, 1.8), cx+w-uniform(j, 0, 0.6), baseY)
	sp.decal = true
	bars := []float64{cx - w + 0.6, cx + w - 1.6}
	if chance(j, 0.5) {
		bars = append(bars, cx-0.5) // a middle bar
	}
	for _, x := range bars {
		sp.rect(brush{iron, 2, 0}, x, capY+1, x+1, baseY-1)
	}
	sp.decal = false
	sp.relief()
	fy := uniform(j, capY+2.5, baseY-2.5) // the flame's brightest texel
	sp.texel(light, 3, cx+uniform(j, -1.2, 0.2), fy, light)
}

// drawBulb is a light on its own, as the game's light block's icon: a glowing
// bulb 7–9 texels across on a screw base with two or three ridges.
func drawBulb(j *job, sp *sprite, metal, light uint8) {
	cx := 8 + uniform(j, -0.4, 0.4)
	r := uniform(j, 3.4, 4.4)
	cy := 2.4 + r + uniform(j, 0, 0.6)
	neck := uniform(j, 1.6, 2.2)
	sp.ellipse(brush{light, 2, 1.2}, cx, cy, r, r*uniform(j, 0.95, 1.1))
	sp.poly(brush{light, 2, 1}, cx-r*0.7, cy+r*0.5, cx+r*0.7, cy+r*0.5, cx+neck, cy+r+1.2, cx-neck, cy+r+1.2)
	base := cy + r + 1.2
	ridges := between(j.rng, 2, 3)
	for k := range ridges {
		y := base + float64(k)*1.1
		sp.rect(brush{metal, 3 - k%2, 0.5}, cx-neck+0.2, y, cx+neck-0.2, y+1.1)
	}
	sp.rect(brush{metal, 0, 0}, cx-0.6, base+float64(ridges)*1.1, cx+0.6, base+float64(ridges)*1.1+0.9)
	sp.relief()
	sp.texel(light, 3, cx-r*0.4, cy-r*0.4, light) // the glass's glint
}

// drawBell is a bell as the game's item draws it: a dome 6–8 texels wide
// flaring to a lip, a band below its crown and a dark mouth with the
// clapper showing.
func drawBell(j *job, sp *sprite, metal uint8) {
	cx := 8 + uniform(j, -0.4, 0.4)
	top, lip := uniform(j, 2.4, 3.4), uniform(j, 11.6, 12.6)
	w := uniform(j, 3, 3.8)
	sp.rect(brush{metal, 2, 0.6}, cx-1, top-1.2, cx+1, top+0.4) // the crown
	sp.poly(brush{metal, 2, 1.2}, cx-w*0.6, top, cx+w*0.6, top, cx+w, lip-1.6, cx+w+1.2, lip,
		cx-w-1.2, lip, cx-w, lip-1.6)
	sp.relief()
	sp.decal = true
	band := top + uniform(j, 2, 3)
	sp.rect(brush{metal, 1, 0}, cx-w, band, cx+w, band+0.9)
	sp.decal = false
	mouth := sp.varied(darker(j.lk.Main, 0.45), 2, 0.05)
	sp.rect(brush{mouth, 1, 0}, cx-w, lip, cx+w, lip+1)
	sp.rect(brush{mouth, 0, 0}, cx-0.6, lip, cx+0.6, lip+1.6) // the clapper
}

// drawArrow: a shaft on the diagonal from the fletching at the bottom left to
// a head at the top right. The head (flint grey by default) and the feathers
// (white by default) take a named colour, as tipped arrows do.
func drawArrow(j *job) {
	sp := newSprite(j)
	shaft := sp.varied(stickBrown, 3, 0.1)
	headC, featherC := flintGrey, featherGrey
	if j.lk.Chosen || len(j.s.Materials) > 0 {
		headC = j.lk.Main
		if j.lk.Chosen {
			featherC = j.lk.Main
		}
	}
	head := sp.mat(headC, 4, 0.15)
	feather := sp.varied(featherC, 3, 0.1)
	r := 0.5 + sp.thick()
	t0, t1 := uniform(j, 0, 1.2), uniform(j, 8, 9.2)
	ax, ay := along(toolX, toolY, t0)
	bx, by := along(toolX, toolY, t1)
	// Two strands, the upper-left one lit, so even a one-pixel shaft shows the light.
	sp.stroke(brush{shaft, 2, 0}, ax-0.3, ay-0.3, r, bx-0.3, by-0.3, r)
	sp.stroke(brush{shaft, 0, 0}, ax+0.3, ay+0.3, r, bx+0.3, by+0.3, r)
	hl := uniform(j, 2.8, 4)
	hx, hy := bx+hl*0.71, by-hl*0.71
	hw := uniform(j, 1.6, 2.5) // the head's half width, across the shaft
	sp.poly(brush{head, 2, 1}, hx, hy, bx-hw*0.71, by-hw*0.71, bx+hw*0.71, by+hw*0.71)
	vl := uniform(j, 1.6, 2.8) // the vanes' length
	for row := range between(j.rng, 1, 2) {
		for _, side := range []float64{-1, 1} { // the vanes, angled back from the shaft
			fx, fy := ax+side*0.8+float64(row)*0.9, ay+side*0.8-float64(row)*0.9
			sp.stroke(brush{feather, 1, 1}, fx, fy, r, fx+vl, fy-vl, r*0.8)
		}
	}
	if chance(j, 0.4) { // a binding behind the head
		sp.texel(sp.varied(stringGrey, 2, 0.05), 1, bx-0.7, by+0.3, shaft)
	}
	sp.relief()
}

// drawBundle: a soft sack, wider at the bottom (9–10.5 texels across), its
// neck gathered and tied with a cord 2–4 texels below a frilled top, in the
// main colour (leather by default).
func drawBundle(j *job) {
	sp := newSprite(j)
	cloth := sp.mat(j.lk.Main, 5, 0.15)
	cord := sp.varied(darker(j.lk.Main, 0.25), 2, 0.06)
	cx := 8 + uniform(j, -0.4, 0.4)
	rx, ry := uniform(j, 4.5, 5.3), uniform(j, 3.4, 4.2)
	cy := 13.6 - ry
	neckY := cy - ry + uniform(j, -0.4, 0.6)
	nw := uniform(j, 1.3, 2)
	sp.ellipse(brush{cloth, 2, 1}, cx, cy, rx, ry)
	if slices.Contains(strings.Fields(strings.ToLower(j.s.Prompt)), "open") {
		// An open bundle (the game's bundle_open_front): no neck, a wide mouth
		// with a rolled rim and the dark inside.
		inside := sp.varied(darker(j.lk.Main, 0.4), 2, 0.05)
		my, mw := cy-ry*uniform(j, 0.35, 0.55), rx*uniform(j, 0.8, 0.95)
		sp.ellipse(brush{cloth, 3, 0.5}, cx, my, mw, uniform(j, 1.9, 2.4))
		sp.ellipse(brush{inside, 1, 0}, cx, my+0.2, mw-1.2, uniform(j, 1, 1.4))
		sp.relief()
		return
	}
	sp.poly(brush{cloth, 2, 1}, cx-rx*0.7, cy-ry*0.5, cx+rx*0.7, cy-ry*0.5, cx+nw, neckY, cx-nw, neckY)
	top := neckY - uniform(j, 1.6, 2.6)
	sp.poly(brush{cloth, 3, 0.6}, cx-nw, neckY, cx+nw, neckY, cx+nw+uniform(j, 0.8, 1.6), top, cx-nw-uniform(j, 0.8, 1.6), top)
	sp.rect(brush{cord, 1, 0}, cx-nw-0.3, neckY-0.5, cx+nw+0.3, neckY+0.6)
	if chance(j, 0.5) { // the cord's loose end
		sp.path(brush{cord, 1, 0}, 0.45+sp.thick(), cx+nw, neckY, cx+nw+1.2, neckY+1.6, cx+nw+0.8, neckY+2.6)
	}
	sp.relief()
	for range between(j.rng, 1, 3) { // creases
		x := cx + uniform(j, -rx+1.5, rx-1.5)
		sp.texel(cloth, 1, x, cy+uniform(j, -1, 1.5), cloth)
	}
}

// drawDial: a round instrument seen face on: a case 9–11 texels across in
// the main colour (gold for a clock, iron for a compass), a pale face, and on
// it a compass's needle (its north half red) or a clock's two hands.
func drawDial(j *job) {
	sp := newSprite(j)
	rim := sp.mat(j.lk.Main, 5, 0.17)
	face := sp.varied(hexLab("#E9E4D2"), 3, 0.06)
	cx, cy := 8+uniform(j, -0.3, 0.3), 8.2+uniform(j, -0.3, 0.3)
	r := uniform(j, 4.6, 5.4)
	sp.ellipse(brush{rim, 2, 1.2}, cx, cy, r, r)
	sp.ellipse(brush{face, 1, 0.4}, cx, cy, r-uniform(j, 1.2, 1.6), r-uniform(j, 1.2, 1.6))
	if j.s.Object == "watch" || j.s.Object == "pocket watch" || j.s.Object == "stopwatch" {
		sp.rect(brush{rim, 2, 1}, cx-0.8, cy-r-1.6, cx+0.8, cy-r+0.4) // the crown
	}
	sp.relief()
	a := uniform(j, 0, 2*math.Pi)
	ink := sp.varied(inkDark, 2, 0.05)
	switch j.s.Object {
	case "compass", "recovery compass":
		red := sp.varied(hexLab("#C8282A"), 2, 0.06)
		l := r - 2
		dx, dy := l*math.Sin(a), -l*math.Cos(a)
		sp.stroke(brush{red, 1, 0}, cx, cy, 0.6+sp.thick(), cx+dx, cy+dy, 0.35)
		sp.stroke(brush{ink, 1, 0}, cx, cy, 0.6+sp.thick(), cx-dx, cy-dy, 0.35)
	default: // a clock's hands
		for k, l := range []float64{r - 2.2, r - 3.2} {
			b := a + float64(k)*uniform(j, 1.2, 4)
			sp.stroke(brush{ink, 1, 0}, cx, cy, 0.45+sp.thick(), cx+l*math.Sin(b), cy-l*math.Cos(b), 0.4)
		}
	}
	sp.texel(ink, 0, cx, cy, face, ink)
}
