package quality

import (
	"image"
	"image/color"

	"github.com/texelforge/texelforge/internal/generate/palette"
)

// opaqueAlpha is the alpha from which a pixel counts as opaque: the half threshold
// that cutout rendering and alpha snapping use.
const opaqueAlpha = 128

// swatch is one distinct opaque colour of a texture, converted to Oklab once.
type swatch struct {
	key   uint32 // packed RGBA
	lab   palette.Lab
	c, h  float64 // OkLCh chroma and hue in degrees
	count int
}

// raster is a texture reduced to palette indices, so every metric works on a few
// distinct colours instead of converting each pixel.
type raster struct {
	w, h        int
	wrap        bool       // neighbours wrap around the edges (blocks)
	idx         []int32    // per pixel: index into pal, or -1 when transparent
	pal         []swatch   // distinct opaque colours in first-seen order
	xs, ys      [][5]int32 // see link
	scratch     []int32    // 2 per pixel, for components
	opaque      int
	alphaBinary bool
}

// linearLimit is how many colours are searched linearly before a map takes over;
// quantized textures never get there.
const linearLimit = 32

// newRaster indexes img. It allocates little: at 16x16 allocation, not
// arithmetic, is what the metrics spend their time on.
func newRaster(img *image.NRGBA, wrap bool) *raster {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	n := w * h
	buf := make([]int32, 3*n)
	r := &raster{w: w, h: h, wrap: wrap, idx: buf[:n], scratch: buf[n:], pal: make([]swatch, 0, 16), alphaBinary: true}
	var big map[uint32]int32
	lastKey, lastIdx := uint32(0), int32(-1) // 0 never matches: an opaque key's alpha byte is >= 128
	for y := range h {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range w {
			p := row[4*x : 4*x+4 : 4*x+4]
			i := y*w + x
			if p[3] != 0 && p[3] != 255 {
				r.alphaBinary = false
			}
			if p[3] < opaqueAlpha {
				r.idx[i] = -1
				continue
			}
			key := uint32(p[0])<<24 | uint32(p[1])<<16 | uint32(p[2])<<8 | uint32(p[3])
			if key != lastKey {
				lastKey, lastIdx = key, r.lookup(key, &big)
			}
			r.idx[i] = lastIdx
			r.pal[lastIdx].count++
			r.opaque++
		}
	}
	r.link()
	return r
}

// lookup returns the palette index of key, adding the colour when it is new.
// Past linearLimit colours it indexes them in *big.
func (r *raster) lookup(key uint32, big *map[uint32]int32) int32 {
	if *big != nil {
		if k, ok := (*big)[key]; ok {
			return k
		}
	} else {
		for k := range r.pal {
			if r.pal[k].key == key {
				return int32(k)
			}
		}
	}
	lab := palette.FromRGB(color.NRGBA{uint8(key >> 24), uint8(key >> 16), uint8(key >> 8), 255})
	r.pal = append(r.pal, swatch{key: key, lab: lab, c: lab.Chroma(), h: lab.Hue()})
	k := int32(len(r.pal) - 1)
	switch {
	case *big != nil:
		(*big)[key] = k
	case len(r.pal) > linearLimit:
		*big = make(map[uint32]int32, 4*linearLimit)
		for i, s := range r.pal {
			(*big)[s.key] = int32(i)
		}
	}
	return k
}

// lum is the Oklab L of opaque pixel i.
func (r *raster) lum(i int) float64 { return r.pal[r.idx[i]].lab.L }

// dx8 and dy8 step to the 8 neighbours: right, left, down, up, then the diagonals.
var (
	dx8 = [8]int{1, -1, 0, 0, 1, 1, -1, -1}
	dy8 = [8]int{0, 0, 1, -1, 1, -1, 1, -1}
)

// forward are the steps right, down, down-right and down-left.
var forward = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}

// link fills the neighbour coordinate tables: xs[x][2+d] is the column d steps
// from x (d in -2..2), wrapped or -1 off the canvas, and ys likewise for rows.
// Stepping through them avoids bounds arithmetic and division, which dominated
// the metrics' cost.
func (r *raster) link() {
	t := make([][5]int32, r.w+r.h)
	r.xs, r.ys = t[:r.w], t[r.w:]
	for _, t := range []struct {
		tab [][5]int32
		n   int
	}{{r.xs, r.w}, {r.ys, r.h}} {
		for v := range t.n {
			for d := -2; d <= 2; d++ {
				u := v + d
				switch {
				case u >= 0 && u < t.n:
				case r.wrap:
					u = (u%t.n + t.n) % t.n
				default:
					u = -1
				}
				t.tab[v][d+2] = int32(u)
			}
		}
	}
}

// near returns the pixel (dx, dy) away from (x, y), |dx|, |dy| <= 2, or -1 off
// the canvas.
func (r *raster) near(x, y, dx, dy int) int {
	nx, ny := r.xs[x][dx+2], r.ys[y][dy+2]
	if nx < 0 || ny < 0 {
		return -1
	}
	return int(ny)*r.w + int(nx)
}

// transparent reports whether pixel i (-1 meaning off the canvas) is empty.
func (r *raster) transparent(i int) bool { return i < 0 || r.idx[i] < 0 }

// components finds connected regions by union-find in one scan and returns, per
// pixel, the size of the region it is the root of (0 for all other pixels); the
// slice is scratch, valid until the next call. With sameColour it joins
// 4-neighbours of one colour; otherwise 8-neighbouring opaque pixels, the way a
// sprite's detached parts are seen. Both wrap when the raster does.
func (r *raster) components(sameColour bool) []int32 {
	n := len(r.idx)
	parent, count := r.scratch[:n], r.scratch[n:2*n]
	clear(count)
	if !sameColour && r.opaque == n {
		count[0] = int32(n) // a full tile is one piece
		return count
	}
	for i := range parent {
		parent[i] = int32(i)
	}
	steps := 4 // right, down, down-right, down-left: each neighbouring pair seen once
	if sameColour {
		steps = 2
	}
	for y := range r.h {
		for x := range r.w {
			p := y*r.w + x
			k := r.idx[p]
			if k < 0 {
				continue
			}
			root := find(parent, int32(p))
			for d := range steps {
				q := r.near(x, y, forward[d][0], forward[d][1])
				if q < 0 || r.idx[q] < 0 || sameColour && r.idx[q] != k {
					continue
				}
				if other := find(parent, int32(q)); other != root {
					parent[max(root, other)] = min(root, other)
					root = min(root, other)
				}
			}
		}
	}
	for p, k := range r.idx {
		if k >= 0 {
			count[find(parent, int32(p))]++
		}
	}
	return count
}

// find returns x's root, halving the path as it goes.
func find(parent []int32, x int32) int32 {
	for parent[x] != x {
		parent[x] = parent[parent[x]]
		x = parent[x]
	}
	return x
}

// de is ΔE between palette entries i and j, with -1 (transparent) a fixed 1 from
// any colour.
func (r *raster) de(i, j int32) float64 {
	switch {
	case i == j:
		return 0
	case i < 0 || j < 0:
		return transparentDE
	}
	return palette.Distance(r.pal[i].lab, r.pal[j].lab)
}

// transparentDE is the ΔE charged between a transparent and an opaque pixel: as
// far as black from white.
const transparentDE = 1.0
