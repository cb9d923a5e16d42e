// Package palette converts colours to and from Oklab, the perceptual space every
// generator, metric and quantizer in internal/generate works in, and builds the
// shade ramps that textures are coloured through.
package palette

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/lucasb-eyer/go-colorful"
)

// Lab is a colour in Oklab: L is lightness in 0..1, A and B the opponent axes.
type Lab struct{ L, A, B float64 }

// FromRGB returns c in Oklab, ignoring alpha.
func FromRGB(c color.NRGBA) Lab {
	l, a, b := colorful.XyzToOkLab(colorful.LinearRgbToXyz(linearByte[c.R], linearByte[c.G], linearByte[c.B]))
	return Lab{l, a, b}
}

// FromLCh returns the Oklab colour with lightness l, chroma c and hue h in degrees.
func FromLCh(l, c, h float64) Lab {
	h *= math.Pi / 180
	return Lab{l, c * math.Cos(h), c * math.Sin(h)}
}

// LCh returns lightness, chroma and hue in degrees (0..360).
func (c Lab) LCh() (l, ch, h float64) {
	ch = math.Hypot(c.A, c.B)
	h = math.Atan2(c.B, c.A) * 180 / math.Pi
	if h < 0 {
		h += 360
	}
	return c.L, ch, h
}

// Chroma is the colour's distance from grey.
func (c Lab) Chroma() float64 { return math.Hypot(c.A, c.B) }

// Hue is the colour's hue angle in degrees (0..360).
func (c Lab) Hue() float64 { _, _, h := c.LCh(); return h }

// RGB returns the opaque sRGB colour nearest to c. Out-of-gamut colours keep their
// lightness and hue and lose chroma until they fit, so a ramp never shifts hue.
func (c Lab) RGB() color.NRGBA {
	e := srgbEncoding()
	l := min(max(c.L, 0), 1)
	r, g, b := oklabToLinear(l, c.A, c.B)
	if !e.valid(r, g, b) {
		lo, hi := 0.0, 1.0
		for range 12 {
			mid := (lo + hi) / 2
			if e.valid(oklabToLinear(l, c.A*mid, c.B*mid)) {
				lo = mid
			} else {
				hi = mid
			}
		}
		r, g, b = oklabToLinear(l, c.A*lo, c.B*lo)
	}
	return color.NRGBA{e.encode(r), e.encode(g), e.encode(b), 255}
}

// Distance is ΔE in Oklab: the Euclidean distance, with L on a 0..1 scale.
func Distance(a, b Lab) float64 {
	return math.Sqrt((a.L-b.L)*(a.L-b.L) + (a.A-b.A)*(a.A-b.A) + (a.B-b.B)*(a.B-b.B))
}

// HueDistance is the absolute difference of two hue angles in degrees (0..180).
func HueDistance(a, b float64) float64 {
	d := math.Mod(math.Abs(a-b), 360)
	return min(d, 360-d)
}

// Hex parses "#rrggbb" or "rrggbb".
func Hex(s string) (color.NRGBA, error) {
	if len(s) > 0 && s[0] == '#' {
		s = s[1:]
	}
	if len(s) != 6 {
		return color.NRGBA{}, fmt.Errorf("palette: %q is not #rrggbb", s)
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return color.NRGBA{}, fmt.Errorf("palette: %q is not #rrggbb", s)
	}
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, nil
}

// MustHex is Hex for colour constants written in the source.
func MustHex(s string) color.NRGBA {
	c, err := Hex(s)
	if err != nil {
		panic(err)
	}
	return c
}

// HexString formats c as "#rrggbb".
func HexString(c color.NRGBA) string {
	const digits = "0123456789abcdef"
	b := [7]byte{'#', digits[c.R>>4], digits[c.R&15], digits[c.G>>4], digits[c.G&15], digits[c.B>>4], digits[c.B&15]}
	return string(b[:])
}
