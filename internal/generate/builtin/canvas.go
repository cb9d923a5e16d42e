package builtin

import (
	"image"

	"github.com/texelforge/texelforge/internal/generate/palette"
)

// canvas is a texture before it has colours: each pixel names a part (which ramp
// colours it; 0 is transparent) and a shade (an index into that ramp). Working in
// shades keeps every texture's palette coherent by construction, and passes such as
// lighting and moss edit shades and parts, never colours.
type canvas struct {
	n     int
	part  []uint8
	shade []int8
	ramps []palette.Ramp // ramps[0] is unused: part 0 is transparent
}

func newCanvas(n int) *canvas {
	return &canvas{n: n, part: make([]uint8, n*n), shade: make([]int8, n*n), ramps: []palette.Ramp{nil}}
}

// addRamp registers a ramp and returns the part that paints with it.
func (c *canvas) addRamp(r palette.Ramp) uint8 {
	c.ramps = append(c.ramps, r)
	return uint8(len(c.ramps) - 1)
}

// i is the index of pixel (x, y), wrapping around both axes: blocks live on a torus.
func (c *canvas) i(x, y int) int {
	n := c.n
	x %= n
	y %= n
	if x < 0 {
		x += n
	}
	if y < 0 {
		y += n
	}
	return y*n + x
}

// inside reports whether (x, y) is on the canvas without wrapping.
func (c *canvas) inside(x, y int) bool { return x >= 0 && y >= 0 && x < c.n && y < c.n }

// set paints pixel (x, y), wrapping, with a part and a shade clamped to its ramp.
func (c *canvas) set(x, y int, part uint8, shade int) {
	i := c.i(x, y)
	c.part[i] = part
	c.shade[i] = c.clampShade(part, shade)
}

// nudge moves pixel i's shade by d, staying inside its ramp.
func (c *canvas) nudge(i int, d int) {
	if c.part[i] != 0 {
		c.shade[i] = c.clampShade(c.part[i], int(c.shade[i])+d)
	}
}

func (c *canvas) clampShade(part uint8, s int) int8 {
	if part == 0 {
		return 0
	}
	return int8(min(max(s, 0), len(c.ramps[part])-1))
}

// top is the lightest shade of a part.
func (c *canvas) top(part uint8) int { return len(c.ramps[part]) - 1 }

// render colours the canvas. Part 0 is fully transparent; everything else is opaque.
func (c *canvas) render() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, c.n, c.n))
	for i, p := range c.part {
		if p == 0 {
			continue
		}
		col := c.ramps[p][c.shade[i]]
		img.Pix[i*4], img.Pix[i*4+1], img.Pix[i*4+2], img.Pix[i*4+3] = col.R, col.G, col.B, 255
	}
	return img
}
