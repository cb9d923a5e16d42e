package spec

import (
	"strings"
	"testing"
)

func TestParseGuessesWhatNoWordNames(t *testing.T) {
	tests := []struct {
		prompt string
		family Family
		why    string // a part of Guess; "" for none
	}{
		{"ruby sword", Sword, ""}, // a noun decided: nothing guessed
		{"red", Stone, ""},        // a colour alone is still a stone block
		{"trash can", Bucket, "“trash can” is drawn as the nearest shape"}, // a two-word hint
		{"pocket watch", Dial, ""},
		{"plasma grenade", Fruit, "“grenade” is drawn as the nearest shape"},
		{"swordfish", Meat, "ends in “fish”"},
		{"vibranium", Ingot, "sounds like a metal"},
		{"kryptonite block", Storage, "sounds like a mineral"}, // the class word keeps the block kind
		{"boomerang item", Bow, "nearest shape"},
		{"rubber duck", Gem, "No word names a shape"}, // the head is "duck": "rubber" is not read as its hint
		{"flurbo zanthar", Gem, "(“flurbo zanthar”)"}, // an unknown thing is an item
		{"zanthar wall", Stone, "drawn as a stone block"},
	}
	for _, tt := range tests {
		s := Parse(tt.prompt)
		if s.Family != tt.family || (tt.why == "") != (s.Guess == "") || !strings.Contains(s.Guess, tt.why) {
			t.Errorf("Parse(%q) = %s, guess %q; want %s, %q", tt.prompt, s.Family, s.Guess, tt.family, tt.why)
		}
		if s.Guess != "" && s.Confidence > confGuessed {
			t.Errorf("Parse(%q) guessed with confidence %v", tt.prompt, s.Confidence)
		}
	}
}

// A hint for a word the tables already read as a noun or a material would
// never be used.
func TestHintsAreNotNouns(t *testing.T) {
	lx := index()
	for key := range lx.hints {
		if e, ok := lx.words[key]; ok && (e.family != "" || e.material != "") {
			t.Errorf("hint %q is already a noun or material", key)
		}
		if _, ok := lx.vanilla[key]; ok {
			t.Errorf("hint %q is a vanilla name", key)
		}
	}
}

// Crimson is a wood and a colour: the wood of planks, the colour of a sword.
func TestWoodsNamedLikeColours(t *testing.T) {
	if s := Parse("crimson sword"); len(s.Colors) != 1 || s.Colors[0].Name != "crimson" || len(s.Materials) != 0 {
		t.Errorf("crimson sword: colours %v, materials %v", s.Colors, s.Materials)
	}
	if s := Parse("crimson planks"); len(s.Colors) != 0 || len(s.Materials) != 1 || s.Materials[0] != "crimson" {
		t.Errorf("crimson planks: colours %v, materials %v", s.Colors, s.Materials)
	}
	if s := Parse("mint gem"); len(s.Colors) != 1 || s.Colors[0].Name != "mint" {
		t.Errorf("mint gem: colours %v", s.Colors)
	}
}

// A face word names a block's face: "cactus side" is a block, "cactus" a plant.
func TestFacesAreBlocks(t *testing.T) {
	for prompt, kind := range map[string]Kind{"cactus": Item, "cactus side": Block, "pumpkin top": Block,
		"furnace front": Block, "zanthar front": Block, "sword": Item} {
		if s := Parse(prompt); s.Kind != kind {
			t.Errorf("Parse(%q) is a %s, want a %s", prompt, s.Kind, kind)
		}
	}
}

// A mob's name gives its spawn egg's two colours, but not as the head or
// inside a vanilla name.
func TestMobsGiveTheirEggColours(t *testing.T) {
	s := Parse("zombie spawn egg")
	if s.Family != Egg || len(s.Colors) != 2 || s.Colors[0].Hex != "#00AFAF" || s.Colors[1].Hex != "#799C65" {
		t.Errorf("zombie spawn egg: %s %v", s.Family, s.Colors)
	}
	if s := Parse("spider eye"); len(s.Colors) != 0 {
		t.Errorf("spider eye: colours %v", s.Colors)
	}
	if s := Parse("pufferfish"); s.Family != Meat {
		t.Errorf("pufferfish is %s", s.Family)
	}
}
