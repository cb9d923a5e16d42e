package textures_test

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/textures"
)

// pixel is the test pattern: every pixel of a 64x64 picture differs.
func pixel(x, y int) color.NRGBA {
	return color.NRGBA{uint8(x * 4), uint8(y * 4), uint8(x ^ y), 255}
}

func pattern(size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for y := range size {
		for x := range size {
			img.SetNRGBA(x, y, pixel(x, y))
		}
	}
	return img
}

func mustPNG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// dataURL is how the browser sends a picture.
func dataURL(b []byte) string { return "data:image/png;base64," + base64.StdEncoding.EncodeToString(b) }

// withChunk inserts an ancillary chunk after IHDR: a valid PNG of any length.
func withChunk(t testing.TB, p []byte, n int) []byte {
	t.Helper()
	const ihdrEnd = 8 + 4 + 4 + 13 + 4
	data := append([]byte("tEXt"), bytes.Repeat([]byte("x"), n)...)
	chunk := binary.BigEndian.AppendUint32(nil, uint32(n))
	chunk = append(chunk, data...)
	chunk = binary.BigEndian.AppendUint32(chunk, crc32.ChecksumIEEE(data))
	return append(append(append([]byte{}, p[:ihdrEnd]...), chunk...), p[ihdrEnd:]...)
}

func TestReadPNG(t *testing.T) {
	good := mustPNG(t, pattern(16))
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, pattern(16), nil); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, data, wantErr string
	}{
		{"data URL", dataURL(good), ""},
		{"bare base64", base64.StdEncoding.EncodeToString(good), ""},
		{"a big but valid PNG", dataURL(withChunk(t, good, 60<<10)), ""},
		{"empty", "", "missing"},
		{"JPEG bytes", base64.StdEncoding.EncodeToString(jpg.Bytes()), "must be a PNG (this is a JPEG)"},
		{"JPEG data URL", "data:image/jpeg;base64," + base64.StdEncoding.EncodeToString(jpg.Bytes()), "data:image/png"},
		{"GIF bytes", base64.StdEncoding.EncodeToString([]byte("GIF89a.........")), "(this is a GIF)"},
		{"wrong size", dataURL(mustPNG(t, pattern(32))), "32x32 pixels; it must be 16x16"},
		{"not square", dataURL(mustPNG(t, image.NewNRGBA(image.Rect(0, 0, 16, 17)))), "16x17"},
		{"over 64 KB", dataURL(withChunk(t, good, 65<<10)), "larger than 64 KB"},
		{"far over 64 KB", strings.Repeat("A", 1<<20), "larger than 64 KB"},
		{"garbage base64", "data:image/png;base64,@@@not base64@@@", "not valid base64"},
		{"PNG signature then junk", base64.StdEncoding.EncodeToString(append(good[:8:8], "junkjunkjunk"...)), "cannot be read"},
		{"truncated PNG", base64.StdEncoding.EncodeToString(good[:len(good)-20]), "cannot be read"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := textures.ReadPNG(tc.data, 16)
			if tc.wantErr != "" {
				if apperr.KindOf(err) != apperr.Invalid || !strings.Contains(apperr.MessageOf(err), tc.wantErr) {
					t.Fatalf("err = %v, want Invalid with %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(out))
			if err != nil {
				t.Fatal(err)
			}
			for y := range 16 {
				for x := range 16 {
					if got := color.NRGBAModel.Convert(img.At(x, y)); got != pixel(x, y) {
						t.Fatalf("pixel %d,%d = %v, want %v", x, y, got, pixel(x, y))
					}
				}
			}
			if bytes.Contains(out, []byte("tEXt")) {
				t.Error("ancillary chunk kept")
			}
		})
	}
}

func TestScaledPNGIsNearestNeighbour(t *testing.T) {
	for _, tc := range []struct{ size, scale int }{{16, 1}, {16, 3}, {16, 64}, {32, 8}, {64, 32}} {
		stored, err := textures.ReadPNG(dataURL(mustPNG(t, pattern(tc.size))), tc.size)
		if err != nil {
			t.Fatal(err)
		}
		out, err := textures.ScaledPNG(textures.Texture{Size: tc.size, PNG: stored}, tc.scale)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(out))
		if err != nil {
			t.Fatal(err)
		}
		edge := tc.size * tc.scale
		if b := img.Bounds(); b.Dx() != edge || b.Dy() != edge {
			t.Fatalf("%dx%d at %dx: bounds %v", tc.size, tc.size, tc.scale, b)
		}
		for y := range edge {
			for x := range edge {
				if got := color.NRGBAModel.Convert(img.At(x, y)); got != pixel(x/tc.scale, y/tc.scale) {
					t.Fatalf("%d at %dx: pixel %d,%d = %v, want %v", tc.size, tc.scale, x, y, got, pixel(x/tc.scale, y/tc.scale))
				}
			}
		}
	}
}

func TestScaleLimits(t *testing.T) {
	for _, tc := range []struct {
		size, scale int
		want        string
	}{
		{16, 0, "from 1 to 64"}, {16, 65, "from 1 to 64"}, {16, -2, "from 1 to 64"}, {64, 33, "scaled up to 32x"},
	} {
		if err := textures.CheckScale(tc.size, tc.scale); !strings.Contains(apperr.MessageOf(err), tc.want) {
			t.Errorf("CheckScale(%d, %d) = %v, want %q", tc.size, tc.scale, err, tc.want)
		}
	}
	if err := textures.CheckScale(64, 32); err != nil {
		t.Errorf("64 at 32x: %v", err)
	}
}

func TestFileName(t *testing.T) {
	for _, tc := range []struct {
		title string
		scale int
		want  string
	}{
		{"Mossy Cobblestone", 1, "mossy_cobblestone.png"},
		{"Ruby Sword!", 1, "ruby_sword_.png"},
		{"Ruby Sword", 8, "ruby_sword_8x.png"},
		{"Crème brûlée 2", 1, "cr_me_br_l_e_2.png"},
		{"Fire 🔥", 1, "fire___.png"}, // the emoji is two UTF-16 units, as in the web app
		{"", 1, "texture.png"},
	} {
		if got := textures.FileName(tc.title, tc.scale); got != tc.want {
			t.Errorf("FileName(%q, %d) = %q, want %q", tc.title, tc.scale, got, tc.want)
		}
	}
}
