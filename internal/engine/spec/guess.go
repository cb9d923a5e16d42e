package spec

import (
	"fmt"
	"strings"
)

// confGuessed is the confidence of a family guessed from a word no table
// names as a noun.
const confGuessed = 0.6

// hints name, per family, everyday things no family draws but whose shape one
// of them comes close to: a boomerang is drawn as a bow, a pocket watch as a
// coin, sushi as baked food. They are read only when no noun or material
// decided the family, and the reading says so.
var hints = []struct {
	family Family
	words  string
}{
	{Sword, "lightsaber, sabre-tooth, bayonet, stiletto, kunai, shiv"},
	{Pickaxe, "wrench, spanner, crowbar, screwdriver, drill, jackhammer, gavel, anchor"},
	{Bow, "boomerang, harp, lyre, catapult"},
	{Staff, "gun, pistol, rifle, blaster, laser, raygun, musket, shotgun, cannon, umbrella, broom, " +
		"broomstick, microphone, flagpole, totem pole, guitar, violin, trumpet, flute, saxophone"},
	{Rod, "pen, pencil, quill, chopstick, needle, nail, straw, matchstick, match, crayon, chalk, whistle, " +
		"paintbrush, brush, feather, tentacle, antenna, tusk"},
	{Potion, "vase, perfume, beaker, test tube, ink bottle, canteen, thermos, lamp oil, serum, antidote, " +
		"medicine, syrup, soda, juice, milk, wine, beer, ale, mead, sake"},
	{Bucket, "cup, mug, teacup, tankard, goblet, chalice, bowl, basket, cauldron, kettle, pot, " +
		"bin, trash can, can"},
	{Fruit, "grenade, bomb, bauble, ornament, balloon, globe, planet, onion, " +
		"turnip, avocado, eggplant, pepper, chili, cabbage, lettuce, corn, pineapple, kiwi, " +
		"fig, apricot, nut, acorn, walnut, chestnut, pea, marble ball"},
	{Bread, "sushi, onigiri, dumpling, candy, sweet, lollipop, burger, hamburger, " +
		"cheeseburger, hotdog, taco, burrito, fries, noodle, ramen, pasta, spaghetti, cracker, pretzel, " +
		"brownie, macaron, marshmallow, gummy, jelly, pudding, scone, dough, popcorn, nacho, " +
		"omelette, sundae, dessert, snack, food, meal, candy bar, ration"},
	{Meat, "shrimp, prawn, lobster, crab, squid, octopus, calamari, shellfish, tail, wing, " +
		"leg, organ, heart, brain, liver, eye, eyeball"},
	{Gem, "star, soul, essence, core, fragment, relic, artifact, artefact, idol, trinket, treasure, " +
		"crystal ball, prism, stone of power, orbstone"},
	{Ring, "earring, halo, hoop, wreath, collar, bangle, anklet"},
	{Helmet, "mask, goggles, headphones, headset, bandana, beanie, headband, wig, turban, sombrero, " +
		"beret, fedora"},
	{Chestplate, "cape, cloak, dress, hoodie, sweater, uniform, suit, jetpack, poncho, apron, " +
		"overalls, kimono, gown, scarf"},
	{Leggings, "skirt, shorts, jeans, kilt"},
	{Boots, "sneaker, slipper, skate, flipper, sock, clog, heel"},
	{Shield, "targe, aegis, pavise, barrier"},
	{Key, "lockpick, padlock, lock"},
	{Book, "magazine, comic, novel, album, binder, ledger, logbook, encyclopedia, dictionary, folder, " +
		"textbook, storybook, sketchbook"},
	{Lantern, "flashlight, lightbulb, bulb, streetlight, lamppost, beacon light"},
	{Egg, "cocoon, pod, larva, nest"},
	{Arrow, "missile, rocket, harpoon, shuriken, throwing star"},
	{Nugget, "bullet, lump, clump, scrap, slug, bead"},
	{Dust, "glitter, spice, pepper flakes, confetti, spores"},
	{Coin, "badge, button, poker chip, chip, sticker, patch, mirror, coaster, cookie cutter, radar"},
	{Paper, "newspaper, photo, photograph, painting, canvas, diploma, certificate, contract, " +
		"invitation, menu, coupon, banknote, bill, cash, flag, leaflet, brochure, notice, bookmark"},
	{Map, "blueprint, floor plan, schematic, diagram"},
	{Disc, "cd, dvd, frisbee, saucer, dinner plate, wheel, cassette"},
	{Rune, "tablet, plaque, tombstone, gravestone, headstone, monolith, hieroglyph"},
	{Dye, "ink, splash, blob, goo, paint bucket"},
	{Plant, "bonsai, clover leaf, thistle, dandelion puff, pumpkin vine, mistletoe, holly"},

	{Concrete, "asphalt, tarmac, linoleum, rubber, plastic, vinyl floor, foam, cheese block"},
	{Tiles, "circuit, circuitry, motherboard, keyboard, grid, dashboard"},
	{Machine, "safe, locker, engine, fridge, refrigerator, microwave, washing machine, arcade machine, " +
		"vending machine, speaker, amplifier, radio, television, tv, monitor"},
	{Wool, "quilt, blanket, pillow, cushion, mattress, towel"},
	{Sand, "sugar cube, salt block"},
	{Planks, "cabinet, drawer, wardrobe, table, desk, chair, bench, crate lid"},
}

// guess chooses a family for a prompt whose words named no object, from the
// last word that named nothing (the head, as "watch" in "pocket watch"): a
// hint for it or the phrase it ends, then a known noun it ends in
// ("moonstone", "swordfish"), then an ending that names a material
// ("vibranium", "kryptonite"). A class word keeps its kind. It returns the
// family and why, or ok false.
func (lx *lexicon) guess(unknown []string, class Kind, materials []string) (f Family, why string, ok bool) {
	word := unknown[len(unknown)-1]
	key := keyOf(strings.ToLower(word))
	nearest := func(name string, h Family) (Family, string, bool) {
		g := fitted(class, h, materials)
		return g, fmt.Sprintf("“%s” is drawn as the nearest shape the engine knows: %s", name, label(g)), true
	}
	if n := len(unknown); n > 1 {
		if h, found := lx.hints[keyOf(strings.ToLower(unknown[n-2]))+" "+key]; found {
			return nearest(unknown[n-2]+" "+word, h)
		}
	}
	if h, found := lx.hints[key]; found {
		return nearest(word, h)
	}
	for k := 2; k+3 <= len(key); k++ {
		if e, found := lx.words[key[k:]]; found && e.family != "" {
			g := fitted(class, e.family, materials)
			return g, fmt.Sprintf("“%s” ends in “%s”, so it is drawn as %s", word, key[k:], label(g)), true
		}
	}
	for _, end := range materialEndings {
		if len(key) > len(end.suffix)+2 && strings.HasSuffix(key, end.suffix) {
			g := fitted(class, end.family, materials)
			return g, fmt.Sprintf("“%s” sounds like %s, so it is drawn as %s", word, end.sounds, label(g)), true
		}
	}
	return "", "", false
}

// materialEndings are the endings of made-up minerals and metals.
var materialEndings = []struct {
	suffix, sounds string
	family         Family
}{
	{"ium", "a metal", Ingot},
	{"ite", "a mineral", Gem},
	{"ine", "a mineral", Gem},
	{"yst", "a mineral", Gem},
}

// fitted is f, or its nearest family of the kind a class word asks for.
func fitted(class Kind, f Family, materials []string) Family {
	if class == "" {
		return f
	}
	return fit(class, f, materials)
}

// unguessed says why a prompt whose words named nothing is drawn as its
// kind's default.
func unguessed(unknown []string, f Family) string {
	return fmt.Sprintf("No word names a shape the engine knows (“%s”), so it is drawn as %s. "+
		"Name a shape, such as sword, potion, flower or block, to change it", strings.Join(unknown, " "), label(f))
}

// labels name families for people where "a" and the family's name would
// not read well.
var labels = map[Family]string{
	Bread: "baked food", Meat: "a piece of meat", Dust: "a pile of dust", Tiles: "a tiled block",
	Storage: "a metal block", Planks: "a wooden planks block", LogSide: "the side of a log",
	LogTop: "the top of a log", Leggings: "leggings", Boots: "boots", Wool: "a wool block",
	Leaves: "a leaves block", Grass: "a grass block", Coin: "a coin (a flat item)",
	Paper: "paper (a flat item)", Map: "a map (a flat item)", Disc: "a disc (a flat item)",
	Rune: "a rune tablet (a flat item)", Dye: "a dye (a flat item)", BookPage: "a book page (a flat item)",
}

// label names a family for people: "a bow", "a stone block", "baked food".
func label(f Family) string {
	if l, ok := labels[f]; ok {
		return l
	}
	name := strings.ReplaceAll(string(f), "_", " ")
	if KindOf(f) == Block && !strings.HasSuffix(name, "block") {
		name += " block"
	}
	if strings.ContainsRune("aeiou", rune(name[0])) {
		return "an " + name
	}
	return "a " + name
}
