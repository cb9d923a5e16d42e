package spec

import (
	"encoding/json"
	"slices"
	"testing"
)

func TestParseConfidence(t *testing.T) {
	tests := []struct {
		prompt string
		want   float64
		object string
	}{
		{"ruby sword", confNoun, "sword"},
		{"crafting table", confVanilla, "crafting table"},
		{"iron block", confClass, ""},
		{"diamond block", confClass, ""},
		{"sword ore", confConflict, "ore"},
		{"ore sword", confConflict, "ore"},          // the class word picks the block noun
		{"sword block item", confConflict, "sword"}, // two class words disagree
		{"oak", confConverted, ""},
		{"sword block", confConverted, ""},
		{"red", confWeak, ""},
		{"dark", confWeak, ""},
		{"flurbo zanthar", confNothing, ""},
		{"", confNothing, ""},
	}
	for _, tt := range tests {
		s := Parse(tt.prompt)
		if s.Confidence != tt.want || s.Object != tt.object {
			t.Errorf("Parse(%q) confidence %v, object %q; want %v, %q", tt.prompt, s.Confidence, s.Object, tt.want, tt.object)
		}
	}
}

func TestParseWordLists(t *testing.T) {
	tests := []struct {
		prompt              string
		understood, unknown []string
	}{
		{"A 16x16 texture of a Mossy Cobblestone, please!", []string{"mossy", "cobblestone"}, nil},
		{"light blue stained glass", []string{"light blue", "stained glass"}, nil},
		{"ruby ruby sword swords", []string{"ruby", "sword", "swords"}, nil},
		{"the sword of a thousand truths", []string{"sword"}, []string{"thousand", "truths"}},
		{"glowing dragon's egg", []string{"glowing", "dragon's egg"}, nil},
		{"glowing griffin's feather", []string{"glowing"}, []string{"griffin's", "feather"}},
		{"dark-oak planks", []string{"dark-oak", "planks"}, nil},
		{"cooked beef", []string{"cooked", "beef"}, nil},
		{"roasted beef stroganoff", []string{"roasted", "beef"}, []string{"stroganoff"}},
		{"sea lantern", []string{"sea lantern"}, nil},
	}
	for _, tt := range tests {
		s := Parse(tt.prompt)
		if !slices.Equal(s.Understood, tt.understood) || !slices.Equal(s.Unknown, tt.unknown) {
			t.Errorf("Parse(%q) understood %q unknown %q; want %q, %q", tt.prompt, s.Understood, s.Unknown, tt.understood, tt.unknown)
		}
	}
}

func TestParseKeepsThePromptAndNeverReturnsNilLists(t *testing.T) {
	s := Parse("  \tflurbo  \n")
	if s.Prompt != "flurbo" {
		t.Errorf("Prompt = %q, want the trimmed prompt", s.Prompt)
	}
	data, err := json.Marshal(Parse(""))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"materials", "colours", "modifiers", "understood", "unknown"} {
		if _, ok := m[k].([]any); !ok {
			t.Errorf("Parse(\"\") %s is %v in JSON, want []", k, m[k])
		}
	}
}

func TestParseVanillaNames(t *testing.T) {
	tests := []struct {
		prompt string
		family Family
		mods   []string
	}{
		{"sea lantern", Lamp, nil},                       // "sea" is not the head
		{"soul lantern", Lantern, nil},                   // an item, not a lamp block
		{"oxidized copper", Storage, []string{Oxidized}}, // a block, not an ingot
		{"cooked beef", Meat, nil},                       // the hand-written head noun wins
		{"mossy crimson nylium", Grass, []string{Mossy}}, // words around a vanilla name still count
		{"bookshelf item", Book, nil},                    // a class word converts a vanilla head too
	}
	for _, tt := range tests {
		s := Parse(tt.prompt)
		if s.Family != tt.family || !slices.Equal(s.Modifiers, tt.mods) {
			t.Errorf("Parse(%q) = %s %q, want %s %q", tt.prompt, s.Family, s.Modifiers, tt.family, tt.mods)
		}
	}
}

func TestParseTones(t *testing.T) {
	tests := []struct {
		prompt, color, modifier string
	}{
		{"dark red wool", "dark red", ""},
		{"dark wool", "", Dark},
		{"light wool", "", Pale},
		{"dark ruby glass", "dark ruby", ""}, // the tone shades a material read as a colour
		{"dark violet wool", "darkviolet", ""},
		{"dark green wool", "dark green", ""}, // a dye shaded, not SVG darkgreen
	}
	for _, tt := range tests {
		s := Parse(tt.prompt)
		var color, modifier string
		if len(s.Colors) > 0 {
			color = s.Colors[0].Name
		}
		if len(s.Modifiers) > 0 {
			modifier = s.Modifiers[0]
		}
		if color != tt.color || modifier != tt.modifier {
			t.Errorf("Parse(%q) colour %q modifier %q; want %q, %q", tt.prompt, color, modifier, tt.color, tt.modifier)
		}
	}
}

func TestToneShading(t *testing.T) {
	red := newColor("red", parseHex("#B02E26"))
	lum := func(c Color) int { return int(c.RGB.R) + int(c.RGB.G) + int(c.RGB.B) }
	if d := toneDark.shade(red); lum(d) >= lum(red) || d.Name != "dark red" {
		t.Errorf("dark red = %v, want darker than %v", d, red)
	}
	for _, tn := range []tone{toneLight, tonePale, toneBright} {
		if c := tn.shade(red); lum(c) <= lum(red) {
			t.Errorf("%s red = %v, want lighter than %v", toneNames[tn], c, red)
		}
	}
	if c := toneNone.shade(red); c != red {
		t.Errorf("no tone changed red to %v", c)
	}
}

// A face word makes a thing's block, except a tall plant's halves, which the
// game draws as sprites; the face is kept for drawers whose ends differ.
func TestParseFaces(t *testing.T) {
	tests := []struct {
		prompt       string
		family       Family
		object, face string
	}{
		{"oak door", Door, "door", ""},
		{"oak door top", Trapdoor, "", "top"},
		{"iron trapdoor", Trapdoor, "trapdoor", ""},
		{"sunflower top", Plant, "sunflower", "top"},
		{"tall grass bottom", Plant, "tall grass", "bottom"},
		{"cactus side", Pillar, "cactus", "side"},
		{"pumpkin top", Pillar, "pumpkin", "top"},
		{"quartz pillar top", Pillar, "pillar", "top"},
		{"furnace front", Machine, "furnace", "front"},
		{"top hat", Helmet, "top hat", "top"}, // a face word inside the name is no face
	}
	for _, tt := range tests {
		s := Parse(tt.prompt)
		if s.Family != tt.family || s.Object != tt.object || s.Face != tt.face {
			t.Errorf("Parse(%q) = %s %q face %q, want %s %q face %q", tt.prompt, s.Family, s.Object, s.Face, tt.family, tt.object, tt.face)
		}
	}
}

// A mob gives its colours only when the prompt names none: a "black witch
// hat" is black, a "zombie spawn egg" the zombie's two colours.
func TestMobColoursYieldToNamedColours(t *testing.T) {
	tests := []struct {
		prompt  string
		colours int
	}{
		{"zombie spawn egg", 2},
		{"red zombie spawn egg", 1},
		{"black witch hat", 1},
	}
	for _, tt := range tests {
		if s := Parse(tt.prompt); len(s.Colors) != tt.colours {
			t.Errorf("Parse(%q) colours %v, want %d", tt.prompt, s.Colors, tt.colours)
		}
	}
}

func TestFrostedBakesAreIced(t *testing.T) {
	// On a bake, "frosted" is icing: no frost colour and no ice over it. On
	// anything else it is still frost.
	s := Parse("pink frosted donut")
	if len(s.Colors) != 1 || s.Colors[0].Name != "pink" || slices.Contains(s.Modifiers, Frozen) {
		t.Errorf("pink frosted donut: colours %v, modifiers %q; want pink alone, not frozen", s.Colors, s.Modifiers)
	}
	s = Parse("frosted sword")
	if !slices.ContainsFunc(s.Colors, func(c Color) bool { return c.Name == "frost" }) || !slices.Contains(s.Modifiers, Frozen) {
		t.Errorf("frosted sword: colours %v, modifiers %q; want frost and frozen", s.Colors, s.Modifiers)
	}
}

func TestLavenderIsTheFlowers(t *testing.T) {
	// SVG's lavender is a blue-white; a player who asks for lavender wants purple.
	s := Parse("lavender wood planks")
	if len(s.Colors) != 1 || s.Colors[0].Hex != "#B49EDC" {
		t.Errorf("lavender wood planks: colours %v, want one light purple", s.Colors)
	}
}
