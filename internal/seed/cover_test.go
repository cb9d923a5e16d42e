package seed

import (
	"context"
	"image"
	"testing"
)

// A seed cover is 1200x630 and each texel is a whole 8x8 square: crisp.
func TestDrawCoverIsAWallOfCrispTextures(t *testing.T) {
	img, err := drawCover(context.Background(), []string{"ruby ore", "diamond sword"})
	if err != nil {
		t.Fatal(err)
	}
	cover := img.(*image.NRGBA)
	if b := cover.Bounds(); b.Dx() != 1200 || b.Dy() != 630 {
		t.Fatalf("cover is %v", b)
	}
	left, top := 32, 35 // (1200 - 8*128 - 7*16) / 2, (630 - 4*128 - 3*16) / 2
	colours := map[[4]uint8]bool{}
	for y := top; y < top+4*144-16; y++ {
		for x := left; x < left+8*144-16; x++ {
			inTile := (x-left)%144 < 128 && (y-top)%144 < 128
			corner := cover.NRGBAAt(left+(x-left)/8*8, top+(y-top)/8*8)
			if inTile && cover.NRGBAAt(x, y) != corner {
				t.Fatalf("pixel (%d,%d) differs from its texel's corner: smoothed", x, y)
			}
			if !inTile && cover.NRGBAAt(x, y) != coverGround {
				t.Fatalf("gap pixel (%d,%d) is %v", x, y, cover.NRGBAAt(x, y))
			}
			c := cover.NRGBAAt(x, y)
			colours[[4]uint8{c.R, c.G, c.B, c.A}] = true
		}
	}
	if len(colours) < 20 {
		t.Errorf("only %d colours: the textures are missing", len(colours))
	}
	if _, err := drawCover(context.Background(), nil); err == nil {
		t.Error("a cover without prompts was drawn")
	}
}
