package pixelize

import (
	"image"
	"image/color"
	"image/draw"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// raster is the working copy of the input, box-averaged by an integer factor.
type raster struct {
	w, h int
	pix  []uint8 // NRGBA, not premultiplied; fully transparent pixels are zero
}

func (r *raster) alpha(i int) uint8 { return r.pix[4*i+3] }

// shrink box-averages the rectangle b of src by the factor f, dropping the last
// b.Dx()%f columns and b.Dy()%f rows. Colours are weighted by alpha, so transparent
// pixels lend no colour to their neighbours.
func shrink(src image.Image, b image.Rectangle, f int) *raster {
	pix, stride, premul := sourcePix(src, b)
	w, h := b.Dx()/f, b.Dy()/f
	r := &raster{w: w, h: h, pix: make([]uint8, 4*w*h)}
	acc := make([]uint64, 4*w)
	for y := range h {
		clear(acc)
		for sy := y * f; sy < (y+1)*f; sy++ {
			row := pix[sy*stride : sy*stride+4*w*f]
			for x := range w {
				seg := row[4*x*f : 4*(x+1)*f]
				var sr, sg, sb, sa uint64
				// Weight colour by alpha: NRGBA carries c, RGBA carries c*a/255.
				if premul {
					for i := 0; i+3 < len(seg); i += 4 {
						sr, sg, sb, sa = sr+uint64(seg[i]), sg+uint64(seg[i+1]), sb+uint64(seg[i+2]), sa+uint64(seg[i+3])
					}
					sr, sg, sb = sr*255, sg*255, sb*255
				} else {
					for i := 0; i+3 < len(seg); i += 4 {
						a := uint64(seg[i+3])
						sr, sg, sb, sa = sr+uint64(seg[i])*a, sg+uint64(seg[i+1])*a, sb+uint64(seg[i+2])*a, sa+a
					}
				}
				acc[4*x] += sr
				acc[4*x+1] += sg
				acc[4*x+2] += sb
				acc[4*x+3] += sa
			}
		}
		n := uint64(f * f)
		for x := range w {
			a, o := acc[4*x:4*x+4], r.pix[4*(y*w+x):4*(y*w+x)+4]
			if a[3] == 0 {
				continue
			}
			for c := range 3 {
				o[c] = uint8(min(255, (a[c]+a[3]/2)/a[3]))
			}
			o[3] = uint8((a[3] + n/2) / n)
		}
	}
	return r
}

// sourcePix returns the 8-bit RGBA bytes of b in src, starting at b.Min, their row
// stride and whether they are premultiplied. NRGBA and RGBA are read in place; any
// other image is converted once.
func sourcePix(src image.Image, b image.Rectangle) ([]uint8, int, bool) {
	switch s := src.(type) {
	case *image.NRGBA:
		return s.Pix[s.PixOffset(b.Min.X, b.Min.Y):], s.Stride, false
	case *image.RGBA:
		return s.Pix[s.PixOffset(b.Min.X, b.Min.Y):], s.Stride, true
	}
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Src)
	return dst.Pix, dst.Stride, true
}

// colours puts every visible work pixel in a bin of near-identical colours (6 bits a
// channel), so that Oklab is computed once per distinct colour, not once per pixel.
type colors struct {
	of  []int32       // the bin of each pixel; -1 where alpha is 0
	lab []palette.Lab // Oklab of each bin's mean colour
}

func binColors(r *raster) colors {
	index := make([]int32, 1<<18) // bin+1 for each 18-bit colour key
	of := make([]int32, r.w*r.h)
	var sums [][4]uint32 // r, g, b, count
	for i := range of {
		p := r.pix[4*i : 4*i+4 : 4*i+4]
		if p[3] == 0 {
			of[i] = -1
			continue
		}
		key := int(p[0]>>2)<<12 | int(p[1]>>2)<<6 | int(p[2]>>2)
		bin := index[key] - 1
		if bin < 0 {
			bin = int32(len(sums))
			index[key] = bin + 1
			sums = append(sums, [4]uint32{})
		}
		s := &sums[bin]
		s[0] += uint32(p[0])
		s[1] += uint32(p[1])
		s[2] += uint32(p[2])
		s[3]++
		of[i] = bin
	}
	lab := make([]palette.Lab, len(sums))
	for i, s := range sums {
		n := s[3]
		c := color.NRGBA{uint8((s[0] + n/2) / n), uint8((s[1] + n/2) / n), uint8((s[2] + n/2) / n), 255}
		lab[i] = palette.FromRGB(c)
	}
	return colors{of: of, lab: lab}
}
