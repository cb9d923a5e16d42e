package builtin

import (
	"cmp"
	"math/rand/v2"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// familyColour is each family's colour when the prompt names neither a colour nor
// a material: averages of the game's own textures, picked by eye where it has none.
var familyColor = map[spec.Family]string{
	spec.Stone: "#7D7D7D", spec.Cobblestone: "#7A7A7A", spec.Bricks: "#965645",
	spec.Tiles: "#8F8F8F", spec.Planks: "#A2824E", spec.LogSide: "#675231",
	spec.LogTop: "#BC9862", spec.Ore: "#D8AF93", spec.Storage: "#D8D8D8",
	spec.Glass: "#C0E4F0", spec.Leaves: "#4A9B2F", spec.Wool: "#E9ECEC",
	spec.Sand: "#DBD3A0", spec.Dirt: "#866043", spec.Gravel: "#837F7E",
	spec.Grass: "#6AAA40", spec.Sandstone: "#D8CB9B", spec.Crystal: "#9A5CC6",
	spec.Lava: "#D4570E", spec.Water: "#3F76E4", spec.MushroomBlock: "#B52A2A",
	spec.Ice: "#91B7FD", spec.Concrete: "#7D7D73", spec.Lamp: "#E8A847", spec.Machine: "#7F7F7F",
	spec.Trapdoor: "#9C7F4E", spec.Pillar: "#E8E2D6", spec.Shelf: "#A2824E", spec.Plating: "#A8A8A8",
	spec.Porous: "#C3C04A", spec.Hide: "#B8A89A",

	spec.Sword: "#D8D8D8", spec.Pickaxe: "#D8D8D8", spec.Axe: "#D8D8D8",
	spec.Shovel: "#D8D8D8", spec.Hoe: "#D8D8D8", spec.Bow: "#8A5A2B",
	spec.Staff: "#9A5CC6", spec.Gem: "#4AEDD9", spec.Ingot: "#D8D8D8",
	spec.Nugget: "#F0C020", spec.Dust: "#C81A0E", spec.Potion: "#C74EBD",
	spec.Bucket: "#D8D8D8", spec.Fruit: "#D0202A", spec.Bread: "#C08A3E",
	spec.Meat: "#B0483A", spec.Ring: "#F0C020", spec.Helmet: "#D8D8D8",
	spec.Chestplate: "#D8D8D8", spec.Leggings: "#D8D8D8", spec.Boots: "#D8D8D8",
	spec.Rod: "#8A6A3A", spec.Mushroom: "#B52A2A", spec.Shield: "#8A6A3A",
	spec.Plant: "#D8323C", spec.Egg: "#E3D3B0", spec.Key: "#E0B43A", spec.Book: "#7A3B22",
	spec.Candle: "#E6D6A8", spec.Lantern: "#F2A93B", spec.Arrow: "#8E8E8E",
	spec.Bundle: "#8A5A34", spec.Dial: "#E8B830", spec.Door: "#9C7F4E", spec.Boat: "#9C7F4E",
	spec.Sign: "#A2824E", spec.Minecart: "#8E8E8E", spec.Torch: "#F2B03A", spec.Spike: "#8E6E55",
	spec.Saddle: "#8E5A35", spec.Orb: "#2E8A7A", spec.Rail: "#A8A8A8",

	spec.Paper: "#E8E0C8", spec.Map: "#D9CFA8", spec.BookPage: "#EDE4CC",
	spec.Disc: "#2A2A30", spec.Dye: "#B02E26", spec.Rune: "#6C6D78", spec.Coin: "#F0C020",
}

// objectColour is a thing's own colour where it differs from its family's:
// a dandelion is yellow, a carrot orange, sugar white. Keys are the lexicon
// keys spec.Spec.Object holds.
var objectColor = map[string]string{
	// flowers and plants
	"dandelion": "#F2D22E", "sunflower": "#F5C518", "cornflower": "#4A6FD8", "allium": "#B768DB",
	"lilac": "#C99ADB", "peony": "#EBA8D4", "azure bluet": "#E8ECEF", "oxeye daisy": "#EEEFEA",
	"daisy": "#EEEFEA", "orchid": "#2FA9D8", "lily": "#F2F0EA", "lily of the valley": "#F2F0EA",
	"wither rose": "#2A2A26", "torchflower": "#E88A2C", "petals": "#F0A8C8", "bluebell": "#4A63C8",
	"marigold": "#F09A1C", "lotus": "#F2B8D0", "lavender": "#A887D8", "hibiscus": "#E0384E",
	"blossom": "#F0B8CC", "wildflower": "#F2D22E", "eyeblossom": "#E08A2C", "spore blossom": "#D873B8",
	"sapling": "#4E9A2A", "fern": "#4E8A2E", "kelp": "#5A8A2A", "seagrass": "#4E9A4A", "wheat": "#D9C25A",
	"crop": "#D9C25A", "sugar cane": "#8EBF5A", "lichen": "#8A9A6A", "dead bush": "#8A6A3A",
	"dry grass": "#C8B06A", "roots": "#7A5A3A", "cactus": "#5A8A2E", "coral": "#E8707A",
	// produce
	"carrot": "#EE8A1C", "golden carrot": "#F2C22E", "parsnip": "#E8D8A8", "radish": "#D84A5A",
	"potato": "#D8B060", "baked potato": "#C8903A", "poisonous potato": "#B8C060", "sweet potato": "#C8683A",
	"beetroot": "#9A2A3A", "melon": "#5A9A2A", "melon slice": "#E04A3A", "watermelon slice": "#E04A3A",
	"glistering melon slice": "#F0B02A", "pumpkin": "#E38A1D", "banana": "#F2D84A", "lemon": "#F2E04A",
	"lime": "#8AC83A", "grape": "#7A3A9A", "blueberry": "#3A4AA8", "strawberry": "#D8283A",
	"berry": "#C8283A", "sweet berry": "#C8283A", "glow berry": "#F2A82E", "coconut": "#7A5232",
	"pear": "#C8C84A", "peach": "#F2A880", "mango": "#F2A02A", "olive": "#6A7A2A", "plum": "#6A2A6A",
	"honeydew": "#C8E0A0", "chorus fruit": "#8A5A9A", "tomato": "#D8302A", "seed": "#7A9A3A",
	"wheat seed": "#7A9A3A", "beetroot seed": "#C8B890", "pumpkin seed": "#E8D8A8", "melon seed": "#2A2A22",
	// dusts and powders
	"bone meal": "#EEEDE6", "sugar": "#F2F2F0", "gunpowder": "#5A5A5A", "flour": "#F0EBDF",
	"salt": "#F2F2F2", "ash": "#6E6B68", "sawdust": "#C8A878", "glowstone dust": "#F2C84A",
	// other things
	"book": "#7A3B22", "spawn egg": "#C8B898", "charcoal": "#3A3430", "coal": "#2E2C2C", "flint": "#3E3E3E",
	"ender pearl": "#1E6E5E", "snowball": "#F2F6F8", "compass": "#9A9A9E", "recovery compass": "#3A4A5A",
	"gauge": "#B07A3A", "barometer": "#B07A3A", "pottery sherd": "#A0583A", "sherd": "#A0583A",
	"smithing template": "#4A5560", "icicle": "#BFE0F5", "tooth": "#EDE6D2", "fang": "#EDE6D2",
	"claw": "#EDE6D2", "thorn": "#5A7A2A", "horn": "#C8BCA0", "goat horn": "#C8BCA0", "sculk": "#39C6CF",
	"cut copper": "#C8714F", "clay ball": "#A0A6B3", "honeycomb": "#E8A02A", "sea pickle": "#6A8A3A", "resin brick": "#D8702A", "cocoa": "#9A5A2A", "cocoa pod": "#9A5A2A", "cocoa bean": "#5A3418",
	"bamboo": "#6E9A2E", "bamboo stalk": "#6E9A2E", "dripleaf stem": "#4E8A2E", "petal stem": "#4E8A2E",
	"wildflower stem": "#4E8A2E", "large leaves": "#5A8A2A", "small leaves": "#5A8A2A", "sponge": "#C3C04A",
	"wet sponge": "#A8A83A", "coral block": "#C8607A", "brain coral block": "#CF5B9F",
	"bubble coral block": "#A43AC8", "fire coral block": "#B8323A", "horn coral block": "#D8C842",
	"tube coral block": "#3A5AC8", "dead coral block": "#857E79", "dead brain coral block": "#857E79",
	"dead bubble coral block": "#857E79", "dead fire coral block": "#857E79", "dead horn coral block": "#857E79",
	"dead tube coral block": "#857E79", "pumice": "#B8B4A8", "wart block": "#7A0E0E", "hopper": "#5A5A5E", "debug": "#C83AC8", "portal": "#7A2AD8",
	"nether portal": "#7A2AD8", "bell": "#E8B830", "conduit": "#B89A6A", "nether wart block": "#7A0E0E",
	// blocks
	"hay bale": "#C8A83A", "hay block": "#C8A83A", "bone block": "#E3DDC4", "basalt": "#515156",
	"crafting table": "#9C7F4E", "cartography table": "#7A5A3A", "fletching table": "#C8B88A",
	"smithing table": "#3A3A44", "enchanting table": "#3A2E46", "loom": "#B89A6A", "lectern": "#9C7F4E",
	"stonecutter": "#8A8A8A", "grindstone": "#8A8A8A", "lodestone": "#8E8E92", "respawn anchor": "#2A1E3A",
	"note block": "#7A4E32", "jukebox": "#6E4A34", "bee nest": "#C89A4A", "beehive": "#B8905A",
	"barrel": "#8A6A42", "sculk sensor": "#39C6CF", "calibrated sculk sensor": "#C86AD8",
	"spider eye": "#8A2A3A", "fermented spider eye": "#B8506A",
	"sculk shrieker": "#D8D0B0", "sculk catalyst": "#D8D0B0", "beacon": "#7FE0E0",
	"daylight detector": "#C8B48A", "workbench": "#9C7F4E", "composter": "#8A6A3A",
}

// barkColour and leafColour are a wood's colour on a log's side and on its
// leaves, where it differs from its planks (birch bark is white, cherry leaves
// pink). Leaves are the game's default-biome tints.
var (
	barkColor = map[string]string{
		"oak": "#6B5430", "wood": "#6B5430", "spruce": "#3B2813", "birch": "#D9D7CF",
		"jungle": "#584419", "acacia": "#676157", "dark oak": "#3C2E1A",
		"mangrove": "#543C2E", "cherry": "#3A2430", "bamboo": "#7D8A2E",
		"crimson": "#6A2030", "warped": "#3A6E6A", "pale oak": "#5A514C",
	}
	leafColor = map[string]string{
		"oak": "#4A9B2F", "wood": "#4A9B2F", "spruce": "#5F8F5F", "birch": "#80A755",
		"jungle": "#3DA81E", "acacia": "#6A9A2A", "dark oak": "#3F7F24",
		"mangrove": "#7FA92A", "cherry": "#EBB0C8", "bamboo": "#6E9A2E",
		"crimson": "#7B0B0B", "warped": "#167E86", "pale oak": "#A2AA9C",
	}
)

// look is the colour plan of one texture: the main colour, an accent for the
// family's second role (the ore in an ore block, the gem on a staff), and whether
// the prompt chose the colour (so passes must not repaint it).
type look struct {
	Main, Accent palette.Lab
	Chosen       bool
	Modifiers    map[string]bool
}

// resolveLook decides a texture's colours from its spec, then jitters them a
// little (hue ±6°, L ±0.03, chroma ±10%) so variations differ without leaving the prompt.
func resolveLook(s spec.Spec, rng *rand.Rand) look {
	lk := look{Modifiers: map[string]bool{}}
	for _, m := range s.Modifiers {
		lk.Modifiers[m] = true
	}
	def := palette.FromRGB(palette.MustHex(cmp.Or(objectColor[s.Object], familyColor[s.Family])))
	var rock, jewel, other *palette.Lab
	for _, name := range s.Materials {
		m, ok := spec.MaterialByName(name)
		if !ok {
			continue
		}
		hex := m.Hex
		if m.Group == spec.Wood {
			switch s.Family {
			case spec.LogSide:
				hex = cmp.Or(barkColor[m.Name], hex)
			case spec.Leaves:
				hex = cmp.Or(leafColor[m.Name], hex)
			}
		}
		c := palette.FromRGB(palette.MustHex(hex))
		switch {
		case (m.Group == spec.Rock || m.Group == spec.Earth) && rock == nil:
			rock = &c
		case (m.Group == spec.Jewel || m.Group == spec.Metal) && jewel == nil:
			jewel = &c
		case other == nil:
			other = &c
		}
	}
	var color *palette.Lab
	if len(s.Colors) > 0 {
		c := palette.FromRGB(s.Colors[0].RGB)
		color = &c
	}

	switch s.Family {
	case spec.Ore: // the host rock, and the ore's own colour
		lk.Main = palette.FromRGB(palette.MustHex(familyColor[spec.Stone]))
		if rock != nil {
			lk.Main = *rock
		}
		lk.Accent = *firstOf(color, jewel, other, &def)
	default:
		base := firstOf(jewel, other, rock, &def)
		if s.Family == spec.Storage || spec.KindOf(s.Family) == spec.Item {
			base = firstOf(jewel, rock, other, &def)
		}
		lk.Main = *base
		if color != nil {
			// A named colour sets the hue and chroma; a named material keeps some
			// of its lightness, unless the colour is black, grey or white, which
			// are nothing but lightness.
			l := color.L
			_, ch, h := color.LCh()
			if base != &def && ch > 0.05 {
				l = (color.L + base.L) / 2
			}
			lk.Main = palette.FromLCh(l, ch, h)
			lk.Chosen = true
		}
		lk.Accent = *firstOf(other, jewel, rock, &def)
	}
	switch {
	case lk.Modifiers[spec.Dark]:
		lk.Main.L -= 0.12
	case lk.Modifiers[spec.Pale]:
		lk.Main.L += 0.1
		lk.Main.A *= 0.7
		lk.Main.B *= 0.7
	}
	lk.Main = jitter(lk.Main, rng)
	lk.Accent = jitter(lk.Accent, rng)
	return lk
}

func firstOf(cs ...*palette.Lab) *palette.Lab {
	for _, c := range cs {
		if c != nil {
			return c
		}
	}
	return nil
}

func jitter(c palette.Lab, rng *rand.Rand) palette.Lab {
	l, ch, h := c.LCh()
	return palette.FromLCh(
		l+(rng.Float64()*2-1)*0.03,
		ch*(1+(rng.Float64()*2-1)*0.1),
		h+(rng.Float64()*2-1)*6,
	)
}

// ramp builds an n-shade ramp around a base colour with the house hue shift.
func ramp(base palette.Lab, n int, spread float64) palette.Ramp {
	return palette.NewRamp(palette.RampSpec{Base: base, Shades: n, Spread: spread, HueShift: 2.5})
}
