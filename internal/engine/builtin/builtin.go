// Package builtin is Texelforge's own texture generator: offline, deterministic,
// and fast. A texture is drawn as a pattern of shades (see canvas), coloured through
// ramps built from the prompt's colours and materials. Blocks are drawn on a torus
// so they tile seamlessly by construction; items are part-labelled templates with a
// dark outline and highlights; flat items are flat sheets.
package builtin

import (
	"encoding/binary"
	"image"
	"math/rand/v2"
	"strings"
	"sync"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// version changes whenever a change to the generator changes its output, so a
// stored seed never silently promises a picture the generator no longer draws.
const version = 1

// job is what a family's drawer gets: the canvas, the spec, the colours, a
// random stream of its own and scratch memory.
type job struct {
	c    *canvas
	sc   *scratch
	s    spec.Spec
	lk   look
	rng  *rand.Rand
	n    int // the canvas size in pixels
	unit int // pixels per texel of a 16×16 layout: 1, 2 or 4
}

type drawer func(j *job)

// Draw draws variation number `variation` of the texture the spec asks for, at
// size×size pixels. The same spec, size, seed and variation always give the same
// image. size must be 16, 32 or 64. It is safe for concurrent use.
func Draw(s spec.Spec, size int, seed uint64, variation int) *image.NRGBA {
	w := workbenches.Get().(*workbench)
	defer workbenches.Put(w)
	return w.draw(s, size, seed, variation)
}

// workbenches keeps workbenches, and so their working memory, from one Draw to the
// next: a request's candidates would otherwise spend much of their time
// allocating.
var workbenches = sync.Pool{New: func() any { return new(workbench) }}

// workbench is where Draw draws: one texture at a time, with memory it keeps.
type workbench struct {
	sc      scratch
	prompt  string // the last prompt drawn
	words   string // its words, lower case and single-spaced, as seed hashes them
	sources [stages]rand.PCG
	streams [stages]*rand.Rand // each reading its source
}

// The stages that draw from a random stream of their own.
const (
	shapeStage = iota
	colorStage
	modifierStage
	stages
)

var stageNames = [stages]string{"shape", "colour", "modifiers"}

// draw is Draw on the workbench.
func (w *workbench) draw(s spec.Spec, size int, seed uint64, variation int) *image.NRGBA {
	w.sc.reset()
	w.seed(s, size, seed, variation)
	j := &job{c: newCanvas(&w.sc, size), sc: &w.sc, s: s, n: size, unit: max(size/16, 1), rng: w.streams[shapeStage]}
	j.lk = resolveLook(s, w.streams[colorStage])
	drawerFor(s.Family)(j)
	secondColorPass(j, w.streams[modifierStage])
	applyModifiers(j, w.streams[modifierStage])
	if spec.KindOf(s.Family) != spec.Block {
		finishSprite(j)
	}
	return j.c.render(&w.sc)
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

// seed starts the draw's random streams, one per stage, so that changing one
// stage (say, a new modifier) does not reshuffle the shapes of every other. A
// stage's stream is keyed by an FNV-1a hash of the prompt's words, the kind,
// the family and the stage's name, each followed by a zero byte, then the size,
// seed, variation and version as little-endian uint64s.
func (w *workbench) seed(s spec.Spec, size int, seed uint64, variation int) {
	if w.streams[0] == nil {
		for i := range w.streams {
			w.streams[i] = rand.New(&w.sources[i])
		}
	}
	if w.words == "" || s.Prompt != w.prompt {
		w.prompt, w.words = s.Prompt, strings.Join(strings.Fields(strings.ToLower(s.Prompt)), " ")
	}
	h := uint64(fnvOffset)
	for _, part := range []string{w.words, string(s.Kind), string(s.Family)} {
		h = fnvAdd(fnvAdd(h, part), "\x00")
	}
	var b [32]byte
	binary.LittleEndian.PutUint64(b[0:], uint64(size))
	binary.LittleEndian.PutUint64(b[8:], seed)
	binary.LittleEndian.PutUint64(b[16:], uint64(variation))
	binary.LittleEndian.PutUint64(b[24:], version)
	for i, name := range stageNames {
		sum := fnvAdd(fnvAdd(fnvAdd(h, name), "\x00"), b[:])
		w.sources[i].Seed(sum, sum^0x9e3779b97f4a7c15)
	}
}

// FNV-1a, 64 bits, as hash/fnv computes it.
const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// fnvAdd continues the FNV-1a hash h with the bytes of s.
func fnvAdd[T string | []byte](h uint64, s T) uint64 {
	for i := range len(s) {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

// between returns a random integer in [lo, hi].
func between(rng *rand.Rand, lo, hi int) int { return lo + rng.IntN(hi-lo+1) }
