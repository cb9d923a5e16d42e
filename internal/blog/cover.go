package blog

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"net/http"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // WebP covers decode

	"github.com/texelforge/texelforge/internal/apperr"
)

// Blobs stores uploaded covers.
type Blobs interface {
	Put(ctx context.Context, key string, data []byte) error
}

// Limits of a cover upload.
const (
	MaxCoverBytes = 5 << 20
	// CoverWidth is the widest a cover is kept: the post page's column at
	// twice the pixels. Open Graph's 1200x630 fits within it.
	CoverWidth     = 1200
	maxCoverPixels = 40_000_000 // refuses decompression bombs before decoding
	coverFolder    = "blog/"
	coverURLPrefix = "/media/" + coverFolder
)

const (
	msgCoverType = "The cover must be a PNG, JPEG or WebP image"
	msgCoverSize = "The cover must be at most 5 MB"
)

// SaveCover checks an uploaded image by its content, scales it down to
// CoverWidth if it is wider, stores it re-encoded (nothing of the upload but
// its pixels is kept) and returns its URL.
func (s *Service) SaveCover(ctx context.Context, data []byte) (string, error) {
	if len(data) > MaxCoverBytes {
		return "", apperr.E(apperr.TooLarge, msgCoverSize)
	}
	kind := http.DetectContentType(data)
	if kind != "image/png" && kind != "image/jpeg" && kind != "image/webp" {
		return "", apperr.E(apperr.Invalid, msgCoverType)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width < 1 || cfg.Height < 1 || cfg.Width*cfg.Height > maxCoverPixels {
		return "", apperr.E(apperr.Invalid, msgCoverType)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return "", apperr.E(apperr.Invalid, msgCoverType)
	}
	img = fitWidth(img, CoverWidth)
	var out bytes.Buffer
	ext := ".png"
	if kind == "image/jpeg" {
		ext = ".jpg"
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: 85})
	} else {
		err = png.Encode(&out, img)
	}
	if err != nil {
		return "", fmt.Errorf("encode cover: %w", err)
	}
	sum := sha256.Sum256(out.Bytes())
	key := coverFolder + hex.EncodeToString(sum[:8]) + ext
	if err := s.Blobs.Put(ctx, key, out.Bytes()); err != nil {
		return "", err
	}
	return coverURLPrefix + key[len(coverFolder):], nil
}

// fitWidth scales img down to at most width pixels wide, keeping its shape.
func fitWidth(img image.Image, width int) image.Image {
	b := img.Bounds()
	if b.Dx() <= width {
		return img
	}
	h := max(1, b.Dy()*width/b.Dx())
	dst := image.NewRGBA(image.Rect(0, 0, width, h))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, b, draw.Src, nil)
	return dst
}
