package builtin

// Armour pieces are drawn front-on and symmetric about x = 8, in the prompt's
// material, with a darker trim: the game's helmet, chestplate, leggings and boots.

// armourParts registers the body and trim materials of an armour piece.
func armourParts(sp *sprite) (body, trim uint8) {
	return sp.mat(sp.j.lk.Main, 5, 0.17), sp.mat(fittingColor(sp.j.lk.Main, 0.12), 4, 0.12)
}

// drawHelmet: a dome 10–12 texels wide whose sides hang down as cheek guards
// around a face opening 4.4–6.4 texels wide, with an optional brow band and crest.
func drawHelmet(j *job) {
	sp := newSprite(j)
	body, trim := armourParts(sp)
	hw, top := uniform(j, 5, 6), uniform(j, 2.6, 3.8)
	bottom := uniform(j, 11.2, 12.6)
	round := uniform(j, 1.6, 3)
	sp.rect(brush{body, 2, 1}, 8-hw, top+round, 8+hw, bottom)
	sp.ellipse(brush{body, 2, 1}, 8, top+round, hw, round)
	fw := uniform(j, 2.2, 3.2)
	brow := top + round + uniform(j, 1, 2.2)
	sp.rect(eraser, 8-fw, brow+1, 8+fw, 16)
	if chance(j, 0.3) {
		sp.rect(brush{trim, 2, 1}, 7.2, top-0.6, 8.8, brow)
	}
	sp.relief()
	if chance(j, 0.6) {
		sp.decal = true
		sp.rect(brush{trim, 2, 0}, 8-hw, brow, 8+hw, brow+1)
	}
	if glossy(j) {
		sp.glint(body, 8-hw*0.55, top+round*0.6)
	}
}

// drawChestplate: a torso with shoulders 11–12 texels across and a body 7–9 wide
// below the arm holes, a neck opening 3–4.4 wide and 1.6–3 deep, and an optional
// belt and centre seam.
func drawChestplate(j *job) {
	sp := newSprite(j)
	body, trim := armourParts(sp)
	if j.s.Object == "horse armor" || j.s.Object == "horse armour" {
		drawHorseArmour(j, sp, body, trim)
		return
	}
	sw, bw := uniform(j, 5.5, 6), uniform(j, 3.5, 4.5)
	top, armpit := uniform(j, 2.2, 3), uniform(j, 5.6, 6.8)
	sp.rect(brush{body, 2, 1}, 8-sw, top, 8+sw, armpit)
	sp.poly(brush{body, 2, 1}, 8-sw+0.8, armpit-0.5, 8+sw-0.8, armpit-0.5, 8+bw, 13.6, 8-bw, 13.6)
	nw, nd := uniform(j, 1.5, 2.2), uniform(j, 1.6, 3)
	sp.ellipse(eraser, 8, top, nw, nd)
	sp.relief()
	sp.decal = true
	if chance(j, 0.5) {
		belt := uniform(j, 10.8, 12)
		sp.rect(brush{trim, 2, 0}, 0, belt, 16, belt+1)
	}
	if chance(j, 0.5) {
		sp.rect(brush{trim, 1, 0}, 7.5, top+nd, 8.5, 13.6)
	}
	if glossy(j) {
		sp.glint(body, 8-sw+1.6, top+1.2)
	}
}

// drawLeggings: a waistband 10–12 texels wide and two legs 3.6–4.8 wide, 7.5–9
// long, apart by a gap that starts 1–2.5 texels below the waist; optional knee pads.
func drawLeggings(j *job) {
	sp := newSprite(j)
	body, trim := armourParts(sp)
	hw, top := uniform(j, 5, 6), uniform(j, 2.2, 3)
	lw := uniform(j, 3.6, 4.8)
	flare := uniform(j, -0.4, 0.3)
	sp.rect(brush{trim, 2, 1}, 8-hw, top, 8+hw, top+1.6)
	sp.poly(brush{body, 2, 1}, 8-hw, top+1.6, 8+hw, top+1.6, 8+hw+flare, 13.6, 8+hw+flare-lw, 13.6, 8, top+3, 8-hw-flare+lw, 13.6, 8-hw-flare, 13.6)
	gap := top + 1.6 + uniform(j, 1, 2.5)
	sp.poly(eraser, 8-0.6, gap, 8+0.6, gap, 8+hw+flare-lw, 14, 8-hw-flare+lw, 14)
	sp.relief()
	if chance(j, 0.4) {
		sp.decal = true
		sp.rect(brush{trim, 2, 0}, 0, 9.5, 16, 10.5)
	}
	if glossy(j) {
		sp.glint(body, 8-hw+1.3, top+2.6)
	}
}

// drawBoots: a pair of boots, toes outward, 1–2 pixels apart: shafts 3–3.8 texels
// wide from texel row 4.5–6.5 down to soles at 12.8–13.6, above feet 1.2–2 texels
// longer, with an optional cuff at the top.
func drawBoots(j *job) {
	sp := newSprite(j)
	body, trim := armourParts(sp)
	w, toe := uniform(j, 3, 3.8), uniform(j, 1.2, 2)
	top := uniform(j, 4.5, 6.5)
	// The gap is 1–2 pixels at every size, so the two outlines fill it and the
	// pair stays one piece.
	gap := float64(between(j.rng, 1, 2)) / sp.scale / 2
	toe = min(toe, 5.8-gap-w) // the toes stay inside the canvas
	sole := uniform(j, 1.6, 2.2)
	bottom := uniform(j, 12.8, 13.6) // where they stand
	cuff := chance(j, 0.6)
	arch := chance(j, 0.4) // a notch under the instep between heel and toe
	for _, side := range [2]float64{-1, 1} {
		inner := 8 + side*gap
		outer := inner + side*w
		tip := outer + side*toe
		x0, x1 := min(inner, outer), max(inner, outer)
		sp.rect(brush{body, 2, 1}, x0, top, x1, bottom)
		sp.rect(brush{body, 2, 1}, min(inner, tip), bottom-sole, max(inner, tip), bottom)
		if cuff {
			sp.rect(brush{trim, 2, 1}, x0, top, x1, top+1.2)
		}
		if arch {
			a := outer - side*1.2
			sp.rect(eraser, min(a, outer+side*0.8), bottom-0.9, max(a, outer+side*0.8), bottom+0.5)
		}
	}
	sp.relief()
	if glossy(j) {
		sp.glint(body, 8-gap-w+0.9, top+1.9)
	}
}

// drawHorseArmour is horse armour as the game's item draws it: a horse's head
// in profile, facing left and down, plated: a long face plate to the muzzle,
// the crest between the ears, the neck guard behind, an eye hole and a trim
// band across the cheek.
func drawHorseArmour(j *job, sp *sprite, body, trim uint8) {
	nose := uniform(j, 2.4, 3.4)   // the muzzle's left edge
	jaw := uniform(j, 12.4, 13.6)  // the neck guard's foot
	crest := uniform(j, 2.2, 3)    // the top of the head
	neck := uniform(j, 12.6, 13.6) // the neck guard's back
	sp.poly(brush{body, 2, 1},
		nose, 9.2, nose+0.6, 7.2, 6.6, 4.2, 8.4, crest, 10.4, crest-0.2, neck, 6.8,
		neck, jaw, 9.4, jaw, 8.6, 10.6, nose+1.4, 11.2)
	sp.poly(brush{body, 3, 0.6}, 8.4, crest, 9.4, crest-1.6, 10.2, crest) // an ear
	sp.relief()
	sp.decal = true
	sp.stroke(brush{trim, 2, 0.5}, 8.2, 5, 0.5+sp.thick(), 9.6, 10.6, 0.5+sp.thick())
	ex, ey := uniform(j, 7, 7.8), uniform(j, 5.8, 6.6)
	sp.rect(eraser, ex-0.5, ey-0.5, ex+0.5, ey+0.5) // the eye hole
	sp.decal = false
}
