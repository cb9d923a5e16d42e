package palette

import (
	"image/color"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/lucasb-eyer/go-colorful"
)

// The tables must give go-colorful's results to the bit: textures are stored by
// seed, so a conversion that rounds differently redraws them.
func TestTablesMatchColorful(t *testing.T) {
	for i := range 256 {
		v := float64(i) / 255
		if want, _, _ := (colorful.Color{R: v, G: v, B: v}).LinearRgb(); linearByte[i] != want {
			t.Fatalf("linearByte[%d] = %v, want %v", i, linearByte[i], want)
		}
	}
	e := srgbEncoding()
	check := func(v float64) {
		t.Helper()
		c := colorful.LinearRgb(v, v, v)
		if want, _, _ := c.Clamped().RGB255(); e.encode(v) != want {
			t.Fatalf("encode(%v) = %d, want %d", v, e.encode(v), want)
		}
		if want := c.IsValid(); e.valid(v, v, v) != want {
			t.Fatalf("valid(%v) = %v, want %v", v, e.valid(v, v, v), want)
		}
	}
	// Around every threshold, where a rounding difference would show...
	for _, edge := range append(e.byteFrom[1:], e.maxValid) {
		v := edge
		for range 500 {
			v = math.Nextafter(v, -1)
		}
		for range 1000 {
			check(v)
			v = math.Nextafter(v, 2)
		}
	}
	// ...and anywhere.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100000 {
		check(rng.Float64()*1.2 - 0.1)
	}
	for _, v := range []float64{0, math.Copysign(0, -1), 1, -1, 2, 0.0031308} {
		check(v)
	}
}

// RGB and FromRGB agree with go-colorful's conversions, in and out of gamut.
func TestConversionsMatchColorful(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 50000 {
		c := Lab{L: rng.Float64()*1.2 - 0.1, A: rng.Float64()*0.8 - 0.4, B: rng.Float64()*0.8 - 0.4}
		if got, want := c.RGB(), referenceRGB(c); got != want {
			t.Fatalf("%v.RGB() = %v, want %v", c, got, want)
		}
		rgb := color.NRGBA{uint8(rng.Uint32()), uint8(rng.Uint32()), uint8(rng.Uint32()), 255}
		l, a, b := colorful.Color{R: float64(rgb.R) / 255, G: float64(rgb.G) / 255, B: float64(rgb.B) / 255}.OkLab()
		if got := FromRGB(rgb); got != (Lab{l, a, b}) {
			t.Fatalf("FromRGB(%v) = %v, want %v", rgb, got, Lab{l, a, b})
		}
	}
}

// cube is math.Pow(v, 3) to the bit.
func TestCube(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200000 {
		v := (rng.Float64()*2 - 1) * math.Pow(2, float64(rng.IntN(120)-60))
		if got, want := cube(v), math.Pow(v, 3); math.Float64bits(got) != math.Float64bits(want) {
			t.Fatalf("cube(%v) = %v, want %v", v, got, want)
		}
	}
	for _, v := range []float64{0, math.Copysign(0, -1), 0x1p-340, -0x1p-340, 0x1p-341, 0x1p340, 1e-320, math.Inf(1), math.NaN()} {
		if got, want := cube(v), math.Pow(v, 3); math.Float64bits(got) != math.Float64bits(want) {
			t.Errorf("cube(%v) = %v, want %v", v, got, want)
		}
	}
}

// referenceRGB is Lab.RGB written with go-colorful alone.
func referenceRGB(c Lab) color.NRGBA {
	l := min(max(c.L, 0), 1)
	rgb := colorful.OkLab(l, c.A, c.B)
	if !rgb.IsValid() {
		lo, hi := 0.0, 1.0
		for range 12 {
			mid := (lo + hi) / 2
			if colorful.OkLab(l, c.A*mid, c.B*mid).IsValid() {
				lo = mid
			} else {
				hi = mid
			}
		}
		rgb = colorful.OkLab(l, c.A*lo, c.B*lo).Clamped()
	}
	r, g, b := rgb.RGB255()
	return color.NRGBA{r, g, b, 255}
}
