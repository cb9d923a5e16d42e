package quality

import (
	"fmt"

	"github.com/texelforge/texelforge/internal/generate/spec"
)

// Gate thresholds: research §5's suggested gates, calibrated on the prototype and
// ProgrammerArt; tighten them once real outputs exist.
const (
	unquantizedColours = 24 // more distinct colours than this means the palette was never reduced
	// seamGate allows a rank above 1.0: on seamless noise the wrap boundary is the
	// strongest of the 16 by chance about one time in eight, though only just.
	// Measured on 2000 seamless tiles of 6-shade per-pixel noise (the worst case):
	// 11.5% rank above 1.0, 2.8% above 1.1 and 0.45% above 1.25 at 16x16; at 32x32
	// 5%, 0.3% and none. Blocks are tileable by construction, so only a clear
	// excess is a real seam.
	seamGate        = 1.25
	repeatGate      = 0.5
	isolatedGate    = 0.25
	blockLRangeMax  = 0.6
	blockChromaMax  = 0.22 // mean chroma; more looks neon once tiled
	wrongLightGate  = -0.4 // blocks: only clearly bottom-right light fails; noise sits near 0
	blockLightPairs = 8    // fewer rim pairs than this say nothing about light
	itemLightPairs  = 4
	itemCoverageMax = 0.75
	itemSmallParts  = 2
	dustParts       = 12
	outlineGate     = 0.8
	outlineContrast = 0.10
	itemLRangeMin   = 0.30
	sheetFill       = 0.6
	sheetRectangle  = 0.8
	roundAspect     = 0.75
	// roundLow and roundHigh bound the opaque area over the inscribed ellipse's:
	// pixel circles land at 0.85-1.15, a rounded square at about 1.2, a sharp
	// square at 1.27 and a diamond at 0.64.
	roundLow  = 0.8
	roundHigh = 1.2
	// adherenceGate drops only gross colour misses (hue off by more than 40°, or
	// lightness by more than 0.3); closer misses lower the Score instead, since a
	// ramp's hue shift can move the dominant colour by several degrees.
	adherenceGate = 2
)

// Check returns the gates the metrics of a texture of the given kind and family
// fail, as short reasons for people; none means the texture passes. Family
// exceptions:
//   - blocks: leaves and glass may have transparent pixels (alpha still binary);
//     ore, storage, glass, crystal and lava may span more than 0.6 in L; lava and
//     crystal may be as saturated as they like; concrete and glass may use 2
//     colours; concrete, wool and sand may be flatter (see blockLRangeMin);
//   - items: dust, nuggets and rings may cover less (see coverageFloor); dust may
//     fall apart into up to 12 grains;
//   - flat items: paper, map and book_page are sheets (fill and rectangularity);
//     disc, coin, rune and dye are round (aspect, roundness, roundFill).
func Check(m Metrics, kind spec.Kind, family spec.Family) []string {
	var fails []string
	fail := func(format string, args ...any) { fails = append(fails, fmt.Sprintf(format, args...)) }
	lo, hi := colourRange(kind, family)
	switch {
	case m.DistinctColours > unquantizedColours:
		fail("%d colours: not quantized (at most %d)", m.DistinctColours, hi)
	case m.DistinctColours < lo || m.DistinctColours > hi:
		fail("%d colours, want %d-%d", m.DistinctColours, lo, hi)
	}
	if most := maxFamilies(kind); m.PaletteFamilies > most {
		fail("%d hue families, want at most %d", m.PaletteFamilies, most)
	}
	if m.NearDuplicateColours > 0 {
		fail("%d pairs of near-identical colours", m.NearDuplicateColours)
	}
	if m.ColourAdherence > adherenceGate {
		fail("misses the requested colour (hue off %.0f°, lightness off %.2f)", m.HueError, m.LightnessError)
	}
	switch kind {
	case spec.Block:
		checkBlock(m, family, fail)
	case spec.Item:
		checkItem(m, family, fail)
	case spec.Flat:
		checkFlat(m, family, fail)
	}
	return fails
}

func checkBlock(m Metrics, family spec.Family, fail func(string, ...any)) {
	switch {
	case family == spec.Leaves || family == spec.Glass:
		if !m.AlphaBinary {
			fail("alpha is not binary")
		}
	case !m.AlphaBinary || m.OpaqueFraction < 1:
		fail("not fully opaque")
	}
	if m.SeamRank > seamGate {
		fail("seam rank %.2f > %.2f: the edge shows when tiled", m.SeamRank, seamGate)
	}
	if m.RepeatEnergy > repeatGate {
		fail("repeat energy %.2f > %.2f: blotches show the tile grid", m.RepeatEnergy, repeatGate)
	}
	if m.IsolatedFraction > isolatedGate {
		fail("%.0f%% isolated pixels: noisy", 100*m.IsolatedFraction)
	}
	if floor := blockLRangeMin(family); m.LRange < floor {
		fail("L range %.2f < %.2f: flat", m.LRange, floor)
	}
	switch family {
	case spec.Ore, spec.Storage, spec.Glass, spec.Crystal, spec.Lava:
	default:
		if m.LRange > blockLRangeMax {
			fail("L range %.2f > %.2f: harsh when tiled", m.LRange, blockLRangeMax)
		}
	}
	if family != spec.Lava && family != spec.Crystal && m.MeanChroma > blockChromaMax {
		fail("mean chroma %.2f > %.2f: garish", m.MeanChroma, blockChromaMax)
	}
	if m.RimPairs >= blockLightPairs && m.TopLeftLight < wrongLightGate {
		fail("lit from the bottom right (%.2f)", m.TopLeftLight)
	}
}

func checkItem(m Metrics, family spec.Family, fail func(string, ...any)) {
	if !m.AlphaBinary {
		fail("alpha is not binary")
	}
	if m.TouchesBorder {
		fail("touches the border: want a 1-px margin")
	}
	if lo := coverageFloor(family); m.OpaqueFraction < lo || m.OpaqueFraction > itemCoverageMax {
		fail("covers %.0f%% of the canvas, want %.0f-%.0f%%", 100*m.OpaqueFraction, 100*lo, 100*itemCoverageMax)
	}
	if family == spec.Dust {
		if m.Components > dustParts {
			fail("%d separate grains, want at most %d", m.Components, dustParts)
		}
	} else {
		checkParts(m, fail)
	}
	if m.OutlineFraction < outlineGate {
		fail("outline covers %.0f%% of the edge, want %.0f%%", 100*m.OutlineFraction, 100*outlineGate)
	}
	if m.OutlineContrast < outlineContrast {
		fail("outline contrast %.2f < %.2f", m.OutlineContrast, outlineContrast)
	}
	if m.LRange < itemLRangeMin {
		fail("L range %.2f < %.2f: flat", m.LRange, itemLRangeMin)
	}
	if m.RimPairs >= itemLightPairs && m.TopLeftLight <= 0 {
		fail("not lit from the top left (%.2f)", m.TopLeftLight)
	}
}

func checkFlat(m Metrics, family spec.Family, fail func(string, ...any)) {
	if !m.AlphaBinary {
		fail("alpha is not binary")
	}
	checkParts(m, fail)
	switch family {
	case spec.Paper, spec.Map, spec.BookPage:
		if m.Fill < sheetFill {
			fail("sheet fills %.0f%% of the canvas, want %.0f%%", 100*m.Fill, 100*sheetFill)
		}
		if m.Rectangularity < sheetRectangle {
			fail("rectangularity %.2f < %.2f", m.Rectangularity, sheetRectangle)
		}
	case spec.Disc, spec.Coin, spec.Rune, spec.Dye:
		if m.Aspect < roundAspect {
			fail("aspect %.2f < %.2f: not round", m.Aspect, roundAspect)
		}
		if m.Roundness < roundLow || m.Roundness > roundHigh {
			fail("roundness %.2f outside %.2f-%.2f", m.Roundness, roundLow, roundHigh)
		}
		if floor := roundFill(family); m.Fill < floor {
			fail("fills %.0f%% of the canvas, want %.0f%%", 100*m.Fill, 100*floor)
		}
	}
}

// checkParts wants one main part plus at most itemSmallParts small detached ones.
func checkParts(m Metrics, fail func(string, ...any)) {
	if large := m.Components - 1 - m.SmallParts; large > 0 {
		fail("%d large detached parts, want one piece", large)
	}
	if m.SmallParts > itemSmallParts {
		fail("%d small detached parts, want at most %d", m.SmallParts, itemSmallParts)
	}
}

// colourRange is the allowed number of distinct colours.
func colourRange(kind spec.Kind, family spec.Family) (lo, hi int) {
	switch kind {
	case spec.Item:
		return 4, 16
	case spec.Flat:
		return 3, 12
	}
	if family == spec.Concrete || family == spec.Glass {
		return 2, 14 // a flat dye colour; a frame and a streak
	}
	return 4, 14
}

// maxFamilies is the most hue families a coherent palette has.
func maxFamilies(kind spec.Kind) int {
	if kind == spec.Block {
		return 3
	}
	return 4
}

// blockLRangeMin is the least L range of a block: concrete, wool and sand are
// flat by nature.
func blockLRangeMin(family spec.Family) float64 {
	switch family {
	case spec.Concrete:
		return 0.04
	case spec.Wool, spec.Sand:
		return 0.10
	}
	return 0.20
}

// coverageFloor is the least opaque fraction of an item: small objects draw
// small (ProgrammerArt's p10 is 0.19 overall).
func coverageFloor(family spec.Family) float64 {
	switch family {
	case spec.Dust, spec.Nugget, spec.Ring:
		return 0.06
	}
	return 0.15
}

// roundFill is the least bounding-box share of the canvas of a round flat item:
// a disc fills most of the canvas, a coin or a dye may be small.
func roundFill(family spec.Family) float64 {
	switch family {
	case spec.Disc:
		return 0.4
	case spec.Rune:
		return 0.25
	}
	return 0.15
}
