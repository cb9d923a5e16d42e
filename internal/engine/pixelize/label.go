package pixelize

import (
	"image"
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// innerShare is the middle part of a cell, per axis, that is sampled: a model's
// pseudo-pixels have blurred borders.
const innerShare = 0.6

// texture is the output being built: n×n pixels, each a palette index or -1 where
// transparent, with a palette of at most limit colours.
type texture struct {
	n, limit int
	pal      []palette.Lab
	px       []int
}

// label quantizes the inner pixels of the opaque cells into at most k colours and
// gives each cell its majority colour. A cell is opaque when at least half of its
// inner pixels are foreground (fg nil means every pixel is); an opaque cell whose
// inner part has no visible pixel takes the most common colour. It returns
// ErrNoForeground when no opaque cell has a visible pixel.
func label(r *raster, cols colors, fg []bool, c cells, k int) (*texture, error) {
	s := newSampler(r, cols, fg, c)
	opaque := make([]bool, s.n*s.n)
	weight := make([]float64, len(cols.lab))
	for cell := range opaque {
		in, on := 0, 0
		s.each(cell, func(p int) {
			in++
			if fg == nil || fg[p] {
				on++
			}
		})
		if opaque[cell] = in > 0 && 2*on >= in; opaque[cell] {
			s.each(cell, func(p int) {
				if s.visible(p) {
					weight[cols.of[p]]++
				}
			})
		}
	}
	var sample []wcol
	for b, w := range weight {
		if w > 0 {
			sample = append(sample, wcol{cols.lab[b], w})
		}
	}
	if len(sample) == 0 {
		return nil, ErrNoForeground
	}
	t := &texture{n: s.n, limit: k, pal: quantize(sample, k), px: make([]int, s.n*s.n)}
	s.vote(t, opaque)
	return t, nil
}

// sampler reads the inner pixels of the output cells.
type sampler struct {
	n      int
	r      *raster
	cols   colors
	fg     []bool
	xs, ys [][2]int // inner pixel ranges [a, b) of each column and row of cells
}

func newSampler(r *raster, cols colors, fg []bool, c cells) *sampler {
	s := &sampler{n: len(c.xs) - 1, r: r, cols: cols, fg: fg}
	for i := range s.n {
		s.xs = append(s.xs, inner(c.xs[i], c.xs[i+1], r.w))
		s.ys = append(s.ys, inner(c.ys[i], c.ys[i+1], r.h))
	}
	return s
}

// each calls f with the index of every inner pixel of the cell.
func (s *sampler) each(cell int, f func(p int)) {
	xr, yr := s.xs[cell%s.n], s.ys[cell/s.n]
	for y := yr[0]; y < yr[1]; y++ {
		for x := xr[0]; x < xr[1]; x++ {
			f(y*s.r.w + x)
		}
	}
}

// visible reports whether pixel p is foreground with a colour.
func (s *sampler) visible(p int) bool {
	return (s.fg == nil || s.fg[p]) && s.cols.of[p] >= 0
}

// vote gives each opaque cell of t the palette entry most of its inner pixels are
// nearest to, the first among equals, and a cell without visible pixels the most
// common entry; the other cells are transparent.
func (s *sampler) vote(t *texture, opaque []bool) {
	of := make([]int, len(s.cols.lab)) // the entry of each colour bin + 1, filled lazily
	votes, total := make([]int, len(t.pal)), make([]int, len(t.pal))
	var blind []int
	for cell := range t.px {
		t.px[cell] = -1
		if !opaque[cell] {
			continue
		}
		clear(votes)
		s.each(cell, func(p int) {
			if b := s.cols.of[p]; s.visible(p) {
				if of[b] == 0 {
					of[b] = nearest(t.pal, s.cols.lab[b]) + 1
				}
				votes[of[b]-1]++
			}
		})
		if m := argmax(votes); votes[m] > 0 {
			t.px[cell] = m
			total[m]++
		} else {
			blind = append(blind, cell)
		}
	}
	for _, cell := range blind {
		t.px[cell] = argmax(total)
	}
}

// inner returns the pixels [a, b) whose centres lie in the middle innerShare of
// [lo, hi), or the pixel holding its middle when none does, clipped to [0, n); a
// cell outside the image gets the nearest edge pixel.
func inner(lo, hi float64, n int) [2]int {
	m := (1 - innerShare) / 2 * (hi - lo)
	a, b := int(math.Ceil(lo+m-0.5)), int(math.Floor(hi-m-0.5))+1
	if a >= b {
		a = int(math.Floor((lo + hi) / 2))
		b = a + 1
	}
	a, b = max(a, 0), min(b, n)
	if a >= b {
		a = min(max(a, 0), n-1)
		b = a + 1
	}
	return [2]int{a, b}
}

// argmax returns the index of the largest value, the first among equals.
func argmax(v []int) int {
	best := 0
	for i, x := range v {
		if x > v[best] {
			best = i
		}
	}
	return best
}

// render draws t as an NRGBA image, transparent pixels as zero.
func (t *texture) render() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, t.n, t.n))
	for i, v := range t.px {
		if v >= 0 {
			c := t.pal[v].RGB()
			img.Pix[4*i], img.Pix[4*i+1], img.Pix[4*i+2], img.Pix[4*i+3] = c.R, c.G, c.B, 255
		}
	}
	return img
}
