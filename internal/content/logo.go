package content

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"net/http"
	"strings"

	"github.com/srwiley/oksvg"
	"github.com/srwiley/rasterx"
	_ "golang.org/x/image/webp" // decodes WebP logos

	"github.com/texelforge/texelforge/internal/apperr"
)

// Limits of an uploaded logo.
const (
	MaxLogoBytes  = 512 << 10
	maxLogoPixels = 4096 * 4096 // what a PNG or WebP header may claim before it is decoded
	svgLogoHeight = 256         // an SVG is drawn this many pixels high: 8 times the navbar's logo
	svgLogoMaxW   = 1024
	logoFolder    = "logos/"
)

// Messages of the logo upload.
const (
	MsgLogoType = "The logo must be a PNG, WebP or SVG image."
	MsgLogoSize = "The logo must be at most 512 KB."
)

// Blobs keeps uploaded files; MediaPrefix + key serves them.
type Blobs interface {
	Put(ctx context.Context, key string, data []byte) error
	Delete(ctx context.Context, key string) error
}

// MediaPrefix is the path that serves stored files.
const MediaPrefix = "/media/"

// SetLogo checks an uploaded logo by its content and stores it as a PNG: a
// PNG or WebP is decoded and encoded again, an SVG is drawn (scripts, links
// and anything else that is not a shape are never run or kept), so what the
// site serves is always a plain picture. It returns the new logoUrl.
func (s *Service) SetLogo(ctx context.Context, data []byte) (string, error) {
	if len(data) > MaxLogoBytes {
		return "", apperr.E(apperr.TooLarge, MsgLogoSize)
	}
	var img image.Image
	var err error
	switch http.DetectContentType(data) {
	case "image/png", "image/webp":
		img, err = decodeBitmap(data)
	default:
		img, err = drawSVG(data)
	}
	if err != nil {
		return "", err
	}
	var out bytes.Buffer
	if err := png.Encode(&out, img); err != nil {
		return "", fmt.Errorf("encode logo: %w", err)
	}
	sum := sha256.Sum256(out.Bytes())
	key := logoFolder + hex.EncodeToString(sum[:8]) + ".png"
	if err := s.Blobs.Put(ctx, key, out.Bytes()); err != nil {
		return "", err
	}
	old, _ := s.LogoURL(ctx)
	url := MediaPrefix + key
	if err := s.SetSetting(ctx, SettingLogoURL, url); err != nil {
		return "", err
	}
	if k, ok := strings.CutPrefix(old, MediaPrefix+logoFolder); ok && old != url {
		_ = s.Blobs.Delete(ctx, logoFolder+k) // an orphan file is harmless; the setting is what counts
	}
	return url, nil
}

// RemoveLogo goes back to the bundled logo.
func (s *Service) RemoveLogo(ctx context.Context) error {
	old, _ := s.LogoURL(ctx)
	if err := s.SetSetting(ctx, SettingLogoURL, ""); err != nil {
		return err
	}
	if k, ok := strings.CutPrefix(old, MediaPrefix+logoFolder); ok {
		_ = s.Blobs.Delete(ctx, logoFolder+k)
	}
	return nil
}

func decodeBitmap(data []byte) (image.Image, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, apperr.E(apperr.Invalid, MsgLogoType)
	}
	if int64(cfg.Width)*int64(cfg.Height) > maxLogoPixels {
		return nil, apperr.E(apperr.Invalid, "The logo must be at most 4096 x 4096 pixels.")
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, apperr.Wrap(apperr.Invalid, MsgLogoType, err)
	}
	return img, nil
}

// drawSVG draws an SVG document svgLogoHeight pixels high (at most
// svgLogoMaxW wide), keeping its proportions.
func drawSVG(data []byte) (image.Image, error) {
	if !looksLikeSVG(data) {
		return nil, apperr.E(apperr.Invalid, MsgLogoType)
	}
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data), oksvg.IgnoreErrorMode)
	if err != nil || icon.ViewBox.W <= 0 || icon.ViewBox.H <= 0 {
		return nil, apperr.E(apperr.Invalid, "The SVG could not be read: it needs a viewBox or a width and height.")
	}
	h := float64(svgLogoHeight)
	w := h * icon.ViewBox.W / icon.ViewBox.H
	if w > svgLogoMaxW {
		w, h = svgLogoMaxW, svgLogoMaxW*icon.ViewBox.H/icon.ViewBox.W
	}
	width, height := max(1, int(w+0.5)), max(1, int(h+0.5))
	img := image.NewNRGBA(image.Rect(0, 0, width, height))
	draw.Draw(img, img.Bounds(), image.Transparent, image.Point{}, draw.Src)
	icon.SetTarget(0, 0, float64(width), float64(height))
	icon.Draw(rasterx.NewDasher(width, height, rasterx.NewScannerGV(width, height, img, img.Bounds())), 1)
	return img, nil
}

// looksLikeSVG reports whether data is an XML document whose root is <svg>.
func looksLikeSVG(data []byte) bool {
	head := string(data[:min(len(data), 4096)])
	head = strings.TrimPrefix(strings.TrimSpace(head), "\ufeff")
	if !strings.HasPrefix(head, "<") {
		return false
	}
	return strings.Contains(head, "<svg")
}
