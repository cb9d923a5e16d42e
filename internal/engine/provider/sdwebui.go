package provider

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// SDWebUIConfig configures a Stable Diffusion WebUI (AUTOMATIC1111 or Forge,
// started with --api). config.Load fills and checks it; NewSDWebUI only fills
// in defaults.
type SDWebUIConfig struct {
	URL      string  // base URL, e.g. http://127.0.0.1:7860
	Username string  // basic auth, as given to --api-auth user:pass; an empty Username sends none
	Password string  // a secret
	Steps    int     // sampling steps, default 20
	CFGScale float64 // default 7
	Sampler  string  // sampler_name, default "Euler a"
	Size     int     // width and height in pixels, default 1024 (SDXL); 512 suits SD 1.5
	Batch    int     // images per call (batch_size), default 4; bounded by the GPU's memory
	Options
}

// SDWebUI generates with POST {URL}/sdapi/v1/txt2img, Batch images a call.
// Blocks are drawn with tiling on (seamless); items and flat items on a plain
// magenta background, since SD has no transparency. The user's words are
// stripped of SD prompt syntax so they cannot load extra networks or
// re-weight the template.
type SDWebUI struct {
	cfg      SDWebUIConfig
	call     *caller
	endpoint string
}

// NewSDWebUI returns an SD WebUI provider for cfg.
func NewSDWebUI(cfg SDWebUIConfig) *SDWebUI {
	cfg.URL = strings.TrimRight(cfg.URL, "/")
	cfg.Steps = cmp.Or(cfg.Steps, 20)
	cfg.Size = cmp.Or(cfg.Size, 1024)
	cfg.Batch = cmp.Or(cfg.Batch, 4)
	cfg.Sampler = cmp.Or(cfg.Sampler, "Euler a")
	cfg.CFGScale = cmp.Or(cfg.CFGScale, 7)
	cfg.Options = cfg.Options.withDefaults()
	return &SDWebUI{
		cfg:      cfg,
		endpoint: cfg.URL + "/sdapi/v1/txt2img",
		call: &caller{
			name:    "sdwebui",
			base:    cfg.URL,
			opts:    cfg.Options,
			sem:     make(chan struct{}, cfg.Concurrency),
			secrets: []string{cfg.Password},
			authorize: func(r *http.Request) {
				if cfg.Username != "" {
					r.SetBasicAuth(cfg.Username, cfg.Password)
				}
			},
			errorText: sdErrorText,
		},
	}
}

// Name returns "sdwebui".
func (p *SDWebUI) Name() string { return "sdwebui" }

type sdRequest struct {
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

type sdResponse struct {
	Images []string `json:"images"`
}

// Generate implements Provider. Image i is drawn with seed r.Seed+i, or a
// random seed when r.Seed is 0.
func (p *SDWebUI) Generate(ctx context.Context, r Request) ([]image.Image, error) {
	r, err := r.normalize()
	if err != nil {
		return nil, err
	}
	body := sdRequest{
		Prompt:         prompt(sdText(r.Prompt), r.Kind, r.Size, chromaKeyBackground),
		NegativePrompt: negativePrompt(r.Kind),
		Steps:          p.cfg.Steps,
		CFGScale:       p.cfg.CFGScale,
		Width:          p.cfg.Size,
		Height:         p.cfg.Size,
		NIter:          1,
		SamplerName:    p.cfg.Sampler,
		Tiling:         r.Kind == spec.Block,
	}
	return gather(ctx, batches(r.Count, p.cfg.Batch), func(ctx context.Context, first, n int) ([]image.Image, error) {
		b := body
		b.BatchSize = n
		b.Seed = -1 // the WebUI's "random"
		if r.Seed > 0 {
			b.Seed = r.Seed + int64(first) // the WebUI gives image j of a batch seed+j
		}
		var resp sdResponse
		if err := p.call.post(ctx, p.endpoint, b, &resp); err != nil {
			return nil, err
		}
		return decodeBatch(p.Name(), resp.Images, n)
	})
}

// sdErrorText reads FastAPI's {"detail": "..."} or {"detail": [{loc, msg}]},
// and the WebUI's own {"error", "detail", "body", "errors"}.
func sdErrorText(raw []byte) (message, code string) {
	var body struct {
		Error  string          `json:"error"`
		Detail json.RawMessage `json:"detail"`
		Errors string          `json:"errors"`
	}
	if json.Unmarshal(raw, &body) != nil {
		return "", ""
	}
	var detail string
	var invalid []struct {
		Loc []any  `json:"loc"`
		Msg string `json:"msg"`
	}
	if json.Unmarshal(body.Detail, &detail) != nil && json.Unmarshal(body.Detail, &invalid) == nil {
		var msgs []string
		for _, v := range invalid {
			loc := make([]string, len(v.Loc))
			for i, part := range v.Loc {
				loc[i] = fmt.Sprint(part)
			}
			msgs = append(msgs, strings.Join(loc, ".")+": "+v.Msg)
		}
		detail = strings.Join(msgs, "; ")
	}
	message = cmp.Or(detail, body.Errors)
	if body.Error != "" && message != "" {
		message = body.Error + ": " + message
	}
	return clip(cmp.Or(message, body.Error), 500), ""
}
