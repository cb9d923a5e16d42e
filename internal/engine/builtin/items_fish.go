package builtin

import (
	"math"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// fishLook is a fish's own colours: its body, its darker back and fins, and
// its paler belly (a tropical fish's white stripes).
type fishLook struct{ body, back, belly string }

// fishLooks are the game's fish, raw; cookedFishLooks the cooked ones, browned.
// A fish without its own cooked look takes the cooked colour.
var (
	fishLooks = map[string]fishLook{
		"fish":          {"#8CA2B2", "#5A6E86", "#DCE4E8"},
		"cod":           {"#B2A388", "#7C6E5C", "#E2DAC6"},
		"salmon":        {"#CE5448", "#68707A", "#EC9484"},
		"pufferfish":    {"#E4BC2A", "#A8821C", "#F4E690"},
		"tropical fish": {"#EA7626", "#A84A18", "#F2F0EA"},
		"trout":         {"#9A9E6E", "#666C4C", "#E8C2AC"},
		"tuna":          {"#586C90", "#323C5A", "#C8D0DA"},
	}
	cookedFishLooks = map[string]fishLook{
		"cod":    {"#B88A5A", "#7E5636", "#E2C698"},
		"salmon": {"#B0603A", "#74442C", "#DE9868"},
	}
	cookedBrown = hexLab("#8E5A3C")
)

// fishNames are the objects drawMeat draws as a fish. "trout" and "tuna" are
// not in the lexicon yet: fishKind finds them among the prompt's words.
var fishNames = map[string]bool{
	"fish": true, "cod": true, "salmon": true, "pufferfish": true, "tropical fish": true,
	"trout": true, "tuna": true,
}

// fishKind returns the fish a meat prompt names, its key in fishLooks, and
// whether it is cooked; "" for any other meat.
func fishKind(j *job) (string, bool) {
	key := j.s.Object
	cooked := strings.HasPrefix(key, "cooked ")
	key = strings.TrimPrefix(key, "cooked ")
	if key == "puffer fish" {
		key = "pufferfish"
	}
	if !fishNames[key] {
		return "", false
	}
	for _, c := range j.s.Colors {
		cooked = cooked || c.Name == "cooked"
	}
	return key, cooked
}

// fishColors returns a fish's body, back and belly colours: a named colour's
// (the first that is not "cooked" nor the fish's own name, as "salmon" is),
// a named material's, or the fish's own, browned when cooked.
func fishColors(j *job, key string, cooked bool) (body, back, belly palette.Lab) {
	for i, c := range j.s.Colors {
		if c.Name == "cooked" || strings.Contains(key, c.Name) {
			continue
		}
		base := j.lk.Main
		if i > 0 {
			base = jitter(palette.FromRGB(c.RGB), j.rng)
		}
		if cooked {
			base = palette.FromLCh(base.L-0.08, base.Chroma()*0.75, base.Hue())
		}
		return base, darker(base, 0.16), lighter(base, 0.18)
	}
	if !ownLook(j) && len(j.s.Materials) > 0 {
		return j.lk.Main, darker(j.lk.Main, 0.16), lighter(j.lk.Main, 0.18)
	}
	l := fishLooks[key]
	if cooked {
		var ok bool
		if l, ok = cookedFishLooks[key]; !ok {
			c := cookedBrown
			if j.lk.Chosen {
				c = j.lk.Main
			}
			return c, darker(c, 0.14), lighter(c, 0.2)
		}
	}
	return jitter(hexLab(l.body), j.rng), jitter(hexLab(l.back), j.rng), jitter(hexLab(l.belly), j.rng)
}

// fishFrame places a fish: its body's centre, the unit axis from its tail to
// its head, and the unit normal toward its back, which points up whichever
// way the fish faces. Local u runs along the axis, v along the normal.
type fishFrame struct{ cx, cy, ax, ay, nx, ny float64 }

func newFishFrame(ax, ay float64) fishFrame {
	nx, ny := ay, -ax
	if ny > 0 {
		nx, ny = -nx, -ny
	}
	return fishFrame{ax: ax, ay: ay, nx: nx, ny: ny}
}

func (f fishFrame) local(x, y float64) (u, v float64) {
	dx, dy := x-f.cx, y-f.cy
	return dx*f.ax + dy*f.ay, dx*f.nx + dy*f.ny
}

func (f fishFrame) world(u, v float64) (x, y float64) {
	return f.cx + u*f.ax + v*f.nx, f.cy + u*f.ay + v*f.ny
}

// facing is the light on a local direction (nu, nv): 1 toward the top left.
func (f fishFrame) facing(nu, nv float64) float64 {
	return -(nu*(f.ax+f.ay) + nv*(f.nx+f.ny)) / math.Sqrt2
}

// fishBody is a fish's side view in local texels: a body 2·l long and 2·h
// tall, blunt at the head and tapering to the tail, and a forked tail t long
// that fans to tw either side.
type fishBody struct{ l, h, t, tw, notch float64 }

// half is the body's half height at u, 0 beyond its ends.
func (b fishBody) half(u float64) float64 {
	switch {
	case u >= b.l || u <= -b.l:
		return 0
	case u >= 0:
		return b.h * math.Sqrt(1-(u/b.l)*(u/b.l))
	}
	s := -u / b.l
	return b.h * (1 - s*s*s) * (1 - 0.25*s)
}

// inTail reports whether (u, v) lies in the tail: a fan from a stalk at the
// body's end, its far edge cut by a notch into two lobes.
func (b fishBody) inTail(u, v float64) bool {
	s := (-u - (b.l - 0.8)) / b.t // 0 at the stalk, 1 at the tail's end
	if s < 0 || s > 1 {
		return false
	}
	w := 0.7 + (b.tw-0.7)*math.Pow(s, 0.8)
	if math.Abs(v) > w {
		return false
	}
	cut := 1 - b.notch // where the notch starts
	return s < cut || math.Abs(v) >= (s-cut)/b.notch*w*0.7
}

// drawFish: a fish seen from the side, 10–12 texels long, lying a little off
// the level with its head up and to one side: a body blunt at the head and
// tapering to a forked tail, a fin on its back and often one below, an eye,
// a darker back and a paler belly. A cod is pale brown-grey, a salmon red
// with a grey back, a tropical fish orange with white bands, cooked fish
// browned and seared; a pufferfish is round, yellow and spiked.
func drawFish(j *job, key string, cooked bool) {
	bodyC, backC, bellyC := fishColors(j, key, cooked)
	sp := newSprite(j)
	body := sp.mat(bodyC, 4, 0.14)
	back := sp.mat(backC, 3, 0.1)
	belly := sp.mat(bellyC, 2, 0.06)
	if key == "pufferfish" {
		sp.pufferfish(j, body, back, belly)
		return
	}
	fb := fishBody{l: uniform(j, 4.6, 5.2), h: uniform(j, 1.9, 2.4), t: uniform(j, 2, 2.8), tw: uniform(j, 1.8, 2.5), notch: uniform(j, 0.35, 0.55)}
	if key == "tropical fish" {
		fb.h, fb.l = uniform(j, 2.8, 3.3), uniform(j, 3.8, 4.4) // deep-bodied
	}
	side := 1.0 // the head to the right, or mirrored to the left
	if chance(j, 0.3) {
		side = -1
	}
	a := uniform(j, 15, 30) * math.Pi / 180
	f := newFishFrame(side*math.Cos(a), -math.Sin(a))
	finU0, finU1, finTip, finH := fb.l*uniform(j, 0.1, 0.35), -fb.l*uniform(j, 0.3, 0.5), -fb.l*uniform(j, 0.35, 0.6), uniform(j, 1.1, 1.8)
	f = fitFish(f, fb, finTip, finH)

	in := func(x, y float64) (bool, float64, float64) {
		u, v := f.local(x, y)
		return math.Abs(v) <= fb.half(u), u, v
	}
	// The body, tail and fins are one part, so that relief lights their top
	// and left rims and shades their bottom and right ones as one shape.
	sp.scan(brush{body, 1, 1}, 0, 0, 16, 16, func(x, y float64) (bool, float64) {
		u, v := f.local(x, y)
		return fb.inTail(u, v), f.facing(0, v/fb.tw)
	})
	// The fins: one on the back, its tip swept toward the tail, and in most
	// variations a smaller one below.
	bx0, by0 := f.world(finU0, fb.half(finU0)-0.4)
	bx1, by1 := f.world(finU1, fb.half(finU1)-0.4)
	tx, ty := f.world(finTip, fb.h+finH)
	sp.poly(brush{body, 1, 1}, bx0, by0, tx, ty, bx1, by1)
	if chance(j, 0.6) {
		pu := -fb.l * uniform(j, 0.05, 0.3)
		px0, py0 := f.world(pu, -fb.half(pu)+0.4)
		px1, py1 := f.world(pu-1.6, -fb.half(pu-1.6)+0.4)
		ptx, pty := f.world(pu-uniform(j, 1.6, 2.4), -fb.half(pu)-uniform(j, 0.9, 1.4))
		sp.poly(brush{body, 1, 1}, px0, py0, ptx, pty, px1, py1)
	}
	sp.scan(brush{body, 2, 1.2}, 0, 0, 16, 16, func(x, y float64) (bool, float64) {
		ok, u, v := in(x, y)
		return ok, f.facing(u/fb.l, v/fb.h)
	})
	sp.relief()
	// The darker back and the paler belly are bands inside the rims, which
	// keep the light.
	backLine, bellyLine := fb.h*uniform(j, 0.1, 0.35), -fb.h*uniform(j, 0.25, 0.45)
	if key == "salmon" {
		backLine = fb.h * uniform(j, -0.1, 0.15) // a salmon's grey back is broad
	}
	band := func(part uint8, lo, hi float64) {
		sp.scan(brush{part, 1, 1}, 0, 0, 16, 16, func(x, y float64) (bool, float64) {
			ok, u, v := in(x, y)
			return ok && v > lo && v < hi && sp.inner(x, y), f.facing(u/fb.l, v/fb.h)
		})
	}
	if key != "tropical fish" { // its white is for its bands
		band(back, backLine, math.Inf(1))
		band(belly, math.Inf(-1), bellyLine)
	}
	sp.decal = true
	switch {
	case key == "tropical fish": // white bands across the body
		for _, c := range []float64{fb.l * uniform(j, 0.15, 0.3), -fb.l * uniform(j, 0.3, 0.5)} {
			w := uniform(j, 0.5, 0.75)
			sp.scan(brush{belly, 1, 1}, 0, 0, 16, 16, func(x, y float64) (bool, float64) {
				ok, u, v := in(x, y)
				return ok && math.Abs(u-c) <= w, f.facing(0, v/fb.h)
			})
		}
	case cooked: // sear marks across the body
		for k := range between(j.rng, 2, 3) {
			u := fb.l*(0.35-0.4*float64(k)) + uniform(j, -0.3, 0.3)
			x0, y0 := f.world(u+0.5, fb.h-1)
			x1, y1 := f.world(u-0.5, 1-fb.h)
			sp.stroke(brush{back, 0, 0}, x0, y0, 0.4+sp.thick(), x1, y1, 0.4+sp.thick())
		}
	case key == "cod" || key == "trout": // speckles on the back
		for range between(j.rng, 2, 4) {
			x, y := f.world(uniform(j, -fb.l*0.6, fb.l*0.4), uniform(j, 0, fb.h*0.6))
			if sp.inner(x, y) {
				sp.texel(back, 0, x, y, body, back)
			}
		}
	}
	if chance(j, 0.5) { // the gill's edge behind the head
		gu := fb.l * uniform(j, 0.3, 0.4)
		x0, y0 := f.world(gu, fb.h*0.4)
		x1, y1 := f.world(gu-0.3, -fb.h*0.4)
		sp.stroke(brush{back, 0, 0}, x0, y0, 0.3+sp.thick()/2, x1, y1, 0.3+sp.thick()/2)
	}
	sp.decal = false
	// The eye: a dark pupil, with a pale texel before it on a dark fish,
	// where a dark pupil alone would not show.
	eu, ev := fb.l*uniform(j, 0.5, 0.62), fb.h*uniform(j, 0.1, 0.3)
	if bodyC.L < 0.5 || chance(j, 0.3) {
		white := sp.varied(boneWhite, 1, 0)
		wx, wy := f.world(eu+1, ev)
		sp.texel(white, 0, wx, wy, body, back, belly)
	}
	eye := sp.varied(inkDark, 1, 0)
	ex, ey := f.world(eu, ev)
	sp.texel(eye, 0, ex, ey, body, back, belly)
}

// inner reports whether the pixel at texel point (x, y) and its four
// neighbours are all painted: it lies inside the sprite, off its rims.
func (sp *sprite) inner(x, y float64) bool {
	px, py := int(x*sp.scale), int(y*sp.scale)
	for _, d := range [5][2]int{{0, 0}, {-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		qx, qy := px+d[0], py+d[1]
		if !sp.c.inside(qx, qy) || sp.c.part[qy*sp.c.n+qx] == 0 {
			return false
		}
	}
	return true
}

// fitFish moves a fish's frame so the fish sits in the middle of the sprite,
// from the tip of its head to the end of its tail and from its belly to the
// tip of its back fin.
func fitFish(f fishFrame, fb fishBody, finU, finH float64) fishFrame {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	add := func(u, v float64) {
		x, y := f.world(u, v)
		x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
	}
	for u := -fb.l; u <= fb.l; u += 0.25 {
		add(u, fb.half(u))
		add(u, -fb.half(u))
	}
	end := -(fb.l - 0.8 + fb.t)
	add(end, fb.tw)
	add(end, -fb.tw)
	add(finU, fb.h+finH)
	f.cx += 8 - (x0+x1)/2
	f.cy += 8.2 - (y0+y1)/2
	return f
}

// pufferfish: a round yellow body 7–8.4 texels across ringed with short
// spikes, a small tail fan and fin, an eye, a few spots and a paler belly.
// The spikes and tail are of the body's part, so relief lights them with it.
func (sp *sprite) pufferfish(j *job, body, back, belly uint8) {
	r := uniform(j, 3.5, 4.2)
	side := 1.0
	if chance(j, 0.3) {
		side = -1
	}
	cx, cy := 8+side*uniform(j, 0.6, 1), 8.2+uniform(j, -0.3, 0.3)
	tx := cx - side*(r+uniform(j, 1.4, 2))
	tw := uniform(j, 1.3, 1.9)
	sp.poly(brush{body, 1, 1}, cx-side*(r-1), cy, tx, cy-tw, tx+side*0.6, cy, tx, cy+tw)
	n := between(j.rng, 7, 10)
	a0 := uniform(j, 0, 2*math.Pi)
	sl := uniform(j, 1, 1.6)
	for k := range n {
		t := a0 + 2*math.Pi*float64(k)/float64(n)
		c, s := math.Cos(t), math.Sin(t)
		if c*side < -0.75 { // no spikes over the tail
			continue
		}
		sp.stroke(brush{body, 1, 0.5}, cx+c*(r-0.5), cy+s*(r-0.5), 0.55+sp.thick(), cx+c*(r+sl), cy+s*(r+sl), 0.35+sp.thick())
	}
	ry := r * uniform(j, 0.9, 1)
	sp.ball(brush{body, 2, 1.2}, cx, cy, r, ry)
	sp.relief()
	bl := uniform(j, 0.15, 0.4) * r
	sp.scan(brush{belly, 1, 1}, cx-r, cy+bl, cx+r, cy+r, func(x, y float64) (bool, float64) {
		u, v := (x-cx)/r, (y-cy)/ry
		return y > cy+bl && u*u+v*v < 0.8 && sp.inner(x, y), -u
	})
	fx, fy := cx-side*r*0.1, cy+r*0.15
	sp.stroke(brush{back, 1, 0}, fx, fy, 0.5+sp.thick(), fx-side*uniform(j, 1.4, 2), fy+uniform(j, -0.4, 0.6), 0.4+sp.thick())
	for range between(j.rng, 1, 3) {
		x, y := cx+uniform(j, -r, r)*0.5, cy-uniform(j, 0.3, 0.6)*r
		if sp.inner(x, y) {
			sp.texel(back, 0, x, y, body)
		}
	}
	eye := sp.varied(inkDark, 1, 0)
	sp.texel(eye, 0, cx+side*r*uniform(j, 0.4, 0.55), cy-r*uniform(j, 0.15, 0.35), body)
}
