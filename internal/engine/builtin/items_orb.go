package builtin

import (
	"cmp"
	"math"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// orbLook is the game's colours of one orb: its shell and the detail drawn on
// it (a pearl's swirl, an eye's iris, a slime ball's core, a fire charge's
// cracks, a snowball's shadow).
type orbLook struct{ shell, detail string }

// orbLooks are keyed by the orb's object; orbAliases maps its other names.
var (
	orbLooks = map[string]orbLook{
		"ender pearl":      {"#1B6A5C", "#52C8AE"},
		"ender eye":        {"#2A7E62", "#A8D86A"},
		"slime ball":       {"#5EAE44", "#A4E08A"},
		"magma cream":      {"#C4441C", "#F4C23A"},
		"heart of the sea": {"#2C54A6", "#5CE2DC"},
		"fire charge":      {"#3A302C", "#F0621C"},
		"firework star":    {"#8C8C8C", "#585858"},
		"snowball":         {"#EEF4F8", "#98AEC4"},
		"ghast tear":       {"#DCEEF0", "#98C6D0"},
		"ink sac":          {"#2E2C3C", "#6A6884"},
		"glow ink sac":     {"#22827E", "#86F0DC"},
		"nautilus shell":   {"#E6D8C0", "#A8704E"},
		"wind charge":      {"#B8CCEC", "#F2F6FF"},
	}
	orbAliases = map[string]string{"eye of ender": "ender eye", "slimeball": "slime ball", "tear": "ghast tear"}
	pupilDark  = hexLab("#0E2A20")
)

// ownLook reports whether an object's own colours apply: the prompt names no
// colour and no material but those in the object's name (the "ender" of an
// ender pearl).
func ownLook(j *job) bool {
	if j.lk.Chosen {
		return false
	}
	for _, m := range j.s.Materials {
		if !strings.Contains(j.s.Object, m) {
			return false
		}
	}
	return true
}

// orbColors returns an orb's shell and detail colours: the game's, or the
// main colour and a detail made from it.
func orbColors(j *job, key string) (shell, detail palette.Lab) {
	if l, ok := orbLooks[key]; ok && ownLook(j) {
		return jitter(hexLab(l.shell), j.rng), jitter(hexLab(l.detail), j.rng)
	}
	l, ch, h := j.lk.Main.LCh()
	switch key {
	case "firework star", "ink sac", "snowball", "ghast tear":
		// Specks, a sheen or a shadow: darker than the shell.
		return j.lk.Main, palette.FromLCh(l-0.2, ch*1.1, h)
	case "fire charge":
		if ch < 0.05 { // a black, grey or white shell: the cracks still glow
			return j.lk.Main, jitter(hexLab(orbLooks[key].detail), j.rng)
		}
		// Glowing cracks in the named colour on a charred shell of it.
		return palette.FromLCh(min(l, 0.42)-0.12, ch*0.6, h), palette.FromLCh(max(l, 0.62), ch*1.1, h)
	}
	if l > 0.7 { // a light shell takes a darker, richer swirl
		return j.lk.Main, palette.FromLCh(l-0.25, ch*1.2, h+8)
	}
	return j.lk.Main, palette.FromLCh(min(l+0.24, 0.92), ch*1.1, h+8)
}

// drawOrb: a round thing as the game draws it, 8–11 texels across: a pearl,
// an eye of ender, a slime ball, magma cream, the heart of the sea, a fire
// charge, a firework star or a snowball is a lit ball with the detail that
// names it; a ghast tear is a teardrop and an ink sac a tied sac. Anything
// else is a plain glossy sphere in the main colour.
func drawOrb(j *job) {
	key := cmp.Or(orbAliases[j.s.Object], j.s.Object)
	shell, detail := orbColors(j, key)
	switch key {
	case "ghast tear":
		drawTear(j, shell, detail)
	case "ink sac", "glow ink sac":
		drawSac(j, key == "glow ink sac", shell, detail)
	default:
		drawBall(j, key, shell, detail)
	}
}

// drawBall paints the ball (radius 4–5.5 texels, a little squashed or
// stretched), lit from the top left, then the detail its key asks for.
func drawBall(j *job, key string, shellC, detailC palette.Lab) {
	sp := newSprite(j)
	shell := sp.mat(shellC, 5, 0.16)
	r := uniform(j, 4, 5.5)
	rx, ry := r, r*uniform(j, 0.9, 1.04)
	cx, cy := 8+uniform(j, -0.4, 0.4), 8+uniform(j, -0.3, 0.4)
	lumpy := key == "snowball" || key == "firework star"
	if lumpy { // packed snow and a star's powder are not perfectly round
		for range between(j.rng, 2, 4) {
			a := uniform(j, 0, 2*math.Pi)
			br := uniform(j, 1.1, 1.5)
			sp.ellipse(brush{shell, 2, 1.4}, cx+(r-0.9)*math.Cos(a), cy+(r-0.9)*math.Sin(a), br, br)
		}
	}
	sp.ball(brush{shell, 2, 1.4}, cx, cy, rx, ry)
	sp.relief()
	detail := sp.varied(detailC, 3, 0.12)
	sp.decal = true
	glossy := true
	switch key {
	case "ender pearl": // a lighter swirl or iris round a dark middle
		if chance(j, 0.5) {
			sp.spiral(brush{detail, 1, 1}, cx, cy, uniform(j, 0.6, 1.2), r*uniform(j, 0.5, 0.65), uniform(j, 0.6, 0.9), uniform(j, 0, 360), 1.2+sp.thick())
		} else {
			a := uniform(j, 0, 360)
			sp.arc(brush{detail, 1, 1}, cx, cy, r*uniform(j, 0.4, 0.55), 1.2+sp.thick(), 0.5, a, a+uniform(j, 220, 300))
		}
		sp.texel(shell, 0, cx, cy, detail, shell)
	case "ender eye": // a pale iris and a dark slit pupil
		ri := r * uniform(j, 0.5, 0.66)
		sp.ellipse(brush{detail, 1, 1}, cx, cy, ri, ri*uniform(j, 0.9, 1.1))
		pupil := sp.varied(pupilDark, 2, 0.05)
		lean := uniform(j, -0.5, 0.5)
		sp.stroke(brush{pupil, 1, 0}, cx-lean, cy-ri*0.85, 0.45+sp.thick(), cx+lean, cy+ri*0.85, 0.45+sp.thick())
	case "slime ball": // a lighter core, seen through the jelly, with a bubble or two
		ox, oy := r*uniform(j, -0.3, -0.1), r*uniform(j, -0.3, -0.1)
		rc := r * uniform(j, 0.45, 0.6)
		sp.ellipse(brush{detail, 1, 1}, cx+ox, cy+oy, rc, rc*uniform(j, 0.85, 1.1))
		for range between(j.rng, 1, 3) {
			sp.texel(detail, sp.c.top(detail), cx+ox+uniform(j, -rc, rc)*0.7, cy+oy+uniform(j, -rc, rc)*0.7, detail)
		}
	case "magma cream": // a yellow swirl and a few dark flecks
		sp.spiral(brush{detail, 1, 0.6}, cx, cy, 0.3, r*uniform(j, 0.62, 0.78), uniform(j, 1.2, 1.8), uniform(j, 0, 360), 1+sp.thick())
		for range between(j.rng, 1, 3) {
			sp.texel(shell, 0, cx+uniform(j, -r, r)*0.6, cy+uniform(j, -r, r)*0.6, shell)
		}
	case "heart of the sea", "nautilus shell", "wind charge": // a spiral; the heart of the sea's round a glowing heart
		sp.spiral(brush{detail, 1, 0.6}, cx, cy, 1, r*uniform(j, 0.55, 0.72), uniform(j, 0.8, 1.3), uniform(j, 0, 360), 1+sp.thick())
		if key == "heart of the sea" {
			hr := uniform(j, 0.8, 1.3)
			sp.ellipse(brush{detail, sp.c.top(detail), 0}, cx, cy, hr, hr)
		}
	case "fire charge": // charred, with glowing cracks running out from the middle
		glossy = false
		sp.ballCracks(j, detail, cx, cy, r)
	case "firework star": // dull powder with darker specks
		glossy = false
		for range between(j.rng, 4, 7) {
			sp.texel(detail, between(j.rng, 0, 1), cx+uniform(j, -r, r)*0.7, cy+uniform(j, -r, r)*0.7, shell)
		}
	case "snowball": // white, its bottom right in a blue-grey shadow
		glossy = false
		sp.shadow(j, detail, cx, cy, r)
	default: // a plain sphere: a highlight, and a darker bottom right
		if chance(j, 0.6) {
			sp.shadow(j, shell, cx, cy, r)
		}
		switch j.rng.IntN(3) {
		case 0: // a highlight crescent along the top-left rim
			a := uniform(j, 200, 230)
			sp.arc(brush{shell, sp.c.top(shell), 0}, cx, cy, r*uniform(j, 0.55, 0.7), 1+sp.thick(), 0.6, a-uniform(j, 25, 40), a+uniform(j, 25, 40))
		case 1: // a soft round highlight
			hr := uniform(j, 0.9, 1.5)
			sp.ellipse(brush{shell, sp.c.top(shell), 0}, cx-r*0.4, cy-r*0.4, hr, hr)
		}
	}
	sp.decal = false
	if glossy {
		a := uniform(j, 205, 245) * math.Pi / 180
		d := r * uniform(j, 0.45, 0.65)
		sp.glint(shell, cx+d*math.Cos(a), cy+d*math.Sin(a))
	}
}

// ball paints an ellipse as ellipse does, less the rows and columns of fewer
// than three pixels that a circle's rasterisation can leave at its top,
// bottom and sides: the game's round items have flat runs there, not nubs.
func (sp *sprite) ball(b brush, cx, cy, rx, ry float64) {
	run := func(c, h float64) float64 { // how many pixel centres lie within h of c
		return math.Floor((c+h)*sp.scale-0.5) - math.Ceil((c-h)*sp.scale-0.5) + 1
	}
	sp.scan(b, cx-rx, cy-ry, cx+rx, cy+ry, func(x, y float64) (bool, float64) {
		u, v := (x-cx)/rx, (y-cy)/ry
		if u*u+v*v > 1 || run(cx, rx*math.Sqrt(1-v*v)) < 3 || run(cy, ry*math.Sqrt(1-u*u)) < 3 {
			return false, 0
		}
		return true, -(u + v) / math.Sqrt2
	})
}

// shadow paints the bottom-right crescent of a ball of radius r in the part's
// darkest shades: what lies outside the same ball moved up and left.
func (sp *sprite) shadow(j *job, part uint8, cx, cy, r float64) {
	o := uniform(j, 0.8, 1.4)
	sp.scan(brush{part, 0, 1}, cx-r-2, cy-r-2, cx+r+2, cy+r+2, func(x, y float64) (bool, float64) {
		dx, dy := x-cx+o, y-cy+o
		if dx*dx+dy*dy <= (r-0.2)*(r-0.2) {
			return false, 0
		}
		return true, -(x - cx + y - cy) / (2 * r)
	})
}

// ballCracks paints 3–5 glowing cracks that run from near a ball's middle out
// toward its rim, each bending once or twice, with the hottest texel where
// they start.
func (sp *sprite) ballCracks(j *job, part uint8, cx, cy, r float64) {
	n := between(j.rng, 3, 5)
	a0 := uniform(j, 0, 2*math.Pi)
	w := 0.45 + sp.thick()
	for k := range n {
		a := a0 + 2*math.Pi*float64(k)/float64(n) + uniform(j, -0.3, 0.3)
		x, y := cx+math.Cos(a)*0.6, cy+math.Sin(a)*0.6
		pts := []float64{x, y}
		segs := between(j.rng, 2, 3)
		for s := 1; s <= segs; s++ {
			d := r * 0.9 * float64(s) / float64(segs)
			b := a + uniform(j, -0.45, 0.45)
			pts = append(pts, cx+d*math.Cos(b), cy+d*math.Sin(b))
		}
		sp.path(brush{part, 1, 0}, w, pts...)
	}
	sp.texel(part, sp.c.top(part), cx, cy, part)
}

// spiral paints a band w texels wide along a spiral round (cx, cy) that winds
// `turns` times clockwise from radius r0 to r1, starting at angle a0 (degrees
// clockwise from +x), lit as the ball under it is.
func (sp *sprite) spiral(b brush, cx, cy, r0, r1, turns, a0, w float64) {
	span := turns * 2 * math.Pi
	sp.scan(b, cx-r1-w, cy-r1-w, cx+r1+w, cy+r1+w, func(x, y float64) (bool, float64) {
		dx, dy := x-cx, y-cy
		d := math.Hypot(dx, dy)
		th := math.Mod(math.Atan2(dy, dx)-a0*math.Pi/180, 2*math.Pi)
		if th < 0 {
			th += 2 * math.Pi
		}
		for ; th <= span; th += 2 * math.Pi {
			if math.Abs(d-(r0+(r1-r0)*th/span)) <= w/2 {
				return true, -(dx + dy) / (r1 * math.Sqrt2)
			}
		}
		return false, 0
	})
}

// drawTear: a ghast tear: a pale teardrop 6.4–8 texels wide and 9–10.5 high,
// round below and pointed above, with a tinted shadow along its bottom right
// and a glint.
func drawTear(j *job, shellC, detailC palette.Lab) {
	sp := newSprite(j)
	shade := sp.mat(detailC, 3, 0.1)
	body := sp.mat(shellC, 4, 0.12)
	w, h := uniform(j, 3.2, 4), uniform(j, 9, 10.5)
	cx, bottom := 8+uniform(j, -0.5, 0.5), uniform(j, 12.8, 13.6)
	lean := uniform(j, -1.2, 1.2)
	sp.flameShape(brush{shade, 1, 1}, cx, bottom, w, h, lean)
	sp.decal = true
	o := uniform(j, 0.6, 1)
	sp.flameShape(brush{body, 2, 1}, cx-o, bottom-o, w, h, lean)
	sp.decal = false
	sp.relief()
	sp.glint(body, cx-w*uniform(j, 0.3, 0.5), bottom-w*uniform(j, 0.9, 1.3))
}

// drawSac: an ink sac: a soft dark sac 7.6–9.6 texels wide, gathered at the
// top into a knot with two short ends, with a sheen on its upper left; a glow
// ink sac glows in spots.
func drawSac(j *job, glow bool, shellC, detailC palette.Lab) {
	sp := newSprite(j)
	skin := sp.mat(shellC, 5, 0.15)
	rx, ry := uniform(j, 3.8, 4.8), uniform(j, 3, 3.6)
	cx := 8 + uniform(j, -0.5, 0.5)
	cy := uniform(j, 13, 13.6) - ry
	kx, ky := cx+uniform(j, -1, 1), cy-ry-uniform(j, 1.2, 1.8) // the knot
	sp.ellipse(brush{skin, 2, 1.2}, cx, cy, rx, ry)
	sp.stroke(brush{skin, 2, 1}, cx, cy-ry+1, uniform(j, 1.4, 2), kx, ky, 0.8)
	kr := uniform(j, 0.9, 1.2)
	sp.ellipse(brush{skin, 2, 1}, kx, ky, kr, kr)
	for _, side := range []float64{-1, 1} { // the knot's two ends
		l := uniform(j, 1.4, 2.2)
		sp.stroke(brush{skin, 2, 0.6}, kx, ky, 0.5+sp.thick(), kx+side*l, ky-uniform(j, 0.6, 1.4), 0.45+sp.thick())
	}
	sp.relief()
	detail := sp.varied(detailC, 3, 0.1)
	sp.decal = true
	a := uniform(j, 200, 235)
	sp.arc(brush{detail, 1, 0}, cx, cy, min(rx, ry)*uniform(j, 0.55, 0.7), 1+sp.thick(), 0.5, a-uniform(j, 20, 35), a+uniform(j, 20, 35))
	if glow {
		for range between(j.rng, 3, 5) {
			sp.texel(detail, sp.c.top(detail), cx+uniform(j, -rx, rx)*0.65, cy+uniform(j, -ry, ry)*0.6, skin)
		}
	}
	sp.decal = false
	sp.glint(skin, cx-rx*0.45, cy-ry*0.5)
}
