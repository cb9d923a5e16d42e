package account

import (
	"bytes"
	"cmp"
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
	"sync"
	"time"

	"golang.org/x/image/draw"
	_ "golang.org/x/image/webp" // decodes WebP avatars

	"github.com/texelforge/texelforge/internal/apperr"
)

// Avatar limits and messages (product.md §5, §9).
const (
	MaxAvatarBytes = 5 << 20
	AvatarSize     = 256
	MsgAvatarType  = "Please upload a valid image file (JPEG, PNG, GIF, WebP)"
	MsgAvatarSize  = "Please upload an image smaller than 5MB"
	// MsgAvatarPixels takes the megapixels a picture of the upload's kind may have.
	MsgAvatarPixels = "This image is too large. Please upload an image of at most %d megapixels"
	MsgAvatarBusy   = "Too many pictures are being processed right now. Please try again in a few seconds."
	// AvatarPathPrefix is where avatars are served.
	AvatarPathPrefix = "/media/"
	// MaxAvatarDecodes is how many avatars one process decodes at once: each
	// may hold up to maxAvatarDecodeBytes, and decoding is CPU bound anyway.
	MaxAvatarDecodes = 2
	// AvatarDecodeWait is how long an upload waits for a decode slot before
	// it is refused, so a burst of uploads cannot queue without bound.
	AvatarDecodeWait = 5 * time.Second
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

	slotsOnce  sync.Once
	slots      chan struct{} // MaxAvatarDecodes tokens, shared by every upload to this service
	decodeWait time.Duration // AvatarDecodeWait when zero (tests shorten it)
}

// allowedTypes are the avatar formats, recognised by content, not by name.
var allowedTypes = map[string]bool{"image/jpeg": true, "image/png": true, "image/gif": true, "image/webp": true}

// Set makes data the user's avatar: it checks the format by content and,
// from the header, what decoding would cost, then stores a 256x256 PNG
// re-encoded from the pixels alone (no metadata survives) and removes the
// previous avatar. At most MaxAvatarDecodes run at once; an upload that waits
// AvatarDecodeWait for its turn is apperr.RateLimited.
func (s *AvatarService) Set(ctx context.Context, u User, data []byte) (User, error) {
	if len(data) > MaxAvatarBytes {
		return User{}, apperr.E(apperr.TooLarge, MsgAvatarSize)
	}
	if !allowedTypes[http.DetectContentType(data)] {
		return User{}, apperr.E(apperr.Invalid, MsgAvatarType)
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return User{}, apperr.Wrap(apperr.Invalid, MsgAvatarType, err)
	}
	if err := checkDecodeCost(cfg, format, data); err != nil {
		return User{}, err
	}
	thumb, err := s.thumbnail(ctx, data)
	if err != nil {
		return User{}, err
	}
	var out bytes.Buffer
	if err := png.Encode(&out, thumb); err != nil {
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

// thumbnail decodes data and scales it to the avatar, in one of the decode slots.
func (s *AvatarService) thumbnail(ctx context.Context, data []byte) (image.Image, error) {
	s.slotsOnce.Do(func() { s.slots = make(chan struct{}, MaxAvatarDecodes) })
	wait := time.NewTimer(cmp.Or(s.decodeWait, AvatarDecodeWait))
	defer wait.Stop()
	select {
	case s.slots <- struct{}{}:
		defer func() { <-s.slots }()
	case <-wait.C:
		return nil, apperr.E(apperr.RateLimited, MsgAvatarBusy)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	img, _, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, apperr.Wrap(apperr.Invalid, MsgAvatarType, err)
	}
	return squareThumbnail(img, AvatarSize), nil
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
