package engine

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/builtin"
	"github.com/texelforge/texelforge/internal/engine/quality"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// minPassRate is the share of raw built-in candidates, before any selection,
// that must pass the quality gates, per family and size.
const minPassRate = 0.95

// variedPrompts exercise every modifier, colours and materials across the kinds.
var variedPrompts = []string{
	"mossy cobblestone", "cracked stone bricks", "blue wool", "ruby ore", "rusty iron block",
	"frozen dirt", "glowing amethyst crystal", "polished granite", "ancient sandstone", "chiseled stone tiles",
	"striped red wool", "spotted mushroom block", "burnt oak planks", "enchanted gold block", "snowy grass",
	"dark oak log", "birch log top", "purple stained glass", "cherry leaves", "gravel",
	"ruby sword", "diamond pickaxe", "rusty iron axe", "golden shovel", "netherite hoe",
	"enchanted bow", "emerald staff", "amethyst gem", "copper ingot", "gold nugget",
	"glowstone dust", "red potion", "water bucket", "golden apple", "diamond ring",
	"iron helmet", "leather chestplate", "chainmail leggings", "gold boots", "blaze rod",
	"red mushroom", "old paper", "treasure map", "book page", "music disc",
	"blue dye", "ancient rune", "gold coin", "cracked emerald", "mossy stone",
}

// passSeeds is how many seeds every pass rate covers.
const passSeeds = 64

// passRate draws n candidates of s at the given size (n/64 variations from each
// of 64 seeds) and returns the share that passes the gates, with the failure
// reasons counted by their first words.
func passRate(s spec.Spec, size, n int) (float64, map[string]int) {
	want := wantedColors(s)
	meter := quality.NewMeter(s.Kind)
	reasons := map[string]int{}
	pass := 0
	per := max(1, n/passSeeds)
	for k := range n {
		t, _ := measured(meter, builtin.Draw(s, size, uint64(k/per), k%per), BuiltinEngine, s, want)
		if len(t.Failures) == 0 {
			pass++
		}
		for _, r := range t.Failures {
			w := strings.Fields(r)
			reasons[strings.Join(w[:min(len(w), 3)], " ")]++
		}
	}
	return float64(pass) / float64(n), reasons
}

func reportRate(t *testing.T, name string, size int, rate float64, reasons map[string]int) {
	t.Helper()
	if rate >= minPassRate {
		t.Logf("%s at %d: %.1f%% pass", name, size, 100*rate)
		return
	}
	var rs []string
	for r, n := range reasons {
		rs = append(rs, fmt.Sprintf("%d× %s", n, r))
	}
	slices.Sort(rs)
	t.Errorf("%s at %d: %.0f%% pass the gates, want %.0f%%; failures: %s", name, size, 100*rate, 100*minPassRate, strings.Join(rs, "; "))
}

func TestGatePassRatePerFamily(t *testing.T) {
	for _, f := range spec.Families {
		t.Run(string(f.Family), func(t *testing.T) {
			s := spec.Spec{Prompt: string(f.Family), Kind: f.Kind, Family: f.Family}
			for _, size := range []int{16, 32, 64} {
				n := map[int]int{16: 4 * passSeeds, 32: passSeeds, 64: passSeeds}[size]
				rate, reasons := passRate(s, size, n)
				reportRate(t, string(f.Family), size, rate, reasons)
			}
		})
	}
}

func TestGatePassRateVariedPrompts(t *testing.T) {
	for _, p := range variedPrompts {
		t.Run(p, func(t *testing.T) {
			rate, reasons := passRate(spec.Parse(p), 16, 256)
			reportRate(t, p, 16, rate, reasons)
		})
	}
}

// Every delivered set of 16 passes the gates and holds no near-duplicates.
func TestSetsPassAndDiffer(t *testing.T) {
	g := NewGenerator()
	prompts := slices.Clone(variedPrompts)
	for _, f := range spec.Families {
		prompts = append(prompts, string(f.Family))
	}
	for _, p := range prompts {
		for seed := range uint64(3) {
			res, err := g.Generate(context.Background(), Request{Prompt: p, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Textures) != DefaultCount {
				t.Fatalf("%q seed %d: %d textures, want %d", p, seed, len(res.Textures), DefaultCount)
			}
			for i, tx := range res.Textures {
				if len(tx.Failures) > 0 {
					t.Errorf("%q seed %d: texture %d fails %v", p, seed, i, tx.Failures)
				}
			}
			if d := quality.SetDiversity(res.Images(), res.Spec.Kind); d.NearDuplicates > 0 {
				t.Errorf("%q seed %d: %d near-duplicate pairs (min distance %.3f)", p, seed, d.NearDuplicates, d.MinDistance)
			}
		}
	}
}
