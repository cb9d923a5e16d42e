package seed

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"

	"github.com/texelforge/texelforge/internal/engine"
)

// A seed post's cover is a wall of textures the built-in engine draws from
// the post's cover prompts: 8 by 4 tiles of 16x16 pixels drawn 8 times as
// large, on a dark ground, 1200x630 as Open Graph wants.
const (
	coverWidth, coverHeight = 1200, 630
	coverCols, coverRows    = 8, 4
	coverScale              = 8
	coverGap                = 16
)

var coverGround = color.NRGBA{0x1b, 0x1d, 0x24, 0xff}

// drawCover draws a cover from prompts, taking their variations in turn.
func drawCover(ctx context.Context, prompts []string) (image.Image, error) {
	if len(prompts) == 0 {
		return nil, fmt.Errorf("a cover needs at least one prompt")
	}
	var variations [][]*image.NRGBA
	for i, prompt := range prompts {
		res, err := engine.NewGenerator().Generate(ctx, engine.Request{Prompt: prompt, Seed: uint64(100 + i)})
		if err != nil {
			return nil, fmt.Errorf("draw %q: %w", prompt, err)
		}
		variations = append(variations, res.Images())
	}
	cover := image.NewNRGBA(image.Rect(0, 0, coverWidth, coverHeight))
	draw.Draw(cover, cover.Bounds(), image.NewUniform(coverGround), image.Point{}, draw.Src)
	tile := 16 * coverScale
	left := (coverWidth - coverCols*tile - (coverCols-1)*coverGap) / 2
	top := (coverHeight - coverRows*tile - (coverRows-1)*coverGap) / 2
	for cell := range coverCols * coverRows {
		set := variations[cell%len(variations)]
		img := set[(cell/len(variations))%len(set)]
		x := left + (cell%coverCols)*(tile+coverGap)
		y := top + (cell/coverCols)*(tile+coverGap)
		enlarge(cover, img, x, y, coverScale)
	}
	return cover, nil
}

// enlarge draws img onto dst at (x, y), each pixel as a scale-by-scale
// square, blending its alpha over what is there: no smoothing.
func enlarge(dst *image.NRGBA, img *image.NRGBA, x, y, scale int) {
	b := img.Bounds()
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; px++ {
			at := image.Pt(x+(px-b.Min.X)*scale, y+(py-b.Min.Y)*scale)
			square := image.Rectangle{Min: at, Max: at.Add(image.Pt(scale, scale))}
			draw.Draw(dst, square, image.NewUniform(img.NRGBAAt(px, py)), image.Point{}, draw.Over)
		}
	}
}
