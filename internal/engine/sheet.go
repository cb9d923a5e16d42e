package engine

import (
	"image"
	"image/color"
	"image/draw"
)

// Sheet lays textures out in rows of `perRow`, each scaled up `scale` times with
// nearest-neighbour (pixel art must stay crisp), on a checkerboard that shows
// transparency. When tiled is true, each texture is followed by a 3x3 tiling
// preview at the same scale, which makes seams and repeats easy to see.
func Sheet(textures []*image.NRGBA, perRow, scale int, tiled bool) *image.NRGBA {
	if len(textures) == 0 {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	n := textures[0].Bounds().Dx()
	gap := scale * 2
	cellW, cellH := n*scale, n*scale
	if tiled {
		cellW = n*scale + gap + 3*n*scale/2
		cellH = max(cellH, 3*n*scale/2)
	}
	rows := (len(textures) + perRow - 1) / perRow
	w := perRow*(cellW+gap) + gap
	h := rows*(cellH+gap) + gap
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	checker(out, scale*2)
	for k, t := range textures {
		x0 := gap + (k%perRow)*(cellW+gap)
		y0 := gap + (k/perRow)*(cellH+gap)
		blit(out, t, x0, y0, scale, 1)
		if tiled {
			blit(out, t, x0+n*scale+gap, y0, scale/2, 3)
		}
	}
	return out
}

// blit draws t scaled by `scale` (at least 1) and repeated reps×reps times at (x0, y0).
func blit(dst *image.NRGBA, t *image.NRGBA, x0, y0, scale, reps int) {
	scale = max(scale, 1)
	n := t.Bounds().Dx()
	for ry := range reps {
		for rx := range reps {
			for y := range n * scale {
				for x := range n * scale {
					c := t.NRGBAAt(x/scale, y/scale)
					if c.A == 0 {
						continue
					}
					dst.SetNRGBA(x0+rx*n*scale+x, y0+ry*n*scale+y, c)
				}
			}
		}
	}
}

func checker(img *image.NRGBA, size int) {
	light, dark := color.NRGBA{0xE8, 0xE8, 0xE8, 255}, color.NRGBA{0xD0, 0xD0, 0xD0, 255}
	draw.Draw(img, img.Bounds(), image.NewUniform(light), image.Point{}, draw.Src)
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if (x/size+y/size)%2 == 1 {
				img.SetNRGBA(x, y, dark)
			}
		}
	}
}
