package generation

import (
	"fmt"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// SpecView is how the prompt was read, as the studio shows it.
type SpecView struct {
	Kind       spec.Kind    `json:"kind"`
	Family     spec.Family  `json:"family"`
	Understood []string     `json:"understood"`
	Unknown    []string     `json:"unknown"`
	Materials  []string     `json:"materials"`
	Colors     []spec.Color `json:"colours"`
	Modifiers  []string     `json:"modifiers"`
	// Guess says which shape was chosen, and why, when no word named one.
	Guess string `json:"guess,omitempty"`
}

// ReadPrompt is Read for the studio's preview of a prompt, which may be
// empty; kind "" or "auto" keeps the detected kind. apperr.Invalid for a
// prompt over engine.MaxPromptLength characters or an unknown kind.
func ReadPrompt(prompt, kind string) (SpecView, error) {
	if utf8.RuneCountInString(prompt) > engine.MaxPromptLength {
		return SpecView{}, apperr.E(apperr.Invalid, fmt.Sprintf("The prompt is longer than %d characters.", engine.MaxPromptLength))
	}
	if autoKind(kind) {
		return Read(prompt, ""), nil
	}
	k, err := spec.ParseKind(kind)
	if err != nil {
		return SpecView{}, apperr.E(apperr.Invalid, "The kind must be block, item or flat.")
	}
	return Read(prompt, k), nil
}

// autoKind reports whether the studio asked for the kind the prompt reads as.
func autoKind(kind string) bool { return kind == "" || kind == "auto" }

// Read reads a prompt, with kind overriding the detected kind unless empty.
func Read(prompt string, kind spec.Kind) SpecView {
	s := spec.Parse(prompt)
	if kind != "" {
		s = s.As(kind)
	}
	return SpecView{Kind: s.Kind, Family: s.Family, Understood: nonNil(s.Understood), Unknown: nonNil(s.Unknown),
		Materials: nonNil(s.Materials), Colors: nonNil(s.Colors), Modifiers: nonNil(s.Modifiers), Guess: s.Guess}
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
