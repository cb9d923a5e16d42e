package spec

import (
	"slices"
	"strings"
)

// The rules TestGenerateMinecraftData gives a vanilla name a family by. They
// read, in order: an exact name, a skip word, the last word (or "<material>
// block"), then minecraft-data's fields: boundingBox ("block" for full cubes,
// "empty" for cross sprites), the mining material, maxDurability and foods.json.

// mcByName gives names whose words mislead the other rules.
var mcByName = map[string]Family{
	"water": Water, "lava": Lava, "sea_lantern": Lamp, "shroomlight": Lamp, "glowstone": Lamp, "redstone_lamp": Lamp,
	"crafting_table": Machine, "ancient_debris": Ore, "budding_amethyst": Crystal, "mangrove_roots": LogSide, "lily_pad": Plant,
	"bookshelf": Shelf, "chiseled_bookshelf": Shelf, "pointed_dripstone": Spike, "basalt": Pillar,
	"polished_basalt": Pillar, "hay_block": Pillar, "barrel": Pillar, "bee_nest": Machine, "beehive": Machine, "cut_copper": Plating, "exposed_cut_copper": Plating,
	"weathered_cut_copper": Plating, "oxidized_cut_copper": Plating, "end_rod": Rod, "breeze_rod": Rod, "blaze_rod": Rod, "stick": Rod, "bone": Rod,
	"redstone": Dust, "gunpowder": Dust, "sugar": Dust, "glowstone_dust": Dust,
	"emerald": Gem, "diamond": Gem, "lapis_lazuli": Gem, "quartz": Gem, "coal": Nugget, "charcoal": Nugget,
	"flint": Nugget, "ender_pearl": Orb, "ender_eye": Orb, "heart_of_the_sea": Orb, "nether_star": Gem,
	"ghast_tear": Orb, "magma_cream": Orb, "slime_ball": Orb, "spider_eye": Orb, "cocoa": Fruit, "cocoa_beans": Fruit, "fermented_spider_eye": Orb, "prismarine_crystals": Gem,
	"raw_iron": Nugget, "raw_copper": Nugget, "raw_gold": Nugget, "netherite_scrap": Nugget,
	"brick": Ingot, "nether_brick": Ingot, "resin_brick": Ingot,
	"paper": Paper, "map": Map, "filled_map": Map, "disc_fragment_5": Disc,
	"book": Book, "written_book": Book, "writable_book": Book, "enchanted_book": Book, "knowledge_book": Book,
	"turtle_helmet": Helmet, "glass_bottle": Potion, "experience_bottle": Potion, "dragon_breath": Potion,
}

// mcSkipWords mark names of shapes and machines no family draws.
var mcSkipWords = strings.Fields(`stairs slab wall fence gate door trapdoor button plate sign banner bed
	pane carpet head skull potted infested waxed template sherd pattern boat raft minecart rail
	torch portal air cauldron bars chain bulb grate statue shelf void column wire tripwire hook crop
	spawner command structure jigsaw barrier light moving piston attached bundle harness armor frame
	stand tag lead horn anvil hopper bell conduit grindstone stonecutter chest lectern
	composter campfire ladder detector scaffolding core vault pot shulker dispenser dropper observer
	comparator repeater furnace smoker table anchor sensor shrieker catalyst crafter tnt target sponge
	jukebox beacon spyglass compass clock shears brush elytra charge rocket star stew soup`)

// mcBlockLastWord gives a full block's family by its last word.
var mcBlockLastWord = map[string]Family{
	"ore": Ore, "bricks": Bricks, "tiles": Tiles, "planks": Planks, "mosaic": Tiles,
	"log": LogSide, "wood": LogSide, "stem": LogSide, "hyphae": LogSide, "leaves": Leaves, "pillar": Pillar,
	"wool": Wool, "glass": Glass, "sand": Sand, "gravel": Gravel, "ice": Ice, "sandstone": Sandstone,
	"terracotta": Concrete, "concrete": Concrete, "powder": Sand, "froglight": Lamp, "nylium": Grass,
	"cluster": Crystal, "bud": Crystal, "dirt": Dirt, "soil": Dirt, "mud": Dirt, "podzol": Dirt,
	"farmland": Dirt, "path": Dirt, "mycelium": Grass, "clay": Concrete, "prismarine": Tiles,
}

// mcBlockBlocks gives "<word> block" names whose word is not a material.
var mcBlockBlocks = map[string]Family{
	"mushroom": MushroomBlock, "wart": Porous, "moss": Grass, "coral": Porous,
	"snow": Sand, "magma": Lava, "slime": Concrete, "honey": Concrete, "honeycomb": Concrete,
	"resin": Concrete, "dripstone": Stone, "bone": Pillar, "bamboo": LogSide,
}

// mcPlantWords mark plants, drawn as plant sprites (mushrooms and fungi as
// mushrooms).
var mcPlantWords = strings.Fields(`sapling propagule fern bush grass seagrass flower tulip orchid allium
	bluet daisy cornflower rose valley dandelion poppy mushroom fungus roots sprouts vines kelp sunflower
	lilac peony blossom petals wildflowers eyeblossom torchflower dripleaf lichen cane wart coral fan
	azalea cactus moss litter cocoa`)

// mcToolLastWord gives a tool, weapon or armour piece its family by its last word.
var mcToolLastWord = map[string]Family{
	"sword": Sword, "pickaxe": Pickaxe, "axe": Axe, "shovel": Shovel, "hoe": Hoe,
	"bow": Bow, "crossbow": Bow, "helmet": Helmet, "chestplate": Chestplate,
	"leggings": Leggings, "boots": Boots, "shield": Shield, "trident": Staff, "spear": Staff,
	"mace": Staff, "rod": Rod, "stick": Rod,
}

// mcItemLastWord gives other items their family by their last word.
var mcItemLastWord = map[string]Family{
	"ingot": Ingot, "nugget": Nugget, "dye": Dye, "dust": Dust, "powder": Dust, "meal": Dust,
	"shard": Gem, "crystals": Gem, "rod": Rod, "potion": Potion, "bottle": Potion,
	"bucket": Bucket, "map": Map, "book": Book, "egg": Egg, "key": Key, "arrow": Arrow,
	"candle": Candle, "lantern": Lantern,
}

// mcSpriteLastWord gives blocks drawn as sprites in the game their item family
// by their last word ("lit" and "stage" suffixes are texture names, not
// block names).
var mcSpriteLastWord = map[string]Family{
	"candle": Candle, "lantern": Lantern, "egg": Egg,
}

// mcMeatWords and mcBakedWords sort foods; any other food is fruit.
var (
	mcMeatWords  = strings.Fields("porkchop beef chicken mutton rabbit cod salmon fish pufferfish flesh eye")
	mcBakedWords = strings.Fields("bread cookie pie cake")
)

// blockFamily returns a block's family, or "" when the rules cannot decide it.
func blockFamily(b mcBlock) Family {
	if f, ok := mcByName[b.Name]; ok {
		return f
	}
	words := strings.Split(b.Name, "_")
	if hasAny(words, mcSkipWords) {
		return ""
	}
	last := words[len(words)-1]
	if f, ok := mcSpriteLastWord[last]; ok {
		return f
	}
	if b.BoundingBox != "block" {
		if hasAny(words, []string{"mushroom", "fungus"}) {
			return Mushroom
		}
		if hasAny(words, mcPlantWords) || strings.Contains(b.Material, "plant") {
			return Plant
		}
		return ""
	}
	if f, ok := mcBlockLastWord[last]; ok {
		return f
	}
	if last == "block" && len(words) > 1 {
		return storageFamily(words[len(words)-2])
	}
	if m, ok := MaterialByName(last); ok && m.Group == Metal {
		return Storage // "oxidized copper", "cut copper"
	}
	switch {
	case strings.Contains(b.Material, "plant"):
		return Plant
	case strings.Contains(b.Material, "leaves"):
		return Leaves
	case b.Material == "wool":
		return Wool
	case b.Material == "mineable/axe":
		return Planks
	case b.Material == "mineable/pickaxe", b.Material == "incorrect_for_wooden_tool":
		return Stone
	case b.Material == "mineable/shovel":
		return Dirt
	}
	return ""
}

// storageFamily returns the family of "<word> block".
func storageFamily(word string) Family {
	if f, ok := mcBlockBlocks[word]; ok {
		return f
	}
	m, ok := MaterialByName(word)
	switch {
	case !ok:
		return ""
	case m.Group == Metal || m.Group == Jewel || m.Family == Storage:
		return Storage
	case KindOf(m.Family) == Block:
		return m.Family
	}
	return ""
}

// itemFamily returns the family of an item that is not a block, or "".
func itemFamily(it mcItem, edible bool) Family {
	if f, ok := mcByName[it.Name]; ok {
		return f
	}
	words := strings.Split(it.Name, "_")
	if hasAny(words, mcSkipWords) {
		return ""
	}
	last := words[len(words)-1]
	switch {
	case strings.HasPrefix(it.Name, "music_disc_"):
		return Disc
	case it.MaxDurability > 0:
		return mcToolLastWord[last]
	case edible && hasAny(words, mcMeatWords):
		return Meat
	case edible && hasAny(words, mcBakedWords):
		return Bread
	case edible && last != "bucket" && last != "bottle":
		return Fruit
	}
	return mcItemLastWord[last]
}

func hasAny(words, set []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(set, w) })
}
