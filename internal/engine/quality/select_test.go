package quality

import (
	"image"
	"slices"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

func TestSignature(t *testing.T) {
	grey := palette.MustHex("#808080")
	base := NewSignature(bricks(), spec.Block)
	if d := SignatureDistance(base, NewSignature(shifted(bricks(), 5, 9), spec.Block)); d > 1e-5 {
		t.Errorf("bricks vs shifted bricks = %.6f, want ~0", d)
	}
	if d := SignatureDistance(base, NewSignature(noiseBlock(1, 16, grey), spec.Block)); d < 0.1 {
		t.Errorf("bricks vs grey noise = %.4f, want clearly apart", d)
	}
	item := NewSignature(gem(t), spec.Item)
	if d := SignatureDistance(item, NewSignature(shifted(gem(t), 2, 0), spec.Item)); d < 0.05 {
		t.Errorf("gem vs moved gem = %.4f, want apart (items are not shift-invariant)", d)
	}
}

// candidate makes a block candidate from img with the given score.
func candidate(img *image.NRGBA, score float64) Candidate {
	return Candidate{Score: score, Signature: NewSignature(img, spec.Block)}
}

func TestSelectDiverseSpreads(t *testing.T) {
	grey, red := palette.MustHex("#808080"), palette.MustHex("#b03028")
	g := noiseBlock(1, 16, grey)
	cands := []Candidate{
		candidate(bricks(), 0.9), // 0: bricks
		candidate(shifted(bricks(), 2, 1), 0.95),
		candidate(shifted(bricks(), 4, 3), 0.8),
		candidate(g, 0.7), // 3: grey noise
		candidate(shifted(g, 1, 1), 0.85),
		candidate(noiseBlock(5, 16, red), 0.6),                      // 5: red noise
		candidate(noiseBlock(6, 16, palette.MustHex("#2040d0")), 1), // 6: failed
	}
	cands[6].Failed = true
	got := SelectDiverse(cands, 3)
	group := func(i int) int { return []int{0, 0, 0, 1, 1, 2, 3}[i] }
	seen := map[int]bool{}
	for _, i := range got {
		seen[group(i)] = true
	}
	if len(got) != 3 || !seen[0] || !seen[1] || !seen[2] {
		t.Fatalf("SelectDiverse = %v, want one of each of bricks, grey noise and red noise", got)
	}
	if !slices.Contains(got, 1) || !slices.Contains(got, 4) {
		t.Errorf("SelectDiverse = %v, want the best-scored of each duplicate group (1 and 4)", got)
	}
	if again := SelectDiverse(cands, 3); !slices.Equal(got, again) {
		t.Errorf("not deterministic: %v then %v", got, again)
	}
	all := SelectDiverse(cands, 16)
	if len(all) != 6 || slices.Contains(all, 6) {
		t.Errorf("SelectDiverse(n=16) = %v, want the 6 passing candidates", all)
	}
	if none := SelectDiverse(cands, 0); none != nil {
		t.Errorf("SelectDiverse(n=0) = %v, want nil", none)
	}
}

func TestSelectDiverseCanonicalFirst(t *testing.T) {
	var cands []Candidate
	for _, hex := range []string{"#202020", "#808080", "#e0e0e0"} {
		cands = append(cands, candidate(solid(16, palette.MustHex(hex)), 0.5))
	}
	got := SelectDiverse(cands, 3)
	if len(got) != 3 || got[0] != 1 {
		t.Errorf("SelectDiverse = %v, want the middle grey (1) first as the canonical pick", got)
	}
}

func TestSelectDiverseTiesByIndex(t *testing.T) {
	same := candidate(bricks(), 0.5)
	cands := []Candidate{same, same, same, same}
	if got := SelectDiverse(cands, 2); !slices.Equal(got, []int{0, 1}) {
		t.Errorf("SelectDiverse of identical candidates = %v, want [0 1]", got)
	}
}
