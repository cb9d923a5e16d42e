package quality

import (
	"image"
	"math"
	"slices"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

func TestDistanceBlocks(t *testing.T) {
	grey := palette.MustHex("#808080")
	a, b := noiseBlock(1, 16, grey), noiseBlock(2, 16, grey)
	tests := []struct {
		name     string
		x, y     *image.NRGBA
		min, max float64
	}{
		{"bricks vs itself shifted", bricks(), shifted(bricks(), 3, 5), 0, 0},
		{"noise vs itself shifted", a, shifted(a, 15, 1), 0, 0},
		{"two noise seeds", a, b, NearDuplicate, 1},
		{"bricks vs noise", bricks(), a, NearDuplicate, 1},
		{"unquantized vs itself shifted", darkenRight(bricks(), 0.02), shifted(darkenRight(bricks(), 0.02), 7, 2), 0, 0},
		{"unquantized vs bricks", darkenRight(bricks(), 0.02), bricks(), NearDuplicate, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := Distance(tt.x, tt.y, spec.Block)
			if d < tt.min || d > tt.max {
				t.Errorf("Distance = %.4f, want %.2f..%.2f", d, tt.min, tt.max)
			}
			if back := Distance(tt.y, tt.x, spec.Block); math.Abs(back-d) > 1e-9 {
				t.Errorf("Distance is not symmetric: %.6f vs %.6f", d, back)
			}
		})
	}
}

func TestDistanceTableMatchesDirect(t *testing.T) {
	grey := palette.MustHex("#808080")
	f, g := newFrame(noiseBlock(1, 16, grey), true), newFrame(bricks(), true)
	table := float64(f.minShift(g)) / deScale / 256
	if direct := f.minShiftDirect(g); math.Abs(table-direct) > 1e-3 {
		t.Errorf("table path %.5f, direct path %.5f", table, direct)
	}
}

func TestDistanceItems(t *testing.T) {
	g := gem(t)
	if d := Distance(g, gem(t), spec.Item); d != 0 {
		t.Errorf("gem vs gem = %.4f, want 0", d)
	}
	moved := shifted(g, 1, 0)
	d := Distance(g, moved, spec.Item)
	// 20 pixels change coverage when the gem moves one to the right: each costs 1
	// as ΔE and 1 as mask XOR.
	if d < 2*20.0/256 {
		t.Errorf("gem vs gem moved = %.4f, want >= %.4f (a moved sprite is a different item)", d, 2*20.0/256)
	}
	if d := Distance(g, solid(32, gemMid), spec.Item); d != mismatchedSize {
		t.Errorf("16 vs 32 = %.2f, want %d", d, mismatchedSize)
	}
}

func TestSetDiversity(t *testing.T) {
	grey := palette.MustHex("#808080")
	set := []*image.NRGBA{bricks(), noiseBlock(1, 16, grey), shifted(bricks(), 4, 4), noiseBlock(2, 16, grey)}
	d := SetDiversity(set, spec.Block)
	if d.NearDuplicates != 1 || d.MinDistance != 0 {
		t.Errorf("nearDuplicates %d minDistance %.4f, want 1 and 0", d.NearDuplicates, d.MinDistance)
	}
	if d.Nearest[0] != 0 || d.Nearest[2] != 0 || d.Nearest[1] < NearDuplicate || d.Nearest[3] < NearDuplicate {
		t.Errorf("nearest = %v, want 0 for the brick pair and > %.2f for the noise", d.Nearest, NearDuplicate)
	}
	if d.MedianDistance < NearDuplicate {
		t.Errorf("medianDistance = %.4f, want > %.2f", d.MedianDistance, NearDuplicate)
	}
	if one := SetDiversity(set[:1], spec.Block); one.MinDistance != 0 || len(one.Nearest) != 1 {
		t.Errorf("a set of one = %+v, want zeros", one)
	}
}

func TestDistinct(t *testing.T) {
	grey := palette.MustHex("#808080")
	blocks := []*image.NRGBA{bricks(), noiseBlock(1, 16, grey), shifted(bricks(), 4, 4), noiseBlock(2, 16, grey)}
	if got := Distinct(blocks, spec.Block, []int{2, 0, 1, 3}, 4); !slices.Equal(got, []int{2, 1, 3}) {
		t.Errorf("blocks: Distinct = %v, want [2 1 3] (bricks and shifted bricks are one)", got)
	}
	if got := Distinct(blocks, spec.Block, []int{3, 2, 1, 0}, 2); !slices.Equal(got, []int{3, 2}) {
		t.Errorf("blocks, n=2: Distinct = %v, want [3 2]", got)
	}
	// For items a moved gem is a different picture; the same gem twice is not.
	items := []*image.NRGBA{gem(t), gem(t), shifted(gem(t), 2, 0)}
	if got := Distinct(items, spec.Item, []int{0, 1, 2}, 3); !slices.Equal(got, []int{0, 2}) {
		t.Errorf("items: Distinct = %v, want [0 2]", got)
	}
}
