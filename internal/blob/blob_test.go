package blob

import (
	"context"
	"io"
	"testing"

	"github.com/texelforge/texelforge/internal/apperr"
)

func TestDirPutOpenDelete(t *testing.T) {
	ctx := context.Background()
	d := Dir{Root: t.TempDir()}
	if err := d.Put(ctx, "avatars/7-abc.png", []byte("png")); err != nil {
		t.Fatal(err)
	}
	f, err := d.Open(ctx, "avatars/7-abc.png")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(f)
	f.Close()
	if string(b) != "png" {
		t.Fatalf("read %q", b)
	}
	if err := d.Delete(ctx, "avatars/7-abc.png"); err != nil {
		t.Fatal(err)
	}
	if _, err := d.Open(ctx, "avatars/7-abc.png"); apperr.KindOf(err) != apperr.NotFound {
		t.Fatalf("deleted blob opens: %v", err)
	}
	for _, bad := range []string{"../etc/passwd", "avatars/../../x.png", "/abs/x.png", "avatars/x", "a/b/c.png"} {
		if _, err := d.Open(ctx, bad); apperr.KindOf(err) != apperr.NotFound {
			t.Errorf("key %q: %v", bad, err)
		}
		if err := d.Put(ctx, bad, nil); err == nil {
			t.Errorf("put %q succeeded", bad)
		}
	}
}
