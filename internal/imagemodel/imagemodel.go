// Package imagemodel holds the image models' settings an admin may change
// while the server runs (ADR 0020): the OpenAI engine's model, quality and
// API key, and the SD WebUI's sampling settings. A value an admin sets
// overrides the environment's until it is cleared. Where requests go (the
// URLs) and the SD WebUI's sign-in stay in the environment, and only an
// engine the environment configured can be tuned. The API key is
// write-only: it is stored sealed (internal/secretbox) and no read returns it.
package imagemodel

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"time"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/content"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/secretbox"
)

// The engines whose settings may change at run time.
const (
	OpenAI  = "openai"
	SDWebUI = "sdwebui"
)

// Where a value in effect comes from.
const (
	FromEnvironment = "environment"
	FromAdmin       = "admin"
)

// Store keeps the admins' values in the site's settings table, one row per
// engine under content.EngineSettingPrefix.
type Store interface {
	Settings(ctx context.Context) (map[string]string, error)
	UpsertSetting(ctx context.Context, key, value string, now time.Time) error
}

// Service reads and changes the image models' run-time settings and makes
// the providers that use them. The zero Service has no engine configured.
type Service struct {
	Store   Store
	Now     func() time.Time
	Secrets *secretbox.Keys // seals the API key an admin sets
	// OpenAI and SDWebUI are the environment's settings, timeout and
	// concurrency included; nil when the environment did not configure the
	// engine, which admins then cannot turn on.
	OpenAI  *provider.OpenAIConfig
	SDWebUI *provider.SDWebUIConfig
}

// OpenAIValues are the OpenAI engine's settings besides its URL and key.
// Stored as an admin's, "" is not set.
type OpenAIValues struct {
	Model   string `json:"model,omitempty"`
	Quality string `json:"quality,omitempty"` // one of Qualities
}

// SDWebUIValues are the SD WebUI's settings besides its URL and sign-in.
// Stored as an admin's, zero is not set.
type SDWebUIValues struct {
	Steps    int     `json:"steps,omitempty"`
	CFGScale float64 `json:"cfgScale,omitempty"`
	Sampler  string  `json:"sampler,omitempty"`
	Size     int     `json:"size,omitempty"`
	Batch    int     `json:"batch,omitempty"`
}

// openAIStored is the OpenAI engine's row.
type openAIStored struct {
	OpenAIValues
	SealedKey string `json:"sealedKey,omitempty"` // sealed with keyLabel
}

// stored is what admins set, over the environment.
type stored struct {
	openAI  openAIStored
	sdWebUI SDWebUIValues
}

// settingKey names an engine's row; keyLabel binds the sealed key to it.
func settingKey(engine string) string { return content.EngineSettingPrefix + engine }

var keyLabel = settingKey(OpenAI) + ".apiKey"

func (s *Service) read(ctx context.Context) (stored, error) {
	var st stored
	all, err := s.Store.Settings(ctx)
	if err != nil {
		return st, err
	}
	for engine, into := range map[string]any{OpenAI: &st.openAI, SDWebUI: &st.sdWebUI} {
		if v := all[settingKey(engine)]; v != "" {
			if err := json.Unmarshal([]byte(v), into); err != nil {
				return st, fmt.Errorf("imagemodel: read the %s settings: %w", engine, err)
			}
		}
	}
	return st, nil
}

func (s *Service) write(ctx context.Context, engine string, row any) error {
	v, err := json.Marshal(row)
	if err != nil {
		return fmt.Errorf("imagemodel: %w", err)
	}
	return s.Store.UpsertSetting(ctx, settingKey(engine), string(v), s.Now())
}

// Usable keeps those of engines that can run now, in order: an image model
// the environment configured, and OpenAI's own API only while a key is set
// (a compatible server of one's own may need none). Other names pass.
func (s *Service) Usable(ctx context.Context, engines []string) ([]string, error) {
	out := make([]string, 0, len(engines))
	for _, e := range engines {
		switch {
		case e == SDWebUI && s.SDWebUI == nil, e == OpenAI && s.OpenAI == nil:
			continue
		case e == OpenAI && s.OpenAI.Key == "" && needsKey(s.OpenAI.URL):
			st, err := s.read(ctx)
			if err != nil {
				return nil, err
			}
			if st.openAI.SealedKey == "" {
				continue
			}
		}
		out = append(out, e)
	}
	return out, nil
}

// needsKey reports whether u is OpenAI's own API, which refuses calls
// without a key.
func needsKey(u string) bool {
	parsed, err := url.Parse(u)
	return err != nil || parsed.Hostname() == "api.openai.com"
}

// Providers returns the configured image models as providers that read
// these settings as each generation starts, so a change applies to the next
// one without a restart.
func (s *Service) Providers() []provider.Provider {
	var ps []provider.Provider
	if s.OpenAI != nil {
		ps = append(ps, provider.LiveOpenAI(s.openAIInEffect))
	}
	if s.SDWebUI != nil {
		ps = append(ps, provider.LiveSDWebUI(s.sdWebUIInEffect))
	}
	return ps
}

func (s *Service) openAIInEffect(ctx context.Context) (provider.OpenAIConfig, error) {
	st, err := s.read(ctx)
	if err != nil {
		return provider.OpenAIConfig{}, err
	}
	c := *s.OpenAI
	v := st.openAI.over(OpenAIValues{Model: c.Model, Quality: c.Quality})
	c.Model, c.Quality = v.Model, v.Quality
	if st.openAI.SealedKey != "" {
		if c.Key, err = s.openKey(st.openAI.SealedKey); err != nil {
			return c, err
		}
	}
	if c.Key == "" && needsKey(c.URL) {
		return c, apperr.E(apperr.Unavailable, "The OpenAI image model has no API key: an admin sets one in the settings.")
	}
	return c, nil
}

func (s *Service) sdWebUIInEffect(ctx context.Context) (provider.SDWebUIConfig, error) {
	st, err := s.read(ctx)
	if err != nil {
		return provider.SDWebUIConfig{}, err
	}
	c := *s.SDWebUI
	v := st.sdWebUI.over(sdWebUIEnv(c))
	c.Steps, c.CFGScale, c.Sampler, c.Size, c.Batch = v.Steps, v.CFGScale, v.Sampler, v.Size, v.Batch
	return c, nil
}

// openKey opens the key an admin set; its error says what to do and holds
// nothing of the key.
func (s *Service) openKey(sealed string) (string, error) {
	box, err := s.Secrets.Box()
	if err != nil {
		return "", fmt.Errorf("imagemodel: the OpenAI API key an admin set cannot be read: %w", err)
	}
	key, err := box.Open(sealed, keyLabel)
	if err != nil {
		return "", fmt.Errorf("imagemodel: the OpenAI API key an admin set cannot be read; an admin must set it again: %w", err)
	}
	return key, nil
}

func sdWebUIEnv(c provider.SDWebUIConfig) SDWebUIValues {
	return SDWebUIValues{Steps: c.Steps, CFGScale: c.CFGScale, Sampler: c.Sampler, Size: c.Size, Batch: c.Batch}
}
