package spec

// Group is the kind of stuff a material is; it decides which part of a texture the
// material colours and which family a lone material word stands for.
type Group string

const (
	Wood    Group = "wood"
	Rock    Group = "rock"
	Earth   Group = "earth"
	Metal   Group = "metal"
	Jewel   Group = "jewel"
	Organic Group = "organic"
	Liquid  Group = "liquid"
)

// Material is a named material with the base colour its ramps are built around.
type Material struct {
	Name  string
	Hex   string
	Group Group
	// Family is what the material alone stands for ("oak" is oak planks, "ruby" a gem).
	Family Family
}

// Materials is the material table. Base colours are averages of the game's own
// textures where the material exists there, chosen by eye otherwise.
var Materials = []Material{
	{"oak", "#A2824E", Wood, Planks}, {"spruce", "#735531", Wood, Planks},
	{"birch", "#C5B77B", Wood, Planks}, {"jungle", "#A0734D", Wood, Planks},
	{"acacia", "#A85A32", Wood, Planks}, {"dark oak", "#4A3218", Wood, Planks},
	{"mangrove", "#763631", Wood, Planks}, {"cherry", "#E2B2A8", Wood, Planks},
	{"bamboo", "#C2AF52", Wood, Planks}, {"crimson", "#6A344B", Wood, Planks},
	{"warped", "#2B6963", Wood, Planks}, {"wood", "#A2824E", Wood, Planks},
	{"pale oak", "#E4D8D0", Wood, Planks},

	{"stone", "#7D7D7D", Rock, Stone}, {"cobblestone", "#7A7A7A", Rock, Cobblestone},
	{"granite", "#956756", Rock, Stone}, {"diorite", "#BCBCBC", Rock, Stone},
	{"andesite", "#888889", Rock, Stone}, {"deepslate", "#4D4D50", Rock, Stone},
	{"blackstone", "#2F292E", Rock, Stone}, {"basalt", "#515156", Rock, Stone},
	{"tuff", "#6C6D66", Rock, Stone}, {"calcite", "#DFE0DC", Rock, Stone},
	{"netherrack", "#6F3534", Rock, Stone}, {"end stone", "#DBDE9E", Rock, Stone},
	{"prismarine", "#63A090", Rock, Tiles}, {"purpur", "#A77BA7", Rock, Tiles},
	{"quartz", "#ECE6DF", Rock, Storage}, {"obsidian", "#1B1428", Rock, Stone},
	{"sandstone", "#D8CB9B", Rock, Sandstone}, {"red sandstone", "#B5621F", Rock, Sandstone},
	{"terracotta", "#985E43", Rock, Concrete}, {"clay", "#A0A6B3", Earth, Concrete},
	{"brick", "#965645", Rock, Bricks}, {"mud", "#3C3837", Earth, Dirt},
	{"snow", "#F0FBFB", Earth, Sand}, {"marble", "#E6E4DE", Rock, Stone},
	{"slate", "#5A6068", Rock, Stone}, {"limestone", "#D6CFB4", Rock, Stone},
	{"nether brick", "#2C161A", Rock, Bricks}, {"sculk", "#0E2C36", Rock, Ore}, {"flint", "#4C4A4A", Rock, Gem},

	{"dirt", "#866043", Earth, Dirt}, {"sand", "#DBD3A0", Earth, Sand},
	{"red sand", "#BE6621", Earth, Sand}, {"gravel", "#837F7E", Earth, Gravel},
	{"soul sand", "#513E32", Earth, Sand}, {"grass", "#6AAA40", Earth, Grass},
	{"moss", "#596E2D", Earth, Grass},

	{"iron", "#D8D8D8", Metal, Ingot}, {"gold", "#F0C020", Metal, Ingot},
	{"copper", "#E07A4F", Metal, Ingot}, {"netherite", "#4A4042", Metal, Ingot},
	{"steel", "#A8B0B8", Metal, Ingot}, {"silver", "#C8CCD4", Metal, Ingot},
	{"bronze", "#B0763C", Metal, Ingot}, {"tin", "#B8BCC0", Metal, Ingot},
	{"platinum", "#D9DCE6", Metal, Ingot}, {"mithril", "#9FC8E8", Metal, Ingot},
	{"cobalt", "#3D59AB", Metal, Ingot}, {"titanium", "#8C8F99", Metal, Ingot},

	{"diamond", "#4AEDD9", Jewel, Gem}, {"emerald", "#17DD62", Jewel, Gem},
	{"ruby", "#D0203A", Jewel, Gem}, {"sapphire", "#2A52BE", Jewel, Gem},
	{"amethyst", "#9A5CC6", Jewel, Gem}, {"topaz", "#E8B33A", Jewel, Gem},
	{"lapis", "#345EC3", Jewel, Gem}, {"redstone", "#C81A0E", Jewel, Dust},
	{"jade", "#00A86B", Jewel, Gem}, {"onyx", "#353839", Jewel, Gem},
	{"opal", "#A8C3BC", Jewel, Gem}, {"pearl", "#EAE0C8", Jewel, Gem},
	{"coal", "#2E2E2E", Jewel, Gem}, {"glowstone", "#FBDA74", Jewel, Dust},
	{"crystal", "#B8E0F0", Jewel, Crystal}, {"citrine", "#E4D00A", Jewel, Gem},
	{"garnet", "#8B1C2C", Jewel, Gem}, {"aquamarine", "#5FC8C8", Jewel, Gem},
	{"amber", "#FFB000", Jewel, Gem}, {"peridot", "#9ACD32", Jewel, Gem},

	{"bone", "#E3DDC4", Organic, Rod}, {"leather", "#8E5A35", Organic, Chestplate},
	{"slime", "#73C262", Organic, Concrete}, {"honey", "#F8B626", Organic, Concrete},
	{"paper", "#E8E0C8", Organic, Paper}, {"chocolate", "#5C3A21", Organic, Bread},
	{"blaze", "#FFB400", Organic, Rod}, {"ender", "#258474", Organic, Gem},

	{"lava", "#D4570E", Liquid, Lava}, {"magma", "#8E3A1F", Liquid, Lava},
	{"water", "#3F76E4", Liquid, Water}, {"ice", "#91B7FD", Liquid, Ice},
	{"glass", "#C0E4F0", Liquid, Glass},
}

// MaterialByName returns the material called name.
func MaterialByName(name string) (Material, bool) {
	for _, m := range Materials {
		if m.Name == name {
			return m, true
		}
	}
	return Material{}, false
}

// Modifiers the generator knows how to draw. The parser maps synonyms onto these.
const (
	Mossy     = "mossy"
	Cracked   = "cracked"
	Glowing   = "glowing"
	Polished  = "polished"
	Rusty     = "rusty"
	Exposed   = "exposed"   // the first of metal's three weathering stages
	Weathered = "weathered" // the second
	Oxidized  = "oxidized"  // the last: copper wholly green
	Frozen    = "frozen"
	Ancient   = "ancient"
	Chiseled  = "chiseled"
	Striped   = "striped"
	Spotted   = "spotted"
	Burnt     = "burnt"
	Enchanted = "enchanted"
	Corrupted = "corrupted"
	Dark      = "dark"
	Pale      = "pale"
)

// ModifierNames lists the modifiers in the order the generator applies them:
// structure, then surface, then damage, then light.
var ModifierNames = []string{
	Chiseled, Polished, Striped, Spotted, Dark, Pale,
	Mossy, Rusty, Exposed, Weathered, Oxidized, Frozen, Burnt, Corrupted, Ancient,
	Cracked, Glowing, Enchanted,
}
