package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// relief lights the sprite from the top left, once every shape is painted: a
// pixel whose upper or left neighbour belongs to another part (or to nothing)
// goes one shade up, one whose lower or right neighbour does goes one shade down.
// Where a part rests on another of nearly the same lightness, the pixel on the
// far side gets the darkest shade: a contact line that keeps the two apart.
// Then it grains the surfaces: a few pixels well inside a part (all four
// neighbours in it) move one shade up or down, the small irregularities of the
// game's materials, and a difference between every two variations even where
// their shapes rasterise alike. Details painted after relief keep the shades they
// are given.
func (sp *sprite) relief() {
	c := sp.c
	n := c.n
	e := max(1, sp.j.unit/2) // rims stay about half a texel wide at every size
	var mid [256]float64     // each part's middle lightness, computed when first needed
	midL := func(p uint8) float64 {
		if mid[p] == 0 {
			mid[p] = palette.FromRGB(c.ramps[p][len(c.ramps[p])/2]).L + 1e-9
		}
		return mid[p]
	}
	at := func(x, y int) uint8 {
		if !c.inside(x, y) {
			return 0
		}
		return c.part[y*n+x]
	}
	for y := sp.lo; y < sp.hi; y++ {
		for x := sp.lo; x < sp.hi; x++ {
			i := y*n + x
			p := c.part[i]
			if p == 0 {
				continue
			}
			s := int(c.shade[i])
			if at(x, y-e) != p || at(x-e, y) != p {
				s++
			}
			if at(x, y+e) != p || at(x+e, y) != p {
				s--
			}
			for _, q := range [2]uint8{at(x-1, y), at(x, y-1)} {
				if q != 0 && q != p && math.Abs(midL(q)-midL(p)) < 0.06 {
					s = 0
				}
			}
			c.shade[i] = c.clampShade(p, s)
		}
	}
	for range 6 * sp.j.unit * sp.j.unit {
		x, y := between(sp.j.rng, sp.lo+1, sp.hi-2), between(sp.j.rng, sp.lo+1, sp.hi-2)
		i := y*n + x
		if p := c.part[i]; p != 0 && at(x-1, y) == p && at(x+1, y) == p && at(x, y-1) == p && at(x, y+1) == p {
			c.nudge(i, 2*sp.j.rng.IntN(2)-1)
		}
	}
}

// texel paints the texel at (x, y) of the 16×16 grid (a unit×unit block) with an
// exact shade, but only over pixels that already belong to one of the parts in
// `on`: details such as a fuller, text or a glyph stay inside their surface.
func (sp *sprite) texel(part uint8, shade int, x, y float64, on ...uint8) {
	u := sp.j.unit
	px0, py0 := int(math.Floor(x))*u, int(math.Floor(y))*u
	for py := max(py0, sp.lo); py < min(py0+u, sp.hi); py++ {
		for px := max(px0, sp.lo); px < min(px0+u, sp.hi); px++ {
			i := py*sp.c.n + px
			for _, o := range on {
				if sp.c.part[i] == o && o != 0 {
					sp.c.part[i], sp.c.shade[i] = part, sp.c.clampShade(part, shade)
					break
				}
			}
		}
	}
}

// glint puts a specular highlight (a near-white tint of the part's lightest shade)
// near texel (x, y) of a glossy surface: on the first pixel at or just below-right
// of that spot that lies inside part with its upper and left neighbours in it too,
// so the glint sits on the surface rather than on its top-left rim. It stays a
// single pixel at 16 and 32 and grows to 2×2 at 64, as a highlight is a point of
// light. finishSprite outlines the glint with the part's own outline.
func (sp *sprite) glint(part uint8, x, y float64) {
	c := sp.c
	n := c.n
	size := max(1, sp.j.unit/2)
	inPart := func(x, y int) bool {
		for dy := -1; dy < size; dy++ {
			for dx := -1; dx < size; dx++ {
				if dx == -1 && dy == -1 {
					continue
				}
				if !c.inside(x+dx, y+dy) || c.part[(y+dy)*n+x+dx] != part {
					return false
				}
			}
		}
		return true
	}
	px, py := int(x*sp.scale), int(y*sp.scale)
	for _, d := range [5][2]int{{0, 0}, {1, 1}, {1, 0}, {0, 1}, {2, 2}} {
		gx, gy := px+d[0]*size, py+d[1]*size
		if !inPart(gx, gy) {
			continue
		}
		if sp.shiny == 0 {
			top := palette.FromRGB(c.ramps[part][len(c.ramps[part])-1])
			l, ch, h := top.LCh()
			sp.shiny = c.addRamp(palette.Ramp{palette.FromLCh(min(l+0.08, 0.98), ch*0.35, h).RGB()})
		}
		for dy := range size {
			for dx := range size {
				c.part[(gy+dy)*n+gx+dx], c.shade[(gy+dy)*n+gx+dx] = sp.shiny, 0
			}
		}
		return
	}
}

// along returns the point t texels along the main diagonal, from (x, y) toward
// the top right: tools and weapons lie on it, handle bottom-left.
func along(x, y, t float64) (float64, float64) { return x + t, y - t }

// uniform returns a random float in [lo, hi) from the job's shape stream.
func uniform(j *job, lo, hi float64) float64 { return lo + j.rng.Float64()*(hi-lo) }

// chance is true with probability p.
func chance(j *job, p float64) bool { return j.rng.Float64() < p }
