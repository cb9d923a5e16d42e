package palette

import (
	"image/color"
	"math"
	"testing"
)

func TestRGBRoundTrip(t *testing.T) {
	for _, c := range []color.NRGBA{{0, 0, 0, 255}, {255, 255, 255, 255}, {155, 17, 30, 255}, {80, 200, 120, 255}, {1, 2, 250, 255}} {
		if got := FromRGB(c).RGB(); got != c {
			t.Errorf("%v -> Oklab -> %v", c, got)
		}
	}
}

// Out-of-gamut colours keep their lightness and hue and lose chroma.
func TestRGBClipsChroma(t *testing.T) {
	want := FromLCh(0.7, 0.4, 150) // far outside sRGB
	got := FromRGB(want.RGB())
	l, c, h := got.LCh()
	if math.Abs(l-0.7) > 0.01 || HueDistance(h, 150) > 3 || c >= 0.4 || c < 0.1 {
		t.Errorf("clipped to L %.3f C %.3f h %.1f", l, c, h)
	}
}

func TestHex(t *testing.T) {
	c, err := Hex("#9A4A1E")
	if err != nil || c != (color.NRGBA{0x9A, 0x4A, 0x1E, 255}) || HexString(c) != "#9a4a1e" {
		t.Errorf("Hex: %v %v", c, err)
	}
	for _, bad := range []string{"", "#9A4A1", "#GGGGGG", "#9A4A1E00"} {
		if _, err := Hex(bad); err == nil {
			t.Errorf("Hex(%q) accepted", bad)
		}
	}
}

// A ramp runs darkest to lightest, and its highlights turn toward yellow-orange
// while its shadows turn away, the way pixel artists shade.
func TestRamp(t *testing.T) {
	base := FromRGB(MustHex("#3B6FD8")) // blue: warm is toward lower hue angles
	r := NewRamp(RampSpec{Base: base, Shades: 6, Spread: 0.2, HueShift: 3})
	if len(r) != 6 {
		t.Fatalf("%d shades", len(r))
	}
	for i := 1; i < len(r); i++ {
		if FromRGB(r[i]).L <= FromRGB(r[i-1]).L {
			t.Fatalf("shade %d is not lighter than shade %d: %v", i, i-1, r)
		}
	}
	dark, light := FromRGB(r[0]).Hue(), FromRGB(r[5]).Hue()
	if HueDistance(light, 70) >= HueDistance(dark, 70) {
		t.Errorf("highlight hue %.1f is not warmer than shadow hue %.1f", light, dark)
	}
	grey := NewRamp(RampSpec{Base: FromRGB(MustHex("#808080")), Shades: 4, Spread: 0.3, HueShift: 5})
	for _, c := range grey {
		if FromRGB(c).Chroma() > 0.02 {
			t.Errorf("a grey ramp took on colour: %v", grey)
		}
	}
	if top := NewRamp(RampSpec{Base: FromLCh(0.95, 0, 0), Shades: 3, Spread: 0.2}); FromRGB(top[2]).L > 0.985 || FromRGB(top[0]).L > 0.6 {
		t.Errorf("a ramp near white did not keep its length inside the range: %v", top)
	}
}
