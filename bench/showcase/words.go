package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// Word lists for titles, descriptions, tags and creators' names. A word's
// share of the showcase follows from its list's size and how often the list
// is drawn from: each adjective is in roughly 2-3% of titles, each material
// in 1-2%, so a one-word search finds a few thousand of 100,000 textures.
var (
	adjectives = []string{"mossy", "cracked", "polished", "chiseled", "weathered", "rusty", "glowing", "frozen",
		"burnt", "ancient", "cursed", "enchanted", "smooth", "rough", "dark", "pale", "striped", "spotted",
		"oxidized", "haunted", "royal", "tiny", "shiny", "dusty", "wet", "sunlit"}
	materials = []string{"oak", "birch", "spruce", "jungle", "acacia", "cherry", "mangrove", "bamboo", "stone",
		"cobblestone", "granite", "diorite", "andesite", "deepslate", "basalt", "blackstone", "sandstone", "quartz",
		"obsidian", "amethyst", "ruby", "emerald", "diamond", "gold", "iron", "copper", "netherite", "lapis",
		"coal", "redstone", "prismarine", "terracotta", "wool", "glass", "ice", "snow", "clay", "brick", "mud",
		"crimson", "warped", "purpur", "bone", "leather", "silver", "jade", "marble", "slate", "sapphire",
		"tin", "bronze", "honey", "coral", "sand"}
	blocks = []string{"planks", "bricks", "tiles", "block", "ore", "log", "leaves", "wall", "pillar", "lamp",
		"slab", "door", "trapdoor", "crate", "barrel", "shelf", "path", "roof tiles", "panel", "mosaic"}
	items = []string{"sword", "pickaxe", "axe", "shovel", "hoe", "bow", "staff", "wand", "helmet", "chestplate",
		"boots", "ring", "amulet", "gem", "ingot", "nugget", "apple", "potion", "scroll", "key", "coin",
		"shield", "dagger", "arrow", "crossbow", "trident", "lantern", "bucket", "compass", "spear"}
	flats = []string{"map", "paper", "rune", "banner", "painting", "page", "sign", "pattern", "carpet", "poster",
		"card", "seal", "emblem", "sticker"}
	builds = []string{"castle", "village", "dungeon", "treehouse", "pirate ship", "temple", "mine", "farm",
		"city", "tower", "base", "bridge", "library", "harbour", "cottage", "fortress", "garden", "museum"}
	palettes = []string{"warm", "cool", "muted", "vivid", "pastel", "earthy", "neon", "monochrome", "autumn",
		"sunset"}
	themes = []string{"medieval", "fantasy", "nether", "end", "ocean", "desert", "winter", "spooky", "cozy",
		"sci-fi", "steampunk", "rustic", "modern", "cute", "vanilla-friendly", "realistic", "cartoon", "survival",
		"creative", "adventure"}
	creatures = []string{"fox", "wolf", "owl", "golem", "miner", "smith", "builder", "crafter", "wizard",
		"knight", "bard", "ranger", "pixel", "block", "cat", "dragon", "bee", "frog", "otter", "raven"}
	descriptions = []string{
		"A %[1]s %[2]s for my %[3]s build.",
		"Hand-touched %[2]s texture with a %[4]s palette; it tiles without seams.",
		"Made for my %[5]s resource pack. Pairs well with %[1]s %[6]s.",
		"My take on %[2]s: %[4]s colours, a little noise, no anti-aliasing.",
		"Used all over our %[3]s. Free to use, credit appreciated!",
		"Started from the built-in engine, then repainted most of the pixels by hand. %[4]s tones.",
		"",
	}
)

// creatorName is a creator's username, unique for i (3-30 characters).
func creatorName(r *rand.Rand, i int) string {
	return fmt.Sprintf("%s%s%d", pick(r, adjectives), pick(r, creatures), i)
}

// sharedText is the title, description and tags of one shared texture of the kind.
func sharedText(r *rand.Rand, kind string) (title, description string, tags []string) {
	thing := pick(r, blocks)
	switch kind {
	case "item":
		thing = pick(r, items)
	case "flat":
		thing = pick(r, flats)
	}
	material := pick(r, materials)
	adjective := ""
	words := []string{material, thing}
	if r.IntN(10) < 6 {
		adjective = pick(r, adjectives)
		words = append([]string{adjective}, words...)
	}
	title = strings.Join(words, " ")
	if r.IntN(8) == 0 {
		title += fmt.Sprintf(" v%d", 2+r.IntN(4))
	}
	title = strings.ToUpper(title[:1]) + title[1:]
	if adjective == "" {
		adjective = pick(r, adjectives)
	}
	description = fmt.Sprintf(pick(r, descriptions), adjective, material+" "+thing, pick(r, builds),
		pick(r, palettes), pick(r, themes), pick(r, materials))
	tags = []string{material}
	for range r.IntN(5) {
		tag := pick(r, themes)
		if r.IntN(3) == 0 {
			tag = pick(r, palettes)
		}
		if !slices.Contains(tags, tag) {
			tags = append(tags, tag)
		}
	}
	return title, description, tags
}

func pick(r *rand.Rand, words []string) string { return words[r.IntN(len(words))] }
