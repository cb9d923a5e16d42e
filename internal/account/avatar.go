package account

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	_ "image/gif"  // decodes GIF avatars
	_ "image/jpeg" // decodes JPEG avatars
	"image/png"
	"net/http"
	"strings"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // decodes WebP avatars

	"github.com/texelforge/texelforge/internal/apperr"
)

// Avatar limits and messages (spec §5, §9).
const (
	MaxAvatarBytes  = 5 << 20
	AvatarSize      = 256
	maxAvatarPixels = 40_000_000 // refuses decompression bombs before decoding
	MsgAvatarType   = "Please upload a valid image file (JPEG, PNG, GIF, WebP)"
	MsgAvatarSize   = "Please upload an image smaller than 5MB"
	MsgAvatarPixels = "This image is too large. Please upload an image of at most 40 megapixels"
	// AvatarPathPrefix is where avatars are served.
	AvatarPathPrefix = "/media/"
)

// Blobs keeps avatar files.
type Blobs interface {
	Put(ctx context.Context, key string, data []byte) error
	Delete(ctx context.Context, key string) error
}

// AvatarStore persists the avatar URL of a user.
type AvatarStore interface {
	// SetAvatarURL stores url (nil removes it) and returns the updated user.
	SetAvatarURL(ctx context.Context, userID int64, url *string) (User, error)
}

// AvatarService turns uploads into avatars.
type AvatarService struct {
	Store AvatarStore
	Blobs Blobs
}

// allowedTypes are the avatar formats, recognised by content, not by name.
var allowedTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/gif": true, "image/webp": true}

// Set makes data the user's avatar: it checks the format by content and the
// dimensions before decoding, then stores a 256x256 PNG re-encoded from the
// pixels alone (no metadata survives) and removes the previous avatar.
func (s *AvatarService) Set(ctx context.Context, u User, data []byte) (User, error) {
	if len(data) > MaxAvatarBytes {
		return User{}, apperr.E(apperr.TooLarge, MsgAvatarSize)
	}
	if !allowedTypes[http.DetectContentType(data)] {
		return User{}, apperr.E(apperr.Invalid, MsgAvatarType)
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return User{}, apperr.Wrap(apperr.Invalid, MsgAvatarType, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > maxAvatarPixels {
		return User{}, apperr.E(apperr.Invalid, MsgAvatarPixels)
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return User{}, apperr.Wrap(apperr.Invalid, MsgAvatarType, err)
	}
	var out bytes.Buffer
	if err := png.Encode(&out, squareThumbnail(img, AvatarSize)); err != nil {
		return User{}, fmt.Errorf("encode avatar: %w", err)
	}
	sum := sha256.Sum256(out.Bytes())
	key := fmt.Sprintf("avatars/%d-%s.png", u.ID, hex.EncodeToString(sum[:8]))
	if err := s.Blobs.Put(ctx, key, out.Bytes()); err != nil {
		return User{}, err
	}
	url := AvatarPathPrefix + key
	updated, err := s.Store.SetAvatarURL(ctx, u.ID, &url)
	if err != nil {
		_ = s.Blobs.Delete(ctx, key)
		return User{}, err
	}
	if old := blobKey(u.AvatarURL); old != "" && old != key {
		_ = s.Blobs.Delete(ctx, old) // an orphan file is harmless; the URL is what counts
	}
	return updated, nil
}

// Remove deletes the user's avatar, if any.
func (s *AvatarService) Remove(ctx context.Context, u User) (User, error) {
	updated, err := s.Store.SetAvatarURL(ctx, u.ID, nil)
	if err != nil {
		return User{}, err
	}
	if old := blobKey(u.AvatarURL); old != "" {
		_ = s.Blobs.Delete(ctx, old)
	}
	return updated, nil
}

func blobKey(url *string) string {
	if url == nil || !strings.HasPrefix(*url, AvatarPathPrefix) {
		return ""
	}
	return strings.TrimPrefix(*url, AvatarPathPrefix)
}

// squareThumbnail crops the centre square of img and scales it to size.
func squareThumbnail(img image.Image, size int) image.Image {
	b := img.Bounds()
	side := min(b.Dx(), b.Dy())
	crop := image.Rect(b.Min.X+(b.Dx()-side)/2, b.Min.Y+(b.Dy()-side)/2, 0, 0)
	crop.Max = crop.Min.Add(image.Pt(side, side))
	dst := image.NewNRGBA(image.Rect(0, 0, size, size))
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, crop, draw.Src, nil)
	return dst
}
