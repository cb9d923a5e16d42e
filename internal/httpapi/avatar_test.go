package httpapi_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/account"
	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func picture(w, h int) image.Image {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{uint8(x), uint8(y), 200, 255})
		}
	}
	return img
}

func encoded(t *testing.T, format string, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	var err error
	switch format {
	case "png":
		err = png.Encode(&b, img)
	case "jpeg":
		err = jpeg.Encode(&b, img, nil)
	case "gif":
		err = gif.Encode(&b, img, nil)
	}
	if err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// tinyWebP is a 1x1 lossless WebP image.
var tinyWebP, _ = base64.StdEncoding.DecodeString("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")

func (b *browser) upload(field, filename, contentType string, data []byte) (int, map[string]any) {
	b.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	if filename == "" {
		mw.WriteField(field, string(data))
	} else {
		h := make(map[string][]string)
		h["Content-Disposition"] = []string{`form-data; name="` + field + `"; filename="` + filename + `"`}
		h["Content-Type"] = []string{contentType}
		part, _ := mw.CreatePart(h)
		part.Write(data)
	}
	mw.Close()
	req, _ := http.NewRequest("POST", b.base+"/api/user/avatar", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	resp, err := b.c.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func avatarURL(out map[string]any) any {
	user, _ := out["user"].(map[string]any)
	return user["avatarUrl"]
}

func TestAvatarUpload(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		base, _ := startAccounts(t, db)
		b := newBrowser(t, base)
		if status, _ := newBrowser(t, base).upload("avatar", "a.png", "image/png", encoded(t, "png", picture(10, 10))); status != 401 {
			t.Fatalf("anonymous upload: %d", status)
		}
		register(t, b, "ava", "ava@example.com")

		for _, tc := range []struct {
			name, file, ctype string
			data              []byte
			wantStatus        int
			wantMessage       string
		}{
			{"text named .png", "a.png", "image/png", []byte("definitely not an image, just text"), 400, account.MsgAvatarType},
			{"svg", "a.svg", "image/svg+xml", []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`), 400, account.MsgAvatarType},
			{"truncated png", "a.png", "image/png", encoded(t, "png", picture(40, 40))[:60], 400, account.MsgAvatarType},
			{"over 5 MB", "big.png", "image/png", append(encoded(t, "png", picture(4, 4)), make([]byte, 5<<20)...), 413, account.MsgAvatarSize},
			{"far over the body limit", "huge.png", "image/png", make([]byte, 7<<20), 413, ""},
		} {
			start := time.Now()
			status, out := b.upload("avatar", tc.file, tc.ctype, tc.data)
			if status != tc.wantStatus || (tc.wantMessage != "" && out["message"] != tc.wantMessage) {
				t.Errorf("%s: %d %v; want %d %q", tc.name, status, out, tc.wantStatus, tc.wantMessage)
			}
			if time.Since(start) > 3*time.Second {
				t.Errorf("%s took %v", tc.name, time.Since(start))
			}
		}
		if status, out := b.upload("other", "", "", []byte("x")); status != 400 {
			t.Errorf("no avatar field: %d %v", status, out)
		}

		var first string
		for _, tc := range []struct {
			format string
			data   []byte
		}{
			{"jpeg labelled as png", encoded(t, "jpeg", picture(300, 200))},
			{"gif", encoded(t, "gif", picture(64, 64))},
			{"webp", tinyWebP},
			{"png", encoded(t, "png", picture(512, 900))},
		} {
			status, out := b.upload("avatar", "me.png", "image/png", tc.data)
			url, _ := avatarURL(out).(string)
			if status != 200 || !strings.HasPrefix(url, "/media/avatars/") || !strings.HasSuffix(url, ".png") {
				t.Fatalf("%s: %d %v", tc.format, status, out)
			}
			resp, err := http.Get(base + url)
			if err != nil {
				t.Fatal(err)
			}
			raw, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" || !strings.Contains(resp.Header.Get("Cache-Control"), "max-age=31536000") {
				t.Fatalf("%s: GET %s = %d %v", tc.format, url, resp.StatusCode, resp.Header)
			}
			img, err := png.Decode(bytes.NewReader(raw))
			if err != nil || img.Bounds().Dx() != 256 || img.Bounds().Dy() != 256 {
				t.Fatalf("%s: stored avatar is not a 256x256 PNG: %v", tc.format, err)
			}
			for _, chunk := range []string{"tEXt", "iTXt", "zTXt", "eXIf"} {
				if bytes.Contains(raw, []byte(chunk)) {
					t.Errorf("%s: stored avatar carries metadata chunk %s", tc.format, chunk)
				}
			}
			if first == "" {
				first = url
			} else if resp, _ := http.Get(base + first); resp.StatusCode != 404 {
				t.Errorf("the replaced avatar %s is still served: %d", first, resp.StatusCode)
			}
		}
		_, me, _ := b.do("GET", "/api/user", "")
		url := avatarURL(me).(string)
		status, out := b.upload("removeAvatar", "", "", []byte("true"))
		if status != 200 || avatarURL(out) != nil {
			t.Fatalf("remove: %d %v", status, out)
		}
		if resp, _ := http.Get(base + url); resp.StatusCode != 404 {
			t.Fatalf("removed avatar still served: %d", resp.StatusCode)
		}
	})
}
