package spec

import (
	"image/color"
	"slices"
	"strings"
	"testing"

	"golang.org/x/image/colornames"
)

func TestLexiconHasNoClashes(t *testing.T) {
	_, clashes := buildLexicon(vanillaNames)
	for _, c := range clashes {
		t.Errorf("lexicon clash: %s", c)
	}
}

func TestTablesNameKnownThings(t *testing.T) {
	for _, n := range nouns {
		if KindOf(n.family) == "" {
			t.Errorf("nouns: unknown family %q", n.family)
		}
	}
	for _, a := range materialAliases {
		if _, ok := MaterialByName(a.material); !ok {
			t.Errorf("materialAliases: %q is not in Materials", a.material)
		}
	}
	for _, m := range Materials {
		if KindOf(m.Family) == "" || newColor("", parseHex(m.Hex)).Hex != m.Hex {
			t.Errorf("Materials: %q has family %q and hex %q", m.Name, m.Family, m.Hex)
		}
	}
	for _, d := range dyeColors {
		if got := newColor("", parseHex(d.hex)).Hex; got != d.hex {
			t.Errorf("dyeColours: %q hex %q reads back as %q", d.name, d.hex, got)
		}
	}
	for _, m := range modifierWords {
		if !slices.Contains(ModifierNames, m.modifier) {
			t.Errorf("modifierWords: %q is not in ModifierNames", m.modifier)
		}
	}
	for _, v := range vanillaNames {
		if KindOf(v.Family) == "" {
			t.Errorf("vanillaNames: %q has unknown family %q", v.Name, v.Family)
		}
	}
}

// Every generated name must still be read as itself; a failure means a
// hand-written entry now covers it: regenerate the table (minecraft_data_gen_test.go).
func TestVanillaNamesAreLive(t *testing.T) {
	for _, v := range vanillaNames {
		if s := Parse(v.Name); s.Object != v.Name || s.Family != v.Family {
			t.Errorf("Parse(%q) = %s from %q, want %s from the vanilla name", v.Name, s.Family, s.Object, v.Family)
		}
	}
}

func TestEverySVGColorNameParses(t *testing.T) {
	for _, n := range colornames.Names {
		s := Parse(n)
		switch {
		case len(s.Colors) == 1:
			c := colornames.Map[n]
			svg := newColor(n, color.NRGBA{c.R, c.G, c.B, 255})
			if s.Colors[0] != svg && !isDyeName(s.Colors[0].Name) && !slices.ContainsFunc(moreColors, func(m struct{ name, hex, aliases string }) bool { return m.name == n }) {
				t.Errorf("Parse(%q) colour %v, want the SVG colour %v, a dye or our own", n, s.Colors[0], svg)
			}
		case len(s.Materials) == 1:
			// "gold", "silver", "crimson", "snow", "chocolate": materials first
		default:
			t.Errorf("Parse(%q) gave colours %v and materials %v", n, s.Colors, s.Materials)
		}
	}
	for _, n := range []string{"lightblue", "light blue", "Light-Blue", "light_blue"} {
		if s := Parse(n); len(s.Colors) != 1 || s.Colors[0].Hex != "#3AB3DA" {
			t.Errorf("Parse(%q) colours %v, want the light blue dye", n, s.Colors)
		}
	}
}

func isDyeName(name string) bool {
	return slices.ContainsFunc(dyeColors, func(d struct{ name, hex, aliases string }) bool { return d.name == name })
}

func TestSingular(t *testing.T) {
	tests := map[string]string{
		"swords": "sword", "berries": "berry", "leaves": "leaves", "leaf": "leaf", "knives": "knife",
		"glass": "glass", "moss": "moss", "grass": "grass", "lapis": "lapis", "fungus": "fungus",
		"planks": "planks", "bricks": "bricks", "tiles": "tiles", "stones": "stone", "boxes": "box",
		"torches": "torch", "potatoes": "potato", "hoes": "hoe", "axes": "axe", "pickaxes": "pickaxe",
		"gloves": "glove", "pies": "pie", "cookies": "cookie", "fungi": "fungus", "chiseled": "chiseled",
		"ore": "ore", "gas": "gas", "luminous": "luminous", "glasses": "glass", "rubies": "ruby",
	}
	for in, want := range tests {
		if got := singular(in); got != want {
			t.Errorf("singular(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestNormalise(t *testing.T) {
	tests := map[string]string{
		"RUBY  Sword!!":         "ruby sword",
		"ＲＵＢＹ　ＳＷＯＲＤ":            "ruby sword",
		"  dark-oak, planks ":   "dark-oak planks",
		"dragon’s  egg":         "dragon's egg",
		"-edge- 'quoted' x--y":  "edge quoted x y",
		"iron_ingot/gold.ingot": "iron ingot gold ingot",
		"Café ÉMERALD":          "café émerald",
		"\x00\xff bad utf8":     "bad utf8",
		"":                      "",
	}
	for in, want := range tests {
		if got := Normalise(in); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestTokensReadHyphenatedWords(t *testing.T) {
	lx := index()
	got := tokens(Normalise("moss-covered dark-oak jack-o-lantern"), lx.known)
	var keys []string
	for _, tk := range got {
		keys = append(keys, tk.key)
	}
	if want := "mosscovered darkoak jack o lantern"; strings.Join(keys, " ") != want {
		t.Errorf("token keys %q, want %q", keys, want)
	}
}
