package imagemodel

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
)

// Qualities are the OpenAI qualities an admin may choose.
var Qualities = []string{"low", "medium", "high", "auto"}

// Limits of the values.
const (
	MaxName   = 100 // characters of a model or sampler name
	MaxAPIKey = 512 // characters of an API key
)

// The fields each engine takes, in the order they are checked and listed.
var (
	openAIFields  = []string{"model", "quality", "apiKey"}
	sdWebUIFields = []string{"steps", "cfgScale", "sampler", "size", "batch"}
)

// Change is what Update did, for the audit log: the values in effect
// before and after of the fields it was sent, and of the API key only
// "changed" or "cleared" (absent when it was not sent).
type Change struct {
	Before map[string]any `json:"before,omitempty"`
	After  map[string]any `json:"after,omitempty"`
	APIKey string         `json:"apiKey,omitempty"`
}

// Update changes what admins set of engine from in, as decoded from JSON: a
// field that is absent is left; null or "" clears the admin's value, so the
// environment's applies again. OpenAI takes model (1 to MaxName printable
// characters), quality (one of Qualities) and apiKey (write-only: 1 to
// MaxAPIKey printable characters without spaces; "" removes the admin's
// key); the SD WebUI takes steps (1-150), cfgScale (1-30), sampler (like a
// model), size (256-2048, a multiple of 8) and batch (1-16). It returns
// apperr.NotFound for another engine, apperr.Conflict for one the
// environment did not configure, and apperr.Invalid for an unknown field or
// a value not allowed, changing nothing then.
func (s *Service) Update(ctx context.Context, engine string, in map[string]any) (Change, error) {
	allowed, err := s.fieldsOf(engine)
	if err != nil {
		return Change{}, err
	}
	if len(in) == 0 {
		return Change{}, invalid("Nothing to change: send any of " + strings.Join(allowed, ", "))
	}
	var names []string // the non-secret fields sent, in order
	for name := range in {
		if !slices.Contains(allowed, name) {
			return Change{}, invalid("Unknown setting of " + engine + ": use " + strings.Join(allowed, ", "))
		}
	}
	for _, name := range allowed {
		if _, ok := in[name]; ok && name != "apiKey" {
			names = append(names, name)
		}
	}
	st, err := s.read(ctx)
	if err != nil {
		return Change{}, err
	}
	var ch Change
	if engine == OpenAI {
		env := OpenAIValues{Model: s.OpenAI.Model, Quality: s.OpenAI.Quality}
		ch.Before = st.openAI.over(env).pick(names)
		if ch.APIKey, err = s.changeOpenAI(&st.openAI, in); err != nil {
			return Change{}, err
		}
		ch.After = st.openAI.over(env).pick(names)
		return ch, s.write(ctx, OpenAI, st.openAI)
	}
	env := sdWebUIEnv(*s.SDWebUI)
	ch.Before = st.sdWebUI.over(env).pick(names)
	if err := changeSDWebUI(&st.sdWebUI, in); err != nil {
		return Change{}, err
	}
	ch.After = st.sdWebUI.over(env).pick(names)
	return ch, s.write(ctx, SDWebUI, st.sdWebUI)
}

// fieldsOf returns the fields engine takes, if this server can tune it.
func (s *Service) fieldsOf(engine string) ([]string, error) {
	switch {
	case engine == OpenAI && s.OpenAI != nil:
		return openAIFields, nil
	case engine == SDWebUI && s.SDWebUI != nil:
		return sdWebUIFields, nil
	case engine == OpenAI:
		return nil, apperr.E(apperr.Conflict, "The OpenAI engine is not configured on this server: its URL or key is set in the environment (TEXELFORGE_OPENAI_IMAGES_URL, TEXELFORGE_OPENAI_IMAGES_KEY)")
	case engine == SDWebUI:
		return nil, apperr.E(apperr.Conflict, "The SD WebUI engine is not configured on this server: its URL is set in the environment (TEXELFORGE_SDWEBUI_URL)")
	}
	return nil, apperr.E(apperr.NotFound, "Unknown image model: use openai or sdwebui")
}

// changeOpenAI checks every field sent before it seals a key, and says what
// happened to the key.
func (s *Service) changeOpenAI(row *openAIStored, in map[string]any) (string, error) {
	var err error
	if v, ok := in["model"]; ok {
		if row.Model, err = name(v, "model"); err != nil {
			return "", err
		}
	}
	if v, ok := in["quality"]; ok {
		if row.Quality, err = quality(v); err != nil {
			return "", err
		}
	}
	v, ok := in["apiKey"]
	if !ok {
		return "", nil
	}
	key, err := apiKey(v)
	if err != nil {
		return "", err
	}
	if key == "" {
		row.SealedKey = ""
		return "cleared", nil
	}
	box, err := s.Secrets.Box()
	if err != nil {
		return "", fmt.Errorf("imagemodel: seal the API key: %w", err)
	}
	row.SealedKey = box.Seal(key, keyLabel)
	return "changed", nil
}

func changeSDWebUI(row *SDWebUIValues, in map[string]any) error {
	var err error
	for _, f := range sdWebUIFields {
		v, ok := in[f]
		if !ok {
			continue
		}
		switch f {
		case "steps":
			row.Steps, err = whole(v, f, 1, 150, 1)
		case "cfgScale":
			row.CFGScale, err = number(v, f, 1, 30)
		case "sampler":
			row.Sampler, err = name(v, f)
		case "size":
			row.Size, err = whole(v, f, 256, 2048, 8)
		case "batch":
			row.Batch, err = whole(v, f, 1, 16, 1)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func invalid(msg string) error { return apperr.E(apperr.Invalid, msg) }

// cleared reports whether v asks for the environment's value again.
func cleared(v any) bool { return v == nil || v == "" }

// name reads a model or sampler name: 1 to MaxName printable characters.
func name(v any, field string) (string, error) {
	if cleared(v) {
		return "", nil
	}
	s, _ := v.(string)
	s = strings.TrimSpace(s)
	if s == "" || utf8.RuneCountInString(s) > MaxName || strings.ContainsFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) {
		return "", invalid(fmt.Sprintf("%s must be 1 to %d printable characters, or empty for the environment's", field, MaxName))
	}
	return s, nil
}

func quality(v any) (string, error) {
	if cleared(v) {
		return "", nil
	}
	if s, _ := v.(string); slices.Contains(Qualities, s) {
		return s, nil
	}
	return "", invalid("quality must be one of: " + strings.Join(Qualities, ", ") + " (or empty for the environment's)")
}

// apiKey reads a key: it goes into an Authorization header, so visible
// ASCII only. "" means remove the admin's key. Its error quotes nothing.
func apiKey(v any) (string, error) {
	if cleared(v) {
		return "", nil
	}
	s, _ := v.(string)
	if s == "" || len(s) > MaxAPIKey || strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r > '~' }) {
		return "", invalid(fmt.Sprintf("apiKey must be 1 to %d printable characters without spaces, or empty to remove the admin's key", MaxAPIKey))
	}
	return s, nil
}

// whole reads a whole number from lo to hi that is a multiple of step.
func whole(v any, field string, lo, hi, step int) (int, error) {
	if cleared(v) {
		return 0, nil
	}
	f, ok := v.(float64)
	if !ok || f != math.Trunc(f) || f < float64(lo) || f > float64(hi) || int(f)%step != 0 {
		what := "a whole number"
		if step > 1 {
			what = fmt.Sprintf("a multiple of %d", step)
		}
		return 0, invalid(fmt.Sprintf("%s must be %s from %d to %d, or null for the environment's", field, what, lo, hi))
	}
	return int(f), nil
}

func number(v any, field string, lo, hi float64) (float64, error) {
	if cleared(v) {
		return 0, nil
	}
	f, ok := v.(float64)
	if !ok || f < lo || f > hi {
		return 0, invalid(fmt.Sprintf("%s must be a number from %g to %g, or null for the environment's", field, lo, hi))
	}
	return f, nil
}
