package builtin

import (
	"math"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// Flame colours of the torches: the usual fire, and the special torches'.
var (
	torchFlame   = hexLab("#F59A1C")
	torchCore    = hexLab("#FFE66A") // fire's heart is yellow, not a paler orange
	soulFlame    = hexLab("#2EC4D6")
	copperFlame  = hexLab("#6CD44A")
	redstoneGlow = hexLab("#E02418")
)

// hotCore is the heart of a flame of colour c: its hue, much lighter and a
// little paler.
func hotCore(c palette.Lab) palette.Lab {
	_, ch, h := c.LCh()
	return palette.FromLCh(0.9, ch*0.75, h)
}

// flameShape paints a teardrop flame standing on (cx, bottom): round below, w
// texels across its half width, tapering to a point h texels up whose tip leans
// `lean` texels sideways, facing the light on its upper left.
func (sp *sprite) flameShape(b brush, cx, bottom, w, h, lean float64) {
	const belly = 0.35 // the share of the height below the widest row
	sp.scan(b, cx-w-math.Abs(lean), bottom-h, cx+w+math.Abs(lean), bottom, func(x, y float64) (bool, float64) {
		t := (bottom - y) / h // 0 at the bottom, 1 at the tip
		if t < 0 || t > 1 {
			return false, 0
		}
		var half float64
		if t < belly {
			u := (belly - t) / belly
			half = w * math.Sqrt(1-u*u)
		} else {
			u := (t - belly) / (1 - belly)
			half = w * math.Pow(1-u, 0.8)
		}
		c := cx + lean*t*t
		if math.Abs(x-c) > half {
			return false, 0
		}
		return true, -((x-c)/w + (2*t - 1)) / 2
	})
}

// drawTorch: the game's torch: a stick two texels wide, 7–9 long, upright or
// leaning a little, with a teardrop flame 4–5 texels wide on top: in the named
// colour, else the warm yellow of fire, a soul torch's cyan or a copper
// torch's green. A redstone torch has no flame but a glowing red head on a
// longer stick.
func drawTorch(j *job) {
	sp := newSprite(j)
	wood, fire, heart := handleColor(j), torchFlame, torchCore
	// Fire is never white, grey or black: a torch of such a colour has a stick
	// of it and the usual flame.
	achromatic := j.lk.Main.Chroma() < 0.05
	namedStick := j.lk.Chosen && achromatic
	if namedStick {
		wood = j.lk.Main
	}
	stick := sp.varied(wood, 3, 0.1)
	switch {
	case j.lk.Chosen && !achromatic:
		fire = j.lk.Main
		fire.L = max(fire.L, 0.66) // a flame glows, even a "dark blue" one
	case strings.HasPrefix(j.s.Object, "soul "): // soul torches and soul fire
		fire = soulFlame
	case j.s.Object == "copper torch":
		fire = copperFlame
	case j.s.Object == "redstone torch":
		fire = redstoneGlow
	}
	if fire != torchFlame {
		heart = hotCore(fire)
	}
	if fireShapes[j.s.Object] {
		drawFire(j, sp, fire, heart)
		return
	}
	redstone := j.s.Object == "redstone torch"
	// Laid out from the top: the flame's tip 2.2–2.7 texels down, the flame, then
	// the stick to a foot near the bottom row.
	w := uniform(j, 1.9, 2.5) + 2*sp.thick()
	h := uniform(j, 4.5, 5.6)
	if namedStick {
		// The stick carries the named colour: a smaller flame leaves it the
		// larger part.
		w, h = w-0.4, h-1
	}
	fb := uniform(j, 2.2, 2.7) + h // the flame's bottom, wrapping the stick's top
	top := fb - uniform(j, 1, 1.5)
	if redstone {
		top = uniform(j, 4, 5) // no flame above it: the stick takes the room
	}
	bottom := uniform(j, 13.6, 14)
	length := bottom - top
	// A whole-texel foot keeps the stick two texels wide at 16.
	bx := float64(between(j.rng, 7, 9))
	lean := 0.0
	if chance(j, 0.5) {
		lean = uniform(j, 1.2, 2.6)
		if chance(j, 0.5) {
			lean = -lean
		}
		bx -= lean / 2
	}
	hw := 1 + sp.thick()
	centre := func(y float64) float64 { return bx + lean*(bottom-y)/length }
	sp.scan(brush{stick, 1, 1}, bx-hw-math.Abs(lean), top, bx+hw+math.Abs(lean), bottom, func(x, y float64) (bool, float64) {
		if y < top || y > bottom {
			return false, 0
		}
		d := x - centre(y)
		return d >= -hw && d < hw, -d / hw
	})
	tx := centre(top)
	if redstone {
		glow := sp.varied(fire, 4, 0.14)
		r := uniform(j, 1.7, 2.2) + sp.thick()
		sp.ellipse(brush{glow, 2, 1}, tx, top+0.6, r, r*uniform(j, 1, 1.25))
		sp.relief()
		core := sp.varied(heart, 1, 0)
		sp.texel(core, 0, tx-0.6, top, glow)
		return
	}
	flame := sp.mat(jitter(fire, j.rng), 4, 0.14)
	tip := lean*0.6 + uniform(j, -0.8, 0.8)
	sp.flameShape(brush{flame, 1, 1}, tx, fb, w, h, tip)
	sp.relief()
	core := sp.varied(heart, 1, 0)
	sp.decal = true
	sp.flameShape(brush{core, 0, 0}, tx+uniform(j, -0.4, 0), fb-0.8, w*0.42, h*uniform(j, 0.5, 0.65), tip*0.3)
	sp.decal = false
}

// fireShapes are the torch family's flames without a torch: a fire on its
// own, or a campfire's on two crossed logs.
var fireShapes = map[string]bool{
	"fire": true, "soul fire": true, "flame": true, "bonfire": true, "campfire fire": true,
	"soul campfire fire": true, "campfire": true, "soul campfire": true,
}

// drawFire is a fire as the game draws its fire and campfire flames: two or
// three tongues of flame 9–12 texels tall, each with a bright heart; a campfire
// stands them on two logs crossed at its foot.
func drawFire(j *job, sp *sprite, fire, heart palette.Lab) {
	camp := strings.Contains(j.s.Object, "campfire") && !strings.HasSuffix(j.s.Object, "fire fire")
	bottom := 13.8
	if camp {
		bark := sp.varied(handleColor(j), 3, 0.1)
		y := uniform(j, 11.4, 12.2)
		sp.stroke(brush{bark, 2, 1}, 3, y-1.2, 1.1+sp.thick(), 13, y+1.4, 1.1+sp.thick())
		sp.stroke(brush{bark, 2, 1}, 3, y+1.4, 1.1+sp.thick(), 13, y-1.2, 1.1+sp.thick())
		bottom = y + 0.4
	}
	flame := sp.mat(jitter(fire, j.rng), 4, 0.14)
	tongues := between(j.rng, 2, 3)
	type tongue struct{ x, w, h, tip float64 }
	var ts []tongue
	for k := range tongues {
		x := 8 + (float64(k)-float64(tongues-1)/2)*uniform(j, 2.6, 3.4)
		h := uniform(j, 6.5, 9.5)
		if camp {
			h -= 2
		}
		if k == tongues/2 {
			h += uniform(j, 1, 2) // the middle tongue is the tallest
		}
		ts = append(ts, tongue{x, uniform(j, 2, 2.8) + 2*sp.thick(), h, uniform(j, -1, 1)})
	}
	for _, t := range ts {
		sp.flameShape(brush{flame, 1, 1}, t.x, bottom, t.w, t.h, t.tip)
	}
	sp.relief()
	core := sp.varied(heart, 1, 0)
	sp.decal = true
	for _, t := range ts {
		sp.flameShape(brush{core, 0, 0}, t.x, bottom-0.6, t.w*0.42, t.h*uniform(j, 0.45, 0.6), t.tip*0.3)
	}
	sp.decal = false
}

// clusters are spikes that grow in a bunch, as the game's amethyst buds.
var clusters = map[string]bool{"cluster": true, "crystal cluster": true, "amethyst cluster": true, "bud": true, "amethyst bud": true}

// drawCluster is a bunch of three to five crystal shards fanning up from one
// foot, the tallest in the middle; each shard is a long diamond whose left
// face takes the light and whose right face is in shade.
func drawCluster(j *job, sp *sprite, body uint8) {
	n := between(j.rng, 3, 5)
	footX, footY := 8+uniform(j, -0.5, 0.5), uniform(j, 13.4, 13.9)
	for k := range n {
		t := float64(k)/float64(n-1)*2 - 1 // -1 … 1 across the fan
		length := uniform(j, 10, 12) * (1 - 0.3*math.Abs(t))
		a := t*uniform(j, 0.3, 0.45) + uniform(j, -0.08, 0.08) // lean from upright, in radians
		dx, dy := math.Sin(a), -math.Cos(a)
		w := uniform(j, 0.9, 1.3) + sp.thick()
		bx, by := footX+t*1.6, footY
		tx, ty := bx+dx*length, by+dy*length
		mx, my := bx+dx*length*0.7, by+dy*length*0.7
		sp.poly(brush{body, 3, 0.4}, bx, by, mx-dy*w-dx*0.2, my+dx*w, tx, ty, mx, my) // the lit face
		sp.poly(brush{body, 1, 0.4}, bx, by, mx, my, tx, ty, mx+dy*w, my-dx*w)        // the shaded one
	}
	sp.relief()
}

// spikeDown reports whether a spike hangs point down: the prompt says so
// ("down", "hanging") or names a thing that hangs (a stalactite, an icicle);
// "up" and "stalagmite" stand it up; otherwise either, by the seed.
func spikeDown(j *job) bool {
	for _, w := range strings.Fields(strings.ToLower(j.s.Prompt)) {
		switch w {
		case "down", "hanging", "stalactite", "stalactites", "icicle", "icicles":
			return true
		case "up", "standing", "stalagmite", "stalagmites":
			return false
		}
	}
	return chance(j, 0.5)
}

// drawSpike: a pointed spike, pointed dripstone's or an icicle's, stepped as
// the game draws it: a stack of 4–6 segments, each a texel narrower than the
// one before, from a base 4–6 texels wide to a one-texel tip over 11–12
// texels, pointing down or up, in the main colour. Each step's ledge is lit
// where it faces up and shaded where it faces down, so the steps read as rings.
// Fangs, teeth, claws and thorns curve toward their tip.
func drawSpike(j *job) {
	sp := newSprite(j)
	body := sp.mat(j.lk.Main, 5, 0.16)
	if clusters[j.s.Object] {
		drawCluster(j, sp, body)
		return
	}
	down := spikeDown(j)
	n := between(j.rng, 4, 6) // segments, and the base's width in texels
	length := uniform(j, 11.3, 12)
	base := uniform(j, 2, 2.4) // the base's distance from its edge of the canvas
	bend := 0.0
	switch j.s.Object {
	case "fang", "tooth", "claw", "thorn", "horn", "goat horn":
		bend = uniform(j, 1.5, 3)
		if chance(j, 0.5) {
			bend = -bend
		}
	}
	// Segment heights: the tip's 1.4–2.4 texels, the rest shared out with the
	// wider segments taking more.
	tipH := uniform(j, 1.4, 2.4)
	heights := make([]float64, n)
	sum := 0.0
	for k := range n - 1 {
		heights[k] = uniform(j, 0.8, 1.3) * float64(n+4-k)
		sum += heights[k]
	}
	for k := range n - 1 {
		heights[k] *= (length - tipH) / sum
	}
	heights[n-1] = tipH
	// Whole-texel edges; each segment steps in on one side, the sides taking
	// turns, from a side the seed picks.
	x0 := math.Round(8 - float64(n)/2 - bend/2 + uniform(j, -0.5, 0.5))
	x1 := x0 + float64(n)
	left := chance(j, 0.5)
	lip := brush{body, 3, 0.6} // a standing spike's steps face up, into the light
	if down {
		lip = brush{body, 1, 0.6}
	}
	edge := max(0.5, 1/sp.scale) // a lip's height: a row at 16, half a texel at 32 and 64
	y := base
	if !down {
		y = 16 - base
	}
	dir := 1.0
	if !down {
		dir = -1
	}
	type segment struct{ x0, x1, ya, yb float64 }
	segs := make([]segment, n)
	for k := range n {
		shift := math.Round(bend*math.Pow(float64(k)/float64(n-1), 2)) - math.Round(bend*math.Pow(float64(max(k-1, 0))/float64(n-1), 2))
		x0, x1 = x0+shift, x1+shift
		if k > 0 {
			if left {
				x0++
			} else {
				x1--
			}
			left = !left
		}
		ya, yb := y, y+dir*heights[k]
		segs[k] = segment{x0, x1, min(ya, yb), max(ya, yb)}
		// Each segment narrows a little toward the tip, under half a texel a
		// side, so at 16 it stays a block of whole texels and at 32 and 64 the
		// sides slope; the last narrows to a point. thick widens the segments
		// at 32 and 64, whose outline is thinner.
		l, r := x0-sp.thick(), x1+sp.thick()
		in := 0.4
		if k == n-1 {
			in = (r-l)/2 - 0.05
		}
		sp.poly(brush{body, 2, 1}, l, ya, r, ya, r-in, yb, l+in, yb)
		y = yb
	}
	sp.relief()
	sp.decal = true
	for _, g := range segs[:n-1] {
		g.x0, g.x1 = g.x0-sp.thick(), g.x1+sp.thick()
		if down {
			sp.rect(lip, g.x0, g.yb-edge, g.x1, g.yb)
		} else {
			sp.rect(lip, g.x0, g.ya, g.x1, g.ya+edge)
		}
	}
	// A streak along the lit side, as dripping water leaves, stopping a texel
	// short of the base so the base's rim keeps its shade.
	if chance(j, 0.7) {
		x := segs[0].x0 + 1
		k := between(j.rng, 1, n-2)
		ya, yb := min(segs[0].ya, segs[k].ya), max(segs[0].yb, segs[k].yb)
		if down {
			ya++
		} else {
			yb--
		}
		sp.rect(brush{body, 4, 0}, x, ya, x+edge, yb)
	}
	sp.decal = false
	if j.s.Object == "icicle" || glossy(j) && j.lk.Main.L > 0.7 {
		sp.glint(body, segs[0].x0+1, (segs[0].ya+segs[0].yb)/2)
	}
}

// saddleIron is a saddle's rings and stirrups when the prompt names no metal.
var saddleIron = hexLab("#B4B4B8")

// drawSaddle: the game's saddle seen from the side, its front to the right or
// the left: a leather seat 10–11 texels long that dips in the middle between a
// raised pommel and cantle, a darker flap below it with the girth strap's
// buckle, and an iron stirrup hanging on its strap, in the main colour
// (leather by default). A harness is drawn by drawHarness.
func drawSaddle(j *job) {
	if j.s.Object == "harness" {
		drawHarness(j)
		return
	}
	sp := newSprite(j)
	// Few shades each: moss, cracks and glints add colours of their own.
	leather := sp.mat(j.lk.Main, 4, 0.15)
	strap := sp.mat(darker(j.lk.Main, 0.14), 2, 0.06)
	iron := sp.varied(metalColor(j, saddleIron), 3, 0.12)
	front := 1.0 // the pommel's side: +1 right, -1 left
	if chance(j, 0.4) {
		front = -1
	}
	mid := 8 + uniform(j, -0.4, 0.4)
	hw := uniform(j, 5, 5.7) // the seat's half length
	seatY := uniform(j, 3.6, 4.2)
	dip := uniform(j, 1.3, 1.9)       // the seat's hollow
	backRise := uniform(j, 0.3, 1)    // the cantle, above the seat's ends
	frontRise := uniform(j, 0.7, 1.4) // the pommel, higher
	seatBot := seatY + dip + uniform(j, 2.2, 2.8)
	lift := uniform(j, 0.8, 1.5) // how far the underside curves up at the ends
	// u runs along the seat from -1 at the back to 1 at the front.
	seatTop := func(u float64) float64 {
		return seatY + dip*(1-u*u) - backRise*max(-u, 0)*max(-u, 0) - frontRise*max(u, 0)*max(u, 0)
	}
	// The flap hangs below the seat's middle, behind it, its lower corners
	// rounded.
	fw := uniform(j, 2.6, 3.4)
	fm := mid - front*uniform(j, 0, 0.8)
	fy := seatBot + uniform(j, 1.4, 2)
	sp.rect(brush{strap, 1, 1}, fm-fw, seatBot-1, fm+fw, fy-1)
	sp.ellipse(brush{strap, 1, 1}, fm, fy-1, fw, 1)
	sp.scan(brush{leather, 2, 1}, mid-hw, seatY-frontRise-backRise, mid+hw, seatBot, func(x, y float64) (bool, float64) {
		u := (x - mid) / hw * front
		top, bot := seatTop(u), seatBot-lift*u*u
		v := 2*(y-top)/(bot-top) - 1 // -1 on the seat, 1 underneath
		// A superellipse in (u, v): square enough to hold the seat's shape,
		// round at the ends.
		if u*u*u*u+v*v*v*v > 1 {
			return false, 0
		}
		return true, -(0.8*v + 0.5*(x-mid)/hw)
	})
	// The stirrup on its strap below the flap's back half; at the flap's
	// front the girth strap's buckle, and the strap's end hanging below it.
	r := 0.5 + sp.thick()/2
	sx := fm - front*uniform(j, 0.8, 1.5)
	sy := min(fy+uniform(j, 0.4, 1), 11) // the stirrup's top
	sp.rect(brush{strap, 2, 0}, sx-r, fy-0.5, sx+r, sy+0.4)
	sw := uniform(j, 1.8, 2.2) // the stirrup's half width at its tread
	sp.poly(brush{iron, 1, 1}, sx-sw*0.6, sy, sx+sw*0.6, sy, sx+sw, 13.8, sx-sw, 13.8)
	// The opening: the same trapezoid a band's width in from the sides and
	// tread, a texel at 16 and a little less above, where a texel is more pixels.
	band := 1 - sp.thick()/2
	top, bot := max(sw*0.6-band, 0.3), sw-band
	sp.poly(eraser, sx-top, sy+band, sx+top, sy+band, sx+bot, 13.8-band, sx-bot, 13.8-band)
	gx := fm + front*(fw-uniform(j, 0.7, 1.1))
	sp.rect(brush{strap, 2, 0}, gx-r, fy-1.5, gx+r, fy+uniform(j, 0.6, 1.4))
	sp.relief()
	by := fy - uniform(j, 1.6, 2.2)
	sp.rect(brush{iron, 2, 1}, gx-0.8-sp.thick()/2, by, gx+0.8+sp.thick()/2, by+1.3)
	sp.relief()
	if chance(j, 0.6) { // stitching along the seat, in the leather's lightest shade
		for x := mid - hw + 2.5; x < mid+hw-2.5; x += 2 {
			sp.texel(leather, 3, x, seatTop((x-mid)/hw*front)+1.2, leather)
		}
	}
}

// harnessLeather is the leather of a harness's straps: the game dyes only
// its wool.
var harnessLeather = hexLab("#6A4128")

// drawHarness: a harness laid flat: a padded body 8–10 texels wide in the main
// colour, with leather straps over it: two running its length and looped
// round below it, one across it whose ends stick out past its sides, and
// metal buckles on those ends.
func drawHarness(j *job) {
	sp := newSprite(j)
	pad := sp.mat(j.lk.Main, 4, 0.15)
	strap := sp.varied(harnessLeather, 2, 0.06)
	iron := sp.varied(metalColor(j, saddleIron), 3, 0.12)
	cx := 8 + uniform(j, -0.3, 0.3)
	pw := uniform(j, 4, 5)                                   // the pad's half width
	py0, py1 := uniform(j, 3.2, 3.9), uniform(j, 10.2, 11.1) // its top and bottom
	w := 0.5 + sp.thick()/4                                  // a strap's half width: thin, so the pad shows
	so := pw - uniform(j, 1.8, 2.3)                          // the long straps' offset from the middle
	// The loop below the pad, joining the long straps.
	sp.below = py1 - 0.5
	ry := 13.7 - py1
	sp.ellipse(brush{strap, 1, 1}, cx, py1-0.5, so+w, ry+0.5)
	sp.ellipse(eraser, cx, py1-0.5, so-w, ry+0.5-2*w)
	sp.below = 0
	// The pad, its corners cut.
	c := uniform(j, 0.8, 1.3)
	sp.poly(brush{pad, 2, 1}, cx-pw+c, py0, cx+pw-c, py0, cx+pw, py0+c, cx+pw, py1-c, cx+pw-c, py1, cx-pw+c, py1, cx-pw, py1-c, cx-pw, py0+c)
	top := py0 - uniform(j, 0.6, 1.2) // the long straps' ends, above the pad
	for _, x := range []float64{cx - so, cx + so} {
		sp.rect(brush{strap, 1, 1}, x-w, top, x+w, py1)
	}
	ym := uniform(j, py0+2, py1-2.4) // the cross strap
	reach := pw + uniform(j, 1, 1.8)
	sp.rect(brush{strap, 1, 1}, cx-reach, ym, cx+reach, ym+2*w)
	sp.relief()
	b := 0.8 + sp.thick()/2 // a buckle's half size
	for _, x := range []float64{cx - reach + b, cx + reach - b} {
		sp.rect(brush{iron, 2, 1}, x-b, ym+w-b-0.2, x+b, ym+w+b+0.2)
	}
	sp.relief()
}
