package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// labelColours are a music disc's label when the prompt names no colour.
var labelColors = [...]string{"#5BA14A", "#D8A028", "#C8403A", "#3C7CC8", "#E07830", "#A050C0"}

// drawDisc: a record 10–12.4 texels across with grooves in alternating shades,
// a sheen on its upper left, and a label 3.2–5.6 across (the prompt's colour or
// one of labelColours) around a dark spindle hole.
func drawDisc(j *job) {
	sp := newSprite(j)
	// The look's colour (already jittered) goes to the body when a material is
	// named, else to the label when a colour is; the other part gets its default.
	var body, label uint8
	switch _, material := named(j, spec.Metal, spec.Jewel, spec.Rock); {
	case material:
		body = sp.mat(j.lk.Main, 4, 0.12)
		label = sp.varied(hexLab(labelColors[j.rng.IntN(len(labelColors))]), 4, 0.12)
	case j.lk.Chosen:
		body = sp.varied(hexLab(familyColor[spec.Disc]), 4, 0.12)
		label = sp.mat(j.lk.Main, 4, 0.12)
	default:
		body = sp.varied(hexLab(familyColor[spec.Disc]), 4, 0.12)
		label = sp.varied(hexLab(labelColors[j.rng.IntN(len(labelColors))]), 4, 0.12)
	}
	r := uniform(j, 5, 6.2)
	cx, cy := 8.0, 8.0
	sp.ellipse(brush{body, 2, 0}, cx, cy, r, r)
	sp.relief()
	sp.decal = true
	for g := r - 1.2; g > 2; g -= float64(between(j.rng, 1, 2)) {
		sp.arc(brush{body, 1, 0}, cx, cy, g, 0.7, 1, -180, 180)
	}
	sheen := uniform(j, 200, 220)
	sp.arc(brush{body, 3, 0}, cx, cy, r-1.6, 0.8, 0.6, sheen, sheen+uniform(j, 30, 50))
	lr := uniform(j, 1.6, 2.8)
	sp.ellipse(brush{label, 2, 1}, cx, cy, lr, lr)
	sp.rect(brush{body, 0, 0}, cx-0.5, cy-0.5, cx+0.5, cy+0.5)
}

// drawCoin: a coin 9–12 texels across with a raised rim and an embossed mark (a
// star, a cross, a bar or a square hole), the mark lit on its top left.
func drawCoin(j *job) {
	sp := newSprite(j)
	metal := sp.mat(j.lk.Main, 5, 0.17)
	r := uniform(j, 4.5, 6)
	cx, cy := 8+uniform(j, -0.3, 0.3), 8+uniform(j, -0.3, 0.3)
	sp.ellipse(brush{metal, 3, 0.8}, cx, cy, r, r)
	sp.relief()
	sp.decal = true
	sp.ellipse(brush{metal, 2, -0.8}, cx, cy, r-1.1, r-1.1)
	// The mark is drawn twice: a shadow one texel down-right, then the lit mark.
	shape := j.rng.IntN(4)
	mark := func(b brush, dx, dy float64) {
		x, y := cx+dx, cy+dy
		switch shape {
		case 0: // a four-pointed star
			sp.path(b, 0.5, x, y-2.2, x, y+2.2)
			sp.path(b, 0.5, x-2.2, y, x+2.2, y)
			sp.ellipse(b, x, y, 1, 1)
		case 1: // a cross
			sp.path(b, 0.55, x-1.6, y-1.6, x+1.6, y+1.6)
			sp.path(b, 0.55, x-1.6, y+1.6, x+1.6, y-1.6)
		case 2: // a bar, like a numeral one
			sp.rect(b, x-0.6, y-2.2, x+0.6, y+2.2)
			sp.rect(b, x-1.6, y+1.2, x+1.6, y+2.2)
		default: // a square hole's raised border
			sp.rect(b, x-1.6, y-1.6, x+1.6, y+1.6)
		}
	}
	mark(brush{metal, 1, 0}, 0.6, 0.6)
	mark(brush{metal, 4, 0}, 0, 0)
	sp.glint(metal, cx-r*0.55, cy-r*0.35)
}

// drawDye: a small heap of dye powder (a mound 8–10 texels wide) or a pouch of it
// (a rounded sack with a tied neck), in the dye's colour.
func drawDye(j *job) {
	sp := newSprite(j)
	dye := sp.mat(j.lk.Main, 4, 0.16)
	cx := 8 + uniform(j, -0.4, 0.4)
	if chance(j, 0.5) {
		rx, ry := uniform(j, 4, 5), uniform(j, 4.2, 5.2)
		sp.ellipse(brush{dye, 2, 1.2}, cx, 13.4-ry, rx, ry)
		sp.ellipse(brush{dye, 2, 1.2}, cx+0.6, max(13.4-ry*1.7, 2.4+ry*0.5), rx*0.45, ry*0.5)
	} else {
		l, ch, h := j.lk.Main.LCh()
		// Three shades of cloth and two of the tie keep the pouch, its powder
		// and their outlines within a flat item's 12 colours at every size.
		cloth := sp.mat(palette.FromLCh(l*0.9, ch*0.8, h), 3, 0.12)
		tie := sp.varied(corkBrown, 2, 0.1)
		rx, ry := uniform(j, 4, 5), uniform(j, 3.4, 4.2)
		sp.ellipse(brush{cloth, 2, 1.2}, cx, 13.6-ry, rx, ry)
		neck := 13.6 - 2*ry + 0.4
		sp.poly(brush{cloth, 2, 0.6}, cx-1.2, neck, cx+1.2, neck, cx+2.4, neck-2.6, cx-2.4, neck-2.6)
		sp.rect(brush{tie, 1, 0.5}, cx-1.6, neck-0.6, cx+1.6, neck+0.5)
		sp.ellipse(brush{dye, 3, 0.8}, cx, neck-2.6, 2.2, 0.8)
	}
	sp.relief()
}

// drawRune: a stone tablet 9–11 texels wide and 11–12 tall, a rounded square
// (corners of radius 1.2–2.2 texels) or arched, with a carved glyph: a stem with
// two or three branches, dark in the stone, or lit in a bright colour when the
// prompt makes the rune glow.
func drawRune(j *job) {
	sp := newSprite(j)
	stone := sp.mat(j.lk.Main, 5, 0.14)
	hw, top := uniform(j, 4.5, 5.5), uniform(j, 2, 3)
	corner := uniform(j, 1.2, 2.2)
	if chance(j, 0.5) {
		roundRect(sp, brush{stone, 2, 0.6}, 8-hw, top+hw*0.7, 8+hw, 13.8, corner)
		sp.ellipse(brush{stone, 2, 0.6}, 8, top+hw*0.7, hw, hw*0.7)
	} else {
		roundRect(sp, brush{stone, 2, 0.6}, 8-hw, top, 8+hw, 13.8, corner)
	}
	sp.relief()
	for range 6 { // texels, so as many flecks at every size
		sp.texel(stone, between(j.rng, 1, 3), uniform(j, 8-hw+1, 8+hw-1), uniform(j, top+1, 13), stone)
	}
	glyph := sp.mat(darker(j.lk.Main, 0.2), 3, 0.06)
	if j.lk.Modifiers[spec.Glowing] || j.lk.Modifiers[spec.Enchanted] {
		glyph = sp.mat(hexLab("#6FE8F0"), 3, 0.08)
	}
	sp.decal = true
	x, y0, y1 := 8.5+float64(between(j.rng, -1, 0)), top+3.5, 12.5 // on texel centres: 1-texel lines
	sp.path(brush{glyph, 1, 0}, 0.5, x, y0, x, y1)
	for range between(j.rng, 2, 3) {
		y := math.Floor(uniform(j, y0, y1-2)) + 0.5
		dir := []float64{-1, 1}[j.rng.IntN(2)]
		dy := float64(between(j.rng, -1, 1)) * 2
		sp.path(brush{glyph, 1, 0}, 0.5, x, y, x+dir*2, y+dy)
	}
}

// roundRect is rect with corners rounded to radius rc: a tablet's worn edges.
func roundRect(sp *sprite, b brush, x0, y0, x1, y1, rc float64) {
	hw, hh := (x1-x0)/2, (y1-y0)/2
	sp.scan(b, x0, y0, x1, y1, func(x, y float64) (bool, float64) {
		if x < x0 || x >= x1 || y < y0 || y >= y1 {
			return false, 0
		}
		cx, cy := min(max(x, x0+rc), x1-rc), min(max(y, y0+rc), y1-rc)
		if (x-cx)*(x-cx)+(y-cy)*(y-cy) > rc*rc {
			return false, 0
		}
		return true, -((x-x0-hw)/hw + (y-y0-hh)/hh) / 2
	})
}
