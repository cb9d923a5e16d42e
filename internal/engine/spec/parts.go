package spec

import "slices"

// part is one slot a match fills: a material, a colour, a modifier, or a tone
// word waiting to see whether a colour follows it.
type part struct {
	start, end int // the match's token span
	material   string
	own        bool // the head noun's own material ("brick" of "bricks")
	mob        bool // the colour is a mob's ("zombie" of "zombie spawn egg")
	color      *Color
	modifier   string
	tone       tone
}

// parts returns the slots the matches fill. The head gives its own material,
// its colour ("orange" the fruit is orange) and its modifier. Any other match gives one slot, the
// first it has of: a tone, a modifier ("moss" before a noun is mossy), a
// material ("stone" in "stone sword"), a colour ("orange wool"). A vanilla
// name gives the glowing modifier when its block gives off light.
func parts(ms []match, head *match) []part {
	var ps []part
	for i := range ms {
		m := &ms[i]
		p := part{start: m.start, end: m.end}
		switch e := m.e; {
		case m.v != nil:
			if m.v.Glowing {
				p.modifier = Glowing
				ps = append(ps, p)
			}
		case m == head:
			if e.material != "" {
				ps = append(ps, part{start: m.start, end: m.end, material: e.material, own: true})
			}
			if e.color != nil {
				ps = append(ps, part{start: m.start, end: m.end, color: e.color})
			}
			if e.modifier != "" && e.tone == toneNone && m.end-m.start > 1 {
				ps = append(ps, part{start: m.start, end: m.end, modifier: e.modifier}) // "destroy stage" is cracked
			}
		case e.tone != toneNone:
			p.tone, p.modifier = e.tone, e.modifier
			ps = append(ps, p)
		case e.modifier != "":
			p.modifier, p.color = e.modifier, e.color // "fire" glows and is fire-coloured
			ps = append(ps, p)
		case e.material != "":
			p.material = e.material
			ps = append(ps, p)
		case e.color != nil:
			p.color = e.color
			ps = append(ps, p)
		case e.mob != nil && !m.inner: // "zombie spawn egg": the egg's two colours
			for k := range e.mob {
				ps = append(ps, part{start: m.start, end: m.end, color: &e.mob[k], mob: true})
			}
		}
	}
	return ps
}

// readMaterialsAsColours turns the rock, metal and jewel materials that are not
// the head's own into colours of the material's base colour, for families drawn
// in a colour ("ruby wool").
func readMaterialsAsColors(ps []part) {
	for i := range ps {
		p := &ps[i]
		if p.material == "" || p.own {
			continue
		}
		if m := mustMaterial(p.material); m.Group == Rock || m.Group == Metal || m.Group == Jewel {
			c := newColor(m.Name, parseHex(m.Hex))
			p.material, p.color = "", &c
		}
	}
}

// madeOfWood are the families a wood names the timber of; before any other,
// a wood that is also a colour word is the colour ("crimson sword").
var madeOfWood = map[Family]bool{
	Planks: true, LogSide: true, LogTop: true, Leaves: true, Rod: true, Bow: true,
	Door: true, Trapdoor: true, Boat: true, Sign: true, Shelf: true,
}

// readWoodsAsColours turns woods named like colours (crimson) into colours.
func readWoodsAsColors(lx *lexicon, ps []part) {
	for i := range ps {
		p := &ps[i]
		if p.material == "" || p.own || mustMaterial(p.material).Group != Wood {
			continue
		}
		if c, ok := lx.materialColors[phraseKey(p.material)]; ok {
			p.material, p.color = "", &c
		}
	}
}

// readFrostAsIcing drops the frost of a frosted bake: on a cake or a donut,
// "frosted" is its icing, not ice.
func readFrostAsIcing(ps []part) []part {
	return slices.DeleteFunc(ps, func(p part) bool {
		return p.modifier == Frozen && p.color != nil && p.color.Name == "frost"
	})
}

// applyTones shades the colour right after each tone word ("dark red") and
// turns a tone word with no colour after it into its modifier ("dark stone").
func applyTones(ps []part) []part {
	out := ps[:0]
	for i := 0; i < len(ps); i++ {
		p := ps[i]
		if p.tone != toneNone && i+1 < len(ps) && ps[i+1].color != nil && ps[i+1].start == p.end {
			c := p.tone.shade(*ps[i+1].color)
			ps[i+1].color = &c
			continue
		}
		p.tone = toneNone
		out = append(out, p)
	}
	return out
}

// collect returns the materials, colours and modifiers of ps, without repeats
// and never nil. Materials and colours keep prompt order; modifiers follow
// ModifierNames. The head's own material is listed only when no other material
// is named ("stone bricks" is stone, "bricks" is brick).
func collect(ps []part) (materials []string, colors []Color, modifiers []string) {
	materials, colors, modifiers = []string{}, []Color{}, []string{}
	others, named := false, false
	for _, p := range ps {
		others = others || (p.material != "" && !p.own)
		named = named || (p.color != nil && !p.mob)
	}
	mods := map[string]bool{}
	for _, p := range ps {
		switch {
		case p.material != "" && !(p.own && others) && !slices.Contains(materials, p.material):
			materials = append(materials, p.material)
		case p.color != nil && !(p.mob && named) && !slices.ContainsFunc(colors, func(c Color) bool { return c.Name == p.color.Name }):
			// A mob's colours count only when no colour is named: a "black
			// witch hat" is black.
			colors = append(colors, *p.color)
		}
		if p.modifier != "" {
			mods[p.modifier] = true
		}
	}
	for _, m := range ModifierNames {
		if mods[m] {
			modifiers = append(modifiers, m)
		}
	}
	return materials, colors, modifiers
}

// materialNames returns the materials of ps in prompt order.
func materialNames(ps []part) []string {
	var out []string
	for _, p := range ps {
		if p.material != "" {
			out = append(out, p.material)
		}
	}
	return out
}
