package provider_test

import (
	"context"
	"encoding/json"
	"image"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

const testKey = "sk-test-0123456789abcdef"

// openAIBody is the request the images API documents; unknown fields are rejected.
type openAIBody struct {
	Model        string `json:"model"`
	Prompt       string `json:"prompt"`
	N            int    `json:"n"`
	Size         string `json:"size"`
	Quality      string `json:"quality"`
	Background   string `json:"background"`
	OutputFormat string `json:"output_format"`
}

// openAIFake speaks POST /v1/images/generations, records each request and
// answers with n copies of image, as the API does.
type openAIFake struct {
	t      *testing.T
	image  func() string
	delay  time.Duration
	flight inFlight
	mu     sync.Mutex
	reqs   []openAIBody
}

func (f *openAIFake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.flight.enter()
	defer f.flight.leave()
	if r.Method != http.MethodPost || r.URL.Path != "/v1/images/generations" {
		f.t.Errorf("request %s %s", r.Method, r.URL.Path)
	}
	if got := r.Header.Get("Authorization"); got != "Bearer "+testKey {
		f.t.Errorf("Authorization = %q", got)
	}
	if got := r.Header.Get("Content-Type"); got != "application/json" {
		f.t.Errorf("Content-Type = %q", got)
	}
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	var b openAIBody
	if err := dec.Decode(&b); err != nil || b.N < 1 || b.N > 10 {
		f.t.Errorf("bad request body (n=%d): %v", b.N, err)
		http.Error(w, `{"error":{"message":"bad request","type":"invalid_request_error","code":null}}`, 400)
		return
	}
	f.mu.Lock()
	f.reqs = append(f.reqs, b)
	f.mu.Unlock()
	time.Sleep(f.delay)
	data := make([]map[string]string, b.N)
	for i := range data {
		data[i] = map[string]string{"b64_json": f.image()}
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{
		"created": 1713833628, "data": data, "background": b.Background, "output_format": "png",
		"quality": b.Quality, "size": b.Size,
		"usage": map[string]any{"input_tokens": 50, "output_tokens": 272 * b.N, "total_tokens": 50 + 272*b.N,
			"input_tokens_details": map[string]int{"text_tokens": 50, "image_tokens": 0}},
	})
}

func newOpenAI(url string, concurrency int, timeout time.Duration) *provider.OpenAI {
	return provider.NewOpenAI(provider.OpenAIConfig{URL: url, Key: testKey, Options: provider.Options{
		Timeout: timeout, Concurrency: concurrency, Backoff: time.Millisecond}})
}

func TestOpenAIDrawsEachKind(t *testing.T) {
	for _, tc := range []struct {
		kind       spec.Kind
		image      func() string
		art        *image.NRGBA
		background string
		template   string
	}{
		{spec.Block, bricksPNG, bricks(), "opaque", "seamless tileable 16x16 pixel-art"},
		{spec.Item, transparentSwordPNG, sword(clear), "transparent", "inventory item icon of ruby sword"},
		{spec.Flat, transparentSwordPNG, sword(clear), "transparent", "a flat ruby sword sheet facing the viewer"},
	} {
		t.Run(string(tc.kind), func(t *testing.T) {
			fake := &openAIFake{t: t, image: tc.image}
			p := newOpenAI(serve(t, fake).URL, 2, 5*time.Second)
			imgs, err := p.Generate(context.Background(), provider.Request{Prompt: " ruby\n sword ", Kind: tc.kind, Count: 3})
			if err != nil {
				t.Fatal(err)
			}
			if len(imgs) != 3 || len(fake.reqs) != 1 {
				t.Fatalf("got %d images from %d calls, want 3 from 1", len(imgs), len(fake.reqs))
			}
			b := fake.reqs[0]
			if b.Model != "gpt-image-1-mini" || b.N != 3 || b.Size != "1024x1024" || b.Quality != "low" ||
				b.Background != tc.background || b.OutputFormat != "png" {
				t.Errorf("request = %+v", b)
			}
			if !strings.Contains(b.Prompt, "ruby sword") || !strings.Contains(b.Prompt, tc.template) {
				t.Errorf("prompt %q lacks the words or %q", b.Prompt, tc.template)
			}
			if want := tc.kind != spec.Block; strings.Contains(b.Prompt, "transparent background") != want {
				t.Errorf("prompt %q: transparent background wanted = %v", b.Prompt, want)
			}
			for _, img := range imgs {
				checkPixelArt(t, img, tc.art)
			}
		})
	}
}

func TestOpenAISplitsCountIntoBoundedCalls(t *testing.T) {
	for _, tc := range []struct {
		count, concurrency int
		wantN              []int
	}{
		{16, 1, []int{6, 10}},
		{25, 2, []int{5, 10, 10}},
	} {
		fake := &openAIFake{t: t, image: transparentSwordPNG, delay: 100 * time.Millisecond}
		p := newOpenAI(serve(t, fake).URL, tc.concurrency, 5*time.Second)
		imgs, err := p.Generate(context.Background(), provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: tc.count})
		if err != nil {
			t.Fatal(err)
		}
		var ns []int
		for _, b := range fake.reqs {
			ns = append(ns, b.N)
		}
		slices.Sort(ns)
		if len(imgs) != tc.count || !slices.Equal(ns, tc.wantN) {
			t.Errorf("count %d: got %d images from calls of n=%v, want n=%v", tc.count, len(imgs), ns, tc.wantN)
		}
		// Calls overlap for 100ms, so a missing limit would show, and so would a serial loop.
		if peak := fake.flight.peak(); peak != tc.concurrency {
			t.Errorf("count %d: %d calls in flight at most, want %d", tc.count, peak, tc.concurrency)
		}
	}
}

func TestOpenAIErrors(t *testing.T) {
	ok := func(n int) reply {
		data := strings.Repeat(`{"b64_json":"`+transparentSwordPNG()+`"},`, n)
		return reply{status: 200, body: `{"created":1,"data":[` + strings.TrimSuffix(data, ",") + `]}`}
	}
	for _, tc := range []struct {
		name      string
		replies   []reply
		wantErr   []string // all in the error text; none means success
		wantKind  apperr.Kind
		wantCalls int
		wantImgs  int
	}{
		{name: "bad key is not retried and not leaked",
			replies: []reply{{status: 401, body: `{"error":{"message":"Incorrect API key provided: ` + testKey +
				`.","type":"invalid_request_error","param":null,"code":"invalid_api_key"}}`}},
			wantErr: []string{"openai", "401", "Incorrect API key provided", "invalid_api_key"}, wantKind: apperr.Internal, wantCalls: 1},
		{name: "500 then 200 is retried",
			replies:   []reply{{status: 500, body: `{"error":{"message":"server error","type":"server_error","code":null}}`}, ok(2)},
			wantCalls: 2, wantImgs: 2},
		{name: "429 with Retry-After 0 is retried",
			replies:   []reply{{status: 429, header: map[string]string{"Retry-After": "0"}, body: `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`}, ok(2)},
			wantCalls: 2, wantImgs: 2},
		{name: "429 with a long Retry-After is not waited for",
			replies: []reply{{status: 429, header: map[string]string{"Retry-After": "3600"}, body: `{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}`}},
			wantErr: []string{"openai", "429", "Rate limit reached"}, wantKind: apperr.Unavailable, wantCalls: 1},
		{name: "persistent 503 gives up after two retries",
			replies: []reply{{status: 503, body: `<html>upstream overloaded</html>`}},
			wantErr: []string{"openai", "503", "upstream overloaded", "gave up after 3 attempts"}, wantKind: apperr.Unavailable, wantCalls: 3},
		{name: "refused prompt is the client's to fix",
			replies: []reply{{status: 400, body: `{"error":{"message":"Your request was rejected by the safety system.","type":"image_generation_user_error","param":null,"code":"moderation_blocked"}}`}},
			wantErr: []string{"openai", "400", "safety system"}, wantKind: apperr.Invalid, wantCalls: 1},
		{name: "malformed JSON",
			replies: []reply{{status: 200, body: `{"created":1,"data":[{"b64_json":`}},
			wantErr: []string{"openai", "malformed response"}, wantKind: apperr.Internal, wantCalls: 1},
		{name: "invalid base64",
			replies: []reply{{status: 200, body: `{"created":1,"data":[{"b64_json":"not base64!"},{"b64_json":"` + transparentSwordPNG() + `"}]}`}},
			wantErr: []string{"openai", "image 1 of 2", "invalid base64"}, wantKind: apperr.Internal, wantCalls: 1, wantImgs: 1},
		{name: "not an image",
			replies: []reply{{status: 200, body: `{"created":1,"data":[{"b64_json":"aGVsbG8gd29ybGQ="},{"b64_json":"aGVsbG8gd29ybGQ="}]}`}},
			wantErr: []string{"openai", "image 1 of 2", "not a PNG, JPEG or WebP"}, wantKind: apperr.Internal, wantCalls: 1},
		{name: "fewer images than asked",
			replies: []reply{ok(1)},
			wantErr: []string{"openai", "asked for 2 images, got 1"}, wantKind: apperr.Internal, wantCalls: 1, wantImgs: 1},
		{name: "URL instead of base64",
			replies: []reply{{status: 200, body: `{"created":1,"data":[{"url":"https://example.com/a.png"},{"url":"https://example.com/b.png"}]}`}},
			wantErr: []string{"openai", "only b64_json"}, wantKind: apperr.Internal, wantCalls: 1},
		{name: "JPEG decodes",
			replies:   []reply{{status: 200, body: `{"created":1,"data":[{"b64_json":"` + bricksJPEG() + `"},{"b64_json":"data:image/jpeg;base64,` + bricksJPEG() + `"}]}`}},
			wantCalls: 1, wantImgs: 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fake := &scripted{replies: tc.replies}
			p := newOpenAI(serve(t, fake).URL, 2, 5*time.Second)
			imgs, err := p.Generate(context.Background(), provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: 2})
			checkErr(t, err, tc.wantErr, tc.wantKind)
			if fake.count() != tc.wantCalls || len(imgs) != tc.wantImgs {
				t.Errorf("%d calls and %d images, want %d and %d", fake.count(), len(imgs), tc.wantCalls, tc.wantImgs)
			}
			for _, img := range imgs {
				if img.Bounds().Dx() != 1024 || img.Bounds().Dy() != 1024 {
					t.Errorf("image is %v", img.Bounds())
				}
			}
		})
	}
}
