package config

import (
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/texelforge/texelforge/internal/engine/provider"
)

// ImageModels are the settings of the optional image models. A provider is
// on (not nil) when its URL, or OpenAI's key, is set; the settings of one
// that is off are ignored. The providers' Options are left zero: Timeout and
// Concurrency apply to each.
type ImageModels struct {
	Timeout     time.Duration // TEXELFORGE_PROVIDER_TIMEOUT, default 180s: per call
	Concurrency int           // TEXELFORGE_PROVIDER_CONCURRENCY, default 2: calls in flight per provider

	OpenAI  *provider.OpenAIConfig  // TEXELFORGE_OPENAI_IMAGES_*
	SDWebUI *provider.SDWebUIConfig // TEXELFORGE_SDWEBUI_*
}

// LoadImageModels reads and checks the image-model settings alone, for
// commands that need nothing else.
func LoadImageModels(getenv func(string) string) (ImageModels, error) {
	e := &envReader{getenv: getenv}
	m := e.imageModels()
	return m, errors.Join(append(e.errs, m.validate()...)...)
}

func (e *envReader) imageModels() ImageModels {
	m := ImageModels{Timeout: e.duration("TEXELFORGE_PROVIDER_TIMEOUT", 180*time.Second),
		Concurrency: e.int("TEXELFORGE_PROVIDER_CONCURRENCY", 2)}
	if key := e.str("TEXELFORGE_OPENAI_IMAGES_KEY", ""); key != "" || e.str("TEXELFORGE_OPENAI_IMAGES_URL", "") != "" {
		m.OpenAI = &provider.OpenAIConfig{
			URL:     strings.TrimRight(e.str("TEXELFORGE_OPENAI_IMAGES_URL", "https://api.openai.com"), "/"),
			Key:     key,
			Model:   e.str("TEXELFORGE_OPENAI_IMAGES_MODEL", "gpt-image-1-mini"),
			Quality: strings.ToLower(e.str("TEXELFORGE_OPENAI_IMAGES_QUALITY", "low")),
		}
	}
	if u := e.str("TEXELFORGE_SDWEBUI_URL", ""); u != "" {
		user, pass, _ := strings.Cut(e.str("TEXELFORGE_SDWEBUI_AUTH", ""), ":")
		m.SDWebUI = &provider.SDWebUIConfig{
			URL:      strings.TrimRight(u, "/"),
			Username: user,
			Password: pass,
			Steps:    e.int("TEXELFORGE_SDWEBUI_STEPS", 20),
			CFGScale: e.float("TEXELFORGE_SDWEBUI_CFG_SCALE", 7),
			Sampler:  e.str("TEXELFORGE_SDWEBUI_SAMPLER", "Euler a"),
			Size:     e.int("TEXELFORGE_SDWEBUI_SIZE", 1024),
			Batch:    e.int("TEXELFORGE_SDWEBUI_BATCH", 4),
		}
	}
	return m
}

// Engines names the texture engines a generation may use: the built-in one,
// then the image models that are on.
func (m ImageModels) Engines() []string {
	names := []string{"builtin"}
	if m.OpenAI != nil {
		names = append(names, "openai")
	}
	if m.SDWebUI != nil {
		names = append(names, "sdwebui")
	}
	return names
}

// validate reports every image-model setting that cannot work, quoting no
// URL or secret.
func (m ImageModels) validate() []error {
	var errs []error
	if m.Timeout <= 0 {
		errs = append(errs, fmt.Errorf("TEXELFORGE_PROVIDER_TIMEOUT: %s is not a positive duration such as 180s or 2m", m.Timeout))
	}
	errs = append(errs, outOfRange("TEXELFORGE_PROVIDER_CONCURRENCY", m.Concurrency, 1, 64))
	if o := m.OpenAI; o != nil {
		errs = append(errs, checkModelURL("TEXELFORGE_OPENAI_IMAGES_URL", o.URL))
		if qualities := []string{"low", "medium", "high", "auto"}; !slices.Contains(qualities, o.Quality) {
			errs = append(errs, fmt.Errorf("TEXELFORGE_OPENAI_IMAGES_QUALITY: %q is not one of %s", o.Quality, strings.Join(qualities, ", ")))
		}
	}
	if s := m.SDWebUI; s != nil {
		errs = append(errs, checkModelURL("TEXELFORGE_SDWEBUI_URL", s.URL),
			outOfRange("TEXELFORGE_SDWEBUI_STEPS", s.Steps, 1, 150),
			outOfRange("TEXELFORGE_SDWEBUI_SIZE", s.Size, 256, 2048),
			outOfRange("TEXELFORGE_SDWEBUI_BATCH", s.Batch, 1, 16))
		if (s.Username == "") != (s.Password == "") {
			errs = append(errs, errors.New("TEXELFORGE_SDWEBUI_AUTH: is not user:pass"))
		}
		if s.CFGScale < 1 || s.CFGScale > 30 {
			errs = append(errs, fmt.Errorf("TEXELFORGE_SDWEBUI_CFG_SCALE: %g is not a number from 1 to 30", s.CFGScale))
		}
		if s.Size%8 != 0 {
			errs = append(errs, fmt.Errorf("TEXELFORGE_SDWEBUI_SIZE: %d is not a multiple of 8", s.Size))
		}
	}
	return errs
}

// checkModelURL accepts an absolute http(s) URL without credentials, query
// or fragment.
func checkModelURL(name, v string) error {
	u, err := url.Parse(v)
	switch {
	case err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "":
		return fmt.Errorf("%s: is not an absolute http or https URL", name)
	case u.User != nil:
		return fmt.Errorf("%s: must not hold credentials; use the provider's key or auth variable", name)
	case u.RawQuery != "" || u.Fragment != "":
		return fmt.Errorf("%s: must not have a query or fragment", name)
	}
	return nil
}

// LogValue lists the image models for the start-up log line, secrets redacted.
func (m ImageModels) LogValue() slog.Value {
	attrs := []slog.Attr{slog.Duration("timeout", m.Timeout), slog.Int("concurrency", m.Concurrency)}
	if o := m.OpenAI; o != nil {
		attrs = append(attrs, slog.Group("openai", "url", o.URL, "key", redactSecret(o.Key), "model", o.Model,
			"quality", o.Quality))
	}
	if s := m.SDWebUI; s != nil {
		attrs = append(attrs, slog.Group("sdwebui", "url", s.URL, "username", s.Username,
			"password", redactSecret(s.Password), "steps", s.Steps, "cfg_scale", s.CFGScale, "sampler", s.Sampler,
			"size", s.Size, "batch", s.Batch))
	}
	return slog.GroupValue(attrs...)
}
