package textures

import (
	_ "embed"
	"slices"
	"strings"
)

// The vanilla texture names a pack can replace, one a line: the PNG file
// names under blocks/ and items/ of Java Edition 1.21.11 in the npm package
// minecraft-assets 1.19.0 (MIT licence, PrismarineJS), its newest data. Only
// the names are kept. To refresh them:
//
//	npm pack minecraft-assets && tar xzf minecraft-assets-*.tgz
//	ls package/minecraft-assets/data/VERSION/blocks | grep '\.png$' | sed 's/\.png$//' | LC_ALL=C sort -u > vanilla_block.txt
//
// (and the same for items into vanilla_item.txt).
var (
	//go:embed vanilla_block.txt
	vanillaBlockList string
	//go:embed vanilla_item.txt
	vanillaItemList string

	vanillaNames = map[string][]string{
		"block": strings.Fields(vanillaBlockList),
		"item":  strings.Fields(vanillaItemList),
	}
)

// MaxNameMatches is the most names SearchVanilla returns.
const MaxNameMatches = 50

// SearchVanilla returns the vanilla texture names of a folder ("block" or
// "item") that contain q (spaces read as underscores): names starting with q
// first, then the rest, each alphabetical; at most MaxNameMatches. An unknown
// folder has no names.
func SearchVanilla(folder, q string) []string {
	q = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(q)), " ", "_")
	var prefix, inside []string
	for _, name := range vanillaNames[folder] {
		switch {
		case strings.HasPrefix(name, q):
			prefix = append(prefix, name)
		case strings.Contains(name, q):
			inside = append(inside, name)
		}
		if len(prefix) >= MaxNameMatches {
			break
		}
	}
	out := append(prefix, inside...)
	if len(out) > MaxNameMatches {
		out = out[:MaxNameMatches]
	}
	if out == nil {
		out = []string{}
	}
	return out
}

// isVanilla reports whether name is a vanilla texture of the folder.
func isVanilla(folder, name string) bool {
	_, found := slices.BinarySearch(vanillaNames[folder], name)
	return found
}

// bedrockNames maps Java texture names to Bedrock's where they differ (Bedrock
// kept the names Java used before 1.13); every other name is the same in both.
var bedrockNames = map[string]string{
	// blocks
	"oak_planks": "planks_oak", "spruce_planks": "planks_spruce", "birch_planks": "planks_birch",
	"jungle_planks": "planks_jungle", "acacia_planks": "planks_acacia", "dark_oak_planks": "planks_big_oak",
	"oak_log": "log_oak", "oak_log_top": "log_oak_top", "spruce_log": "log_spruce", "spruce_log_top": "log_spruce_top",
	"birch_log": "log_birch", "birch_log_top": "log_birch_top", "jungle_log": "log_jungle",
	"jungle_log_top": "log_jungle_top", "acacia_log": "log_acacia", "acacia_log_top": "log_acacia_top",
	"dark_oak_log": "log_big_oak", "dark_oak_log_top": "log_big_oak_top",
	"oak_leaves": "leaves_oak", "spruce_leaves": "leaves_spruce", "birch_leaves": "leaves_birch",
	"jungle_leaves": "leaves_jungle", "acacia_leaves": "leaves_acacia", "dark_oak_leaves": "leaves_big_oak",
	"grass_block_top": "grass_top", "grass_block_side": "grass_side_carried", "podzol_top": "dirt_podzol_top",
	"stone_bricks": "stonebrick", "mossy_stone_bricks": "stonebrick_mossy", "cracked_stone_bricks": "stonebrick_cracked",
	"chiseled_stone_bricks": "stonebrick_carved", "mossy_cobblestone": "cobblestone_mossy", "bricks": "brick",
	"smooth_stone": "stone_slab_top", "granite": "stone_granite", "polished_granite": "stone_granite_smooth",
	"diorite": "stone_diorite", "polished_diorite": "stone_diorite_smooth", "andesite": "stone_andesite",
	"polished_andesite": "stone_andesite_smooth", "sandstone": "sandstone_normal", "chiseled_sandstone": "sandstone_carved",
	"cut_sandstone": "sandstone_smooth", "nether_bricks": "nether_brick", "red_nether_bricks": "red_nether_brick",
	"end_stone_bricks": "end_bricks", "packed_ice": "ice_packed", "terracotta": "hardened_clay",
	"prismarine": "prismarine_rough", "dark_prismarine": "prismarine_dark", "wet_sponge": "sponge_wet",
	"spawner": "mob_spawner", "slime_block": "slime", "furnace_front": "furnace_front_off",
	// items
	"wooden_sword": "wood_sword", "wooden_pickaxe": "wood_pickaxe", "wooden_axe": "wood_axe",
	"wooden_shovel": "wood_shovel", "wooden_hoe": "wood_hoe", "golden_sword": "gold_sword",
	"golden_pickaxe": "gold_pickaxe", "golden_axe": "gold_axe", "golden_shovel": "gold_shovel", "golden_hoe": "gold_hoe",
	"golden_apple": "apple_golden", "golden_carrot": "carrot_golden", "beef": "beef_raw", "cooked_beef": "beef_cooked",
	"porkchop": "porkchop_raw", "cooked_porkchop": "porkchop_cooked", "chicken": "chicken_raw",
	"cooked_chicken": "chicken_cooked", "bow": "bow_standby", "bucket": "bucket_empty", "water_bucket": "bucket_water",
	"lava_bucket": "bucket_lava", "milk_bucket": "bucket_milk", "book": "book_normal", "writable_book": "book_writable",
	"written_book": "book_written", "enchanted_book": "book_enchanted", "map": "map_empty", "filled_map": "map_filled",
	"redstone": "redstone_dust", "clock": "clock_item", "compass": "compass_item", "glass_bottle": "potion_bottle_empty",
	"melon_slice": "melon", "wheat_seeds": "seeds_wheat",
}

// Bedrock's names for the 16 colours where Java's differ (light_gray is silver).
var colors = []string{"white", "orange", "magenta", "light_blue", "yellow", "lime", "pink", "gray", "light_gray",
	"cyan", "purple", "blue", "brown", "green", "red", "black"}

func init() {
	for _, c := range colors {
		b := c
		if c == "light_gray" {
			b = "silver"
		}
		bedrockNames[c+"_wool"] = "wool_colored_" + b
		bedrockNames[c+"_terracotta"] = "hardened_clay_stained_" + b
		bedrockNames[c+"_concrete"] = "concrete_" + b
		bedrockNames[c+"_stained_glass"] = "glass_" + b
	}
}

// bedrockName is the Bedrock file name of a vanilla Java texture name.
func bedrockName(javaName string) string {
	if b, ok := bedrockNames[javaName]; ok {
		return b
	}
	return javaName
}
