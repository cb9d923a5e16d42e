package textures_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/textures"
)

func TestSearchVanilla(t *testing.T) {
	all := textures.SearchVanilla("block", "")
	if len(all) != textures.MaxNameMatches || !slices.IsSorted(all) {
		t.Fatalf("empty query: %d names, sorted %v", len(all), slices.IsSorted(all))
	}
	got := textures.SearchVanilla("block", "Oak Pl")
	if len(got) == 0 || got[0] != "oak_planks" {
		t.Fatalf("oak pl = %v", got)
	}
	// Prefix matches come before names that only contain the query.
	got = textures.SearchVanilla("block", "stone")
	first := slices.IndexFunc(got, func(n string) bool { return !strings.HasPrefix(n, "stone") })
	if first < 1 || !slices.Contains(got, "stone") || !slices.Contains(got, "cobblestone") {
		t.Fatalf("stone = %v", got)
	}
	for _, n := range got[first:] {
		if strings.HasPrefix(n, "stone") || !strings.Contains(n, "stone") {
			t.Fatalf("stone: %q out of order in %v", n, got)
		}
	}
	if got := textures.SearchVanilla("item", "diamond_sw"); !slices.Equal(got, []string{"diamond_sword"}) {
		t.Fatalf("diamond_sw = %v", got)
	}
	if got := textures.SearchVanilla("item", "oak_planks"); len(got) != 0 {
		t.Fatalf("blocks are not items: %v", got)
	}
	if got := textures.SearchVanilla("entity", "a"); got == nil || len(got) != 0 {
		t.Fatalf("unknown folder = %#v", got)
	}
}
