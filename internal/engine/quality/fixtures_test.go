package quality

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// Fixture colours.
var (
	brickLight = palette.MustHex("#b5604c")
	brickMid   = palette.MustHex("#9a4a3a")
	brickDark  = palette.MustHex("#7a3a2e")
	mortar     = palette.MustHex("#3e3230")
	gemOutline = palette.MustHex("#1e3a5a")
	gemLight   = palette.MustHex("#a8e0ff")
	gemMid     = palette.MustHex("#4aa0e0")
	gemDark    = palette.MustHex("#2a6aa8")
)

// draw paints rows of runes through key; '.' is transparent.
func draw(t testing.TB, rows []string, key map[rune]color.NRGBA) *image.NRGBA {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, len(rows[0]), len(rows)))
	for y, row := range rows {
		if len(row) != len(rows[0]) {
			t.Fatalf("row %d is %d wide, want %d", y, len(row), len(rows[0]))
		}
		for x, c := range row {
			if c == '.' {
				continue
			}
			v, ok := key[c]
			if !ok {
				t.Fatalf("no colour for %q", c)
			}
			img.SetNRGBA(x, y, v)
		}
	}
	return img
}

// bricks is a seamless 16x16 brick tile: 4 courses of 3 brick rows over a dark
// mortar row, joints every 8 pixels offset by 4 on odd courses, each brick lit
// on its top row and left column and shaded on its bottom row and right column.
func bricks() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y := range 16 {
		course, row := y/4, y%4
		for x := range 16 {
			col := (x + course%2*4) % 8
			c := brickMid
			switch {
			case row == 3 || col == 7:
				c = mortar
			case row == 0:
				c = brickLight
			case row == 2:
				c = brickDark
			case col == 0:
				c = brickLight
			case col == 6:
				c = brickDark
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// shifted is img cyclically shifted by (dx, dy).
func shifted(img *image.NRGBA, dx, dy int) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(b)
	for y := range b.Dy() {
		for x := range b.Dx() {
			out.SetNRGBA((x+dx)%b.Dx(), (y+dy)%b.Dy(), img.NRGBAAt(x, y))
		}
	}
	return out
}

// rotated is img turned by 180°, so its light comes from the bottom right.
func rotated(img *image.NRGBA) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(b)
	for y := range b.Dy() {
		for x := range b.Dx() {
			out.SetNRGBA(b.Dx()-1-x, b.Dy()-1-y, img.NRGBAAt(x, y))
		}
	}
	return out
}

// darkenRight lowers L by step per column, so the tile's right edge no longer
// meets its left edge.
func darkenRight(img *image.NRGBA, step float64) *image.NRGBA {
	b := img.Bounds()
	out := image.NewNRGBA(b)
	for y := range b.Dy() {
		for x := range b.Dx() {
			c := palette.FromRGB(img.NRGBAAt(x, y))
			c.L -= step * float64(x)
			out.SetNRGBA(x, y, c.RGB())
		}
	}
	return out
}

// noiseBlock is a size x size tile of seeded, seamless-by-construction random
// blotches of 2x2 pixels quantised to a 6-shade ramp of base, like stone.
func noiseBlock(seed uint64, size int, base color.NRGBA) *image.NRGBA {
	rng := rand.New(rand.NewPCG(seed, 7))
	ramp := palette.NewRamp(palette.RampSpec{Base: palette.FromRGB(base), Shades: 6, Spread: 0.15})
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := 0; y < size; y += 2 {
		for x := 0; x < size; x += 2 {
			c := ramp[rng.IntN(len(ramp))]
			for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
				img.SetNRGBA(x+d[0], y+d[1], c)
			}
		}
	}
	return img
}

// gemRows is a 16x16 gem: a dark outline, lit top left, shaded bottom right.
var gemRows = []string{
	"................",
	"................",
	"................",
	".....OOOOOO.....",
	"....OHHHMMMO....",
	"...OHHMMMMMDO...",
	"...OHMMMMMMDO...",
	"...OHMMMMMMDO...",
	"...OMMMMMMDDO...",
	"....OMMMMMDO....",
	".....OMMMDO.....",
	"......OMDO......",
	".......OO.......",
	"................",
	"................",
	"................",
}

var gemKey = map[rune]color.NRGBA{'O': gemOutline, 'H': gemLight, 'M': gemMid, 'D': gemDark}

// gem is the outlined gem sprite.
func gem(t testing.TB) *image.NRGBA { return draw(t, gemRows, gemKey) }

// bareGem is the gem with its outline painted in the body colour.
func bareGem(t testing.TB) *image.NRGBA {
	return draw(t, gemRows, map[rune]color.NRGBA{'O': gemMid, 'H': gemLight, 'M': gemMid, 'D': gemDark})
}

// solid is a size x size canvas filled with c.
func solid(size int, c color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}
