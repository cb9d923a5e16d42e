package engine

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
)

// EncodePNG writes a texture as a PNG. Textures have few colours, so it writes a
// paletted PNG (a few hundred bytes at 16×16) whose palette is in first-seen
// order, which keeps the bytes identical for identical pixels.
func EncodePNG(img *image.NRGBA) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if p := paletted(img); p != nil {
		err := enc.Encode(&buf, p)
		return buf.Bytes(), err
	}
	err := enc.Encode(&buf, img)
	return buf.Bytes(), err
}

// paletted returns img as a paletted image, or nil when it has over 256 colours.
func paletted(img *image.NRGBA) *image.Paletted {
	b := img.Bounds()
	out := image.NewPaletted(b, nil)
	index := map[color.NRGBA]uint8{}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.NRGBAAt(x, y)
			if c.A == 0 {
				c = color.NRGBA{}
			}
			k, ok := index[c]
			if !ok {
				if len(out.Palette) == 256 {
					return nil
				}
				k = uint8(len(out.Palette))
				index[c] = k
				out.Palette = append(out.Palette, c)
			}
			out.SetColorIndex(x, y, k)
		}
	}
	return out
}
