package spec

import (
	"fmt"
	"image/color"

	"golang.org/x/image/colornames"
)

// dyeColours are the game's sixteen dye colours. They win over SVG colours of
// the same name: "lime", "gray" and "light blue" mean the dye.
var dyeColors = []struct {
	name, hex, aliases string
}{
	{"white", "#F9FFFE", ""},
	{"light gray", "#9D9D97", "light grey, lightgray, lightgrey"},
	{"orange", "#F9801D", ""},
	{"cyan", "#169C9C", ""},
	{"magenta", "#C74EBD", ""},
	{"purple", "#8932B8", ""},
	{"light blue", "#3AB3DA", "lightblue"},
	{"blue", "#3C44AA", ""},
	{"yellow", "#FED83D", ""},
	{"brown", "#835432", ""},
	{"lime", "#80C71F", ""},
	{"green", "#5E7C16", ""},
	{"pink", "#F38BAA", ""},
	{"red", "#B02E26", ""},
	{"gray", "#474F52", "grey"},
	{"black", "#1D1D21", ""},
}

// effectColours are words that are not colour names but name a colour in the
// game: its potion effects' colours ("healing potion" is red, "poison dagger"
// green) and cooked food's brown.
var effectColors = []struct {
	name, hex, aliases string
}{
	{"healing", "#F82423", "heal, health, instant health"},
	{"harming", "#430A09", "harm, instant damage"},
	{"poison", "#4E9331", "poisonous, poisoned, venom, venomous, toxic"},
	{"swiftness", "#7CAFC6", "speed"},
	{"slowness", "#5A6C81", ""},
	{"strength", "#932423", ""},
	{"weakness", "#484D48", ""},
	{"regeneration", "#CD5CAB", ""},
	{"fire resistance", "#E49A3A", ""},
	{"night vision", "#1F1FA1", ""},
	{"invisibility", "#7F8392", ""},
	{"water breathing", "#2E5299", ""},
	{"leaping", "#22FF4C", "jump boost"},
	{"luck", "#339900", "lucky"},
	{"slow falling", "#F7F8E0", ""},
	{"cooked", "#8E5A3C", "roasted, grilled, fried, baked, roast"},
}

// elementColours are the colours of elements and powers players name: "fire
// sword", "frost staff", "shadow wool". Most of their words also ask for a
// modifier (fire glows, frost freezes, shadow darkens); they give both.
var elementColors = []struct {
	name, hex, aliases string
}{
	{"fire", "#E0561B", "flame, flames, fiery, flaming, blazing, inferno, burning, ember, embers, lava-like"},
	{"frost", "#A9DCEC", "frosty, frosted, frostbite, snowflake, blizzard"},
	{"lightning", "#F3DC3A", "electric, electrified, thunder, thundering, storm, stormy, shock, spark, sparking, voltage"},
	{"shadow", "#3B2F4F", "shadowy, shade, umbral, umbra"},
	{"void", "#231A30", "abyss, abyssal, null, nothingness"},
	{"nature", "#5C9A2E", "natural, forest, verdant, druid, sylvan"},
	{"blood", "#8A0F14", "bloody, blood-red, bloodstained, crimson-stained"},
}

// moreColours are colour words people use that SVG lacks.
var moreColors = []struct {
	name, hex, aliases string
}{
	{"mint", "#98E0B4", "mint green"},
	{"scarlet", "#E0301E", ""},
	{"burgundy", "#800020", "wine red"},
	{"mauve", "#B784A7", ""},
	{"ochre", "#CC7722", "ocher"},
	{"cream", "#F3E5C0", "creamy"},
	{"sepia", "#704214", ""},
	{"rose gold", "#B76E79", ""},
	// The SVG lavender is a blue-white; a player's lavender is the flower's.
	{"lavender", "#B49EDC", ""},
}

// tone is a shade word put before a colour: "light", "dark", "pale", "deep", "bright".
type tone uint8

const (
	toneNone tone = iota
	toneLight
	toneDark
	tonePale
	toneDeep
	toneBright
)

var toneNames = [...]string{"", "light", "dark", "pale", "deep", "bright"}

// shade returns c shaded by t, named "<tone> <name>" ("dark red"). Light and pale
// mix towards white (pale also greys), dark mixes towards black, deep darkens a
// little and saturates, bright saturates and lightens a little.
func (t tone) shade(c Color) Color {
	rgb := c.RGB
	switch t {
	case toneLight:
		rgb = mix(rgb, white, 0.4)
	case tonePale:
		rgb = mix(mix(rgb, grey(rgb), 0.3), white, 0.55)
	case toneDark:
		rgb = mix(rgb, black, 0.4)
	case toneDeep:
		rgb = mix(saturate(rgb, 0.3), black, 0.2)
	case toneBright:
		rgb = mix(saturate(rgb, 0.3), white, 0.15)
	default:
		return c
	}
	return newColor(toneNames[t]+" "+c.Name, rgb)
}

var (
	white = color.NRGBA{255, 255, 255, 255}
	black = color.NRGBA{0, 0, 0, 255}
)

// mix returns a + (b-a)*f per channel, opaque.
func mix(a, b color.NRGBA, f float64) color.NRGBA {
	ch := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*f + 0.5) }
	return color.NRGBA{ch(a.R, b.R), ch(a.G, b.G), ch(a.B, b.B), 255}
}

// grey returns the grey of c's luma (Rec. 601 weights).
func grey(c color.NRGBA) color.NRGBA {
	y := uint8(0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B) + 0.5)
	return color.NRGBA{y, y, y, 255}
}

// saturate pushes c away from its grey by f, clamped to the gamut.
func saturate(c color.NRGBA, f float64) color.NRGBA {
	g := grey(c)
	ch := func(x, y uint8) uint8 {
		v := float64(x) + (float64(x)-float64(y))*f
		return uint8(min(255, max(0, v)) + 0.5)
	}
	return color.NRGBA{ch(c.R, g.R), ch(c.G, g.G), ch(c.B, g.B), 255}
}

// newColour returns the named colour with its hex form filled in.
func newColor(name string, rgb color.NRGBA) Color {
	return Color{Name: name, RGB: rgb, Hex: fmt.Sprintf("#%02X%02X%02X", rgb.R, rgb.G, rgb.B)}
}

// parseHex reads "#RRGGBB"; the tables are checked by tests, so a bad entry
// shows up there rather than here.
func parseHex(hex string) color.NRGBA {
	var c color.NRGBA
	fmt.Sscanf(hex, "#%02x%02x%02x", &c.R, &c.G, &c.B)
	c.A = 255
	return c
}

// namedColours returns every colour word: the SVG 1.1 names of
// golang.org/x/image/colornames, then the dye colours and their aliases, which
// replace an SVG colour of the same key, then the effect and element colours.
// Keys are lexicon keys.
func namedColors() map[string]Color {
	out := make(map[string]Color, len(colornames.Names)+len(dyeColors)*2)
	for _, n := range colornames.Names {
		c := colornames.Map[n]
		out[phraseKey(n)] = newColor(n, color.NRGBA{c.R, c.G, c.B, 255})
	}
	for _, table := range [][]struct{ name, hex, aliases string }{dyeColors, effectColors, elementColors, moreColors} {
		for _, d := range table {
			c := newColor(d.name, parseHex(d.hex))
			out[phraseKey(d.name)] = c
			for _, a := range splitList(d.aliases) {
				out[phraseKey(a)] = c
			}
		}
	}
	return out
}

// joinedColours returns the SVG colours whose names run words together
// ("deepskyblue"), keyed by that run, so that "deep sky blue" finds them. A
// name that is a tone word and a dye ("darkred", "lightgreen") is left out: "dark
// red" shades the dye red instead.
func joinedColors(named map[string]Color) map[string]Color {
	out := make(map[string]Color)
	for _, n := range colornames.Names {
		if isTonedDye(n) {
			continue
		}
		out[n] = named[phraseKey(n)]
	}
	return out
}

func isTonedDye(name string) bool {
	for _, t := range toneNames[1:] {
		for _, d := range dyeColors {
			if name == t+d.name || name == t+"grey" {
				return true
			}
		}
	}
	return false
}
