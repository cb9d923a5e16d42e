package builtin

import (
	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Colours of the parts a prompt rarely names: a tool's stick, a potion's glass.
var (
	stickBrown = hexLab("#6B4F2A")
	ironGrey   = hexLab("#D8D8D8")
	glassWhite = hexLab("#D6E8EE")
	corkBrown  = hexLab("#9A6B3C")
	leafGreen  = hexLab("#4E9A2A")
	boneWhite  = hexLab("#E8E2CC")
	inkDark    = hexLab("#4A4038")
	// stringGrey is a bowstring: a mid grey, darker than a bow's lit upper limb,
	// so the thin cord below and left of the limb does not read as lit from below.
	stringGrey = hexLab("#7A766E")
)

func hexLab(s string) palette.Lab { return palette.FromRGB(palette.MustHex(s)) }

// named returns the first material the prompt names from one of the groups.
func named(j *job, groups ...spec.Group) (spec.Material, bool) {
	for _, name := range j.s.Materials {
		m, ok := spec.MaterialByName(name)
		if !ok {
			continue
		}
		for _, g := range groups {
			if m.Group == g {
				return m, true
			}
		}
	}
	return spec.Material{}, false
}

// namedColour is like named but returns the material's colour, or def.
func namedColor(j *job, def palette.Lab, groups ...spec.Group) palette.Lab {
	if m, ok := named(j, groups...); ok {
		return hexLab(m.Hex)
	}
	return def
}

// handleColour is the colour of a tool's or weapon's handle. A named wood colours
// it when something else (a metal, jewel, rock or colour) made the head, as in
// "iron pickaxe with an oak handle"; a wooden tool keeps the game's stick brown,
// so its planks-coloured head still stands apart from the handle.
func handleColor(j *job) palette.Lab {
	w, ok := named(j, spec.Wood)
	if !ok {
		return stickBrown
	}
	if _, other := named(j, spec.Metal, spec.Jewel, spec.Rock, spec.Earth); other || len(j.s.Colors) > 0 {
		return hexLab(w.Hex)
	}
	return stickBrown
}

// metalColour is the colour of a family's metal fittings (a bucket, a ring's
// band, a shield's rim): a named metal, else def.
func metalColor(j *job, def palette.Lab) palette.Lab {
	return namedColor(j, def, spec.Metal)
}

// fittingColour is a dark, desaturated version of c for guards, bindings and
// rims, so they read as a separate piece without adding a new hue.
func fittingColor(c palette.Lab, dl float64) palette.Lab {
	l, ch, h := c.LCh()
	return palette.FromLCh(max(l-dl, 0.3), ch*0.6, h)
}

// glossy reports whether a material shines: metals, jewels and glass get glints.
func glossy(j *job) bool {
	if _, ok := named(j, spec.Metal, spec.Jewel); ok {
		return true
	}
	_, matte := named(j, spec.Rock, spec.Earth, spec.Wood, spec.Organic)
	return !matte
}
