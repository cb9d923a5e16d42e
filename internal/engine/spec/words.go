package spec

// The hand-written vocabulary. Each table is data: comma-separated words and
// phrases, written as people type them (plurals and spelling variants are
// folded by keyOf, so "swords" needs no entry). lexicon.go turns the tables
// into one index; lexicon_test.go checks that no two tables disagree.

// nouns lists, per family, the nouns and noun phrases that name it. The
// rightmost noun of a prompt is its head and decides the family (parse.go).
var nouns = []struct {
	family Family
	words  string
}{
	{Stone, "stone, rock, boulder, cliff, bedrock, deepslate, netherrack, obsidian, crying obsidian, end stone, " +
		"granite, diorite, andesite, blackstone, tuff, calcite, marble, slate, limestone, cave wall, stonework, " +
		"destroy stage, smooth quartz"},
	{Cobblestone, "cobblestone, cobble, rubble stone, fieldstone, cobbled deepslate"},
	{Bricks, "bricks, stone brick, stone bricks, nether bricks, masonry, brickwork"},
	{Tiles, "tile, tiles, floor, flooring, mosaic, pavement, paving, parquet, checkerboard, flagstone, " +
		"glazed terracotta, debug, debug2"},
	{Planks, "plank, planks, board, boards, floorboard, floorboards, wood, lumber, timber, crate, wood panel, fence, " +
		"fence gate"},
	{LogSide, "log, bark, trunk, tree trunk, tree, stem, hyphae"},
	{LogTop, "log top, top of a log, log end, stump, tree stump, tree ring, tree rings, end grain, cross section"},
	{Ore, "ore, vein, ore vein, deposit, lode, sculk, sculk sensor, calibrated sculk sensor, sculk shrieker, " +
		"sculk catalyst"},
	{Glass, "glass, window, pane, windowpane, stained glass, glass block"},
	{Leaves, "leaves, leaf, foliage, hedge, canopy, greenery, tree leaves, azalea"},
	{Wool, "wool, carpet, cloth, fabric, felt, textile, rug, cotton, silk, linen, tapestry"},
	{Sand, "sand, beach, desert, dune, red sand, soul sand, snow, powder snow, concrete powder"},
	{Dirt, "dirt, soil, mud, earth, ground, coarse dirt, podzol, farmland, dirt path, compost"},
	{Gravel, "gravel, pebble, pebbles, shingle, rubble, scree"},
	{Grass, "grass, grass block, lawn, turf, meadow, sod, moss, mycelium, moss carpet"},
	{Sandstone, "sandstone, red sandstone, cut sandstone"},
	{Crystal, "geode, druse, budding amethyst, amethyst block"},
	{Lava, "lava, magma, molten rock, lava lake"},
	{Water, "water, ocean, sea, lake, river, pond, waves, portal, nether portal"},
	{MushroomBlock, "mushroom block, mushroom cap, fungus block, toadstool block"},
	{Ice, "ice, packed ice, glacier, ice block"},
	{Concrete, "concrete, terracotta, clay, plaster, cement, stucco, porcelain, ceramic"},
	{Machine, "machine, furnace, oven, kiln, forge, smoker, blast furnace, dispenser, dropper, observer, crafter, brewing stand base, " +
		"piston, jukebox, spawner, vault, generator, reactor, console, computer, server, control panel, " +
		"command block, structure block, jigsaw block, machine block, engine block, contraption, " +
		"workbench, cartography table, fletching table, smithing table, enchanting table, loom, " +
		"lectern, stonecutter, grindstone, respawn anchor, lodestone, note block, beacon, daylight detector, " +
		"composter, bee nest, beehive, comparator, repeater"},
	{Storage, "shulker box, box, chest, strongbox, coffer, lockbox"},
	{Trapdoor, "trapdoor, trap door, hatch"},
	{Pillar, "pillar, column, basalt, hay bale, hay block, bone block, barrel"},
	{Shelf, "shelf, bookshelf, bookcase, chiseled bookshelf, shelves"},
	{Plating, "plating, plates, plate, metal plate, metal panel, steel panel, panel, sheet metal, metal sheet, " +
		"metal, tread plate, anvil, grate, grating, iron bars, copper bars, metal bars, exposed copper bars, " +
		"weathered copper bars, oxidized copper bars, cut copper"},
	{Hide, "hide, dried ghast, leather block, wrinkled skin"},
	{Porous, "sponge, wet sponge, coral block, pumice, sponge block, brain coral block, bubble coral block, " +
		"fire coral block, horn coral block, tube coral block, dead coral block, dead brain coral block, " +
		"dead bubble coral block, dead fire coral block, dead horn coral block, dead tube coral block, wart block, " +
		"nether wart block"},
	{Lamp, "conduit, lamp, copper bulb, exposed copper bulb, weathered copper bulb, oxidized copper bulb, " +
		"redstone lamp, glowstone, sea lantern, froglight, shroomlight, light block, lamp block"},

	{Sword, "sword, blade, sabre, saber, katana, dagger, knife, rapier, cutlass, scimitar, longsword, " +
		"broadsword, shortsword, claymore, machete, falchion, gladius, weapon"},
	{Pickaxe, "pickaxe, pickax, pick, mattock, hammer, warhammer, war hammer, mallet, maul, tool"},
	{Axe, "axe, ax, hatchet, tomahawk, battle axe, battleaxe, cleaver"},
	{Shovel, "shovel, spade, trowel"},
	{Hoe, "hoe, scythe, sickle, rake"},
	{Bow, "bow, crossbow, longbow, shortbow, slingshot"},
	{Staff, "staff, wand, sceptre, scepter, trident, spear, lance, halberd, glaive, pike, javelin, " +
		"polearm, mace, club, flail, morningstar, cudgel"},
	{Gem, "gem, gemstone, jewel, shard, diamond, emerald, ruby, sapphire, topaz, jade, onyx, opal, " +
		"pearl, garnet, citrine, aquamarine, peridot, amber, amethyst, lapis, lapis lazuli, " +
		"quartz, crystal, end crystal, prismarine crystals"},
	{Ingot, "ingot, bar, billet, brick, nether brick, resin brick"},
	{Nugget, "nugget, pellet, raw ore, chunk, clay ball, honeycomb, coal, charcoal, flint, lump of coal"},
	{Dust, "dust, powder, gunpowder, sugar, bone meal, flour, ash, salt, sawdust, pile"},
	{Potion, "potion, bottle, flask, vial, elixir, phial, brew, tonic, glass bottle, jar, hourglass, snow globe, brewing stand"},
	{Bucket, "bucket, pail, hopper"},
	{Fruit, "apple, orange, fruit, berry, melon slice, melon, watermelon, plum, pear, peach, banana, grape, " +
		"lemon, lime, carrot, potato, beetroot, tomato, strawberry, blueberry, mango, coconut, olive, " +
		"pumpkin, honeydew, vegetable, chorus fruit, seed, seeds, beetroot seeds, melon seeds, pumpkin seeds, " +
		"wheat seeds, torchflower seeds, cocoa, cocoa pod, cocoa beans, parsnip, radish, ginger, sweet potato, " +
		"baked potato, watermelon slice, glistering melon slice, sweet berry, glow berry, berries, bean, beans"},
	{Bread, "bread, loaf, cake, pie, cookie, biscuit, bun, baguette, croissant, muffin, cupcake, pastry, donut, bagel, tart, quiche, " +
		"doughnut, waffle, toast, pizza, cheese, sandwich, pancake, ice cream, ice cream cone"},
	{Meat, "meat, steak, beef, porkchop, pork chop, pork, chicken, drumstick, ham, fish, mutton, bacon, " +
		"cod, salmon, trout, tuna, puffer fish, pufferfish, tropical fish, sausage, rib, ribs, jerky, flesh, " +
		"rotten flesh, turkey, rabbit"},
	{Ring, "ring, band, signet, amulet, necklace, pendant, talisman, charm, bracelet"},
	{Helmet, "helmet, helm, cap, hat, top hat, crown, hood, visor, headgear, tiara, circlet"},
	{Chestplate, "chestplate, armor, armour, tunic, breastplate, cuirass, chainmail, vest, robe, jacket, " +
		"shirt, coat, body armor, body armour, horse armor, horse armour"},
	{Leggings, "leggings, legging, pants, greaves, trousers"},
	{Boots, "boots, boot, shoe, shoes, sandal, sandals"},
	{Rod, "chain, iron chain, copper chain, exposed copper chain, weathered copper chain, oxidized copper chain, " +
		"spyglass, telescope, stick, rod, bone, blaze rod, fishing rod, twig, branch, pole, baton, cane"},
	{Mushroom, "mushroom, fungus, toadstool, shroom"},
	{Shield, "shield, buckler"},
	{Plant, "plant, flower, sapling, fern, rose, tulip, daisy, dandelion, poppy, orchid, lily, sprout, " +
		"seedling, herb, weed, vine, cactus, sunflower, cornflower, bluebell, lichen, allium, peony, lilac, " +
		"bluet, blossom, bloom, bouquet, petals, wildflower, wildflowers, coral, coral fan, sea fan, kelp, " +
		"seagrass, seaweed, wheat, crop, crops, roots, reed, reeds, sugar cane, bamboo shoot, clover, " +
		"shamrock, lotus, marigold, hibiscus, sprig, houseplant, succulent, dripleaf, eyeblossom, bush, shrub, " +
		"tall grass, short grass, dry grass, dead bush, berry bush, sweet berry bush, rose bush, hanging moss, " +
		"melon stem, pumpkin stem, flower stem, tumbleweed, bamboo, bamboo stalk, sea pickle, large leaves, " +
		"small leaves, dripleaf stem, petals stem, wildflowers stem"},
	{Egg, "egg, spawn egg, easter egg, dragon egg, turtle egg"},
	{Candle, "candle, taper, candlestick"},
	{Book, "book, tome, spellbook, spell book, journal, diary, grimoire, codex, notebook, cookbook, " +
		"guidebook, bible"},
	{Key, "key, skeleton key, trial key"},
	{Lantern, "lantern, soul lantern, paper lantern, oil lamp, light, bell"},
	{Bundle, "bundle, sack, bag, pouch, purse, satchel, knapsack, backpack, rucksack, sandbag, loot bag"},
	{Dial, "magnifying glass, clock, compass, recovery compass, watch, pocket watch, stopwatch, gauge, dial, " +
		"sundial, timer, chronometer, barometer, pressure gauge"},
	{Door, "door"},
	{Boat, "boat, raft, canoe, rowboat, kayak, chest boat, chest raft"},
	{Sign, "sign, hanging sign, signpost, signboard"},
	{Minecart, "minecart, mine cart, cart, wagon, chest minecart, furnace minecart, hopper minecart, tnt minecart, " +
		"command block minecart"},
	{Torch, "torch, soul torch, redstone torch, copper torch, fire, soul fire, flame, bonfire, campfire, " +
		"soul campfire, campfire fire, soul campfire fire"},
	{Spike, "crystal cluster, cluster, amethyst cluster, amethyst bud, bud, spike, pointed dripstone, " +
		"stalactite, stalagmite, icicle, thorn, fang, tooth, claw, horn, goat horn"},
	{Saddle, "saddle, harness"},
	{Orb, "orb, sphere, ball, spider eye, fermented spider eye, ender pearl, ender eye, eye of ender, " +
		"slime ball, slimeball, magma cream, heart of the sea, fire charge, firework star, snowball, ghast tear, " +
		"tear, ink sac, glow ink sac, bubble, nautilus shell, wind charge"},
	{Rail, "rail, rails, powered rail, activator rail, detector rail, rail corner, track, railway, ladder"},
	{Arrow, "arrow, bolt, dart, quarrel, spectral arrow, tipped arrow"},

	{Paper, "paper, parchment, note, letter, scroll, sheet, document, envelope, ticket, card, recipe, " +
		"label, receipt, poster, flyer, postcard, banner pattern"},
	{Map, "map, chart, treasure map, atlas"},
	{BookPage, "book page, page, manuscript"},
	{Disc, "disc, disk, record, music disc, vinyl"},
	{Dye, "dye, pigment, paint"},
	{Rune, "rune, glyph, sigil, symbol, emblem, seal, pottery sherd, sherd, smithing template, armor trim, " +
		"armour trim"},
	{Coin, "coin, token, medal, medallion, doubloon, currency, money"},
}

// classWords are words that name a kind outright. They win over the head noun
// (§2.3 rule 1). Some are family nouns too ("ore", "planks", "page").
var classWords = []struct {
	kind  Kind
	words string
}{
	{Block, "block, cube, ore, planks, bricks, tiles, wall, floor, tileable, seamless, slab, pillar"},
	{Item, "item, icon, sprite, inventory"},
	{Flat, "flat, sheet, page"},
}

// materialAliases maps a Materials name to other words for it.
var materialAliases = []struct {
	material string
	words    string
}{
	{"gold", "golden, gilded, gilt"},
	{"wood", "wooden, timber, lumber, wood panel"},
	{"cobblestone", "cobble, cobbled"},
	{"stone", "stony, stonework, stone brick, stone bricks"},
	{"iron", "metal, metallic, chainmail, chain, iron chain"},
	{"steel", "steely"},
	{"silver", "silvery"},
	{"copper", "coppery, copper chain, exposed copper chain, weathered copper chain, oxidized copper chain, copper bars, exposed copper bars, weathered copper bars, oxidized copper bars, " +
		"copper bulb, exposed copper bulb, weathered copper bulb, oxidized copper bulb"},
	{"brick", "bricks, brickwork"},
	{"nether brick", "nether bricks"},
	{"lapis", "lapis lazuli"},
	{"quartz", "nether quartz, smooth quartz"},
	{"sculk", "sculk sensor, calibrated sculk sensor, sculk shrieker, sculk catalyst"},
	{"crystal", "crystalline, crystal cluster"},
	{"glass", "glassy, stained glass, glass block, glass bottle"},
	{"dark oak", "darkoak"},
	{"ice", "ice block, packed ice"},
	{"ender", "ender pearl"},
	{"sand", "sandy"},
	{"mud", "muddy"},
	{"bone", "bony"},
	{"slime", "slimy, slimeball"},
	{"honey", "honeycomb"},
	{"obsidian", "crying obsidian"},
	{"deepslate", "cobbled deepslate"},
	{"sandstone", "cut sandstone"},
	{"amethyst", "amethyst cluster, amethyst bud"},
	{"blaze", "blaze rod"},
	{"paper", "papery"},
}

// modifierWords maps each modifier to the words that ask for it. The tone words
// "light", "dark", "pale", "deep", "bright" and "pastel" are here too: they
// shade a colour that follows them and are a modifier only otherwise.
var modifierWords = []struct {
	modifier string
	words    string
}{
	{Mossy, "mossy, moss, overgrown, moldy, mouldy, vined, viny, moss-covered"},
	{Cracked, "destroy stage, cracked, broken, damaged, shattered, crumbling, crumbled, chipped, fractured, " +
		"split, cracks"},
	{Glowing, "glowing, glow, glowy, luminous, shiny, shining, radiant, lit, glimmering, gleaming, " +
		"shimmering, sparkling, sparkly, emissive, luminescent, fluorescent, incandescent, flaming, " +
		"burning, fiery, molten, bright, fire, flame, flames, flaming, blazing, inferno, ember, embers, " +
		"lightning, electric, electrified, thunder, spark, sparking"},
	{Polished, "polished, smooth, sleek, glossy, refined, buffed, clean, pristine, cut"},
	{Rusty, "rusty, rusted, rust, corroded, tarnished, eroded"},
	{Exposed, "exposed copper chain, exposed copper bars, exposed copper bulb, exposed, slightly weathered, slightly oxidized, " +
		"slightly oxidised"},
	{Weathered, "weathered copper chain, weathered copper bars, weathered copper bulb, weathered, weather-worn, weatherworn, " +
		"half-oxidized, half-oxidised"},
	{Oxidized, "oxidized copper chain, oxidized copper bars, oxidized copper bulb, oxidized, oxidised, patina, patinated, verdigris, " +
		"fully oxidized, fully oxidised"},
	{Frozen, "frozen, icy, snowy, frosty, frost, frosted, glacial, arctic, snow-covered, chilled, cold, " +
		"wintry, winter, frostbite, blizzard"},
	{Ancient, "ancient, old, worn, aged, antique, timeworn, decrepit, ruined, abandoned, forgotten, dusty, " +
		"archaic, vintage, primordial, relic"},
	{Chiseled, "chiseled, chiselled, carved, engraved, etched, sculpted, decorated, ornate, ornamental, " +
		"decorative, embossed, inscribed, patterned"},
	{Striped, "striped, stripes, stripy, banded, streaked, lined"},
	{Spotted, "spotted, dotted, speckled, spotty, dotty, freckled, flecked, polka-dot, mottled, stippled, sprinkled"},
	{Burnt, "burnt, burned, charred, scorched, singed, blackened, smoked, smoky, sooty, ashen, toasted"},
	{Enchanted, "enchanted, magic, magical, mystic, mystical, arcane, blessed, holy, sacred, divine, " +
		"ethereal, celestial, spellbound, runic"},
	{Corrupted, "corrupted, cursed, haunted, corrupt, evil, demonic, unholy, possessed, tainted, blighted, " +
		"wicked, sinister, doomed, twisted, infected, withered"},
	{Dark, "dark, shadow, shadowy, dim, gloomy, murky, darkened, deep, night, nocturnal, void, abyss, abyssal, umbral"},
	{Pale, "pale, light, bleached, faded, washed-out, pastel, sun-bleached, whitened"},
}

// toneWords shade the colour word right after them ("dark red", "pale pink").
var toneWords = []struct {
	tone  tone
	words string
}{
	{toneLight, "light"},
	{toneDark, "dark, darkened"},
	{tonePale, "pale, pastel, faded"},
	{toneDeep, "deep"},
	{toneBright, "bright"},
}

// fillerWords are read and dropped: they are neither understood nor unknown.
// Words about the picture itself ("texture", "pixel art") are filler too,
// because every result is a texture; "tileable" and "seamless" are not (they
// ask for a block). Numbers and sizes ("16x16") are filler by isNumberish.
var fillerWords = "a, an, the, and, or, out, for, to, some, my, your, its, it, " +
	"is, are, be, that, this, these, those, like, very, really, quite, style, styled, minecraft, " +
	"pixel, pixelated, pixelart, art, texture, image, picture, drawing, design, version, kind, type, " +
	"please, make, create, generate, draw, render, me, i, want, need, simple, new, cool, nice, " +
	"beautiful, looking, look, by, at, as, into, having, has, have, few, bit, piece, stained, dyed, " +
	"colored, coloured, tinted, color, colour, vanilla, default, basic, game, top, side, view, " +
	"covered, full, kinda, sort, one, two, three, x"

// headEnders end the noun phrase that holds the head: in "bucket of lava",
// "stone with moss" and "sword from the nether" the head comes before them. They
// are filler words too.
var headEnders = "of, with, from, in, on, made"

// irregularPlurals lists the words singular gets wrong by rule, and the plurals
// that are block names in their own right and stay as written.
var irregularPlurals = map[string]string{
	"leaves": "leaves", "planks": "planks", "bricks": "bricks", "tiles": "tiles",
	"knives": "knife", "loaves": "loaf", "staves": "staff", "wolves": "wolf", "halves": "half",
	"shelves": "shelf", "elves": "elf", "scarves": "scarf", "hooves": "hoof", "thieves": "thief",
	"lives": "life", "wives": "wife", "calves": "calf", "dwarves": "dwarf",
	"hoes": "hoe", "shoes": "shoe", "toes": "toe", "foes": "foe",
	"pies": "pie", "ties": "tie", "dies": "die", "lies": "lie", "cookies": "cookie",
	"brownies": "brownie", "zombies": "zombie", "movies": "movie",
	"fungi": "fungus", "cacti": "cactus", "mice": "mouse", "geese": "goose", "teeth": "tooth",
	"feet": "foot", "men": "man", "women": "woman", "children": "child", "oxen": "ox",
	"canvas": "canvas", "atlas": "atlas", "chaos": "chaos", "bias": "bias", "lens": "lens",
	"series": "series", "species": "species", "news": "news", "always": "always",
}
