package spec

import (
	"reflect"
	"slices"
	"testing"
)

func TestAs(t *testing.T) {
	tests := []struct {
		prompt string
		kind   Kind
		want   Family
	}{
		{"ruby sword", Block, Storage},
		{"wooden sword", Block, Planks},
		{"sword", Block, Stone},
		{"glowing mushroom", Block, MushroomBlock},
		{"golden apple", Block, Leaves},
		{"diamond", Block, Storage},
		{"oak planks", Item, Rod},
		{"oak", Item, Rod},
		{"iron block", Item, Ingot},
		{"diamond ore", Item, Gem},
		{"glass", Item, Potion},
		{"water", Item, Bucket},
		{"cobblestone", Item, Nugget},
		{"sand", Item, Dust},
		{"red wool", Item, Gem},
		{"map", Block, Stone},
		{"map", Item, Gem},
		{"diamond", Flat, Paper},
		{"gold ingot", Flat, Coin},
		{"gold", Flat, Coin},
		{"redstone dust", Flat, Dye},
		{"ruby sword", Flat, Paper},
	}
	for _, tt := range tests {
		s := Parse(tt.prompt)
		got := s.As(tt.kind)
		if got.Kind != tt.kind || got.Family != tt.want {
			t.Errorf("Parse(%q).As(%s) = %s/%s, want %s/%s", tt.prompt, tt.kind, got.Kind, got.Family, tt.kind, tt.want)
		}
		if got.Object != "" || got.Confidence > confForced {
			t.Errorf("Parse(%q).As(%s) object %q confidence %v, want none and at most %v", tt.prompt, tt.kind, got.Object, got.Confidence, confForced)
		}
		if !slices.Equal(got.Materials, s.Materials) || !slices.Equal(got.Modifiers, s.Modifiers) || !reflect.DeepEqual(got.Colors, s.Colors) {
			t.Errorf("Parse(%q).As(%s) changed the slots: %+v", tt.prompt, tt.kind, got)
		}
	}
}

func TestAsLeavesSpecsOfTheKindAlone(t *testing.T) {
	for _, p := range []string{"ruby sword", "mossy cobblestone", "map"} {
		s := Parse(p)
		if got := s.As(s.Kind); !reflect.DeepEqual(got, s) {
			t.Errorf("Parse(%q).As(%s) = %+v, want it unchanged", p, s.Kind, got)
		}
		if got := s.As("bogus"); !reflect.DeepEqual(got, s) {
			t.Errorf("Parse(%q).As(bogus) = %+v, want it unchanged", p, got)
		}
	}
}

func TestAsAlwaysGivesAFamilyOfTheKind(t *testing.T) {
	for _, g := range mustReadGolden(t) {
		for _, k := range []Kind{Block, Item, Flat} {
			if got := Parse(g.prompt).As(k); got.Kind != k || KindOf(got.Family) != k {
				t.Errorf("Parse(%q).As(%s) = %s/%s", g.prompt, k, got.Kind, got.Family)
			}
		}
	}
}
