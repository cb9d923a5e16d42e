package provider

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"image"
	"net/http"
	"strings"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// openAIMaxN is the API's limit on images per call.
const openAIMaxN = 10

// refusedMessage is what clients read when a model's safety system rejects a prompt.
const refusedMessage = "The image model refused this prompt. Try describing it differently."

// OpenAIConfig configures an OpenAI-compatible images API. config.Load fills
// and checks it; NewOpenAI only fills in defaults.
type OpenAIConfig struct {
	URL     string // base URL without /v1, default https://api.openai.com
	Key     string // sent as a Bearer token; empty sends none (for local compatible servers)
	Model   string // default gpt-image-1-mini
	Quality string // low, medium, high or auto; default low
	Options
}

// OpenAI generates with POST {URL}/v1/images/generations, up to ten images a
// call, several calls in parallel within Options.Concurrency. Items and flat
// items come back on a transparent background, blocks opaque. The API has no
// seed and no tiling flag: the prompt asks for a seamless texture.
type OpenAI struct {
	cfg      OpenAIConfig
	call     *caller
	endpoint string
}

// NewOpenAI returns an OpenAI provider for cfg.
func NewOpenAI(cfg OpenAIConfig) *OpenAI {
	cfg.URL = strings.TrimSuffix(strings.TrimRight(cmp.Or(cfg.URL, "https://api.openai.com"), "/"), "/v1")
	cfg.Model = cmp.Or(cfg.Model, "gpt-image-1-mini")
	cfg.Quality = cmp.Or(cfg.Quality, "low")
	cfg.Options = cfg.Options.withDefaults()
	return &OpenAI{
		cfg:      cfg,
		endpoint: cfg.URL + "/v1/images/generations",
		call: &caller{
			name:    "openai",
			base:    cfg.URL,
			opts:    cfg.Options,
			sem:     make(chan struct{}, cfg.Concurrency),
			secrets: []string{cfg.Key},
			authorize: func(r *http.Request) {
				if cfg.Key != "" {
					r.Header.Set("Authorization", "Bearer "+cfg.Key)
				}
			},
			errorText: openAIErrorText,
		},
	}
}

// Name returns "openai".
func (p *OpenAI) Name() string { return "openai" }

type openAIRequest struct {
	Model        string `json:"model"`
	Prompt       string `json:"prompt"`
	N            int    `json:"n"`
	Size         string `json:"size"`
	Quality      string `json:"quality"`
	Background   string `json:"background"`
	OutputFormat string `json:"output_format"`
}

type openAIResponse struct {
	Data []struct {
		B64JSON string `json:"b64_json"`
		URL     string `json:"url"`
	} `json:"data"`
}

// Generate implements Provider.
func (p *OpenAI) Generate(ctx context.Context, r Request) ([]image.Image, error) {
	r, err := r.normalize()
	if err != nil {
		return nil, err
	}
	body := openAIRequest{
		Model:        p.cfg.Model,
		Prompt:       prompt(r.Prompt, r.Kind, r.Size, transparentBackground),
		Size:         "1024x1024",
		Quality:      p.cfg.Quality,
		Background:   "transparent",
		OutputFormat: "png",
	}
	if r.Kind == spec.Block {
		body.Background = "opaque"
	}
	return gather(ctx, batches(r.Count, openAIMaxN), func(ctx context.Context, _, n int) ([]image.Image, error) {
		b := body
		b.N = n
		var resp openAIResponse
		if err := p.call.post(ctx, p.endpoint, b, &resp); err != nil {
			return nil, refused(err)
		}
		encoded := make([]string, 0, len(resp.Data))
		for _, d := range resp.Data {
			if d.B64JSON == "" && d.URL != "" {
				return nil, errors.New("openai: the server answered with image URLs; only b64_json is supported")
			}
			encoded = append(encoded, d.B64JSON)
		}
		return decodeBatch(p.Name(), encoded, n)
	})
}

// refused marks a prompt the safety system rejected as the client's to fix.
func refused(err error) error {
	var se *statusError
	if errors.As(err, &se) && se.status == http.StatusBadRequest &&
		(se.code == "moderation_blocked" || se.code == "content_policy_violation") {
		return apperr.Wrap(apperr.Invalid, refusedMessage, err)
	}
	return err
}

// openAIErrorText reads {"error":{"message","type","code"}}.
func openAIErrorText(raw []byte) (message, code string) {
	var body struct {
		Error struct {
			Message string          `json:"message"`
			Type    string          `json:"type"`
			Code    json.RawMessage `json:"code"`
		} `json:"error"`
	}
	if json.Unmarshal(raw, &body) != nil {
		return "", ""
	}
	e := body.Error
	code = strings.Trim(string(e.Code), `"`)
	if code == "null" {
		code = ""
	}
	message = e.Message
	if tag := cmp.Or(code, e.Type); message != "" && tag != "" {
		message += " (" + tag + ")"
	}
	return message, code
}
