package textures

import (
	"slices"
	"testing"
)

// isVanilla searches the lists by bisection: they must stay sorted.
func TestVanillaListsAreSortedNames(t *testing.T) {
	for folder, names := range vanillaNames {
		if len(names) < 500 || !slices.IsSorted(names) || len(slices.Compact(slices.Clone(names))) != len(names) {
			t.Errorf("%s: %d names, sorted %v", folder, len(names), slices.IsSorted(names))
		}
		for _, n := range names {
			if !customName.MatchString(n) {
				t.Errorf("%s: odd name %q", folder, n)
			}
		}
	}
	if !isVanilla("block", "stone") || isVanilla("item", "stone") || !isVanilla("item", "apple") {
		t.Error("isVanilla")
	}
}
