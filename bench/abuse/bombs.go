package main

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"math/rand/v2"
)

// bomb is an avatar upload that is small on the wire and large once decoded.
type bomb struct {
	name string
	data []byte
}

// bombs are the avatar uploads the clients send in turn, and one large
// picture that is not a bomb, to load the decoding itself.
func bombs() ([]bomb, error) {
	pngBomb, err := png16Bomb(6324, 6324)
	if err != nil {
		return nil, err
	}
	var gifBomb bytes.Buffer // 40 megapixels of one colour: what the old limit allowed
	if err := gif.Encode(&gifBomb, image.NewPaletted(image.Rect(0, 0, 8000, 5000), color.Palette{color.Black, color.White}), nil); err != nil {
		return nil, err
	}
	var large bytes.Buffer // a valid picture within the budget: it is decoded, two at a time
	if err := png.Encode(&large, image.NewNRGBA(image.Rect(0, 0, 3000, 2000))); err != nil {
		return nil, err
	}
	return []bomb{
		{"png 16-bit 6324x6324", pngBomb},
		{"gif 8000x5000", gifBomb.Bytes()},
		{"webp canvas 6000x6000", webpCanvas(6000, 6000)},
		{"png 3000x2000 (valid)", large.Bytes()},
	}, nil
}

// png16Bomb is a real 16-bit RGBA PNG of w x h black pixels: zeros pack
// about a thousand to one, so 6324x6324 is some 310 KB that decodes to 320 MB.
func png16Bomb(w, h int) ([]byte, error) {
	var idat bytes.Buffer
	zw := zlib.NewWriter(&idat)
	row := make([]byte, 1+w*8) // the filter byte, then 8 bytes a pixel
	for range h {
		if _, err := zw.Write(row); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 16, 6
	for _, c := range []struct {
		kind string
		data []byte
	}{{"IHDR", ihdr}, {"IDAT", idat.Bytes()}, {"IEND", nil}} {
		body := append([]byte(c.kind), c.data...)
		_ = binary.Write(&b, binary.BigEndian, uint32(len(c.data)))
		b.Write(body)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(body))
	}
	return b.Bytes(), nil
}

// webpCanvas is a WebP whose extended header (VP8X) claims a w x h canvas with alpha.
func webpCanvas(w, h int) []byte {
	vp8x := []byte("VP8X")
	vp8x = binary.LittleEndian.AppendUint32(vp8x, 10)
	vp8x = append(vp8x, 0x10, 0, 0, 0, byte(w-1), byte((w-1)>>8), byte((w-1)>>16), byte(h-1), byte((h-1)>>8), byte((h-1)>>16))
	b := append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(4+len(vp8x)))...)
	return append(append(b, "WEBP"...), vp8x...)
}

// noiseTexture is a 64x64 PNG of random colours, the texture the clients enlarge.
func noiseTexture() ([]byte, error) {
	img := image.NewNRGBA(image.Rect(0, 0, 64, 64))
	for i := range img.Pix {
		img.Pix[i] = byte(rand.IntN(256))
	}
	for i := 3; i < len(img.Pix); i += 4 {
		img.Pix[i] = 255
	}
	var b bytes.Buffer
	err := png.Encode(&b, img)
	return b.Bytes(), err
}
