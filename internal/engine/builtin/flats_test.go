package builtin

import (
	"fmt"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// sheetGate is the flat-item class gate (§5) for paper, maps and book pages:
// the sprite basics, plus a near-rectangular sheet filling at least 60% of the
// canvas with rectangularity (opaque share of the bounding box) >= 0.8.
func sheetGate(size int) func(st spriteStats) string {
	return func(st spriteStats) string {
		if why := spriteBasics(st, 0, size); why != "" {
			return why
		}
		if st.coverage < 0.6 {
			return fmt.Sprintf("the sheet fills only %.2f of the canvas", st.coverage)
		}
		if st.rect < 0.8 {
			return fmt.Sprintf("rectangularity %.2f", st.rect)
		}
		return ""
	}
}

func isSheet(f spec.Family) bool { return f == spec.Paper || f == spec.Map || f == spec.BookPage }

// Discs, coins, dye and runes are round or irregular, so they take the item gate.
func TestFlatsPassTheirGates(t *testing.T) {
	for _, f := range kindFamilies(spec.Flat) {
		for _, size := range []int{16, 32, 64} {
			seeds := map[int]int{16: 64, 32: 4, 64: 2}[size]
			gate := itemGate(f, size)
			if isSheet(f) {
				gate = sheetGate(size)
			}
			checkSprites(t, f, []int{size}, seeds, gate)
		}
	}
}

func TestFlatsAreDeterministicAndVaried(t *testing.T) {
	checkDeterministicAndVaried(t, kindFamilies(spec.Flat))
}

// A requested colour tints the sheet, the disc's label, the dye, the rune's
// stone and the coin.
func TestFlatsTakeTheRequestedColor(t *testing.T) {
	var fs []spec.Family
	for _, f := range kindFamilies(spec.Flat) {
		if f != spec.Map { // a map's terrain is green and blue whatever its parchment
			fs = append(fs, f)
		}
	}
	checkColorAdherence(t, fs)
}
