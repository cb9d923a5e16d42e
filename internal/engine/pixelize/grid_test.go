package pixelize

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// TestFitGridFindsPeriod scales a texture by a non-integer factor with an offset
// and checks the period and the phase found, at each target size.
func TestFitGridFindsPeriod(t *testing.T) {
	gt, _ := mustTruth(t, families[1], 4) // bricks
	const cell, offset = 29.3, 11.6
	img := image.NewNRGBA(image.Rect(0, 0, 512, 512))
	for y := range 512 {
		for x := range 512 {
			i := int(math.Floor((float64(x) + 0.5 - offset) / cell))
			j := int(math.Floor((float64(y) + 0.5 - offset) / cell))
			img.SetNRGBA(x, y, gt.NRGBAAt((i+16)%16, (j+16)%16))
		}
	}
	for _, f := range []int{1, 2, 4} {
		r := shrink(img, img.Rect, f)
		px, py := edgeProfiles(r)
		want := cell / float64(f)
		g := fitGrid([2]axis{{px, 1, float64(r.w - 1)}, {py, 1, float64(r.h - 1)}}, want*0.7, want*1.3)
		if !g.found(blockContrast) || math.Abs(g.period-want) > 0.01*want {
			t.Errorf("factor %d: found %v period %.2f, want %.2f", f, g.found(blockContrast), g.period, want)
		}
		for a, ph := range g.phase {
			if d := math.Mod(ph-offset/float64(f)+10*want, want); min(d, want-d) > 1 {
				t.Errorf("factor %d axis %d: phase %.2f, want %.2f mod %.2f", f, a, ph, offset/float64(f), want)
			}
		}
	}
}

// TestFitGridWithoutPeak checks that a range too narrow for a peak, or a merit
// that only rises, gives the zero grid rather than a fit (or a hang).
func TestFitGridWithoutPeak(t *testing.T) {
	ramp := make([]float64, 200)
	for i := range ramp {
		ramp[i] = float64(i)
	}
	for _, tc := range []struct{ pmin, pmax float64 }{{8, 8}, {8, 8.01}, {5, 40}} {
		g := fitGrid([2]axis{{ramp, 1, 199}, {ramp, 1, 199}}, tc.pmin, tc.pmax)
		if g.period != 0 && (g.period < 0.9*tc.pmin || g.period > 1.1*tc.pmax) {
			t.Errorf("range %v: period %.2f is outside it", tc, g.period)
		}
		if tc.pmin == tc.pmax && g != (grid{}) {
			t.Errorf("range %v: got %+v, want the zero grid", tc, g)
		}
	}
}

// TestFitGridIgnoresSmoothImages checks that soft painterly images have no grid.
func TestFitGridIgnoresSmoothImages(t *testing.T) {
	for seed := range 4 {
		img := blobs(rand.New(rand.NewPCG(uint64(seed), 1)), 384)
		r := shrink(img, img.Rect, 3)
		px, py := edgeProfiles(r)
		cell := float64(r.w) / 16
		if g := fitGrid([2]axis{{px, 1, float64(r.w - 1)}, {py, 1, float64(r.h - 1)}}, cell/1.25, cell/0.8); g.found(blockContrast) {
			t.Errorf("seed %d: found a grid %+v in a smooth image", seed, g)
		}
	}
}

// TestVectorIconFillsFrame pixelizes flat, outlined vector-style icons, whose few
// strong outlines can fit a coarse comb, and checks that the sprite still fills
// its frame rather than shrinking onto a chance grid.
func TestVectorIconFillsFrame(t *testing.T) {
	for seed := range 6 {
		img := vectorIcon(rand.New(rand.NewPCG(uint64(seed), 2)), 384)
		got, err := Pixelize(img, Options{Kind: spec.Item, Size: 16})
		if err != nil {
			t.Fatal(err)
		}
		x0, y0, x1, y1 := 16, 16, 0, 0
		for y := range 16 {
			for x := range 16 {
				if got.NRGBAAt(x, y).A != 0 {
					x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x+1), max(y1, y+1)
				}
			}
		}
		if span := max(x1-x0, y1-y0); span < 12 {
			t.Errorf("seed %d: the sprite spans %d pixels, want >= 12", seed, span)
		}
	}
}

// blobs is a soft painterly image: overlapping Gaussian blobs of colour.
func blobs(rng *rand.Rand, side int) *image.NRGBA {
	bs := make([]struct {
		x, y, r float64
		c       [3]float64
	}, 6)
	for i := range bs {
		bs[i].x, bs[i].y = rng.Float64()*float64(side), rng.Float64()*float64(side)
		bs[i].r = (0.1 + 0.2*rng.Float64()) * float64(side)
		bs[i].c = [3]float64{255 * rng.Float64(), 255 * rng.Float64(), 255 * rng.Float64()}
	}
	img := image.NewNRGBA(image.Rect(0, 0, side, side))
	for y := range side {
		for x := range side {
			c, sum := [3]float64{}, 1e-9
			for _, b := range bs {
				d := math.Hypot(float64(x)-b.x, float64(y)-b.y) / b.r
				w := math.Exp(-d * d)
				sum += w
				for k := range 3 {
					c[k] += w * b.c[k]
				}
			}
			p := img.Pix[img.PixOffset(x, y):]
			for k := range 3 {
				p[k] = uint8(max(0, min(255, c[k]/sum+4*rng.NormFloat64())))
			}
			p[3] = 255
		}
	}
	return img
}

// vectorIcon is a flat, vector-style icon on near-white: a few filled ellipses
// with dark strokes, antialiased by 2×2 supersampling.
func vectorIcon(rng *rand.Rand, side int) *image.NRGBA {
	type ellipse struct {
		cx, cy, rx, ry float64
		c              [3]float64
	}
	s := float64(side)
	es := make([]ellipse, 3+rng.IntN(4))
	for i := range es {
		es[i] = ellipse{s * (0.3 + 0.4*rng.Float64()), s * (0.3 + 0.4*rng.Float64()), s * (0.08 + 0.2*rng.Float64()),
			s * (0.08 + 0.2*rng.Float64()), [3]float64{255 * rng.Float64(), 255 * rng.Float64(), 255 * rng.Float64()}}
	}
	img := image.NewNRGBA(image.Rect(0, 0, side, side))
	for y := range side {
		for x := range side {
			var acc [3]float64
			for sub := range 4 {
				px, py := float64(x)+0.25+0.5*float64(sub%2), float64(y)+0.25+0.5*float64(sub/2)
				c := [3]float64{246, 246, 246}
				for _, e := range es {
					if d := math.Hypot((px-e.cx)/e.rx, (py-e.cy)/e.ry); d < 1 {
						c = e.c
						if (1-d)*min(e.rx, e.ry) < 0.02*s {
							c = [3]float64{30, 25, 35}
						}
					}
				}
				for k := range 3 {
					acc[k] += c[k] / 4
				}
			}
			img.SetNRGBA(x, y, color.NRGBA{uint8(acc[0]), uint8(acc[1]), uint8(acc[2]), 255})
		}
	}
	return img
}
