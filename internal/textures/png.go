package textures

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"strings"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine"
)

// Limits of the pictures.
const (
	MaxPNGBytes = 64 << 10 // decoded bytes of an uploaded PNG
	MaxScale    = 64
	// MaxScaledEdge bounds a scaled picture (64x64 at 32x) so that one
	// request cannot make the server encode tens of megapixels.
	MaxScaledEdge = 2048
)

var pngMagic = []byte("\x89PNG\r\n\x1a\n")

// ReadPNG decodes a data:image/png;base64 URL or bare base64 into a PNG of
// exactly size x size pixels and returns it re-encoded: the canonical bytes
// that are stored (ancillary chunks and odd encodings dropped). Anything else
// is apperr.Invalid.
func ReadPNG(data string, size int) ([]byte, error) {
	data = strings.TrimSpace(data)
	if data == "" {
		return nil, apperr.E(apperr.Invalid, "The png is missing.")
	}
	if rest, ok := strings.CutPrefix(data, "data:"); ok {
		mime, b64, ok := strings.Cut(rest, ";base64,")
		if !ok || mime != "image/png" {
			return nil, apperr.E(apperr.Invalid, "The png must be a data:image/png;base64 URL or base64.")
		}
		data = b64
	}
	// Checked before decoding, so a huge body costs no allocation.
	if base64.StdEncoding.DecodedLen(len(data)) > MaxPNGBytes+2 {
		return nil, tooLarge()
	}
	raw, err := base64.StdEncoding.DecodeString(data)
	if err != nil {
		return nil, apperr.E(apperr.Invalid, "The png is not valid base64.")
	}
	if len(raw) > MaxPNGBytes {
		return nil, tooLarge()
	}
	if !bytes.HasPrefix(raw, pngMagic) {
		return nil, apperr.E(apperr.Invalid, "The image must be a PNG"+formatHint(raw)+".")
	}
	// The header first: a small file may claim a huge picture.
	cfg, err := png.DecodeConfig(bytes.NewReader(raw))
	if err != nil {
		return nil, apperr.E(apperr.Invalid, "The PNG cannot be read.")
	}
	if cfg.Width != size || cfg.Height != size {
		return nil, apperr.E(apperr.Invalid,
			fmt.Sprintf("The PNG is %dx%d pixels; it must be %dx%d.", cfg.Width, cfg.Height, size, size))
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		return nil, apperr.E(apperr.Invalid, "The PNG cannot be read.")
	}
	return engine.EncodePNG(toNRGBA(img))
}

func tooLarge() error {
	return apperr.E(apperr.Invalid, fmt.Sprintf("The PNG is larger than %d KB.", MaxPNGBytes>>10))
}

// formatHint names a common image format that is not PNG, for the message.
func formatHint(b []byte) string {
	switch {
	case bytes.HasPrefix(b, []byte{0xff, 0xd8, 0xff}):
		return " (this is a JPEG)"
	case bytes.HasPrefix(b, []byte("GIF8")):
		return " (this is a GIF)"
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return " (this is a WebP)"
	}
	return ""
}

func toNRGBA(img image.Image) *image.NRGBA {
	if n, ok := img.(*image.NRGBA); ok && n.Rect.Min == (image.Point{}) {
		return n
	}
	b := img.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(out, out.Rect, img, b.Min, draw.Src)
	return out
}

// decodeStored decodes a stored (canonical) PNG.
func decodeStored(b []byte) (*image.NRGBA, error) {
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("decode stored texture: %w", err)
	}
	return toNRGBA(img), nil
}

// Scale enlarges img by an integer factor, each pixel becoming a block of
// factor x factor: pixel art stays crisp (no smoothing).
func Scale(img *image.NRGBA, factor int) *image.NRGBA {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	out := image.NewNRGBA(image.Rect(0, 0, w*factor, h*factor))
	for y := range h * factor {
		src := img.Pix[(y/factor)*img.Stride:]
		dst := out.Pix[y*out.Stride:]
		for x := range w * factor {
			copy(dst[4*x:4*x+4], src[4*(x/factor):4*(x/factor)+4])
		}
	}
	return out
}

// CheckScale refuses a scale outside 1-64 or one that makes a texture of
// the size wider than MaxScaledEdge.
func CheckScale(size, scale int) error {
	if scale < 1 || scale > MaxScale {
		return apperr.E(apperr.Invalid, fmt.Sprintf("The scale must be a whole number from 1 to %d.", MaxScale))
	}
	if size*scale > MaxScaledEdge {
		return apperr.E(apperr.Invalid,
			fmt.Sprintf("A %dx%d texture can be scaled up to %dx.", size, size, MaxScaledEdge/size))
	}
	return nil
}

// ScaledPNG returns the texture's PNG enlarged by scale (1-64, and at most
// MaxScaledEdge pixels wide); scale 1 is the stored PNG itself.
func ScaledPNG(t Texture, scale int) ([]byte, error) {
	if err := CheckScale(t.Size, scale); err != nil {
		return nil, err
	}
	if scale == 1 {
		return t.PNG, nil
	}
	img, err := decodeStored(t.PNG)
	if err != nil {
		return nil, err
	}
	return engine.EncodePNG(Scale(img, scale))
}

// FileName is the download name of product.md §9: the title in lower case
// with every character that is not a-z or 0-9 replaced by an underscore, plus
// ".png". Scaled copies get "_Nx" before ".png" so that the 1x file and its
// enlargements can sit in one folder. It matches the web app's
// downloadFileName, which works on UTF-16 units: a character outside the
// Basic Multilingual Plane becomes two underscores there, so here too.
func FileName(title string, scale int) string {
	var b strings.Builder
	for _, r := range strings.ToLower(title) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case r > 0xffff:
			b.WriteString("__")
		default:
			b.WriteByte('_')
		}
	}
	name := b.String()
	if name == "" {
		name = "texture"
	}
	if scale > 1 {
		name += fmt.Sprintf("_%dx", scale)
	}
	return name + ".png"
}
