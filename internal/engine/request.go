// Package generate turns a prompt into textures: it reads the prompt (spec), draws
// candidates with the built-in engine or asks an image-model provider and
// pixelizes its images, measures every texture (quality), drops those that fail
// the gates and keeps the most different.
package engine

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
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

// ErrInvalid marks a request that cannot be generated as asked: every such
// error is an *InvalidError.
var ErrInvalid = errors.New("invalid request")

// InvalidError is a request that cannot be generated as asked. It wraps
// ErrInvalid.
type InvalidError struct {
	Reason string // what to change, as a clause: "the prompt is empty"
}

// invalid returns an *InvalidError with the reason formatted as fmt.Sprintf does.
func invalid(format string, args ...any) error {
	return &InvalidError{Reason: fmt.Sprintf(format, args...)}
}

func (e *InvalidError) Error() string { return ErrInvalid.Error() + ": " + e.Reason }

func (e *InvalidError) Unwrap() error { return ErrInvalid }

// Message is the reason as a sentence that is safe to show to whoever asked:
// "The prompt is empty."
func (e *InvalidError) Message() string {
	if e.Reason == "" {
		return "The request is invalid."
	}
	first, size := utf8.DecodeRuneInString(e.Reason)
	return string(unicode.ToUpper(first)) + e.Reason[size:] + "."
}

// Normalize fills the defaults and checks the request. Errors are
// *InvalidError and say what to change.
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
		return r, invalid("the prompt is empty")
	case utf8.RuneCountInString(r.Prompt) > MaxPromptLength:
		return r, invalid("the prompt is longer than %d characters", MaxPromptLength)
	case r.Size != 16 && r.Size != 32 && r.Size != 64:
		return r, invalid("the size must be 16, 32 or 64, not %d", r.Size)
	}
	if err := CheckCount(r.Count); err != nil {
		return r, err
	}
	if r.Kind != "" {
		k, err := spec.ParseKind(string(r.Kind))
		if err != nil {
			return r, invalid("%v", err)
		}
		r.Kind = k
	}
	return r, nil
}

// CheckCount checks a number of variations; Normalize reads 0 as the default, so
// callers that take an explicit count check it first.
func CheckCount(n int) error {
	if n < 1 || n > MaxCount {
		return invalid("the count must be between 1 and %d, not %d", MaxCount, n)
	}
	return nil
}
