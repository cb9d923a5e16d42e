package quality

import (
	"image"
	"image/color"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

func BenchmarkMeasure16(b *testing.B) {
	block, item := bricks(), gem(b)
	want := []color.NRGBA{palette.MustHex("#b03028")}
	b.Run("block", func(b *testing.B) {
		for b.Loop() {
			Measure(block, spec.Block, want)
		}
	})
	b.Run("item", func(b *testing.B) {
		for b.Loop() {
			Measure(item, spec.Item, want)
		}
	})
}

func BenchmarkMeasure64(b *testing.B) {
	block := noiseBlock(1, 64, palette.MustHex("#808080"))
	for b.Loop() {
		Measure(block, spec.Block, nil)
	}
}

func BenchmarkDistance16(b *testing.B) {
	x, y := noiseBlock(1, 16, palette.MustHex("#808080")), noiseBlock(2, 16, palette.MustHex("#808080"))
	b.Run("block", func(b *testing.B) {
		for b.Loop() {
			Distance(x, y, spec.Block)
		}
	})
	b.Run("item", func(b *testing.B) {
		for b.Loop() {
			Distance(x, y, spec.Item)
		}
	})
}

func BenchmarkSetDiversity16Blocks(b *testing.B) {
	set := make([]*image.NRGBA, 16)
	for i := range set {
		set[i] = noiseBlock(uint64(i), 16, palette.MustHex("#808080"))
	}
	for b.Loop() {
		SetDiversity(set, spec.Block)
	}
}

func BenchmarkNewSignature16(b *testing.B) {
	block := bricks()
	for b.Loop() {
		NewSignature(block, spec.Block)
	}
}

func BenchmarkSelectDiverse48(b *testing.B) {
	cands := make([]Candidate, 48)
	for i := range cands {
		img := noiseBlock(uint64(i), 16, palette.MustHex("#808080"))
		cands[i] = Candidate{Score: Score(Measure(img, spec.Block, nil), spec.Block), Signature: NewSignature(img, spec.Block)}
	}
	for b.Loop() {
		SelectDiverse(cands, 16)
	}
}

func BenchmarkDistance64Block(b *testing.B) {
	x, y := noiseBlock(1, 64, palette.MustHex("#808080")), noiseBlock(2, 64, palette.MustHex("#808080"))
	for b.Loop() {
		Distance(x, y, spec.Block)
	}
}
