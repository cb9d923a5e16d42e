// Package generate turns a prompt into textures: it reads the prompt (spec), draws
// candidates with the built-in engine or asks an image-model provider and
// pixelizes its images, measures every texture (quality), drops those that fail
// the gates and keeps the most different.
package engine

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Limits on a request.
const (
	MaxPromptLength = 500 // characters
	DefaultCount    = 16
	MaxCount        = 64
	DefaultSize     = 16
	BuiltinEngine   = "builtin"
)

// Request is one generation: a prompt, an optional kind that overrides the
// detected one, a size, how many variations, a seed and the engine.
type Request struct {
	Prompt string
	Kind   spec.Kind // empty: as detected from the prompt
	Size   int       // 16, 32 or 64; 0 means 16
	Count  int       // 1 to 64; 0 means 16
	Seed   uint64
	Engine string // empty or "builtin" for the built-in engine, else a provider's name
}

// ErrInvalid marks a request that cannot be generated as asked; its message is
// safe to show.
var ErrInvalid = errors.New("invalid request")

// Normalize fills the defaults and checks the request. Errors wrap ErrInvalid and
// say what to change.
func (r Request) Normalize() (Request, error) {
	r.Prompt = strings.TrimSpace(r.Prompt)
	if r.Size == 0 {
		r.Size = DefaultSize
	}
	if r.Count == 0 {
		r.Count = DefaultCount
	}
	if r.Engine == "" {
		r.Engine = BuiltinEngine
	}
	switch {
	case r.Prompt == "":
		return r, fmt.Errorf("%w: the prompt is empty", ErrInvalid)
	case utf8.RuneCountInString(r.Prompt) > MaxPromptLength:
		return r, fmt.Errorf("%w: the prompt is longer than %d characters", ErrInvalid, MaxPromptLength)
	case r.Size != 16 && r.Size != 32 && r.Size != 64:
		return r, fmt.Errorf("%w: the size must be 16, 32 or 64, not %d", ErrInvalid, r.Size)
	}
	if err := CheckCount(r.Count); err != nil {
		return r, err
	}
	if r.Kind != "" {
		k, err := spec.ParseKind(string(r.Kind))
		if err != nil {
			return r, fmt.Errorf("%w: %v", ErrInvalid, err)
		}
		r.Kind = k
	}
	return r, nil
}

// CheckCount checks a number of variations; Normalize reads 0 as the default, so
// callers that take an explicit count check it first.
func CheckCount(n int) error {
	if n < 1 || n > MaxCount {
		return fmt.Errorf("%w: the count must be between 1 and %d, not %d", ErrInvalid, MaxCount, n)
	}
	return nil
}
