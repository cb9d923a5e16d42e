package account

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Decodes share MaxAvatarDecodes slots: an upload that cannot get one in
// time is refused with a clear message instead of queueing without bound.
func TestAvatarDecodesAreBounded(t *testing.T) {
	var picture bytes.Buffer
	if err := png.Encode(&picture, image.NewNRGBA(image.Rect(0, 0, 8, 8))); err != nil {
		t.Fatal(err)
	}
	s := &AvatarService{decodeWait: 50 * time.Millisecond}
	if _, err := s.thumbnail(context.Background(), picture.Bytes()); err != nil {
		t.Fatal(err)
	}
	for range MaxAvatarDecodes { // every slot busy
		s.slots <- struct{}{}
	}
	_, err := s.thumbnail(context.Background(), picture.Bytes())
	if apperr.KindOf(err) != apperr.RateLimited || apperr.MessageOf(err) != MsgAvatarBusy {
		t.Fatalf("with every slot busy: %v", err)
	}
	<-s.slots // one frees up: the next upload takes it, and gives it back
	if _, err := s.thumbnail(context.Background(), picture.Bytes()); err != nil {
		t.Fatal(err)
	}
	if len(s.slots) != MaxAvatarDecodes-1 {
		t.Fatalf("%d slots held after the decode ended", len(s.slots))
	}
}
