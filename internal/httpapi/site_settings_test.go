package httpapi_test

import (
	"bytes"
	"encoding/json"
	"image/png"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/store"
	"github.com/texelforge/texelforge/internal/store/storetest"
)

func uploadLogoFile(t *testing.T, h http.Handler, cookie *http.Cookie, data []byte) (int, map[string]any) {
	t.Helper()
	return uploadFile(t, h, cookie, "/api/admin/settings/logo", "logo", data)
}

// uploadFile posts data as the multipart field of path.
func uploadFile(t *testing.T, h http.Handler, cookie *http.Cookie, path, field string, data []byte) (int, map[string]any) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile(field, "upload.bin") // the name says nothing: the content decides
	fw.Write(data)
	mw.Close()
	req := httptest.NewRequest("POST", baseURL+path, &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.AddCookie(cookie)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("upload to %s: %d %s", path, rec.Code, rec.Body)
	}
	return rec.Code, out
}

const scriptedSVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="40" height="10" fill="#3a7d44"/>
  <image href="https://evil.example/x.png" width="10" height="10"/>
</svg>`

// An admin uploads logos (checked by content; an SVG is drawn into a PNG),
// every page's settings show it, and it goes back to the bundled one.
func TestLogoUpload(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		user := mustSignIn(t, db, "alice", false)
		var pngFile bytes.Buffer
		png.Encode(&pngFile, checker(16))

		if code, _ := uploadLogoFile(t, h, user, pngFile.Bytes()); code != 403 {
			t.Fatalf("a user's upload: %d", code)
		}
		for name, data := range map[string][]byte{
			"text":               []byte("hello, not a picture"),
			"html":               []byte("<html><script>alert(1)</script></html>"),
			"svg without a size": []byte(`<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>`),
			"truncated png":      pngFile.Bytes()[:40],
		} {
			if code, out := uploadLogoFile(t, h, admin, data); code != 400 {
				t.Errorf("%s: %d %v", name, code, out)
			}
		}
		if code, out := uploadLogoFile(t, h, admin, bytes.Repeat([]byte("x"), 600<<10)); code != 413 {
			t.Errorf("600 KB: %d %v", code, out)
		}

		code, out := uploadLogoFile(t, h, admin, []byte(scriptedSVG))
		url, _ := out["logoUrl"].(string)
		if code != 200 || out["message"] != "Logo updated" || !strings.HasPrefix(url, "/media/logos/") || !strings.HasSuffix(url, ".png") {
			t.Fatalf("svg upload: %d %v", code, out)
		}
		rec := texReq(t, h, "GET", url, "", nil)
		img, err := png.Decode(rec.Body)
		if rec.Code != 200 || err != nil || img.Bounds().Dx() != 1024 || img.Bounds().Dy() != 256 {
			t.Fatalf("served logo: %d %v", rec.Code, err)
		}
		if _, _, _, a := img.At(500, 128).RGBA(); a == 0 {
			t.Fatal("the drawn logo is empty")
		}
		settings := wantCall(t, h, nil, "GET", "/api/site-settings", "", 200, "")["data"].(map[string]any)["settings"].(map[string]any)
		if settings["logoUrl"] != url || settings["siteName"] != "Texelforge" || settings["registrationOpen"] != true {
			t.Fatalf("public settings %v", settings)
		}
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"logoUrl","value":"https://evil.example/x.png"}`, 400, "")

		code, out = uploadLogoFile(t, h, admin, pngFile.Bytes())
		if code != 200 || out["logoUrl"] == url {
			t.Fatalf("png upload: %d %v", code, out)
		}
		if rec := texReq(t, h, "GET", url, "", nil); rec.Code != 404 {
			t.Errorf("the replaced logo is still served: %d", rec.Code)
		}
		wantCall(t, h, admin, "DELETE", "/api/admin/settings/logo", "", 200, "Logo removed")
		if got := wantCall(t, h, nil, "GET", "/api/site-settings/logo", "", 200, ""); got["logoUrl"] != "" {
			t.Fatalf("after removal %v", got)
		}
	})
}

// Closing registration refuses sign-ups, not sign-ins; the studio engine is
// one of the configured ones.
func TestRegistrationSwitchAndStudioEngine(t *testing.T) {
	storetest.Each(t, func(t *testing.T, db *store.DB) {
		h := mustServer(t, db)
		admin := mustSignIn(t, db, "boss", true)
		signUp := `{"username":"newbie","email":"newbie@example.com","password":"Correct-horse-7"}`

		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"registrationOpen","value":false}`, 200, "Setting updated")
		wantCall(t, h, nil, "POST", "/api/register", signUp, 403, "Registration is closed")
		if s := wantCall(t, h, nil, "GET", "/api/site-settings", "", 200, "")["data"].(map[string]any)["settings"].(map[string]any); s["registrationOpen"] != false {
			t.Fatalf("public settings %v", s)
		}
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"registrationOpen","value":true}`, 200, "")
		wantCall(t, h, nil, "POST", "/api/register", signUp, 201, "")

		engines := wantCall(t, h, admin, "GET", "/api/admin/engines", "", 200, "")
		if engines["current"] != "builtin" || len(engines["engines"].([]any)) != 3 {
			t.Fatalf("engines %v", engines)
		}
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"studioEngine","value":"openai"}`, 400,
			"studioEngine must be one of: builtin")
		wantCall(t, h, admin, "PUT", "/api/admin/settings", `{"key":"studioEngine","value":"builtin"}`, 200, "")
		if s := wantCall(t, h, admin, "GET", "/api/admin/settings", "", 200, "")["data"].(map[string]any)["settings"].(map[string]any); s["studioEngine"] != "builtin" {
			t.Fatalf("admin settings %v", s)
		}
	})
}
