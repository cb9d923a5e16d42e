package quality

import (
	"encoding/json"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

func TestMeasureBricks(t *testing.T) {
	m := Measure(bricks(), spec.Block, nil)
	if m.DistinctColors != 4 {
		t.Errorf("distinctColours = %d, want 4", m.DistinctColors)
	}
	if m.SeamRank > 1 {
		t.Errorf("seamRank = %.3f on a seamless tile, want <= 1", m.SeamRank)
	}
	if m.TopLeftLight < 0.5 || m.RimPairs < 16 {
		t.Errorf("topLeftLight = %.2f over %d rim pairs, want > 0.5 over many", m.TopLeftLight, m.RimPairs)
	}
	if !m.AlphaBinary || m.OpaqueFraction != 1 {
		t.Errorf("alphaBinary %v, opaqueFraction %.2f, want an opaque tile", m.AlphaBinary, m.OpaqueFraction)
	}
	if m.PaletteFamilies != 2 { // red-brown bricks and the near-grey mortar
		t.Errorf("paletteFamilies = %d, want 2", m.PaletteFamilies)
	}
	if m.IsolatedFraction != 0 {
		t.Errorf("isolatedFraction = %.2f, want 0", m.IsolatedFraction)
	}
	if got := Check(m, spec.Block, spec.Bricks); len(got) != 0 {
		t.Errorf("Check(bricks) = %q, want a pass", got)
	}
}

func TestLightFromBottomRight(t *testing.T) {
	m := Measure(rotated(bricks()), spec.Block, nil)
	if m.TopLeftLight > -0.5 {
		t.Errorf("rotated bricks topLeftLight = %.2f, want < -0.5", m.TopLeftLight)
	}
	if got := Check(m, spec.Block, spec.Bricks); !hasReason(got, "bottom right") {
		t.Errorf("Check(rotated bricks) = %q, want a lighting reason", got)
	}
	if got := Check(Measure(rotated(gem(t)), spec.Item, nil), spec.Item, spec.Gem); !hasReason(got, "top left") {
		t.Errorf("Check(rotated gem) = %q, want a lighting reason", got)
	}
}

func TestSeamRankBrokenWrap(t *testing.T) {
	broken := Measure(darkenRight(bricks(), 0.02), spec.Block, nil)
	if broken.SeamRank <= 1 {
		t.Errorf("seamRank = %.3f with a lightness ramp across the tile, want > 1", broken.SeamRank)
	}
	if got := Check(broken, spec.Block, spec.Bricks); !hasReason(got, "seam rank") {
		t.Errorf("Check = %q, want a seam reason", got)
	}
}

func TestSeamRankFlatTile(t *testing.T) {
	m := Measure(solid(16, brickMid), spec.Block, nil)
	if m.SeamRank != 0 || m.RepeatEnergy != 0 || m.LRange != 0 {
		t.Errorf("flat tile: seamRank %.2f, repeatEnergy %.2f, lRange %.2f, want 0", m.SeamRank, m.RepeatEnergy, m.LRange)
	}
	if got := Check(m, spec.Block, spec.Stone); !hasReason(got, "flat") || !hasReason(got, "colours") {
		t.Errorf("Check(flat) = %q, want flat and colour-count reasons", got)
	}
}

func TestRepeatEnergy(t *testing.T) {
	blotch := solid(16, brickDark)
	for y := range 8 {
		for x := range 8 {
			blotch.SetNRGBA(x, y, brickLight) // one quarter-tile blotch
		}
	}
	if e := Measure(blotch, spec.Block, nil).RepeatEnergy; e < 0.9 {
		t.Errorf("repeatEnergy of a blotch = %.2f, want ~1", e)
	}
	if e := Measure(bricks(), spec.Block, nil).RepeatEnergy; e > 0.5 {
		t.Errorf("repeatEnergy of bricks = %.2f, want <= 0.5", e)
	}
}

func TestMeasureOutline(t *testing.T) {
	lined := Measure(gem(t), spec.Item, nil)
	if lined.OutlineFraction < 0.99 || lined.OutlineContrast < 0.2 {
		t.Errorf("outlined gem: fraction %.2f contrast %.2f, want ~1 and > 0.2", lined.OutlineFraction, lined.OutlineContrast)
	}
	if lined.TopLeftLight <= 0.5 {
		t.Errorf("gem topLeftLight = %.2f over %d pairs, want > 0.5", lined.TopLeftLight, lined.RimPairs)
	}
	if got := Check(lined, spec.Item, spec.Gem); len(got) != 0 {
		t.Errorf("Check(gem) = %q, want a pass", got)
	}
	bare := Measure(bareGem(t), spec.Item, nil)
	if bare.OutlineFraction > 0.5 { // only the shaded bottom-right rim reads as outline
		t.Errorf("bare gem outlineFraction = %.2f, want low", bare.OutlineFraction)
	}
	if got := Check(bare, spec.Item, spec.Gem); !hasReason(got, "outline") {
		t.Errorf("Check(bare gem) = %q, want an outline reason", got)
	}
}

func TestMeasureAlphaAndShape(t *testing.T) {
	img := gem(t)
	m := Measure(img, spec.Item, nil)
	want := Rect{X: 3, Y: 3, W: 10, H: 10}
	if !m.AlphaBinary || m.BBox != want || m.Margin != 3 || m.TouchesBorder || m.Components != 1 {
		t.Errorf("gem: alpha %v bbox %+v margin %d touches %v components %d", m.AlphaBinary, m.BBox, m.Margin, m.TouchesBorder, m.Components)
	}
	if cov := m.OpaqueFraction; cov < 0.25 || cov > 0.3 { // 70 pixels of 256
		t.Errorf("coverage = %.3f, want 70/256", cov)
	}

	img.SetNRGBA(1, 1, gemLight) // two sparkles and a second object
	img.SetNRGBA(14, 1, gemLight)
	ghost := color.NRGBA{gemMid.R, gemMid.G, gemMid.B, 200}
	for y := 13; y < 16; y++ {
		for x := range 3 {
			img.SetNRGBA(x, y, ghost)
		}
	}
	m = Measure(img, spec.Item, nil)
	if m.AlphaBinary || !m.TouchesBorder || m.Margin != 0 || m.Components != 4 || m.SmallParts != 2 {
		t.Errorf("decorated gem: alpha %v touches %v margin %d components %d small %d, want false true 0 4 2",
			m.AlphaBinary, m.TouchesBorder, m.Margin, m.Components, m.SmallParts)
	}
	got := Check(m, spec.Item, spec.Gem)
	for _, r := range []string{"alpha", "border", "large detached"} {
		if !hasReason(got, r) {
			t.Errorf("Check = %q, want a %q reason", got, r)
		}
	}
}

func TestComponentsAreEightConnected(t *testing.T) {
	stroke := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i := 2; i < 14; i++ { // a one-pixel diagonal, like a thin sword blade
		stroke.SetNRGBA(i, 15-i, gemMid)
	}
	if m := Measure(stroke, spec.Item, nil); m.Components != 1 || m.SmallParts != 0 || m.IsolatedFraction != 1 {
		t.Errorf("diagonal: components %d small %d isolated %.2f, want 1 0 1", m.Components, m.SmallParts, m.IsolatedFraction)
	}
}

func TestNoiseMetrics(t *testing.T) {
	checker := func(cell int) *image.NRGBA {
		img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
		for y := range 16 {
			for x := range 16 {
				img.SetNRGBA(x, y, []color.NRGBA{brickLight, brickDark}[(x/cell+y/cell)%2])
			}
		}
		return img
	}
	fine, coarse := Measure(checker(1), spec.Block, nil), Measure(checker(2), spec.Block, nil)
	if fine.IsolatedFraction != 1 || fine.MeanClusterSize != 1 {
		t.Errorf("1-px checker: isolated %.2f cluster %.2f, want 1 and 1", fine.IsolatedFraction, fine.MeanClusterSize)
	}
	if coarse.IsolatedFraction != 0 || coarse.MeanClusterSize != 4 {
		t.Errorf("2-px checker: isolated %.2f cluster %.2f, want 0 and 4", coarse.IsolatedFraction, coarse.MeanClusterSize)
	}
	if coarse.SeamRank != 1 {
		t.Errorf("2-px checker seamRank = %.3f, want 1 (the wrap is one more cell edge)", coarse.SeamRank)
	}
	// Shifted by a pixel, the edge cells are cut in two: a tile wraps them back
	// together (64 cells of 4), a sprite does not (81 pieces).
	off := shifted(checker(2), 1, 1)
	if m := Measure(off, spec.Block, nil); m.MeanClusterSize != 4 {
		t.Errorf("shifted checker as a block: cluster %.3f, want 4", m.MeanClusterSize)
	}
	if m := Measure(off, spec.Item, nil); m.MeanClusterSize != 256.0/81 {
		t.Errorf("shifted checker as an item: cluster %.3f, want 256/81", m.MeanClusterSize)
	}
}

func TestMeasureFlatShapes(t *testing.T) {
	sheet := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	disc := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	paper, edge := palette.MustHex("#e8e0c8"), palette.MustHex("#a09070")
	for y := 1; y < 15; y++ {
		for x := 2; x < 14; x++ {
			c := paper
			if x == 2 || y == 1 || x == 13 || y == 14 {
				c = edge
			}
			sheet.SetNRGBA(x, y, c)
			if dx, dy := float64(x)-7.5, float64(y)-7.5; dx*dx+dy*dy <= 36 {
				disc.SetNRGBA(x, y, c)
			}
		}
	}
	s := Measure(sheet, spec.Flat, nil)
	if s.Rectangularity != 1 || s.Fill < 0.6 {
		t.Errorf("sheet: rectangularity %.2f fill %.2f", s.Rectangularity, s.Fill)
	}
	if got := Check(s, spec.Flat, spec.Disc); !hasReason(got, "roundness") {
		t.Errorf("Check(sheet as disc) = %q, want a roundness reason", got)
	}
	d := Measure(disc, spec.Flat, nil)
	if d.Roundness < roundLow || d.Roundness > roundHigh || d.Aspect != 1 {
		t.Errorf("disc: roundness %.2f aspect %.2f", d.Roundness, d.Aspect)
	}
	if got := Check(d, spec.Flat, spec.Paper); !hasReason(got, "rectangularity") || !hasReason(got, "fills") {
		t.Errorf("Check(disc as paper) = %q, want rectangularity and fill reasons", got)
	}
}

func TestMetricsJSON(t *testing.T) {
	b, err := json.Marshal(Measure(gem(t), spec.Item, nil))
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"distinctColours":`, `"seamRank":`, `"bbox":{"x":3`, `"outlineFraction":`, `"coloursMatch":true`} {
		if !strings.Contains(string(b), key) {
			t.Errorf("JSON %s lacks %s", b, key)
		}
	}
}

func hasReason(reasons []string, part string) bool {
	for _, r := range reasons {
		if strings.Contains(r, part) {
			return true
		}
	}
	return false
}
