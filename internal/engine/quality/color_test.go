package quality

import (
	"image"
	"image/color"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

func TestColorAdherence(t *testing.T) {
	red, blue := palette.MustHex("#d02020"), palette.MustHex("#2040d0")
	redBlock := noiseBlock(1, 16, palette.MustHex("#b03028"))
	greyBlock := noiseBlock(2, 16, palette.MustHex("#808080"))
	tests := []struct {
		name  string
		img   *image.NRGBA
		kind  spec.Kind
		want  []color.NRGBA
		match bool
	}{
		{"red vs red", redBlock, spec.Block, []color.NRGBA{red}, true},
		{"red vs blue", redBlock, spec.Block, []color.NRGBA{blue}, false},
		{"grey vs grey", greyBlock, spec.Block, []color.NRGBA{palette.MustHex("#7a7a7a")}, true},
		{"grey vs black", greyBlock, spec.Block, []color.NRGBA{palette.MustHex("#101010")}, false},
		{"red vs white", redBlock, spec.Block, []color.NRGBA{palette.MustHex("#ffffff")}, false},
		{"grey vs red", greyBlock, spec.Block, []color.NRGBA{red}, false},
		{"blue gem, outline ignored", gem(t), spec.Item, []color.NRGBA{palette.MustHex("#3090f0")}, true},
		{"nothing requested", redBlock, spec.Block, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Measure(tt.img, tt.kind, tt.want)
			if m.ColorsMatch != tt.match || (m.ColorAdherence <= 1) != tt.match {
				t.Errorf("coloursMatch %v adherence %.2f (hue %.0f°, ΔL %.2f, dominant %s), want match %v",
					m.ColorsMatch, m.ColorAdherence, m.HueError, m.LightnessError, m.DominantColor, tt.match)
			}
		})
	}
	m := Measure(redBlock, spec.Block, []color.NRGBA{red, blue})
	if m.ColorsMatch {
		t.Errorf("red block matched red and blue: %+v", m)
	}
}

func TestColorAdherenceTwoHues(t *testing.T) {
	// A dull blue ground (more pixels, less chroma) under vivid red spots (more
	// chroma): the red is the dominant hue, the blue a significant second one.
	dull, vivid := palette.FromLCh(0.55, 0.06, 260).RGB(), palette.FromLCh(0.55, 0.2, 25).RGB()
	img := solid(16, dull)
	for y := range 16 {
		for x := 0; x < 7; x++ {
			img.SetNRGBA(x, y, vivid)
		}
	}
	red, blue := palette.FromLCh(0.6, 0.2, 30).RGB(), palette.FromLCh(0.6, 0.15, 255).RGB()
	if m := Measure(img, spec.Block, []color.NRGBA{red}); !m.ColorsMatch {
		t.Errorf("red request: adherence %.2f dominant %s, want the vivid red dominant", m.ColorAdherence, m.DominantColor)
	}
	if m := Measure(img, spec.Block, []color.NRGBA{blue}); m.ColorsMatch {
		t.Errorf("blue request matched a red-dominant texture (dominant %s)", m.DominantColor)
	}
	if m := Measure(img, spec.Block, []color.NRGBA{red, blue}); !m.ColorsMatch {
		t.Errorf("red and blue: adherence %.2f, want the blue ground to match the second colour", m.ColorAdherence)
	}
}

func TestPaletteFamiliesAcrossZeroHue(t *testing.T) {
	img := solid(16, palette.FromLCh(0.5, 0.15, 352).RGB())
	for x := range 8 {
		img.SetNRGBA(x, 0, palette.FromLCh(0.65, 0.15, 8).RGB())
		img.SetNRGBA(x, 1, palette.FromLCh(0.4, 0.15, 150).RGB())
	}
	if m := Measure(img, spec.Block, nil); m.PaletteFamilies != 2 {
		t.Errorf("hues 352°, 8° and 150°: %d families, want 2 (reds either side of 0° are one)", m.PaletteFamilies)
	}
}

func TestColorAdherenceBlackAndWhite(t *testing.T) {
	// A checkerboard of shaded white and shaded black, white the larger part:
	// the greys hold two colours far apart in lightness, so each request is
	// judged against its own part, not against the grey their mean would be.
	black, white := palette.FromLCh(0.22, 0, 0).RGB(), palette.FromLCh(0.93, 0, 0).RGB()
	darkGrey, lightGrey := palette.FromLCh(0.3, 0, 0).RGB(), palette.FromLCh(0.86, 0, 0).RGB()
	img := solid(16, white)
	for y := range 16 {
		for x := range 16 {
			switch {
			case (x/4+y/4)%2 == 0 && x%4 == 0:
				img.SetNRGBA(x, y, darkGrey)
			case (x/4+y/4)%2 == 0 && y%4 != 3:
				img.SetNRGBA(x, y, black)
			case y%4 == 3:
				img.SetNRGBA(x, y, lightGrey)
			}
		}
	}
	wantBlack, wantWhite := palette.MustHex("#1d1d21"), palette.MustHex("#f9fffe")
	for _, tt := range []struct {
		name string
		want []color.NRGBA
	}{
		{"white", []color.NRGBA{wantWhite}},
		{"white and black", []color.NRGBA{wantWhite, wantBlack}},
	} {
		if m := Measure(img, spec.Block, tt.want); !m.ColorsMatch {
			t.Errorf("%s: adherence %.2f (ΔL %.2f, dominant %s), want a match", tt.name, m.ColorAdherence, m.LightnessError, m.DominantColor)
		}
	}
	for _, want := range []color.NRGBA{palette.MustHex("#808080"), wantBlack} {
		if m := Measure(img, spec.Block, []color.NRGBA{want}); m.ColorsMatch {
			t.Errorf("%v alone matched a mostly white checkerboard (dominant %s)", want, m.DominantColor)
		}
	}
}
