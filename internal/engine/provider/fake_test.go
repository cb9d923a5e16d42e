package provider_test

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"
)

// The colours of the test's 16×16 pixel art.
var (
	clear   = color.NRGBA{}
	magenta = color.NRGBA{R: 0xFF, B: 0xFF, A: 0xFF}
	blade   = color.NRGBA{R: 0xD8, G: 0xE0, B: 0xE8, A: 0xFF}
	hilt    = color.NRGBA{R: 0x6B, G: 0x43, B: 0x1E, A: 0xFF}
	brick   = color.NRGBA{R: 0x96, G: 0x4B, B: 0x37, A: 0xFF}
	mortar  = color.NRGBA{R: 0xB4, G: 0xAA, B: 0x9B, A: 0xFF}
)

// sword is a 16×16 diagonal sword on bg, as a model would draw an item.
func sword(bg color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y := range 16 {
		for x := range 16 {
			c := bg
			switch {
			case x == 15-y && x >= 5 && x <= 13:
				c = blade
			case x == 15-y && x >= 2:
				c = hilt
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// bricks is a 16×16 brick face whose mortar lines wrap around, as a tileable block.
func bricks() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for y := range 16 {
		for x := range 16 {
			c := brick
			if y%4 == 3 || (x+8*(y/4%2))%8 == 7 {
				c = mortar
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// blowUp scales a pixel-art image k times with hard pixel edges, as image
// models draw "pixel art" at 1024².
func blowUp(src *image.NRGBA, k int) *image.NRGBA {
	b := src.Bounds()
	dst := image.NewNRGBA(image.Rect(0, 0, b.Dx()*k, b.Dy()*k))
	for y := range dst.Rect.Dy() {
		for x := range dst.Rect.Dx() {
			dst.SetNRGBA(x, y, src.NRGBAAt(x/k, y/k))
		}
	}
	return dst
}

func encodeB64(img image.Image, format string) string {
	var buf bytes.Buffer
	var err error
	if format == "jpeg" {
		err = jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95})
	} else {
		err = png.Encode(&buf, img)
	}
	if err != nil {
		panic(err)
	}
	return base64.StdEncoding.EncodeToString(buf.Bytes())
}

// Encoding a 1024² PNG takes a while, so each picture is made once.
var (
	transparentSwordPNG = sync.OnceValue(func() string { return encodeB64(blowUp(sword(clear), 64), "png") })
	magentaSwordPNG     = sync.OnceValue(func() string { return encodeB64(blowUp(sword(magenta), 64), "png") })
	bricksPNG           = sync.OnceValue(func() string { return encodeB64(blowUp(bricks(), 64), "png") })
	bricksJPEG          = sync.OnceValue(func() string { return encodeB64(blowUp(bricks(), 64), "jpeg") })
)

// checkPixelArt asserts img is want blown up to 1024², sampling the centre of every art pixel.
func checkPixelArt(t *testing.T, img image.Image, want *image.NRGBA) {
	t.Helper()
	if img.Bounds() != image.Rect(0, 0, 1024, 1024) {
		t.Fatalf("image bounds = %v, want 1024x1024", img.Bounds())
	}
	for y := range 16 {
		for x := range 16 {
			got := color.NRGBAModel.Convert(img.At(x*64+32, y*64+32)).(color.NRGBA)
			if w := want.NRGBAAt(x, y); got != w && !(got.A == 0 && w.A == 0) {
				t.Fatalf("art pixel (%d,%d) = %v, want %v", x, y, got, w)
			}
		}
	}
}

// inFlight counts concurrent requests in a fake server.
type inFlight struct {
	mu       sync.Mutex
	now, max int
}

func (f *inFlight) enter() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.now++
	f.max = max(f.max, f.now)
}

func (f *inFlight) leave() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.now--
}

func (f *inFlight) peak() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.max
}

// reply is one scripted answer of a fake server; hang makes it wait until the client gives up.
type reply struct {
	status int
	header map[string]string
	body   string
	hang   bool
}

// scripted serves replies in order (the last one repeats) and counts the calls.
type scripted struct {
	mu      sync.Mutex
	replies []reply
	calls   int
}

func (s *scripted) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	rep := s.replies[min(s.calls, len(s.replies)-1)]
	s.calls++
	s.mu.Unlock()
	if rep.hang {
		io.Copy(io.Discard, r.Body) // only then does the server notice the client hanging up
		select {
		case <-r.Context().Done():
		case <-time.After(10 * time.Second):
		}
		return
	}
	for k, v := range rep.header {
		w.Header().Set(k, v)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(rep.status)
	w.Write([]byte(rep.body))
}

func (s *scripted) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls
}

func serve(t *testing.T, h http.Handler) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}
