package spec

// Family is a texture family: the generator that draws it and the gates it must pass.
type Family string

// Block families.
const (
	Stone         Family = "stone"
	Cobblestone   Family = "cobblestone"
	Bricks        Family = "bricks"
	Tiles         Family = "tiles"
	Planks        Family = "planks"
	LogSide       Family = "log_side"
	LogTop        Family = "log_top"
	Ore           Family = "ore"
	Storage       Family = "storage" // metal and gem blocks
	Glass         Family = "glass"
	Leaves        Family = "leaves"
	Wool          Family = "wool"
	Sand          Family = "sand"
	Dirt          Family = "dirt"
	Gravel        Family = "gravel"
	Grass         Family = "grass" // the top of a grass block
	Sandstone     Family = "sandstone"
	Crystal       Family = "crystal" // amethyst-like clustered facets
	Lava          Family = "lava"
	Water         Family = "water"
	MushroomBlock Family = "mushroom_block"
	Ice           Family = "ice"
	Concrete      Family = "concrete"
	Lamp          Family = "lamp"     // light-giving blocks: lamps, glowstone, froglights
	Machine       Family = "machine"  // a working block's face: furnaces, dispensers, observers
	Trapdoor      Family = "trapdoor" // trapdoors and the halves of a door, as a block face
	Pillar        Family = "pillar"   // pillars, basalt, bone, hay and gourds: ribbed sides, ringed ends
	Shelf         Family = "shelf"    // bookshelves and shelves: compartments holding books or jars
	Plating       Family = "plating"  // metal plates, panels, grates and bars
	Porous        Family = "porous"   // sponges and coral blocks: a face full of pits
	Hide          Family = "hide"     // wrinkled skin, as a dried ghast's; a face on its front
)

// Item families.
const (
	Sword      Family = "sword"
	Pickaxe    Family = "pickaxe"
	Axe        Family = "axe"
	Shovel     Family = "shovel"
	Hoe        Family = "hoe"
	Bow        Family = "bow"
	Staff      Family = "staff" // staffs, wands, sceptres
	Gem        Family = "gem"
	Ingot      Family = "ingot"
	Nugget     Family = "nugget"
	Dust       Family = "dust"
	Potion     Family = "potion"
	Bucket     Family = "bucket"
	Fruit      Family = "fruit" // apples and other round food
	Bread      Family = "bread"
	Meat       Family = "meat"
	Ring       Family = "ring"
	Helmet     Family = "helmet"
	Chestplate Family = "chestplate"
	Leggings   Family = "leggings"
	Boots      Family = "boots"
	Rod        Family = "rod" // sticks, rods, bones
	Mushroom   Family = "mushroom"
	Shield     Family = "shield"
	Plant      Family = "plant" // flowers, saplings, ferns, crops, corals
	Egg        Family = "egg"
	Candle     Family = "candle"
	Book       Family = "book" // a closed book: cover, spine, page edges
	Key        Family = "key"
	Lantern    Family = "lantern"
	Arrow      Family = "arrow"  // arrows, bolts, darts
	Bundle     Family = "bundle" // sacks, bags, pouches
	Dial       Family = "dial"   // clocks, compasses, watches
	Door       Family = "door"   // a door as the game's item draws it
	Boat       Family = "boat"   // boats and rafts
	Sign       Family = "sign"   // signs and hanging signs
	Minecart   Family = "minecart"
	Torch      Family = "torch"  // torches: a stick with a flame
	Spike      Family = "spike"  // pointed dripstone, icicles, thorns, fangs
	Saddle     Family = "saddle" // saddles and harnesses
	Orb        Family = "orb"    // pearls, eyes, balls, orbs and drops
	Rail       Family = "rail"   // rails seen from above: two rails on ties
)

// Flat item families.
const (
	Paper    Family = "paper"
	Map      Family = "map"
	BookPage Family = "book_page"
	Disc     Family = "disc"
	Dye      Family = "dye"
	Rune     Family = "rune"
	Coin     Family = "coin"
)

// Families lists every family with its kind, in a stable order.
var Families = []struct {
	Family Family
	Kind   Kind
}{
	{Stone, Block}, {Cobblestone, Block}, {Bricks, Block}, {Tiles, Block}, {Planks, Block},
	{LogSide, Block}, {LogTop, Block}, {Ore, Block}, {Storage, Block}, {Glass, Block},
	{Leaves, Block}, {Wool, Block}, {Sand, Block}, {Dirt, Block}, {Gravel, Block},
	{Grass, Block}, {Sandstone, Block}, {Crystal, Block}, {Lava, Block}, {Water, Block},
	{MushroomBlock, Block}, {Ice, Block}, {Concrete, Block}, {Lamp, Block}, {Machine, Block},
	{Trapdoor, Block}, {Pillar, Block}, {Shelf, Block}, {Plating, Block}, {Porous, Block}, {Hide, Block},

	{Sword, Item}, {Pickaxe, Item}, {Axe, Item}, {Shovel, Item}, {Hoe, Item}, {Bow, Item},
	{Staff, Item}, {Gem, Item}, {Ingot, Item}, {Nugget, Item}, {Dust, Item}, {Potion, Item},
	{Bucket, Item}, {Fruit, Item}, {Bread, Item}, {Meat, Item}, {Ring, Item}, {Helmet, Item},
	{Chestplate, Item}, {Leggings, Item}, {Boots, Item}, {Rod, Item}, {Mushroom, Item},
	{Shield, Item}, {Plant, Item}, {Egg, Item}, {Candle, Item}, {Book, Item}, {Key, Item},
	{Lantern, Item}, {Arrow, Item}, {Bundle, Item}, {Dial, Item}, {Door, Item}, {Boat, Item},
	{Sign, Item}, {Minecart, Item}, {Torch, Item}, {Spike, Item}, {Saddle, Item},
	{Orb, Item}, {Rail, Item},

	{Paper, Flat}, {Map, Flat}, {BookPage, Flat}, {Disc, Flat}, {Dye, Flat}, {Rune, Flat},
	{Coin, Flat},
}

// KindOf returns the kind a family belongs to, or "" for an unknown family.
func KindOf(f Family) Kind {
	for _, e := range Families {
		if e.Family == f {
			return e.Kind
		}
	}
	return ""
}

// DefaultFamily is the family drawn for a kind when neither the prompt's nouns
// nor its materials suggest one of that kind: a stone block, a gem, paper. (A
// "ruby" forced to block is a storage block; that comes from its material, see
// Spec.As.)
func DefaultFamily(k Kind) Family {
	switch k {
	case Item:
		return Gem
	case Flat:
		return Paper
	}
	return Stone
}
