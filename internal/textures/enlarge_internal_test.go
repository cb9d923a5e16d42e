package textures

import (
	"context"
	"image"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine"
)

// Enlargements wait for one of MaxEnlargements slots, and give up with 429
// rather than pile up.
func TestEnlargementsRunAFewAtATime(t *testing.T) {
	png, err := engine.EncodePNG(image.NewNRGBA(image.Rect(0, 0, 16, 16)))
	if err != nil {
		t.Fatal(err)
	}
	tex := Texture{PNG: png, Size: 16}
	s := &Service{enlarge: enlargeSlots{wait: 20 * time.Millisecond}}
	ctx := context.Background()
	if _, err := s.ScaledPNG(ctx, tex, 8); err != nil {
		t.Fatal(err)
	}
	for range MaxEnlargements { // every slot taken by requests in progress
		s.enlarge.slots <- struct{}{}
	}
	if _, err := s.ScaledPNG(ctx, tex, 8); apperr.KindOf(err) != apperr.RateLimited || apperr.MessageOf(err) != MsgEnlargeBusy {
		t.Fatalf("with every slot taken: %v", err)
	}
	if _, err := s.ScaledPNG(ctx, tex, 1); err != nil { // the stored bytes need no slot
		t.Fatalf("scale 1 with every slot taken: %v", err)
	}
	<-s.enlarge.slots
	scaled, err := s.ScaledPNG(ctx, tex, 8)
	if err != nil || len(scaled) == 0 || len(s.enlarge.slots) != MaxEnlargements-1 {
		t.Fatalf("after a slot came back: %d bytes, %v, %d slots taken", len(scaled), err, len(s.enlarge.slots))
	}
}
