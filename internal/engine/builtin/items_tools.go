package builtin

import "math"

// Tools and weapons lie on the diagonal like the game's icons: the handle starts
// at the bottom left, at texel (2.5, 13.5), and the business end is at the top
// right. Positions along it are t texels from that corner (along).
const toolX, toolY = 2.5, 13.5

// toolParts registers the head and handle materials every tool shares.
func toolParts(sp *sprite) (head, stick uint8) {
	return sp.mat(sp.j.lk.Main, 5, 0.17), sp.varied(handleColor(sp.j), 4, 0.12)
}

// toolHandle strokes the stick from t0 to t1. Its axis runs half a texel above
// the head's, which rasterises as the game's two-pixel stair at 16×16.
func toolHandle(sp *sprite, stick uint8, t0, t1 float64) {
	ax, ay := along(toolX, toolY-0.5, t0)
	bx, by := along(toolX, toolY-0.5, t1)
	r := 0.55 + sp.thick()
	sp.stroke(brush{stick, 2, 0}, ax, ay, r, bx, by, r)
}

// handleStart is where a handle's butt sits along the diagonal, 0–1.2 texels
// from the corner: a longer or shorter grip, a difference between variations
// that shows at 16×16.
func handleStart(j *job) float64 { return uniform(j, 0, 1.2) }

// drawSword: a blade 6.6–8.2 texels long along the diagonal (straight, leaf-shaped or
// broad), a crossguard 3–5 texels wide, a short grip, an optional pommel and an
// optional fuller down the blade.
func drawSword(j *job) {
	sp := newSprite(j)
	blade, grip := toolParts(sp)
	guard := sp.mat(fittingColor(j.lk.Main, 0.22), 3, 0.1)
	g := uniform(j, 2.6, 3.4)                // where the guard sits
	tip := min(g+uniform(j, 6.6, 8.2), 10.9) // the blade ends short of the corner
	rb := uniform(j, 0.85, 1.2) + sp.thick()
	rm := rb * uniform(j, 0.95, 1.3) // wider than the base: a leaf blade
	if chance(j, 0.5) {
		rm = rb
	}
	toolHandle(sp, grip, 0.6, g)
	if chance(j, 0.6) {
		px, py := along(toolX, toolY, 0.4)
		sp.ellipse(brush{guard, 1, 0.6}, px, py, 0.95, 0.95)
	}
	bx, by := along(toolX, toolY, g+0.3)
	mx, my := along(toolX, toolY, g+(tip-g)*0.55)
	tx, ty := along(toolX, toolY, tip)
	sp.stroke(brush{blade, 2, 0.7}, bx, by, rb, mx, my, rm)
	sp.stroke(brush{blade, 2, 0.7}, mx, my, rm, tx, ty, 0.45+sp.thick())
	span := uniform(j, 1.5, 2.5)
	gx, gy := along(toolX, toolY, g)
	gr := 0.6 + sp.thick()
	sp.stroke(brush{guard, 1, 0.5}, gx-span, gy-span, gr, gx+span, gy+span, gr)
	sp.relief()
	if chance(j, 0.5) {
		for t := g + 1.5; t < tip-1.5; t++ {
			x, y := along(toolX, toolY, t)
			sp.texel(blade, 1, x, y, blade)
		}
	}
	if glossy(j) {
		x, y := along(toolX, toolY, g+(tip-g)*uniform(j, 0.45, 0.7))
		sp.glint(blade, x-0.7, y-0.7)
	}
}

// drawPickaxe: a handle reaching 7.4–8.2 texels up the diagonal from its butt
// (handleStart) under a curved head. The head is a
// circular arc of radius 8–12 centred below-left of the handle's end, so a larger
// radius gives a flatter head, 1.8–2.8 texels thick and tapering to its points.
func drawPickaxe(j *job) {
	sp := newSprite(j)
	head, stick := toolParts(sp)
	th := uniform(j, 7.4, 8.2)
	toolHandle(sp, stick, handleStart(j), th-0.3)
	hx, hy := along(toolX, toolY, th)
	r := uniform(j, 8, 12)
	half := math.Asin(min(uniform(j, 5.8, 6.5)/r, 1)) * 180 / math.Pi
	cx, cy := hx-r*math.Sqrt2/2, hy+r*math.Sqrt2/2
	sp.arc(brush{head, 2, 1}, cx, cy, r, uniform(j, 1.8, 2.8)+2*sp.thick(), uniform(j, 0.35, 0.6), -45-half, -45+half)
	sp.relief()
	if glossy(j) {
		a := (-45 - half*0.5) * math.Pi / 180 // on the lit half of the head
		sp.glint(head, cx+(r+0.2)*math.Cos(a), cy+(r+0.2)*math.Sin(a))
	}
}

// drawAxe: a handle reaching 9–10 texels up the diagonal (its butt within 0.6 of
// the corner) with a broad head on the upper-left of its
// top: a neck 2.5–3.5 texels along the handle that widens to a cutting edge on the
// left, 5.5–7 texels tall, bulging outward by up to 1 texel and lit as a bright rim.
func drawAxe(j *job) {
	sp := newSprite(j)
	head, stick := toolParts(sp)
	th := uniform(j, 9, 10)
	toolHandle(sp, stick, handleStart(j)/2, th) // long, so the head stays well above it
	t2 := th - uniform(j, 1, 1.6)
	t1 := t2 - uniform(j, 2.5, 3.5)
	ax, ay := along(toolX, toolY-0.5, t1)
	bx, by := along(toolX, toolY-0.5, t2)
	edge := uniform(j, 2.6, 3.6) // the cutting edge's x
	top, bottom := uniform(j, 2.2, 3), ay+uniform(j, 0.2, 1.2)
	bulge := uniform(j, 0, 1)
	sp.poly(brush{head, 2, 1},
		ax, ay, bx, by,
		edge+1.8, top,
		edge-bulge, (top+bottom)/2,
		edge+0.6, bottom)
	sp.relief()
	if glossy(j) {
		sp.glint(head, edge+1.4, top+1.4)
	}
}

// drawShovel: a rounded blade 2.4–4 texels long and 3.2–4.4 texels wide,
// pointed or round at its end, at the top of a handle that fills the rest of
// the diagonal (6–8 texels).
func drawShovel(j *job) {
	sp := newSprite(j)
	head, stick := toolParts(sp)
	l, w := uniform(j, 2.4, 4), uniform(j, 1.6, 2.2)+sp.thick()
	end := w
	if chance(j, 0.4) {
		end = w * 0.7
	}
	tip := 11.8 - end*1.3 // the blade's end stays inside the canvas
	th := tip - l
	toolHandle(sp, stick, handleStart(j), th+0.6)
	ax, ay := along(toolX, toolY, th)
	bx, by := along(toolX, toolY, tip)
	sp.stroke(brush{head, 2, 0.8}, ax, ay, w*0.8, bx, by, end)
	sp.relief()
	if glossy(j) {
		sp.glint(head, (ax+bx)/2-w*0.4, (ay+by)/2-w*0.4)
	}
}

// drawHoe: a handle reaching 8.6–9.4 texels up the diagonal with a flat blade across its top that
// runs 3.5–5.5 texels to the left and drops 1–2.5 texels at its end.
func drawHoe(j *job) {
	sp := newSprite(j)
	head, stick := toolParts(sp)
	th := uniform(j, 8.6, 9.4)
	toolHandle(sp, stick, handleStart(j), th)
	ex, ey := along(toolX, toolY-0.5, th)
	l, drop, w := uniform(j, 3.5, 5.5), uniform(j, 1, 2.5), uniform(j, 0.7, 0.95)+sp.thick()
	sp.stroke(brush{head, 2, 1}, ex+0.4, ey-0.2, w, ex-l, ey-0.2, w)
	sp.stroke(brush{head, 2, 1}, ex-l, ey-0.2, w, ex-l-0.3, ey-0.2+drop, w*0.8)
	sp.relief()
	if glossy(j) {
		sp.glint(head, ex-l/2, ey-0.2-w*0.5)
	}
}
