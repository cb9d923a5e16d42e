package quality

import (
	"fmt"
	"math"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Gate thresholds: research §5's suggested gates, calibrated on the prototype and
// ProgrammerArt; tighten them once real outputs exist.
const (
	unquantizedColors = 24 // more distinct colours than this means the palette was never reduced
	// seamGate allows a rank above 1.0: on seamless noise the wrap boundary is the
	// strongest of the 16 by chance about one time in eight, though only just.
	// Measured on 2000 seamless tiles of 6-shade per-pixel noise (the worst case):
	// 11.5% rank above 1.0, 2.8% above 1.1 and 0.45% above 1.25 at 16x16; at 32x32
	// 5%, 0.3% and none. Blocks are tileable by construction, so only a clear
	// excess is a real seam.
	seamGate = 1.25
	// cellSeamGate is seamGate for blocks built of rimmed cells or clusters
	// (cobblestone, gravel, leaves, crystal, ore, mushroom spots; see
	// blockSeamMax): the rims put most of a tile's edge contrast into a few
	// lines, and on leaves a hole counts ΔE 1 against any colour, so chance alone
	// makes the wrap the clear strongest more often. Measured on 2000 seamless
	// tiles of each at 16x16: 2.0-3.2% rank above 1.25, 0.5-1.3% above 1.4
	// (32x32: 0.8-2.2% and 0.3-0.8%).
	cellSeamGate = 1.4
	repeatGate   = 0.5
	// animatedRepeatGate and spotsRepeatGate are repeatGate for lava and mushroom
	// blocks (blockRepeatMax).
	animatedRepeatGate = 0.75
	spotsRepeatGate    = 0.6
	rowsRepeatGate     = 0.6 // shelves (blockRepeatMax)
	isolatedGate       = 0.25
	// speckleIsolatedGate is isolatedGate for the speckle families (blockIsolatedMax).
	speckleIsolatedGate = 0.35
	blockLRangeMax      = 0.6
	barkLRangeMax       = 0.72
	// requestedLRangeRoom is how far a block's L range may exceed the span of
	// its requested colours: black and yellow must show both, and shade them.
	requestedLRangeRoom = 0.25
	blockChromaMax      = 0.22 // mean chroma; more looks neon once tiled
	wrongLightGate      = -0.4 // blocks: only clearly bottom-right light fails; noise sits near 0
	blockLightPairs     = 8    // fewer rim pairs than this say nothing about light
	itemLightPairs      = 4
	itemCoverageMax     = 0.75
	itemSmallParts      = 2
	dustParts           = 12
	outlineGate         = 0.8
	outlineContrast     = 0.10
	itemLRangeMin       = 0.30
	sheetFill           = 0.6
	sheetRectangle      = 0.8
	roundAspect         = 0.75
	// roundLow and roundHigh bound the opaque area over the inscribed ellipse's:
	// pixel circles land at 0.85-1.15, a rounded square at about 1.2, a sharp
	// square at 1.27 and a diamond at 0.64.
	roundLow  = 0.8
	roundHigh = 1.2
	// runeRoundHigh is roundHigh for runes: a rune is a stone tablet with rounded
	// corners, 1.2-1.26 depending on their radius; a sharp square (1.27) still fails.
	runeRoundHigh = 1.26
	// adherenceGate drops only gross colour misses (hue off by more than 40°, or
	// lightness by more than 0.3); closer misses lower the Score instead, since a
	// ramp's hue shift can move the dominant colour by several degrees.
	adherenceGate = 2
)

// Check returns the gates the metrics of a texture of the given kind and family
// fail, as short reasons for people; none means the texture passes. Family
// exceptions:
//   - blocks: leaves and glass may have transparent pixels (alpha still binary);
//     ore, storage, glass, crystal and lava may span more than 0.6 in L, log
//     sides 0.72 (birch bark); lava and crystal may be as saturated as they
//     like; concrete and glass may use 2 colours; concrete, wool and sand may
//     be flatter (see blockLRangeMin); storage (framed) has no seam gate and
//     cell blocks a looser one
//     (blockSeamMax); glass, lava, mushroom blocks, lamps, machines,
//     trapdoors and shelves may repeat more (blockRepeatMax); the speckle
//     families may be grainier (blockIsolatedMax);
//   - items: dust, nuggets, rings and rods may cover less (see coverageFloor);
//     dust may fall apart into up to 12 grains;
//   - flat items: paper, map and book_page are sheets (fill and rectangularity);
//     disc, coin, rune and dye are round (aspect, roundness, roundFill), a rune
//     as a rounded square (roundMax).
func Check(m Metrics, kind spec.Kind, family spec.Family) []string {
	var fails []string
	fail := func(format string, args ...any) { fails = append(fails, fmt.Sprintf(format, args...)) }
	lo, hi := colorRange(kind, family)
	switch {
	case m.DistinctColors > unquantizedColors:
		fail("%d colours: not quantized (at most %d)", m.DistinctColors, hi)
	case m.DistinctColors < lo || m.DistinctColors > hi:
		fail("%d colours, want %d-%d", m.DistinctColors, lo, hi)
	}
	if most := maxFamilies(kind); m.PaletteFamilies > most {
		fail("%d hue families, want at most %d", m.PaletteFamilies, most)
	}
	if m.NearDuplicateColors > 0 {
		fail("%d pairs of near-identical colours", m.NearDuplicateColors)
	}
	if m.ColorAdherence > adherenceGate && !(family == spec.Ore && m.HueError == 0) {
		// An ore's black, grey or white is its mineral's: the host rock, grey
		// as well, holds most of the face, so only a wrong hue is a miss.
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
	if most := blockSeamMax(family); m.SeamRank > most {
		fail("seam rank %.2f > %.2f: the edge shows when tiled", m.SeamRank, most)
	}
	if most := blockRepeatMax(family); m.RepeatEnergy > most {
		fail("repeat energy %.2f > %.2f: blotches show the tile grid", m.RepeatEnergy, most)
	}
	if most := blockIsolatedMax(family); m.IsolatedFraction > most {
		fail("%.0f%% isolated pixels: noisy (at most %.0f%%)", 100*m.IsolatedFraction, 100*most)
	}
	if floor := blockLRangeMin(family); m.LRange < floor {
		fail("L range %.2f < %.2f: flat", m.LRange, floor)
	}
	switch family {
	case spec.Ore, spec.Storage, spec.Glass, spec.Crystal, spec.Lava, spec.Machine, spec.Lamp:
	case spec.LogSide:
		// Birch bark is near-white with near-black marks, the widest range of
		// any block the game draws.
		if most := max(barkLRangeMax, m.RequestedLSpan+requestedLRangeRoom); m.LRange > most {
			fail("L range %.2f > %.2f: harsh when tiled", m.LRange, most)
		}
	default:
		if most := max(blockLRangeMax, m.RequestedLSpan+requestedLRangeRoom); m.LRange > most {
			fail("L range %.2f > %.2f: harsh when tiled", m.LRange, most)
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
		if hi := roundMax(family); m.Roundness < roundLow || m.Roundness > hi {
			fail("roundness %.2f outside %.2f-%.2f", m.Roundness, roundLow, hi)
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
func colorRange(kind spec.Kind, family spec.Family) (lo, hi int) {
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

// blockSeamMax is the largest seam rank of a block.
func blockSeamMax(family spec.Family) float64 {
	switch family {
	case spec.Storage, spec.Lamp, spec.Machine:
		// A framed plate, like the game's iron and gold blocks and its redstone
		// lamp: the frame's lit and shaded rims meet at the wrap, so it is the
		// strongest line by design.
		return math.Inf(1)
	case spec.Cobblestone, spec.Gravel, spec.Leaves, spec.Crystal, spec.Ore, spec.MushroomBlock:
		return cellSeamGate // cells with rims: see cellSeamGate
	}
	return seamGate
}

// blockRepeatMax is the largest repeat energy of a block.
func blockRepeatMax(family spec.Family) float64 {
	switch family {
	case spec.Glass:
		return math.Inf(1) // mostly transparent: the frame and glints alone make the quarter-tile means
	case spec.Machine:
		return math.Inf(1) // one object per block, its feature in the middle, as the game's furnaces
	case spec.Trapdoor:
		// One object per block too: a door's window fills its top half and a
		// trapdoor's openings sit inside its frame, as the game's do.
		return math.Inf(1)
	case spec.Lava:
		return animatedRepeatGate // animated in the game, so a wall of it never shows a still grid
	case spec.MushroomBlock, spec.Lamp:
		return spotsRepeatGate // pale spots or lit cells are the motif; a few of them always load some quarters more
	case spec.Shelf:
		// Rows of books or bottles eight texels tall: the dark gap under each
		// board and the lit board over each row fall in alternate quarters of
		// the tile whatever their phase, and a dark wood, no lighter than
		// its books, leaves nothing to even them out.
		return rowsRepeatGate
	}
	return repeatGate
}

// blockIsolatedMax is the largest isolated-pixel fraction of a block. The game's
// stone, dirt, sand, gravel and grass are speckle, fine single-pixel grain by
// design (research §1.1), and ore sits on stone, so they may be a little noisier.
func blockIsolatedMax(family spec.Family) float64 {
	switch family {
	case spec.Stone, spec.Ore, spec.Dirt, spec.Grass, spec.Sand, spec.Gravel:
		return speckleIsolatedGate
	}
	return isolatedGate
}

// coverageFloor is the least opaque fraction of an item: small objects draw
// small (ProgrammerArt's p10 is 0.19 overall).
func coverageFloor(family spec.Family) float64 {
	switch family {
	case spec.Dust, spec.Nugget, spec.Ring:
		return 0.06
	case spec.Rod, spec.Arrow:
		return 0.12 // a stick or bone is one thin stroke, the slimmest item: about 0.18 at 16, 0.14 at 64
	}
	return 0.15
}

// roundMax is the largest roundness of a round flat item.
func roundMax(family spec.Family) float64 {
	if family == spec.Rune {
		return runeRoundHigh // a rounded-square tablet, not a disc
	}
	return roundHigh
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
