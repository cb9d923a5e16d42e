// Package providertest stands in for image models' APIs in tests.
package providertest

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/png"
	"net/http"
	"sync"
)

// ImagesAPI stands in for an OpenAI-compatible images API: it records the
// Authorization header, model and quality of each call and answers with
// plain 16x16 pictures.
type ImagesAPI struct {
	mu    sync.Mutex
	heard []string
}

func (f *ImagesAPI) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Model   string `json:"model"`
		Quality string `json:"quality"`
		N       int    `json:"n"`
	}
	_ = json.NewDecoder(r.Body).Decode(&body)
	f.mu.Lock()
	f.heard = append(f.heard, r.Header.Get("Authorization")+" "+body.Model+" "+body.Quality)
	f.mu.Unlock()
	var buf bytes.Buffer
	_ = png.Encode(&buf, image.NewGray(image.Rect(0, 0, 16, 16)))
	data := make([]map[string]string, body.N)
	for i := range data {
		data[i] = map[string]string{"b64_json": base64.StdEncoding.EncodeToString(buf.Bytes())}
	}
	_ = json.NewEncoder(w).Encode(map[string]any{"data": data})
}

// Last is what the latest call sent: "Authorization model quality".
func (f *ImagesAPI) Last() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.heard) == 0 {
		return ""
	}
	return f.heard[len(f.heard)-1]
}
