package provider_test

import (
	"cmp"
	"context"
	"encoding/json"
	"image"
	"maps"
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

const testPassword = "hunter2-secret"

// sdBody is the txt2img request as the WebUI documents it.
type sdBody struct {
	Prompt         string  `json:"prompt"`
	NegativePrompt string  `json:"negative_prompt"`
	Seed           int64   `json:"seed"`
	Steps          int     `json:"steps"`
	CFGScale       float64 `json:"cfg_scale"`
	Width          int     `json:"width"`
	Height         int     `json:"height"`
	BatchSize      int     `json:"batch_size"`
	NIter          int     `json:"n_iter"`
	SamplerName    string  `json:"sampler_name"`
	Tiling         bool    `json:"tiling"`
}

// sdFake speaks POST /sdapi/v1/txt2img behind --api-auth artist:PASSWORD and
// answers with batch_size × n_iter copies of image plus extra ones, the way
// extensions append their maps.
type sdFake struct {
	t     *testing.T
	image func() string
	extra int
	mu    sync.Mutex
	reqs  []sdBody
}

func (f *sdFake) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/sdapi/v1/txt2img" {
		f.t.Errorf("request %s %s", r.Method, r.URL.Path)
	}
	if user, pass, ok := r.BasicAuth(); !ok || user != "artist" || pass != testPassword {
		w.WriteHeader(http.StatusUnauthorized)
		w.Write([]byte(`{"detail":"Incorrect username or password"}`))
		return
	}
	var fields map[string]json.RawMessage
	if err := json.NewDecoder(r.Body).Decode(&fields); err != nil {
		f.t.Errorf("request body: %v", err)
	}
	want := []string{"batch_size", "cfg_scale", "height", "n_iter", "negative_prompt", "prompt", "sampler_name", "seed", "steps", "tiling", "width"}
	if got := slices.Sorted(maps.Keys(fields)); !slices.Equal(got, want) {
		f.t.Errorf("request fields = %v, want %v", got, want)
	}
	raw, _ := json.Marshal(fields)
	var b sdBody
	if err := json.Unmarshal(raw, &b); err != nil {
		f.t.Errorf("request types: %v", err)
	}
	f.mu.Lock()
	f.reqs = append(f.reqs, b)
	f.mu.Unlock()
	n := b.BatchSize * b.NIter
	images := make([]string, n+f.extra)
	seeds := make([]int64, n)
	for i := range images {
		images[i] = f.image()
	}
	for i := range seeds {
		seeds[i] = max(b.Seed, 1234) + int64(i)
	}
	info, _ := json.Marshal(map[string]any{"prompt": b.Prompt, "all_prompts": slices.Repeat([]string{b.Prompt}, n),
		"negative_prompt": b.NegativePrompt, "seed": seeds[0], "all_seeds": seeds, "width": b.Width, "height": b.Height,
		"sampler_name": b.SamplerName, "cfg_scale": b.CFGScale, "steps": b.Steps, "batch_size": b.BatchSize})
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"images": images, "parameters": fields, "info": string(info)})
}

func newSDWebUI(url, user string) *provider.SDWebUI {
	return provider.NewSDWebUI(provider.SDWebUIConfig{URL: url, Username: user, Password: testPassword,
		Steps: 12, CFGScale: 5.5, Sampler: "DPM++ 2M", Batch: 4,
		Options: provider.Options{Timeout: 5 * time.Second, Backoff: time.Millisecond}})
}

func TestSDWebUIDrawsEachKind(t *testing.T) {
	for _, tc := range []struct {
		kind     spec.Kind
		image    func() string
		art      *image.NRGBA
		template string
	}{
		{spec.Block, bricksPNG, bricks(), "seamless tileable 16x16 pixel-art"},
		{spec.Item, magentaSwordPNG, sword(magenta), "inventory item icon of ruby sword"},
		{spec.Flat, magentaSwordPNG, sword(magenta), "a flat ruby sword sheet facing the viewer"},
	} {
		t.Run(string(tc.kind), func(t *testing.T) {
			fake := &sdFake{t: t, image: tc.image}
			p := newSDWebUI(serve(t, fake).URL, "artist")
			imgs, err := p.Generate(context.Background(), provider.Request{Prompt: "Ruby Sword", Kind: tc.kind, Count: 6, Seed: 100})
			if err != nil {
				t.Fatal(err)
			}
			if len(imgs) != 6 || len(fake.reqs) != 2 {
				t.Fatalf("got %d images from %d calls, want 6 from 2", len(imgs), len(fake.reqs))
			}
			slices.SortFunc(fake.reqs, func(a, b sdBody) int { return int(a.Seed - b.Seed) })
			for i, want := range []struct {
				seed  int64
				batch int
			}{{100, 4}, {104, 2}} {
				b := fake.reqs[i]
				if b.Seed != want.seed || b.BatchSize != want.batch || b.NIter != 1 || b.Steps != 12 || b.CFGScale != 5.5 ||
					b.SamplerName != "DPM++ 2M" || b.Width != 1024 || b.Height != 1024 || b.Tiling != (tc.kind == spec.Block) {
					t.Errorf("call %d = %+v", i, b)
				}
				if !strings.Contains(b.Prompt, tc.template) || !strings.Contains(b.NegativePrompt, "blurry") {
					t.Errorf("prompt %q lacks %q, or negative %q lacks blurry", b.Prompt, tc.template, b.NegativePrompt)
				}
				if strings.Contains(b.Prompt, "#FF00FF") != (tc.kind != spec.Block) {
					t.Errorf("prompt %q: magenta background wanted only off blocks", b.Prompt)
				}
			}
			for _, img := range imgs {
				checkPixelArt(t, img, tc.art)
			}
		})
	}
}

func TestSDWebUINeutralisesPromptSyntax(t *testing.T) {
	fake := &sdFake{t: t, image: magentaSwordPNG}
	p := newSDWebUI(serve(t, fake).URL, "artist")
	_, err := p.Generate(context.Background(), provider.Request{
		Prompt: `Ruby (sword:1.5) <lora:evil:1> AND [gem] {a|b} __wild__ BREAK \(`, Kind: spec.Item, Count: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := fake.reqs[0]
	if want := `of ruby \(sword:1.5\) lora:evil:1 and \[gem\] a b wild break \(,`; !strings.Contains(b.Prompt, want) {
		t.Errorf("prompt %q lacks %q", b.Prompt, want)
	}
	if b.Seed != -1 {
		t.Errorf("seed = %d, want -1 (random) for Seed 0", b.Seed)
	}
}

func TestSDWebUIErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		user      string
		replies   []reply
		wantErr   []string
		wantKind  apperr.Kind
		wantCalls int
	}{
		{name: "wrong credentials", user: "intruder",
			wantErr: []string{"sdwebui", "401", "Incorrect username or password"}, wantKind: apperr.Internal, wantCalls: 1},
		{name: "validation error",
			replies: []reply{{status: 422, body: `{"detail":[{"loc":["body","steps"],"msg":"value is not a valid integer","type":"type_error.integer"}]}`}},
			wantErr: []string{"sdwebui", "422", "body.steps: value is not a valid integer"}, wantKind: apperr.Internal, wantCalls: 1},
		{name: "out of memory is retried then unavailable",
			replies: []reply{{status: 500, body: `{"error":"OutOfMemoryError","detail":"","body":"","errors":"CUDA out of memory. Tried to allocate 2.00 GiB"}`}},
			wantErr: []string{"sdwebui", "500", "OutOfMemoryError: CUDA out of memory", "gave up after 3 attempts"}, wantKind: apperr.Unavailable, wantCalls: 3},
		{name: "no images",
			replies: []reply{{status: 200, body: `{"images":[],"parameters":{},"info":"{}"}`}},
			wantErr: []string{"sdwebui", "asked for 1 images, got 0"}, wantKind: apperr.Internal, wantCalls: 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var h http.Handler = &sdFake{t: t, image: magentaSwordPNG}
			fake := &scripted{replies: tc.replies}
			if tc.replies != nil {
				h = fake
			}
			p := newSDWebUI(serve(t, h).URL, cmp.Or(tc.user, "artist"))
			_, err := p.Generate(context.Background(), provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: 1})
			checkErr(t, err, tc.wantErr, tc.wantKind)
			if tc.replies != nil && fake.count() != tc.wantCalls {
				t.Errorf("%d calls, want %d", fake.count(), tc.wantCalls)
			}
		})
	}
}

func TestSDWebUIIgnoresExtraImages(t *testing.T) {
	fake := &sdFake{t: t, image: magentaSwordPNG, extra: 1}
	p := newSDWebUI(serve(t, fake).URL, "artist")
	imgs, err := p.Generate(context.Background(), provider.Request{Prompt: "ruby sword", Kind: spec.Item, Count: 2})
	if err != nil || len(imgs) != 2 {
		t.Fatalf("got %d images, %v; want 2", len(imgs), err)
	}
}
