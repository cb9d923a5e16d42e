package quality

import (
	"encoding/binary"
	"image"
	"image/color"

	"github.com/texelforge/texelforge/internal/engine/palette"
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
// distinct colours instead of converting each pixel. One raster is reset for
// texture after texture (see Meter): at 16x16 allocation, not arithmetic, is
// what the metrics would spend their time on.
type raster struct {
	w, h        int
	wrap        bool     // neighbours wrap around the edges (blocks)
	idx         []int32  // per pixel: index into pal, or -1 when transparent
	pal         []swatch // distinct opaque colours in first-seen order
	nb          []int32  // see link
	grid        []int32  // per cell of nb: the palette index there, -1 transparent, -2 off the canvas
	scratch     []int32  // 2 per pixel, for components and clusters
	opaque      int
	alphaBinary bool

	// Memory kept from one texture to the next.
	buf    []int32         // idx and scratch
	recent [64]recentColor // palette indices of recent colours, by a hash of the colour
	flags  []bool          // 2 per pixel, for measureOutline
	ints   []int           // for measurePalette
	lv     []level         // for signature
	lumBuf []float64       // for lums, valid when lumOK
	lumOK  bool
	gridL  []float64 // for gridLums
	deBuf  []float64 // for deTable
}

// linearLimit is how many colours are searched linearly before a map takes over;
// quantized textures never get there.
const linearLimit = 32

// newRaster indexes img.
func newRaster(img *image.NRGBA, wrap bool) *raster {
	r := &raster{}
	r.reset(img, wrap)
	return r
}

// reset indexes img, reusing the raster's memory.
func (r *raster) reset(img *image.NRGBA, wrap bool) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	n := w * h
	if cap(r.buf) < 3*n {
		r.buf = make([]int32, 3*n)
	}
	r.idx, r.scratch = r.buf[:n], r.buf[n:3*n]
	if r.nb == nil || w != r.w || h != r.h || wrap != r.wrap {
		r.w, r.h, r.wrap = w, h, wrap
		r.link()
	}
	r.pal, r.lumOK = r.pal[:0], false
	clear(r.recent[:])
	var big map[uint32]int32
	idx, opaque, nonBinary := r.idx, 0, 0
	for y := range h {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):][:4*w]
		for x := range w {
			key := binary.BigEndian.Uint32(row[4*x:]) // RGBA
			a := uint8(key)
			nonBinary |= b2i(a != 0) & b2i(a != 255)
			i := y*w + x
			if a < opaqueAlpha {
				idx[i] = -1
				continue
			}
			// Most pixels repeat a colour seen a few pixels before: a table
			// hashed by colour saves searching the palette for them.
			slot := &r.recent[key*0x9e3779b1>>26]
			if slot.key != key {
				*slot = recentColor{key, r.lookup(key, &big)}
			}
			idx[i] = slot.k
			r.pal[slot.k].count++
			opaque++
		}
	}
	r.opaque, r.alphaBinary = opaque, nonBinary == 0
	if cap(r.grid) < len(r.nb) {
		r.grid = make([]int32, len(r.nb))
	}
	r.grid = r.grid[:len(r.nb)]
	for g, i := range r.nb {
		r.grid[g] = offCanvas
		if i >= 0 {
			r.grid[g] = r.idx[i]
		}
	}
}

// offCanvas is the palette index raster.grid holds beyond the edges of a
// texture that does not wrap.
const offCanvas = -2

// recentColour is a slot of raster.recent.
type recentColor struct {
	key uint32 // 0, which no opaque colour packs to, when empty
	k   int32
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

// lums returns every pixel's lum, 0 for transparent ones: one load each for the
// metrics that read them over and over.
func (r *raster) lums() []float64 {
	if r.lumOK {
		return r.lumBuf
	}
	if cap(r.lumBuf) < len(r.idx) {
		r.lumBuf = make([]float64, len(r.idx))
	}
	r.lumBuf = r.lumBuf[:len(r.idx)]
	for i, k := range r.idx {
		r.lumBuf[i] = 0
		if k >= 0 {
			r.lumBuf[i] = r.pal[k].lab.L
		}
	}
	r.lumOK = true
	return r.lumBuf
}

// gridLums returns the lum of each palette index raster.grid can hold, k at
// [k+2], with 0 for transparent and off the canvas: branch-free reads for loops
// that mask those out anyway.
func (r *raster) gridLums() []float64 {
	if cap(r.gridL) < len(r.pal)+2 {
		r.gridL = make([]float64, len(r.pal)+2, 2*len(r.pal)+16)
	}
	lums := r.gridL[:len(r.pal)+2]
	lums[0], lums[1] = 0, 0
	for k, s := range r.pal {
		lums[k+2] = s.lab.L
	}
	return lums
}

// dx8 and dy8 step to the 8 neighbours: right, left, down, up, then the diagonals.
var (
	dx8 = [8]int{1, -1, 0, 0, 1, 1, -1, -1}
	dy8 = [8]int{0, 0, 1, -1, 1, -1, 1, -1}
)

// nbPad is how far link's table reaches beyond the canvas: grooveLight looks
// two pixels ahead.
const nbPad = 2

// link fills the neighbour table: nb[(y+nbPad)*(w+2*nbPad) + x+nbPad], for x
// in -nbPad..w+nbPad-1 and y likewise, is the index of pixel (x, y), wrapped, or
// -1 off the canvas. Looking neighbours up in it avoids bounds arithmetic and
// division, which dominated the metrics' cost.
func (r *raster) link() {
	stride, rows := r.w+2*nbPad, r.h+2*nbPad
	r.nb = make([]int32, stride*rows)
	wrapped := func(v, n int) int {
		switch {
		case v >= 0 && v < n:
			return v
		case r.wrap:
			return (v%n + n) % n
		}
		return -1
	}
	for gy := range rows {
		y := wrapped(gy-nbPad, r.h)
		for gx := range stride {
			x := wrapped(gx-nbPad, r.w)
			r.nb[gy*stride+gx] = -1
			if x >= 0 && y >= 0 {
				r.nb[gy*stride+gx] = int32(y*r.w + x)
			}
		}
	}
}

// transparent reports whether pixel i (-1 meaning off the canvas) is empty.
func (r *raster) transparent(i int) bool { return i < 0 || r.idx[i] < 0 }

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
