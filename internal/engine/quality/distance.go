package quality

import (
	"image"
	"math"
	"runtime"
	"slices"
	"sync"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

const (
	// NearDuplicate is the distance under which two variations count as the same.
	NearDuplicate = 0.02
	// mismatchedSize is the distance between textures of different sizes: farther
	// than any two textures of one size can be.
	mismatchedSize = 2
	// deScale turns ΔE into the integers the shift search sums: 1/4096 resolution.
	deScale = 4096
)

// Diversity describes how different the textures of a set are from one another.
type Diversity struct {
	MinDistance    float64   `json:"minDistance"`
	MedianDistance float64   `json:"medianDistance"`
	NearDuplicates int       `json:"nearDuplicates"` // pairs closer than NearDuplicate
	Nearest        []float64 `json:"nearest"`        // per texture, the distance to its nearest other
}

// Distance is how different two textures of the given kind look: the mean
// per-pixel ΔE, a transparent pixel against an opaque one counting 1. For blocks
// it is the minimum over every cyclic shift of b, since a shifted tile is not a
// new variation; for items and flat items the fraction of pixels where exactly
// one of the two is opaque is added. Textures of different sizes are 2 apart.
func Distance(a, b *image.NRGBA, kind spec.Kind) float64 {
	if a.Bounds().Size() != b.Bounds().Size() {
		return mismatchedSize
	}
	shifts := kind == spec.Block
	return newFrame(a, shifts).distance(newFrame(b, shifts), shifts)
}

// SetDiversity measures a set of textures of one kind and size by their pairwise
// Distance. With fewer than two textures every figure is 0. The pairs are
// independent, so they are spread over the available CPUs.
func SetDiversity(imgs []*image.NRGBA, kind spec.Kind) Diversity {
	d := Diversity{Nearest: make([]float64, len(imgs))}
	if len(imgs) < 2 {
		return d
	}
	shifts := kind == spec.Block
	frames := make([]*frame, len(imgs))
	for i, img := range imgs {
		frames[i] = newFrame(img, shifts)
	}
	type pair struct{ i, j int }
	var pairs []pair
	for i := range frames {
		for j := i + 1; j < len(frames); j++ {
			pairs = append(pairs, pair{i, j})
		}
	}
	dist := make([]float64, len(pairs))
	workers := min(runtime.GOMAXPROCS(0), len(pairs))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for p := w; p < len(pairs); p += workers {
				a, b := frames[pairs[p].i], frames[pairs[p].j]
				dist[p] = mismatchedSize
				if a.w == b.w && a.h == b.h {
					dist[p] = a.distance(b, shifts)
				}
			}
		})
	}
	wg.Wait()
	for i := range d.Nearest {
		d.Nearest[i] = math.Inf(1)
	}
	for p, v := range dist {
		i, j := pairs[p].i, pairs[p].j
		d.Nearest[i], d.Nearest[j] = min(d.Nearest[i], v), min(d.Nearest[j], v)
		if v < NearDuplicate {
			d.NearDuplicates++
		}
	}
	slices.Sort(dist)
	d.MinDistance = dist[0]
	d.MedianDistance = (dist[(len(dist)-1)/2] + dist[len(dist)/2]) / 2
	return d
}

// frame is a texture prepared for distances: palette indices with 0 for
// transparent, and the Oklab colour of each index.
type frame struct {
	w, h int
	idx  []uint16
	lab  []palette.Lab // lab[0] stands for transparent and is never read
	// For the shift search, when the palette fits the pair table: high holds the
	// indices shifted into the table's row bits, wide the rows twice over so every
	// horizontal shift reads a plain slice.
	high, wide []uint16
}

// tableBits is the width of a palette index in the pair table: up to 31 colours
// and transparent, which any quantized texture fits.
const (
	tableBits = 5
	tableMask = 1<<(2*tableBits) - 1
)

func newFrame(img *image.NRGBA, shifts bool) *frame { return frameOf(newRaster(img, false), shifts) }

// frameOf prepares an indexed texture, copying what it needs: only the pixels'
// indices and the palette, so whether the raster wraps does not matter.
func frameOf(r *raster, shifts bool) *frame {
	n := len(r.idx)
	f := &frame{w: r.w, h: r.h, idx: make([]uint16, n), lab: make([]palette.Lab, 1, len(r.pal)+1)}
	for i, k := range r.idx {
		f.idx[i] = uint16(k + 1)
	}
	for _, s := range r.pal {
		f.lab = append(f.lab, s.lab)
	}
	if shifts && len(f.lab) <= 1<<tableBits && f.w%4 == 0 {
		buf := make([]uint16, 3*n)
		f.high, f.wide = buf[:n], buf[n:]
		for i, k := range f.idx {
			f.high[i] = k << tableBits
		}
		for y := range f.h {
			row := f.idx[y*f.w : y*f.w+f.w]
			copy(f.wide[2*f.w*y:], row)
			copy(f.wide[2*f.w*y+f.w:], row)
		}
	}
	return f
}

// de is ΔE between index i of f and index j of g.
func (f *frame) de(g *frame, i, j uint16) float64 {
	switch {
	case i == 0 && j == 0:
		return 0
	case i == 0 || j == 0:
		return transparentDE
	}
	return palette.Distance(f.lab[i], g.lab[j])
}

// distance is Distance on prepared frames of one size.
func (f *frame) distance(g *frame, shifts bool) float64 {
	n := float64(f.w * f.h)
	switch {
	case !shifts:
		sum, xor := 0.0, 0
		for i, a := range f.idx {
			b := g.idx[i]
			sum += f.de(g, a, b)
			if (a == 0) != (b == 0) {
				xor++
			}
		}
		return sum/n + float64(xor)/n
	case f.high == nil || g.wide == nil:
		return f.minShiftDirect(g)
	}
	return float64(f.minShift(g)) / deScale / n
}

// minShift is the least integer ΔE sum over all cyclic shifts of g, through a
// table of every colour pair. It runs four horizontal shifts side by side, so
// each pixel of f and g is loaded once for four sums, and abandons them once all
// four reach the best so far. The width must be a multiple of 4.
func (f *frame) minShift(g *frame) uint32 {
	var tab [tableMask + 1]uint16
	for i := range f.lab {
		for j := range g.lab {
			tab[i<<tableBits|j] = uint16(math.Round(f.de(g, uint16(i), uint16(j)) * deScale))
		}
	}
	w, h := f.w, f.h
	best := uint32(math.MaxUint32)
	for dy := range h {
		for dx := 0; dx < w; dx += 4 {
			var s0, s1, s2, s3 uint32
			for y := 0; y < h && min(s0, s1, s2, s3) < best; y++ {
				gy := y + dy
				if gy >= h {
					gy -= h
				}
				ar := f.high[y*w : y*w+w]
				br := g.wide[2*w*gy+dx:]
				br = br[:len(ar)+3]
				b0, b1, b2 := br[0], br[1], br[2]
				for x, a := range ar {
					b3 := br[x+3]
					s0 += uint32(tab[(a|b0)&tableMask])
					s1 += uint32(tab[(a|b1)&tableMask])
					s2 += uint32(tab[(a|b2)&tableMask])
					s3 += uint32(tab[(a|b3)&tableMask])
					b0, b1, b2 = b1, b2, b3
				}
			}
			// Abandoned sums are partial but already >= best, so min stays right.
			if best = min(best, s0, s1, s2, s3); best == 0 {
				return 0
			}
		}
	}
	return best
}

// minShiftDirect is the mean ΔE minimised over all cyclic shifts of g, computing
// each ΔE: the slow path for palettes too large for the pair table.
func (f *frame) minShiftDirect(g *frame) float64 {
	w, h := f.w, f.h
	best := math.Inf(1)
	for dy := range h {
		for dx := range w {
			sum := 0.0
			for y := 0; y < h && sum < best; y++ {
				for x := range w {
					sum += f.de(g, f.idx[y*w+x], g.idx[(y+dy)%h*w+(x+dx)%w])
				}
			}
			best = min(best, sum)
		}
	}
	return best / float64(w*h)
}

// Distinct returns up to n indices from order, keeping their order and leaving
// out each image within NearDuplicate of one already kept. Every image must have
// the same size. Blocks cost a shift search per pair (about 36 µs at 16x16),
// items and flat items a few µs.
func Distinct(imgs []*image.NRGBA, kind spec.Kind, order []int, n int) []int {
	shifts := kind == spec.Block
	frames := make([]*frame, len(imgs)) // built on first use
	kept := make([]int, 0, n)
	var r raster // indexes one image after another
	for _, i := range order {
		if len(kept) == n {
			break
		}
		if frames[i] == nil {
			r.reset(imgs[i], false)
			frames[i] = frameOf(&r, shifts)
		}
		near := slices.ContainsFunc(kept, func(k int) bool {
			return frames[i].distance(frames[k], shifts) < NearDuplicate
		})
		if !near {
			kept = append(kept, i)
		}
	}
	return kept
}
