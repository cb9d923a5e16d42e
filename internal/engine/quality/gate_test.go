package quality

import (
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Metrics that pass every gate of their kind.
var (
	goodBlock = Metrics{
		DistinctColors: 6, PaletteFamilies: 1, IsolatedFraction: 0.1, SeamRank: 0.8, RepeatEnergy: 0.3,
		AlphaBinary: true, OpaqueFraction: 1, LRange: 0.35, MeanChroma: 0.05, TopLeftLight: 0.3, RimPairs: 30,
		ColorsMatch: true,
	}
	goodItem = Metrics{
		DistinctColors: 7, PaletteFamilies: 2, AlphaBinary: true, OpaqueFraction: 0.35, Margin: 1,
		Components: 1, OutlineFraction: 0.95, OutlineContrast: 0.2, LRange: 0.5, TopLeftLight: 0.4, RimPairs: 20,
		ColorsMatch: true,
	}
	goodSheet = Metrics{
		DistinctColors: 5, PaletteFamilies: 1, AlphaBinary: true, OpaqueFraction: 0.7, Components: 1,
		Fill: 0.75, Rectangularity: 0.95, Roundness: 1.2, Aspect: 0.85, ColorsMatch: true,
	}
	goodDisc = Metrics{
		DistinctColors: 6, PaletteFamilies: 2, AlphaBinary: true, OpaqueFraction: 0.55, Components: 1,
		Fill: 0.7, Rectangularity: 0.78, Roundness: 1.0, Aspect: 1, ColorsMatch: true,
	}
)

func TestCheckPasses(t *testing.T) {
	for _, tt := range []struct {
		m      Metrics
		kind   spec.Kind
		family spec.Family
	}{
		{goodBlock, spec.Block, spec.Stone}, {goodItem, spec.Item, spec.Sword},
		{goodSheet, spec.Flat, spec.Paper}, {goodDisc, spec.Flat, spec.Disc},
	} {
		if got := Check(tt.m, tt.kind, tt.family); len(got) != 0 {
			t.Errorf("Check(good %s %s) = %q, want a pass", tt.kind, tt.family, got)
		}
	}
}

func TestCheckReasons(t *testing.T) {
	tests := []struct {
		name   string
		base   Metrics
		change func(*Metrics)
		kind   spec.Kind
		family spec.Family
		want   string // "" means it must still pass
	}{
		{"unquantized", goodBlock, func(m *Metrics) { m.DistinctColors = 40 }, spec.Block, spec.Stone, "not quantized"},
		{"too few colours", goodBlock, func(m *Metrics) { m.DistinctColors = 3 }, spec.Block, spec.Stone, "3 colours"},
		{"concrete may be plain", goodBlock, func(m *Metrics) { m.DistinctColors, m.LRange = 2, 0.05 }, spec.Block, spec.Concrete, ""},
		{"too many hues", goodBlock, func(m *Metrics) { m.PaletteFamilies = 4 }, spec.Block, spec.Stone, "hue families"},
		{"near duplicates", goodItem, func(m *Metrics) { m.NearDuplicateColors = 2 }, spec.Item, spec.Sword, "near-identical"},
		{"gross colour miss", goodItem, func(m *Metrics) { m.ColorAdherence, m.HueError = 4, 80 }, spec.Item, spec.Sword, "requested colour"},
		{"an ore's white is its mineral's", goodBlock, func(m *Metrics) { m.ColorAdherence, m.LightnessError = 2.4, 0.36 }, spec.Block, spec.Ore, ""},
		{"an ore's wrong hue", goodBlock, func(m *Metrics) { m.ColorAdherence, m.HueError = 3, 60 }, spec.Block, spec.Ore, "requested colour"},
		{"a block's white", goodBlock, func(m *Metrics) { m.ColorAdherence, m.LightnessError = 2.4, 0.36 }, spec.Block, spec.Stone, "requested colour"},
		{"small colour miss is soft", goodItem, func(m *Metrics) { m.ColorAdherence = 1.4 }, spec.Item, spec.Sword, ""},
		{"seam", goodBlock, func(m *Metrics) { m.SeamRank = 1.4 }, spec.Block, spec.Stone, "seam rank"},
		{"seam allowance", goodBlock, func(m *Metrics) { m.SeamRank = 1.2 }, spec.Block, spec.Stone, ""},
		{"repeat", goodBlock, func(m *Metrics) { m.RepeatEnergy = 0.6 }, spec.Block, spec.Stone, "repeat energy"},
		{"harsh", goodBlock, func(m *Metrics) { m.LRange = 0.8 }, spec.Block, spec.Stone, "harsh"},
		{"black and yellow asks for range", goodBlock, func(m *Metrics) { m.LRange, m.RequestedLSpan = 0.8, 0.65 }, spec.Block, spec.Stone, ""},
		{"harsher than asked", goodBlock, func(m *Metrics) { m.LRange, m.RequestedLSpan = 0.8, 0.4 }, spec.Block, spec.Wool, "harsh"},
		{"noisy", goodBlock, func(m *Metrics) { m.IsolatedFraction = 0.3 }, spec.Block, spec.Bricks, "isolated"},
		{"stone is speckle", goodBlock, func(m *Metrics) { m.IsolatedFraction = 0.3 }, spec.Block, spec.Stone, ""},
		{"noisy stone", goodBlock, func(m *Metrics) { m.IsolatedFraction = 0.4 }, spec.Block, spec.Stone, "isolated"},
		{"storage is framed", goodBlock, func(m *Metrics) { m.SeamRank = 2 }, spec.Block, spec.Storage, ""},
		{"glass is mostly clear", goodBlock, func(m *Metrics) { m.RepeatEnergy = 0.9 }, spec.Block, spec.Glass, ""},
		{"cells seam by chance", goodBlock, func(m *Metrics) { m.SeamRank = 1.35 }, spec.Block, spec.Cobblestone, ""},
		{"cells seam", goodBlock, func(m *Metrics) { m.SeamRank = 1.5 }, spec.Block, spec.Cobblestone, "seam rank"},
		{"lava flows", goodBlock, func(m *Metrics) { m.RepeatEnergy = 0.7 }, spec.Block, spec.Lava, ""},
		{"lava blotches", goodBlock, func(m *Metrics) { m.RepeatEnergy = 0.8 }, spec.Block, spec.Lava, "repeat energy"},
		{"mushroom spots", goodBlock, func(m *Metrics) { m.RepeatEnergy = 0.55 }, spec.Block, spec.MushroomBlock, ""},
		{"holes", goodBlock, func(m *Metrics) { m.OpaqueFraction = 0.8 }, spec.Block, spec.Stone, "not fully opaque"},
		{"leaves have holes", goodBlock, func(m *Metrics) { m.OpaqueFraction = 0.8 }, spec.Block, spec.Leaves, ""},
		{"leaves need binary alpha", goodBlock, func(m *Metrics) { m.AlphaBinary = false }, spec.Block, spec.Leaves, "alpha"},
		{"flat block", goodBlock, func(m *Metrics) { m.LRange = 0.1 }, spec.Block, spec.Stone, "flat"},
		{"harsh block", goodBlock, func(m *Metrics) { m.LRange = 0.7 }, spec.Block, spec.Stone, "harsh"},
		{"ore may be harsh", goodBlock, func(m *Metrics) { m.LRange = 0.7 }, spec.Block, spec.Ore, ""},
		{"garish", goodBlock, func(m *Metrics) { m.MeanChroma = 0.3 }, spec.Block, spec.Wool, "garish"},
		{"lava may glow", goodBlock, func(m *Metrics) { m.MeanChroma = 0.3 }, spec.Block, spec.Lava, ""},
		{"block lit wrong", goodBlock, func(m *Metrics) { m.TopLeftLight = -0.6 }, spec.Block, spec.Bricks, "bottom right"},
		{"too few rims to judge", goodBlock, func(m *Metrics) { m.TopLeftLight, m.RimPairs = -1, 3 }, spec.Block, spec.Bricks, ""},
		{"item alpha", goodItem, func(m *Metrics) { m.AlphaBinary = false }, spec.Item, spec.Sword, "alpha"},
		{"item margin", goodItem, func(m *Metrics) { m.TouchesBorder, m.Margin = true, 0 }, spec.Item, spec.Sword, "border"},
		{"item too small", goodItem, func(m *Metrics) { m.OpaqueFraction = 0.1 }, spec.Item, spec.Sword, "covers"},
		{"nugget may be small", goodItem, func(m *Metrics) { m.OpaqueFraction = 0.1 }, spec.Item, spec.Nugget, ""},
		{"item too big", goodItem, func(m *Metrics) { m.OpaqueFraction = 0.8 }, spec.Item, spec.Sword, "covers"},
		{"two objects", goodItem, func(m *Metrics) { m.Components = 2 }, spec.Item, spec.Sword, "large detached"},
		{"sparkles", goodItem, func(m *Metrics) { m.Components, m.SmallParts = 3, 2 }, spec.Item, spec.Potion, ""},
		{"too many sparkles", goodItem, func(m *Metrics) { m.Components, m.SmallParts = 4, 3 }, spec.Item, spec.Potion, "small detached"},
		{"dust grains", goodItem, func(m *Metrics) { m.Components = 9 }, spec.Item, spec.Dust, ""},
		{"dust blown away", goodItem, func(m *Metrics) { m.Components = 20 }, spec.Item, spec.Dust, "grains"},
		{"no outline", goodItem, func(m *Metrics) { m.OutlineFraction = 0.5 }, spec.Item, spec.Sword, "outline covers"},
		{"weak outline", goodItem, func(m *Metrics) { m.OutlineContrast = 0.05 }, spec.Item, spec.Sword, "outline contrast"},
		{"flat item sprite", goodItem, func(m *Metrics) { m.LRange = 0.2 }, spec.Item, spec.Sword, "flat"},
		{"item lit wrong", goodItem, func(m *Metrics) { m.TopLeftLight = -0.2 }, spec.Item, spec.Sword, "top left"},
		{"item colours", goodItem, func(m *Metrics) { m.DistinctColors = 18 }, spec.Item, spec.Sword, "18 colours"},
		{"flat alpha", goodSheet, func(m *Metrics) { m.AlphaBinary = false }, spec.Flat, spec.Paper, "alpha"},
		{"small sheet", goodSheet, func(m *Metrics) { m.Fill = 0.4 }, spec.Flat, spec.Map, "sheet fills"},
		{"ragged sheet", goodSheet, func(m *Metrics) { m.Rectangularity = 0.6 }, spec.Flat, spec.BookPage, "rectangularity"},
		{"oval disc", goodDisc, func(m *Metrics) { m.Aspect = 0.5 }, spec.Flat, spec.Disc, "aspect"},
		{"square coin", goodDisc, func(m *Metrics) { m.Roundness = 1.27 }, spec.Flat, spec.Coin, "roundness"},
		{"tiny disc", goodDisc, func(m *Metrics) { m.Fill = 0.2 }, spec.Flat, spec.Disc, "fills"},
		{"small coin", goodDisc, func(m *Metrics) { m.Fill = 0.2 }, spec.Flat, spec.Coin, ""},
		{"flat colours", goodDisc, func(m *Metrics) { m.DistinctColors = 2 }, spec.Flat, spec.Rune, "2 colours"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.base
			tt.change(&m)
			got := Check(m, tt.kind, tt.family)
			switch {
			case tt.want == "" && len(got) != 0:
				t.Errorf("Check = %q, want a pass", got)
			case tt.want != "" && (len(got) != 1 || !hasReason(got, tt.want)):
				t.Errorf("Check = %q, want exactly one reason containing %q", got, tt.want)
			}
		})
	}
}

func TestScoreRanks(t *testing.T) {
	for _, tt := range []struct {
		good, bad Metrics
		kind      spec.Kind
	}{
		{goodBlock, func() Metrics { m := goodBlock; m.SeamRank, m.RepeatEnergy = 1.3, 0.6; return m }(), spec.Block},
		{goodItem, func() Metrics { m := goodItem; m.OutlineFraction, m.TopLeftLight = 0.4, -0.5; return m }(), spec.Item},
		{goodSheet, func() Metrics { m := goodSheet; m.Fill, m.AlphaBinary = 0.3, false; return m }(), spec.Flat},
	} {
		g, b := Score(tt.good, tt.kind), Score(tt.bad, tt.kind)
		if g <= b || g > 1 || b < 0 {
			t.Errorf("%s: Score(good) %.3f, Score(bad) %.3f, want 1 >= good > bad >= 0", tt.kind, g, b)
		}
	}
	requested := goodItem
	requested.RequestedColors = 1
	off := requested
	off.ColorAdherence = 1.5
	if Score(requested, spec.Item) <= Score(off, spec.Item) {
		t.Error("a colour miss does not lower the Score")
	}
}
