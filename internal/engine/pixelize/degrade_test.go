package pixelize

import (
	"image"
	"math"
	"math/rand/v2"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// degradation is how a ground truth is made to look like an image model's output
// (research §3.3).
type degradation struct {
	canvas int     // side in pixels; 0 picks 512, 640, 768, 896 or 1024
	blur   int     // box-blur radius in pixels
	alpha  bool    // items on true transparency rather than near-white
	jitter float64 // each cell edge moves by up to this share of a cell: uneven pseudo-pixels
}

// degrade upscales gt onto a canvas with a random sub-cell offset and cells 94-98%
// of canvas/16 wide (a block continues by wrapping around; an item sits on its
// background), box-blurs it and adds Gaussian noise of σ 6. Items on transparency
// come back premultiplied (*image.RGBA), everything else as *image.NRGBA.
func degrade(gt *image.NRGBA, kind spec.Kind, d degradation, rng *rand.Rand) image.Image {
	side := d.canvas
	if side == 0 {
		side = []int{512, 640, 768, 896, 1024}[rng.IntN(5)]
	}
	n := gt.Rect.Dx()
	cell := float64(side) * (0.94 + 0.04*rng.Float64()) / float64(n)
	cx, cy := cellIndex(side, n, cell, d.jitter, rng), cellIndex(side, n, cell, d.jitter, rng)
	bg := [4]int32{0, 0, 0, 0}
	if !d.alpha {
		bg = [4]int32{int32(240 + rng.IntN(12)), int32(240 + rng.IntN(12)), int32(236 + rng.IntN(12)), 255}
	}
	// Premultiplied channels, so that blurring an edge against transparency is right.
	pm := make([][4]int32, n*n)
	for i := range pm {
		pm[i] = rgbaAt(gt, i%n, i/n)
	}
	buf := make([]int32, 4*side*side)
	for y := range side {
		for x := range side {
			px := bg
			switch i, j := cx[x], cy[y]; {
			case kind == spec.Block:
				px = pm[(j%n+n)%n*n+(i%n+n)%n]
			case i >= 0 && j >= 0 && i < n && j < n && pm[j*n+i][3] != 0:
				px = pm[j*n+i]
			}
			o := buf[4*(y*side+x) : 4*(y*side+x)+4 : 4*(y*side+x)+4]
			o[0], o[1], o[2], o[3] = px[0], px[1], px[2], px[3]
		}
	}
	boxBlur(buf, side, d.blur)
	var gauss [4096]float64
	for i := range gauss {
		gauss[i] = 6 * rng.NormFloat64()
	}
	out := image.NewNRGBA(image.Rect(0, 0, side, side))
	for i := 0; i < len(buf); i += 4 {
		a := buf[i+3]
		out.Pix[i+3] = uint8(a)
		if a == 0 {
			continue
		}
		bits := rng.Uint64()
		for c := range 3 {
			v := float64(buf[i+c])*255/float64(a) + gauss[bits>>(12*c)&4095]
			out.Pix[i+c] = uint8(max(0, min(255, math.Round(v))))
		}
	}
	if !d.alpha {
		return out
	}
	premul := image.NewRGBA(out.Rect)
	for i := 0; i < len(out.Pix); i += 4 {
		a := uint32(out.Pix[i+3])
		for c := range 3 {
			premul.Pix[i+c] = uint8((uint32(out.Pix[i+c])*a + 127) / 255)
		}
		premul.Pix[i+3] = uint8(a)
	}
	return premul
}

// cellIndex returns, for each canvas pixel along one axis, the ground-truth cell
// it shows: cells are cell wide from a random offset under one cell's slack, and
// each edge moves by up to jitter of a cell.
func cellIndex(side, n int, cell, jitter float64, rng *rand.Rand) []int {
	offset := rng.Float64() * (float64(side) - float64(n)*cell)
	edges := make([]float64, 3*n+1) // edges of cells -n .. 2n-1
	for k := range edges {
		edges[k] = offset + float64(k-n)*cell + jitter*cell*(2*rng.Float64()-1)
	}
	idx := make([]int, side)
	k := 0
	for p := range idx {
		for k+1 < len(edges) && edges[k+1] <= float64(p)+0.5 {
			k++
		}
		idx[p] = k - n
	}
	return idx
}

func rgbaAt(img *image.NRGBA, x, y int) [4]int32 {
	p := img.Pix[img.PixOffset(x, y):]
	a := int32(p[3])
	return [4]int32{int32(p[0]) * a / 255, int32(p[1]) * a / 255, int32(p[2]) * a / 255, a}
}

// boxBlur blurs the side×side premultiplied buffer with a (2r+1)² box, clamping
// at the edges: running sums along each row, then down the columns a row at a time.
func boxBlur(buf []int32, side, r int) {
	if r == 0 {
		return
	}
	div := int32(2*r + 1)
	clamp := func(i int) int { return max(0, min(side-1, i)) }
	line := make([]int32, 4*side)
	for y := range side {
		row := buf[4*y*side : 4*(y+1)*side]
		var sum [4]int32
		for i := -r; i <= r; i++ {
			for c := range 4 {
				sum[c] += row[4*clamp(i)+c]
			}
		}
		for x := range side {
			in, out := 4*clamp(x+r+1), 4*clamp(x-r)
			for c := range 4 {
				line[4*x+c] = sum[c] / div
				sum[c] += row[in+c] - row[out+c]
			}
		}
		copy(row, line)
	}
	rowAt := func(y int) []int32 { return buf[4*clamp(y)*side : 4*(clamp(y)+1)*side] }
	sums := make([]int32, 4*side)
	for i := -r; i <= r; i++ {
		for j, v := range rowAt(i) {
			sums[j] += v
		}
	}
	blurred := make([]int32, len(buf))
	for y := range side {
		dst, in, out := blurred[4*y*side:4*(y+1)*side], rowAt(y+r+1), rowAt(y-r)
		for j := range sums {
			dst[j] = sums[j] / div
			sums[j] += in[j] - out[j]
		}
	}
	copy(buf, blurred)
}

// accuracy is the share of pixels of got that match want: both transparent, or
// both opaque within ΔE 0.04. A block scores its best over wrap-around shifts of up
// to one pixel each way, because a canvas that shows 16.9 cells holds two equally
// good tiles.
func accuracy(got, want *image.NRGBA, kind spec.Kind) float64 {
	n := want.Rect.Dx()
	shifts := []int{0}
	if kind == spec.Block {
		shifts = []int{0, -1, 1}
	}
	best := 0.0
	for _, dy := range shifts {
		for _, dx := range shifts {
			hit := 0
			for y := range n {
				for x := range n {
					g, w := got.NRGBAAt((x+dx+n)%n, (y+dy+n)%n), want.NRGBAAt(x, y)
					switch {
					case g.A == 0 && w.A == 0:
						hit++
					case g.A == 255 && w.A == 255 && palette.Distance(palette.FromRGB(g), palette.FromRGB(w)) < 0.04:
						hit++
					}
				}
			}
			best = max(best, float64(hit)/float64(n*n))
		}
	}
	return best
}
