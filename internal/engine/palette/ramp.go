package palette

import (
	"image/color"
	"math"
)

// Ramp is a run of shades of one material, darkest first.
type Ramp []color.NRGBA

// RampSpec describes a ramp around a base colour.
type RampSpec struct {
	Base   Lab
	Shades int     // how many shades, at least 2
	Spread float64 // Oklab L from the base to either end
	// HueShift rotates the hue by this many degrees per shade above the base (highlights
	// warmer) and by minus this below it (shadows cooler), the way pixel artists shade.
	HueShift float64
}

// NewRamp builds a ramp: lightness steps evenly from Base.L-Spread to Base.L+Spread,
// shadows turn cooler and highlights warmer, and chroma falls off at both ends.
func NewRamp(s RampSpec) Ramp {
	n := max(s.Shades, 2)
	l0, c0, h0 := s.Base.LCh()
	// Keep the whole ramp inside 0.06..0.98 while keeping its length.
	lo, hi := l0-s.Spread, l0+s.Spread
	if lo < 0.06 {
		hi += 0.06 - lo
		lo = 0.06
	}
	if hi > 0.98 {
		lo = max(0.06, lo-(hi-0.98))
		hi = 0.98
	}
	r := make(Ramp, n)
	for i := range n {
		t := float64(i)/float64(n-1)*2 - 1 // -1 darkest .. +1 lightest
		l := (lo+hi)/2 + t*(hi-lo)/2
		c := c0 * (1 - 0.25*t*t)
		h := h0 + towardWarm(h0)*t*s.HueShift*float64(n-1)/2
		if c0 < 0.02 { // a grey stays grey
			c, h = c0, h0
		}
		r[i] = FromLCh(l, c, h).RGB()
	}
	return r
}

// towardWarm is +1 when increasing the hue angle moves toward yellow-orange
// (about 70° in Oklab) and -1 when decreasing it does.
func towardWarm(h float64) float64 {
	d := math.Mod(70-h+540, 360) - 180
	if d >= 0 {
		return 1
	}
	return -1
}
