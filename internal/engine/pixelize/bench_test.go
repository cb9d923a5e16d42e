package pixelize

import (
	"fmt"
	"image"
	"math/rand/v2"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// BenchmarkPixelize1024 pixelizes 1024×1024 model-like outputs (a stone block,
// and a sword on near-white, mildly blurred and noisy) to 16, 32 and 64 pixels.
// The budget at 16 is 100 ms on one core: go test -bench Pixelize1024 -cpu 1.
func BenchmarkPixelize1024(b *testing.B) {
	inputs := map[spec.Kind]image.Image{}
	for _, f := range []family{families[0], families[3]} {
		gt, _ := mustTruth(b, f, 1)
		inputs[f.kind] = degrade(gt, f.kind, degradation{canvas: 1024, blur: 2}, rand.New(rand.NewPCG(1, 1)))
	}
	for _, kind := range []spec.Kind{spec.Block, spec.Item} {
		for _, size := range []int{16, 32, 64} {
			b.Run(fmt.Sprintf("%s/%d", kind, size), func(b *testing.B) {
				for b.Loop() {
					if _, err := Pixelize(inputs[kind], Options{Kind: kind, Size: size}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
