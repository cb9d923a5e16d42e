// Package builtin is Texelforge's own texture generator: offline, deterministic,
// and fast. A texture is drawn as a pattern of shades (see canvas), coloured through
// ramps built from the prompt's colours and materials. Blocks are drawn on a torus
// so they tile seamlessly by construction; items are part-labelled templates with a
// dark outline and highlights; flat items are flat sheets.
package builtin

import (
	"encoding/binary"
	"hash/fnv"
	"image"
	"math/rand/v2"
	"strings"

	"github.com/texelforge/texelforge/internal/generate/spec"
)

// version changes whenever a change to the generator changes its output, so a
// stored seed never silently promises a picture the generator no longer draws.
const version = 1

// job is what a family's drawer gets: the canvas, the spec, the colours and a
// random stream of its own.
type job struct {
	c    *canvas
	s    spec.Spec
	lk   look
	rng  *rand.Rand
	n    int // the canvas size in pixels
	unit int // pixels per texel of a 16×16 layout: 1, 2 or 4
}

type drawer func(j *job)

// Draw draws variation number `variation` of the texture the spec asks for, at
// size×size pixels. The same spec, size, seed and variation always give the same
// image. size must be 16, 32 or 64.
func Draw(s spec.Spec, size int, seed uint64, variation int) *image.NRGBA {
	j := &job{c: newCanvas(size), s: s, n: size, unit: max(size/16, 1)}
	j.rng = stream(s, size, seed, variation, "shape")
	j.lk = resolveLook(s, stream(s, size, seed, variation, "colour"))
	drawerFor(s.Family)(j)
	applyModifiers(j, stream(s, size, seed, variation, "modifiers"))
	if spec.KindOf(s.Family) != spec.Block {
		finishSprite(j)
	}
	return j.c.render()
}

func drawerFor(f spec.Family) drawer {
	if d, ok := blockDrawers[f]; ok {
		return d
	}
	if d, ok := itemDrawers[f]; ok {
		return d
	}
	if d, ok := flatDrawers[f]; ok {
		return d
	}
	return blockDrawers[spec.DefaultFamily(spec.KindOf(f))]
}

// stream derives an independent random stream per stage, so that changing one
// stage (say, a new modifier) does not reshuffle the shapes of every other.
func stream(s spec.Spec, size int, seed uint64, variation int, stage string) *rand.Rand {
	h := fnv.New64a()
	prompt := strings.Join(strings.Fields(strings.ToLower(s.Prompt)), " ")
	for _, part := range []string{prompt, string(s.Kind), string(s.Family), stage} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	var b [32]byte
	binary.LittleEndian.PutUint64(b[0:], uint64(size))
	binary.LittleEndian.PutUint64(b[8:], seed)
	binary.LittleEndian.PutUint64(b[16:], uint64(variation))
	binary.LittleEndian.PutUint64(b[24:], version)
	h.Write(b[:])
	sum := h.Sum64()
	return rand.New(rand.NewPCG(sum, sum^0x9e3779b97f4a7c15))
}

// between returns a random integer in [lo, hi].
func between(rng *rand.Rand, lo, hi int) int { return lo + rng.IntN(hi-lo+1) }
