package pixelize

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// mustTexture builds a texture from rows of palette indexes ('.' transparent).
func mustTexture(t *testing.T, pal []palette.Lab, rows ...string) *texture {
	t.Helper()
	tx := &texture{n: len(rows), limit: 16, pal: pal}
	for _, r := range rows {
		if len(r) != len(rows) {
			t.Fatalf("row %q is not %d wide", r, len(rows))
		}
		for _, c := range r {
			if c == '.' {
				tx.px = append(tx.px, -1)
			} else {
				tx.px = append(tx.px, int(c-'0'))
			}
		}
	}
	return tx
}

func greys(ls ...float64) []palette.Lab {
	var out []palette.Lab
	for _, l := range ls {
		out = append(out, palette.Lab{L: l})
	}
	return out
}

func TestOrphansAndPinholes(t *testing.T) {
	tx := mustTexture(t, greys(0.2, 0.6),
		"......",
		".1....",
		"......",
		"..000.",
		"..0.0.",
		"..000.")
	tx.dropOrphans()
	tx.fillPinholes()
	want := mustTexture(t, nil,
		"......",
		"......",
		"......",
		"..000.",
		"..000.",
		"..000.")
	if !slices.Equal(tx.px, want.px) {
		t.Errorf("got %v, want %v", tx.px, want.px)
	}
}

func TestRestoreOutlineFillsGaps(t *testing.T) {
	// A dark outline around a light fill, with one gap on the right side.
	tx := mustTexture(t, greys(0.15, 0.7, 0.8),
		"........",
		".000000.",
		".011110.",
		".011212.",
		".011110.",
		".011110.",
		".000000.",
		"........")
	tx.restoreOutline()
	if got := tx.px[3*8+6]; got != 0 {
		t.Errorf("gap is %d, want the outline colour 0", got)
	}
	if got := tx.px[3*8+4]; got != 2 {
		t.Errorf("interior highlight changed to %d", got)
	}
}

// TestRestoreOutlineDrawsOne pixelizes a two-shade disc with no outline, drawn
// on near-white, and checks that its boundary reads as an outline (§5: at least
// 80% of boundary pixels darker than their inward neighbour by ΔL 0.08).
func TestRestoreOutlineDrawsOne(t *testing.T) {
	mid, light := palette.FromLCh(0.62, 0.12, 140).RGB(), palette.FromLCh(0.78, 0.1, 130).RGB()
	disc := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y := range 16 {
		for x := range 16 {
			d := math.Hypot(float64(x)-7.5, float64(y)-7.5)
			switch {
			case d < 3 && x < 8:
				disc.SetNRGBA(x, y, light)
			case d < 6.5:
				disc.SetNRGBA(x, y, mid)
			}
		}
	}
	img := degrade(disc, spec.Item, degradation{canvas: 640, blur: 2}, rand.New(rand.NewPCG(4, 4)))
	got, err := Pixelize(img, Options{Kind: spec.Item, Size: 16})
	if err != nil {
		t.Fatal(err)
	}
	dark, total := 0, 0
	for y := 1; y < 15; y++ {
		for x := 1; x < 15; x++ {
			c := got.NRGBAAt(x, y)
			if c.A == 0 {
				continue
			}
			for _, d := range [4][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
				if got.NRGBAAt(x+d[0], y+d[1]).A != 0 {
					continue
				}
				// A boundary pixel: compare it with the pixel opposite its open side.
				total++
				in := got.NRGBAAt(x-d[0], y-d[1])
				if in.A != 0 && lightness(in)-lightness(c) >= outlineStep {
					dark++
				}
				break
			}
		}
	}
	if total == 0 || float64(dark) < 0.8*float64(total) {
		t.Errorf("%d of %d boundary pixels are outline-dark, want >= 80%%", dark, total)
	}
}

func lightness(c color.NRGBA) float64 { return palette.FromRGB(c).L }

func TestRelaxSeams(t *testing.T) {
	stone, _ := mustTruth(t, families[0], 1)
	tile := func(img *image.NRGBA) *texture {
		tx := &texture{n: 16, limit: 16}
		index := map[color.NRGBA]int{}
		for i := range 256 {
			c := img.NRGBAAt(i%16, i/16)
			if _, ok := index[c]; !ok {
				index[c] = len(tx.pal)
				tx.pal = append(tx.pal, palette.FromRGB(c))
			}
			tx.px = append(tx.px, index[c])
		}
		return tx
	}
	// A texture that tiles stays as it is.
	if seamRank(stone) > 1 {
		t.Fatalf("seed 1 stone has seam rank %.2f; pick a tiling seed", seamRank(stone))
	}
	tx := tile(stone)
	before := slices.Clone(tx.px)
	tx.relaxSeams()
	if !slices.Equal(tx.px, before) {
		t.Error("relaxSeams changed a texture that already tiles")
	}
	// Breaking the wrap seam: the left column turns to the lightest shade and the
	// right one to the darkest, so the wrap is the most abrupt line.
	broken := image.NewNRGBA(stone.Rect)
	copy(broken.Pix, stone.Pix)
	byLightness := func(a, b color.NRGBA) int { return int(math.Copysign(1, lightness(a)-lightness(b))) }
	cols := distinctColors(stone)
	for y := range 16 {
		broken.SetNRGBA(0, y, slices.MaxFunc(cols, byLightness))
		broken.SetNRGBA(15, y, slices.MinFunc(cols, byLightness))
	}
	if seamRank(broken) <= 1 {
		t.Fatalf("broken seam rank %.2f, want > 1", seamRank(broken))
	}
	tx = tile(broken)
	before = slices.Clone(tx.px)
	tx.relaxSeams()
	if r := seamRank(tx.render()); r > 1 {
		t.Errorf("seam rank %.2f after relaxing, want <= 1 (was %.2f)", r, seamRank(broken))
	}
	for i := range before {
		if x, y := i%16, i/16; tx.px[i] != before[i] && x != 0 && x != 15 && y != 0 && y != 15 {
			t.Errorf("relaxSeams changed interior pixel (%d,%d)", x, y)
		}
	}
}
