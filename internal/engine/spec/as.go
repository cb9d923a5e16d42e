package spec

// confForced is the most confidence a spec keeps once As forces its kind.
const confForced = 0.6

// As returns the spec forced to kind k: s itself when it is already of kind k
// or k is not a kind, else a copy with a family of kind k chosen by fit from
// s's family and materials, no Object, and a confidence of at most 0.6.
// "ruby sword" as a block is a ruby storage block, "oak planks" as an item a
// stick, "diamond" as a flat item paper, "gold ingot" as a flat item a coin.
func (s Spec) As(k Kind) Spec {
	if s.Kind == k || (k != Block && k != Item && k != Flat) {
		return s
	}
	out := s
	out.Kind, out.Family, out.Object, out.Guess = k, fit(k, s.Family, s.Materials), "", "" // the person chose
	out.Confidence = min(s.Confidence, confForced)
	return out
}

// converted maps, per kind, a family of another kind to its nearest family of
// that kind: a mushroom as a block is a mushroom block, glass as an item a bottle.
var converted = map[Kind]map[Family]Family{
	Block: {
		Mushroom: MushroomBlock, Fruit: Leaves, Potion: Glass, Plant: Leaves,
		Gem: Storage, Ingot: Storage, Nugget: Storage, Lantern: Lamp, Candle: Lamp, Book: Planks,
		Bread: Concrete, Egg: Concrete, Bundle: Wool, Key: Storage, Meat: Concrete,
		Door: Trapdoor, Boat: Planks, Sign: Planks, Minecart: Plating, Torch: Lamp, Spike: Stone, Saddle: Wool,
	},
	Item: {
		Leaves: Plant, Grass: Plant, MushroomBlock: Mushroom, Lamp: Lantern, Machine: Ingot,
		Glass: Potion, Water: Bucket, Lava: Bucket, Crystal: Gem, Ice: Gem, Bricks: Ingot,
		Sand: Dust, Gravel: Dust, Dirt: Dust, Concrete: Dust,
		Planks: Rod, LogSide: Rod, LogTop: Rod, Shelf: Book, Trapdoor: Door, Pillar: Rod, Plating: Ingot,
	},
	Flat: {Ingot: Coin, Nugget: Coin, Dust: Dye, Book: BookPage},
}

// byGroup maps, per kind, a material group to the family a material of that
// group makes when its own family is of another kind: a metal or jewel block is
// a storage block, a wooden item a stick, a metal flat item a coin.
var byGroup = map[Kind]map[Group]Family{
	Block: {Metal: Storage, Jewel: Storage, Organic: Concrete},
	Item:  {Wood: Rod, Rock: Nugget, Earth: Dust, Jewel: Gem, Liquid: Bucket},
	Flat:  {Metal: Coin},
}

// fit returns the family of kind k that best fits an object family f (may be
// "") and materials: f itself if it is of kind k, else f's conversion, else what
// the last material that gives one makes (its own family, else its group's),
// else DefaultFamily(k).
func fit(k Kind, f Family, materials []string) Family {
	if KindOf(f) == k {
		return f
	}
	if c, ok := converted[k][f]; ok {
		return c
	}
	for i := len(materials) - 1; i >= 0; i-- {
		m := mustMaterial(materials[i])
		if KindOf(m.Family) == k {
			return m.Family
		}
		if g, ok := byGroup[k][m.Group]; ok {
			return g
		}
	}
	return DefaultFamily(k)
}
