package provider

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	_ "image/jpeg" // models may answer in JPEG
	_ "image/png"
	"strings"

	_ "golang.org/x/image/webp" // and in WebP
)

// maxEdge bounds a decoded image's width and height, so a hostile or broken
// server cannot make us allocate gigabytes from a few bytes of PNG.
const maxEdge = 4096

// decodeBatch decodes the first n of a call's base64-encoded PNG, JPEG or
// WebP images (servers may append extras, such as an SD extension's maps),
// accepting an optional data-URL prefix. It returns the good images and, when
// there are fewer than n, an error naming the first bad one or the shortfall.
func decodeBatch(name string, encoded []string, n int) ([]image.Image, error) {
	if len(encoded) < n {
		imgs, err := decodeBatch(name, encoded, len(encoded))
		return imgs, firstOf([]error{fmt.Errorf("%s: asked for %d images, got %d", name, n, len(encoded)), err})
	}
	imgs := make([]image.Image, 0, n)
	errs := make([]error, n)
	for i, s := range encoded[:n] {
		img, err := decodeImage(s)
		if err != nil {
			errs[i] = fmt.Errorf("%s: image %d of %d: %w", name, i+1, n, err)
			continue
		}
		imgs = append(imgs, img)
	}
	return imgs, firstOf(errs)
}

func decodeImage(s string) (image.Image, error) {
	if strings.HasPrefix(s, "data:") {
		_, s, _ = strings.Cut(s, ",")
	}
	raw, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("invalid base64: %w", err)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("not a PNG, JPEG or WebP image: %w", err)
	}
	if cfg.Width < 1 || cfg.Height < 1 || cfg.Width > maxEdge || cfg.Height > maxEdge {
		return nil, fmt.Errorf("%dx%d is outside 1..%d pixels a side", cfg.Width, cfg.Height, maxEdge)
	}
	img, _, err := image.Decode(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("undecodable %s: %w", format, err)
	}
	return img, nil
}
