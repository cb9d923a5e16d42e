package imagemodel

import (
	"cmp"
	"context"
)

// OpenAISettings are the OpenAI engine's settings as admins read them: the
// values in effect and, of the API key, only whether one is set and by whom.
type OpenAISettings struct {
	OpenAIValues
	KeySet    bool   `json:"keySet"`
	KeySource string `json:"keySource,omitempty"` // FromEnvironment or FromAdmin; absent when no key is set
	// KeyProblem says that the key an admin set cannot be read (the
	// settings key changed, or its file cannot be read); absent otherwise.
	KeyProblem  string       `json:"keyProblem,omitempty"`
	AdminSet    []string     `json:"adminSet"`    // the fields an admin set, in effect over the environment's
	Environment OpenAIValues `json:"environment"` // what clearing a field returns to
}

// SDWebUISettings are the SD WebUI's settings as admins read them.
type SDWebUISettings struct {
	SDWebUIValues
	AdminSet    []string      `json:"adminSet"`
	Environment SDWebUIValues `json:"environment"`
}

// keyProblem is what admins read when the key they set cannot be read.
const keyProblem = "The API key an admin set cannot be read: check TEXELFORGE_SETTINGS_KEY or DATA_DIR/settings.key, or set the key again."

// Settings are every configured engine's settings; an engine the
// environment did not configure is nil.
type Settings struct {
	OpenAI  *OpenAISettings
	SDWebUI *SDWebUISettings
}

// Settings returns what admins read of the configured engines.
func (s *Service) Settings(ctx context.Context) (Settings, error) {
	var out Settings
	if s.OpenAI == nil && s.SDWebUI == nil {
		return out, nil
	}
	st, err := s.read(ctx)
	if err != nil {
		return out, err
	}
	if c := s.OpenAI; c != nil {
		env := OpenAIValues{Model: c.Model, Quality: c.Quality}
		o := &OpenAISettings{OpenAIValues: st.openAI.over(env), AdminSet: st.openAI.adminSet(), Environment: env}
		switch {
		case st.openAI.SealedKey != "":
			o.KeySet, o.KeySource = true, FromAdmin
			if _, err := s.openKey(st.openAI.SealedKey); err != nil {
				o.KeyProblem = keyProblem
			}
		case c.Key != "":
			o.KeySet, o.KeySource = true, FromEnvironment
		}
		out.OpenAI = o
	}
	if c := s.SDWebUI; c != nil {
		env := sdWebUIEnv(*c)
		out.SDWebUI = &SDWebUISettings{SDWebUIValues: st.sdWebUI.over(env), AdminSet: st.sdWebUI.adminSet(), Environment: env}
	}
	return out, nil
}

// over returns the admin's values where set, env's elsewhere.
func (v OpenAIValues) over(env OpenAIValues) OpenAIValues {
	return OpenAIValues{Model: cmp.Or(v.Model, env.Model), Quality: cmp.Or(v.Quality, env.Quality)}
}

func (v OpenAIValues) adminSet() []string {
	return named(map[string]bool{"model": v.Model != "", "quality": v.Quality != ""}, "model", "quality")
}

func (v SDWebUIValues) over(env SDWebUIValues) SDWebUIValues {
	return SDWebUIValues{Steps: cmp.Or(v.Steps, env.Steps), CFGScale: cmp.Or(v.CFGScale, env.CFGScale),
		Sampler: cmp.Or(v.Sampler, env.Sampler), Size: cmp.Or(v.Size, env.Size), Batch: cmp.Or(v.Batch, env.Batch)}
}

func (v SDWebUIValues) adminSet() []string {
	return named(map[string]bool{"steps": v.Steps != 0, "cfgScale": v.CFGScale != 0, "sampler": v.Sampler != "",
		"size": v.Size != 0, "batch": v.Batch != 0}, sdWebUIFields...)
}

// named lists the names, in order, that set marks.
func named(set map[string]bool, names ...string) []string {
	out := []string{}
	for _, n := range names {
		if set[n] {
			out = append(out, n)
		}
	}
	return out
}

// pick returns the values named, for the audit log.
func (v OpenAIValues) pick(names []string) map[string]any {
	return picked(map[string]any{"model": v.Model, "quality": v.Quality}, names)
}

func (v SDWebUIValues) pick(names []string) map[string]any {
	return picked(map[string]any{"steps": v.Steps, "cfgScale": v.CFGScale, "sampler": v.Sampler, "size": v.Size,
		"batch": v.Batch}, names)
}

func picked(all map[string]any, names []string) map[string]any {
	out := map[string]any{}
	for _, n := range names {
		out[n] = all[n]
	}
	return out
}
