package account

import (
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/texelforge/texelforge/internal/apperr"
)

// maxAvatarDecodeBytes bounds what one avatar may allocate while it is
// decoded and scaled. A picture's header says what that will be, so a small
// file that unpacks to hundreds of megabytes (a 16-bit PNG claiming 40
// megapixels) is refused before anything large is allocated.
const maxAvatarDecodeBytes = 64 << 20

// thumbnailRowBytes is what squareThumbnail's Catmull-Rom scaler keeps per
// row of the crop: one [4]float64 per output column.
const thumbnailRowBytes = AvatarSize * 32

// checkDecodeCost refuses, with apperr.Invalid, a picture whose decode and
// thumbnail would allocate more than maxAvatarDecodeBytes.
func checkDecodeCost(cfg image.Config, format string, data []byte) error {
	perPixel := pixelBytes(cfg.ColorModel, format, data)
	pixels := int64(cfg.Width) * int64(cfg.Height)
	side := int64(min(cfg.Width, cfg.Height))
	// pixels alone is checked first: a header may claim billions, whose cost would overflow.
	if cfg.Width <= 0 || cfg.Height <= 0 || pixels > maxAvatarDecodeBytes ||
		pixels*perPixel+side*thumbnailRowBytes > maxAvatarDecodeBytes {
		return apperr.E(apperr.Invalid, avatarTooLarge(perPixel))
	}
	return nil
}

// avatarTooLarge names the largest square picture of this kind that fits.
func avatarTooLarge(perPixel int64) string {
	a, b := float64(perPixel), float64(thumbnailRowBytes)
	side := (math.Sqrt(b*b+4*a*maxAvatarDecodeBytes) - b) / (2 * a) // a·side² + b·side = the budget
	return fmt.Sprintf(MsgAvatarPixels, int(side*side/1e6))
}

// pixelBytes is what the decoder allocates per pixel of the picture: its
// colour model's depth, and the buffers some encodings need besides.
func pixelBytes(m color.Model, format string, data []byte) int64 {
	n := modelBytes(m)
	switch {
	case format == "png" && len(data) > 28 && data[28] == 1:
		n *= 2 // Adam7 interlacing: each pass is decoded apart, then copied into the picture
	case format == "jpeg":
		n += 4 * int64(progressiveComponents(data)) // a progressive decode keeps every coefficient (int32)
	case format == "webp":
		n = max(n, 4) // an extended header says YCbCr even when lossless data decodes to NRGBA
	}
	return n
}

// modelBytes is the bytes per pixel of an image in colour model m.
func modelBytes(m color.Model) int64 {
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.YCbCrModel:
		return 3 // at most: 4:4:4 chroma
	case color.RGBAModel, color.NRGBAModel, color.NYCbCrAModel:
		return 4
	case color.CMYKModel:
		return 8 // decoded as YCbCr and black, then converted
	}
	return 8 // 16-bit colour, and anything else
}

// progressiveComponents returns the number of colour components of a
// progressive JPEG, and 0 for a baseline one. It walks the marker segments
// up to the frame header (SOF), which DecodeConfig has already found valid.
func progressiveComponents(data []byte) int {
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return 0
		}
		marker := data[i+1]
		if marker == 0xFF { // fill byte
			i++
			continue
		}
		if marker == 0xC0 || marker == 0xC1 || marker == 0xC2 { // the frames image/jpeg decodes
			if marker == 0xC2 && i+9 < len(data) {
				return int(data[i+9]) // after length, precision, height and width
			}
			return 0
		}
		i += 2 + int(binary.BigEndian.Uint16(data[i+2:]))
	}
	return 0
}
