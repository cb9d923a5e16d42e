package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// brush is how a template shape paints: a part, its base shade, and how strongly
// the shape's own form shades it. With light 1 the side of a shape that faces the
// top-left light is one shade above the base and the far side one below; 0 paints flat.
type brush struct {
	part  uint8
	shade int
	light float64
}

// eraser paints part 0: it cuts holes (a ring's middle, a helmet's face opening).
var eraser = brush{}

// sprite rasterises a template whose shapes are given in texels of the 16×16 grid
// onto a canvas of any size: a pixel belongs to a shape when its centre does, so
// 32×32 and 64×64 draw the same object with finer edges. Every shape is clipped
// to the pixels [2, n-3], which keeps room for the 1-px outline finishSprite adds
// and the transparent margin outside it.
type sprite struct {
	j      *job
	c      *canvas
	scale  float64 // pixels per texel
	lo, hi int     // the interior pixels are lo..hi-1 on both axes
	shiny  uint8   // the part specular pixels paint with, 0 until the first glint
	// decal, when set, restricts painting to pixels the sprite already covers:
	// emblems and bands stay on the surface they decorate.
	decal bool
	// below, when above 0, restricts painting to pixels whose centre lies below
	// this texel row: a potion's liquid fills its bottle up to a level.
	below float64
}

func newSprite(j *job) *sprite {
	return &sprite{j: j, c: j.c, scale: float64(j.unit), lo: 2, hi: j.n - 2}
}

// thick is the extra radius, in texels, that thin strokes (sticks, blades, a
// bow's limb) get at 32 and 64: at 16 the 1-px outline widens a stroke by a whole
// texel on each side, at 32 and 64 by only a half or a quarter, so without it
// the same template draws spindly. It makes up half the lost width.
func (sp *sprite) thick() float64 { return 0.5 * (1 - 1/sp.scale) }

// mat registers a material ramp for a part. Its darkest shade is kept at or
// above L 0.17, so that finishSprite's outline can always be darker still.
func (sp *sprite) mat(base palette.Lab, shades int, spread float64) uint8 {
	switch _, c, _ := base.LCh(); {
	case c < 0.05 && base.L > 0.88:
		// Black and white things keep to the ends of the scale: a full spread
		// would shade them into greys. White has the least room, as its ramp
		// stops short of pure white.
		spread = min(spread, 0.07)
	case c < 0.05 && base.L < 0.3:
		spread = min(spread, 0.1)
	}
	base.L = min(max(base.L, 0.17+spread), 0.97-spread*0.5)
	return sp.c.addRamp(ramp(base, shades, spread))
}

// varied is mat for a part whose colour resolveLook did not already jitter (a
// handle, a cork, a leaf): it gets the same small jitter, from the shape stream,
// so every part of every variation differs a little.
func (sp *sprite) varied(base palette.Lab, shades int, spread float64) uint8 {
	return sp.mat(jitter(base, sp.j.rng), shades, spread)
}

// scan visits the interior pixels whose centres fall in the texel box
// [x0, x1]×[y0, y1] and paints those `in` accepts, shading each by the facing
// g in [-1, 1] that `in` returns.
func (sp *sprite) scan(b brush, x0, y0, x1, y1 float64, in func(x, y float64) (bool, float64)) {
	px0, py0 := max(int(math.Floor(x0*sp.scale)), sp.lo), max(int(math.Floor(y0*sp.scale)), sp.lo)
	px1, py1 := min(int(math.Ceil(x1*sp.scale))+1, sp.hi), min(int(math.Ceil(y1*sp.scale))+1, sp.hi)
	n := sp.c.n
	for py := py0; py < py1; py++ {
		y := (float64(py) + 0.5) / sp.scale
		if y < sp.below {
			continue
		}
		for px := px0; px < px1; px++ {
			i := py*n + px
			if sp.decal && sp.c.part[i] == 0 {
				continue
			}
			ok, g := in((float64(px)+0.5)/sp.scale, y)
			if !ok {
				continue
			}
			sp.c.part[i] = b.part
			sp.c.shade[i] = sp.c.clampShade(b.part, b.shade+int(math.Round(b.light*g)))
		}
	}
}

// stroke paints a tapered capsule from (ax, ay) with radius ar to (bx, by) with
// radius br. Its facing is the offset across the axis, positive on the upper-left side.
func (sp *sprite) stroke(b brush, ax, ay, ar, bx, by, br float64) {
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	nx, ny := -math.Sqrt2/2, -math.Sqrt2/2
	if l2 > 0 {
		l := math.Sqrt(l2)
		nx, ny = dy/l, -dx/l
		if nx+ny > 0 || (nx+ny == 0 && ny > 0) {
			nx, ny = -nx, -ny
		}
	}
	r := max(ar, br)
	sp.scan(b, min(ax, bx)-r, min(ay, by)-r, max(ax, bx)+r, max(ay, by)+r, func(x, y float64) (bool, float64) {
		t := 0.0
		if l2 > 0 {
			t = min(max(((x-ax)*dx+(y-ay)*dy)/l2, 0), 1)
		}
		ex, ey := x-ax-t*dx, y-ay-t*dy
		rad := ar + (br-ar)*t
		if ex*ex+ey*ey > rad*rad {
			return false, 0
		}
		return true, (ex*nx + ey*ny) / rad
	})
}

// path strokes a polyline of constant radius through the points x0, y0, x1, y1, ...
func (sp *sprite) path(b brush, r float64, pts ...float64) {
	for k := 0; k+3 < len(pts); k += 2 {
		sp.stroke(b, pts[k], pts[k+1], r, pts[k+2], pts[k+3], r)
	}
}

// ellipse paints an axis-aligned ellipse, facing the light on its upper left.
func (sp *sprite) ellipse(b brush, cx, cy, rx, ry float64) {
	sp.scan(b, cx-rx, cy-ry, cx+rx, cy+ry, func(x, y float64) (bool, float64) {
		u, v := (x-cx)/rx, (y-cy)/ry
		if u*u+v*v > 1 {
			return false, 0
		}
		return true, -(u + v) / math.Sqrt2
	})
}

// rect paints the texel box [x0, x1)×[y0, y1), facing the light on its upper left.
func (sp *sprite) rect(b brush, x0, y0, x1, y1 float64) {
	hw, hh := (x1-x0)/2, (y1-y0)/2
	sp.scan(b, x0, y0, x1, y1, func(x, y float64) (bool, float64) {
		if x < x0 || x >= x1 || y < y0 || y >= y1 {
			return false, 0
		}
		return true, -((x-x0-hw)/hw + (y-y0-hh)/hh) / 2
	})
}

// poly paints the polygon through x0, y0, x1, y1, ... (even-odd rule), facing the
// light on the upper left of its bounding box.
func (sp *sprite) poly(b brush, pts ...float64) {
	x0, y0, x1, y1 := pts[0], pts[1], pts[0], pts[1]
	for k := 2; k+1 < len(pts); k += 2 {
		x0, x1 = min(x0, pts[k]), max(x1, pts[k])
		y0, y1 = min(y0, pts[k+1]), max(y1, pts[k+1])
	}
	hw, hh := max((x1-x0)/2, 0.5), max((y1-y0)/2, 0.5)
	sp.scan(b, x0, y0, x1, y1, func(x, y float64) (bool, float64) {
		in := false
		for i, k := 0, len(pts)-2; i+1 < len(pts); k, i = i, i+2 {
			xi, yi, xk, yk := pts[i], pts[i+1], pts[k], pts[k+1]
			if (yi > y) != (yk > y) && x < (xk-xi)*(y-yi)/(yk-yi)+xi {
				in = !in
			}
		}
		return in, -((x-x0-hw)/hw + (y-y0-hh)/hh) / 2
	})
}

// arc paints a band of width w along the circle (cx, cy, r) between the angles
// a0 and a1 (degrees, clockwise from +x since y points down), narrowing to
// w·tip at both ends. The band's outer face is lit where it faces the top left.
func (sp *sprite) arc(b brush, cx, cy, r, w, tip, a0, a1 float64) {
	sp.band(b, cx, cy, r, w, tip, a0, a1, func(dx, dy, d, hw float64) float64 {
		return (d - r) / hw * -(dx + dy) / (d * math.Sqrt2)
	})
}

// band paints arc's band with the light given by light, from the pixel's offset
// (dx, dy) from the centre, its distance d from it and the band's half width
// there.
func (sp *sprite) band(b brush, cx, cy, r, w, tip, a0, a1 float64, light func(dx, dy, d, hw float64) float64) {
	mid, half := (a0+a1)/2, (a1-a0)/2
	sp.scan(b, cx-r-w, cy-r-w, cx+r+w, cy+r+w, func(x, y float64) (bool, float64) {
		dx, dy := x-cx, y-cy
		d := math.Sqrt(dx*dx + dy*dy)
		if d == 0 || math.Abs(d-r) > w/2 {
			return false, 0
		}
		k := 0.0
		if half < 180 { // a whole ring needs no angle
			a := math.Atan2(dy, dx) * 180 / math.Pi
			off := math.Mod(a-mid+540, 360) - 180
			if math.Abs(off) > half {
				return false, 0
			}
			k = math.Abs(off) / half
		}
		hw := w / 2 * (1 - (1-tip)*k*k)
		if math.Abs(d-r) > hw {
			return false, 0
		}
		return true, light(dx, dy, d, hw)
	})
}
