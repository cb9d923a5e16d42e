package showcase

import (
	"bytes"
	"context"
	"fmt"
	"image"
	_ "image/png" // reads a stored texture's header for its size
	"sync"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/textures"
)

// PreviewEdge is the edge of a link preview's image: textures are enlarged to it.
const PreviewEdge = 512

// scaledEntries bounds the enlarged images kept. Each is a PNG of at most
// PreviewEdge x PreviewEdge pixels in blocks of one colour, which packs to
// tens of KB (1 MB at the very most), so the cache stays a few MB.
const scaledEntries = 256

// scaledKey names an enlarged image: the hash makes a new picture a new key.
type scaledKey struct {
	id    int64
	hash  string
	scale int
}

// scaledImages keeps enlarged images, least recently used out first.
type scaledImages struct {
	once  sync.Once
	cache *lru.Cache[scaledKey, []byte]
}

// Image is a texture's stored PNG.
type Image struct {
	PNG     []byte
	Hash    string
	Removed bool // taken out of the showcase by an admin
}

// Image returns a listed texture's PNG; apperr.NotFound for a removed one
// unless anyRemoved (the admins' moderation screens).
func (s *Service) Image(ctx context.Context, id int64, anyRemoved bool) (Image, error) {
	img, err := s.Store.ShowcaseImage(ctx, id)
	if err == nil && img.Removed && !anyRemoved {
		return Image{}, apperr.E(apperr.NotFound, NotFoundMessage)
	}
	return img, err
}

// Scaled returns png, the PNG Image returned for id with hash, enlarged
// scale times without smoothing. Only 1 and the link preview's scale
// (PreviewEdge / the texture's size) are served, so that callers cannot make
// the server draw and keep pictures of every size: another scale is
// apperr.Invalid. Enlarged pictures are kept (scaledEntries of them).
func (s *Service) Scaled(id int64, hash string, png []byte, scale int) ([]byte, error) {
	cfg, _, err := image.DecodeConfig(bytes.NewReader(png))
	if err != nil {
		return nil, fmt.Errorf("showcase image %d: %w", id, err)
	}
	if preview := PreviewEdge / cfg.Width; scale != 1 && scale != preview {
		return nil, apperr.E(apperr.Invalid, fmt.Sprintf(
			"The scale must be 1 or %d (a %d-pixel preview of this %dx%d texture).", preview, PreviewEdge, cfg.Width, cfg.Width))
	}
	if scale == 1 {
		return png, nil
	}
	s.scaled.once.Do(func() { s.scaled.cache, _ = lru.New[scaledKey, []byte](scaledEntries) })
	key := scaledKey{id: id, hash: hash, scale: scale}
	if big, ok := s.scaled.cache.Get(key); ok {
		return big, nil
	}
	big, err := textures.ScaledPNG(textures.Texture{PNG: png, Size: cfg.Width}, scale)
	if err != nil {
		return nil, err
	}
	s.scaled.cache.Add(key, big)
	return big, nil
}
