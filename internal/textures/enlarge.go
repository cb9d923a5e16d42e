package textures

import (
	"cmp"
	"context"
	"sync"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Enlargements run a few at a time: one can hold a 2048x2048 picture (16 MB)
// and its encoding, and a script asking for many at once must not multiply
// that (the showcase's previews are cached instead, showcase/image.go).
const (
	MaxEnlargements = 4
	enlargeWait     = 5 * time.Second
	MsgEnlargeBusy  = "Too many pictures are being enlarged right now. Please try again in a few seconds."
)

// enlargeSlots are a Service's MaxEnlargements tokens.
type enlargeSlots struct {
	once  sync.Once
	slots chan struct{}
	wait  time.Duration // enlargeWait when zero (tests shorten it)
}

// ScaledPNG is the package's ScaledPNG in one of the service's slots; a
// request that waits enlargeWait for one gets apperr.RateLimited. Scale 1
// needs no slot.
func (s *Service) ScaledPNG(ctx context.Context, t Texture, scale int) ([]byte, error) {
	if scale == 1 {
		return ScaledPNG(t, scale)
	}
	e := &s.enlarge
	e.once.Do(func() { e.slots = make(chan struct{}, MaxEnlargements) })
	wait := time.NewTimer(cmp.Or(e.wait, enlargeWait))
	defer wait.Stop()
	select {
	case e.slots <- struct{}{}:
		defer func() { <-e.slots }()
	case <-wait.C:
		return nil, apperr.E(apperr.RateLimited, MsgEnlargeBusy)
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return ScaledPNG(t, scale)
}
