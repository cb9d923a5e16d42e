// Package spec turns a prompt into a texture spec: the kind, the family, the
// materials, colours and modifiers it names, and the words it did not understand.
package spec

import (
	"fmt"
	"image/color"
)

// Kind is what a texture is: a tileable block face, an item sprite or a flat item.
type Kind string

const (
	Block Kind = "block"
	Item  Kind = "item"
	Flat  Kind = "flat"
)

// ParseKind accepts "block", "item" and "flat" ("flat item" and "flat_item" too).
func ParseKind(s string) (Kind, error) {
	switch s {
	case "block":
		return Block, nil
	case "item":
		return Item, nil
	case "flat", "flat item", "flat_item", "flat-item":
		return Flat, nil
	}
	return "", fmt.Errorf("unknown kind %q: use block, item or flat", s)
}

// Colour is a colour the prompt asked for.
type Color struct {
	Name string      `json:"name"`
	RGB  color.NRGBA `json:"-"`
	Hex  string      `json:"hex"`
}

// Spec is what a prompt asks for.
type Spec struct {
	Prompt string `json:"prompt"`
	Kind   Kind   `json:"kind"`
	Family Family `json:"family"`
	// Object is the lexicon key that decided the family, singular ("sword" for
	// "swords", "log top", "crafting table"), or empty when a conversion or a
	// fallback decided it.
	Object    string   `json:"object,omitempty"`
	Materials []string `json:"materials"`
	Colors    []Color  `json:"colours"`
	Modifiers []string `json:"modifiers"`
	// Understood lists the words and phrases of the normalised prompt (see
	// Normalise) that matched an entry, Unknown the words that matched nothing,
	// both in prompt order without repeats. Filler words are in neither.
	Understood []string `json:"understood"`
	Unknown    []string `json:"unknown"`
	// Confidence is 1 when a family noun decided the spec, lower for fallbacks and
	// conflicts (see Parse), at most 0.6 after As.
	Confidence float64 `json:"confidence"`
	// Guess says, when no word named the object, which family was chosen
	// instead and why, so people can name a shape to change it.
	Guess string `json:"guess,omitempty"`
	// Face is the face of a block a face word names ("top" in "pumpkin top",
	// "bottom" in "oak door bottom"): drawers whose ends differ from their
	// sides read it.
	Face string `json:"face,omitempty"`
}
