package httpapi_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/png"
	"runtime"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

// pngFile is a PNG of an IHDR for w x h pixels of depth, colour type and
// interlace method, then idat (zlib data, or nothing for a header alone).
func pngFile(w, h int, depth, colorType, interlace byte, idat []byte) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&b, binary.BigEndian, uint32(len(data)))
		body := append([]byte(kind), data...)
		b.Write(body)
		_ = binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(body))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9], ihdr[12] = depth, colorType, interlace
	chunk("IHDR", ihdr)
	if idat != nil {
		chunk("IDAT", idat)
	}
	chunk("IEND", nil)
	return b.Bytes()
}

// pngBomb is a real 16-bit RGBA PNG of w x h black pixels: its zeros pack
// about a thousand to one, so 3000x3000 is some 70 KB that decodes to 72 MB.
func pngBomb(w, h int) []byte {
	var idat bytes.Buffer
	zw := zlib.NewWriter(&idat)
	row := make([]byte, 1+w*8) // filter byte, then 8 bytes a pixel
	for range h {
		_, _ = zw.Write(row)
	}
	_ = zw.Close()
	return pngFile(w, h, 16, 6, 0, idat.Bytes())
}

// gifBomb is a GIF whose logical screen and first frame are w x h.
func gifBomb(w, h uint16) []byte {
	b := []byte("GIF89a")
	b = binary.LittleEndian.AppendUint16(b, w)
	b = binary.LittleEndian.AppendUint16(b, h)
	b = append(b, 0x80, 0, 0, 0, 0, 0, 255, 255, 255) // a global colour table of 2 colours
	b = append(b, 0x2C, 0, 0, 0, 0)                   // the first frame, at 0,0
	b = binary.LittleEndian.AppendUint16(b, w)
	b = binary.LittleEndian.AppendUint16(b, h)
	return append(b, 0, 2, 2, 0x4C, 0x01, 0, 0x3B) // LZW data, then the trailer
}

// webpBomb is a WebP whose extended header (VP8X) claims a w x h canvas with alpha.
func webpBomb(w, h int) []byte {
	vp8x := []byte("VP8X")
	vp8x = binary.LittleEndian.AppendUint32(vp8x, 10)
	vp8x = append(vp8x, 0x10, 0, 0, 0, byte(w-1), byte((w-1)>>8), byte((w-1)>>16), byte(h-1), byte((h-1)>>8), byte((h-1)>>16))
	b := []byte("RIFF")
	b = binary.LittleEndian.AppendUint32(b, uint32(4+len(vp8x)))
	return append(append(b, "WEBP"...), vp8x...)
}

// jpegHeader is a JFIF JPEG's header up to its frame (sof 0xC0 baseline,
// 0xC2 progressive) of w x h pixels with three full-resolution components.
func jpegHeader(sof byte, w, h int) []byte {
	b := []byte{0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 'J', 'F', 'I', 'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0}
	b = append(b, 0xFF, sof, 0, 17, 8, byte(h>>8), byte(h), byte(w>>8), byte(w), 3, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0)
	return append(b, 0xFF, 0xD9)
}

func TestAvatarDecompressionBombs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		b := newBrowser(t, base)
		register(t, b, "bomber", "bomber@example.com")
		for _, tc := range []struct {
			name, wantMessage string
			data              []byte
		}{
			// 9 megapixels passed the old 40-megapixel check and decoded to 72 MB.
			{"16-bit PNG of zeros, 3000x3000", "This image is too large", pngBomb(3000, 3000)},
			{"16-bit PNG header claiming 40 megapixels", "This image is too large", pngFile(6400, 6250, 16, 6, 0, nil)},
			{"interlaced 8-bit PNG header, 3000x3000", "This image is too large", pngFile(3000, 3000, 8, 6, 1, nil)},
			{"8-bit PNG header, 3000x3000", account.MsgAvatarType, pngFile(3000, 3000, 8, 6, 0, nil)}, // within the budget
			{"PNG header claiming 60000x60000", "This image is too large", pngFile(60000, 60000, 8, 6, 0, nil)},
			{"GIF with a 65535x65535 screen and frame", "This image is too large", gifBomb(65535, 65535)},
			{"GIF with a 6000x6000 screen and frame", "This image is too large", gifBomb(6000, 6000)},
			{"WebP canvas of 16384x16384", "This image is too large", webpBomb(16384, 16384)},
			{"WebP canvas of 5000x5000", "This image is too large", webpBomb(5000, 5000)},
			{"progressive JPEG, 4000x3000", "This image is too large", jpegHeader(0xC2, 4000, 3000)},
			// The same size as a baseline JPEG is within the budget: only its missing data is refused.
			{"baseline JPEG header, 4000x3000", account.MsgAvatarType, jpegHeader(0xC0, 4000, 3000)},
		} {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			status, out := b.upload("avatar", "a.png", "image/png", tc.data)
			runtime.ReadMemStats(&after)
			msg, _ := out["message"].(string)
			if status != 400 || !strings.HasPrefix(msg, tc.wantMessage) {
				t.Errorf("%s (%d bytes): %d %v; want 400 %q", tc.name, len(tc.data), status, out, tc.wantMessage)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 16<<20 {
				t.Errorf("%s: refusing it allocated %d MB", tc.name, alloc>>20)
			}
		}

		// A 16-bit picture within the budget is still an avatar.
		var wide bytes.Buffer
		if err := png.Encode(&wide, image.NewNRGBA64(image.Rect(0, 0, 1200, 800))); err != nil {
			t.Fatal(err)
		}
		if status, out := b.upload("avatar", "a.png", "image/png", wide.Bytes()); status != 200 {
			t.Fatalf("16-bit 1200x800: %d %v", status, out)
		}
	})
}

// Uploads are limited per user: a script cannot keep the decoders busy.
func TestAvatarUploadsAreRateLimited(t *testing.T) {
	db := storetest.MustOpen(t, store.SQLite)
	base, _ := startAccounts(t, db)
	eve, sam := newBrowser(t, base), newBrowser(t, base)
	register(t, eve, "eve", "eve@example.com")
	register(t, sam, "sam", "sam@example.com")
	notAnImage := []byte("definitely not an image, just text")
	for i := range 20 {
		if status, out := eve.upload("avatar", "a.png", "image/png", notAnImage); status != 400 {
			t.Fatalf("upload %d: %d %v", i+1, status, out)
		}
	}
	if status, out := eve.upload("avatar", "a.png", "image/png", notAnImage); status != 429 {
		t.Fatalf("upload 21: %d %v; want 429", status, out)
	}
	if status, out := sam.upload("avatar", "a.png", "image/png", notAnImage); status != 400 {
		t.Fatalf("another user: %d %v; want their own budget", status, out)
	}
	if status, out := eve.upload("removeAvatar", "", "", []byte("true")); status != 200 {
		t.Fatalf("removing is not an upload: %d %v", status, out)
	}
}
