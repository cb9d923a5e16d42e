package engine

import (
	"context"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/builtin"
	"github.com/texelforge/texelforge/internal/engine/pixelize"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/quality"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// oversample is how many candidates the built-in engine draws per texture asked
// for: the gates drop the failures and SelectDiverse keeps the most different of
// the rest.
const oversample = 3

// Texture is one finished variation with its measures.
type Texture struct {
	Image    *image.NRGBA
	Engine   string          // "builtin" or the provider that drew it
	Metrics  quality.Metrics //
	Failures []string        // the gates it fails; empty unless too few candidates passed
}

// Result is a finished generation.
type Result struct {
	Spec     spec.Spec
	Engine   string // the engine asked for
	Size     int
	Seed     uint64
	Textures []Texture
}

// Images returns the textures' images in order.
func (r *Result) Images() []*image.NRGBA {
	out := make([]*image.NRGBA, len(r.Textures))
	for i, t := range r.Textures {
		out[i] = t.Image
	}
	return out
}

// Generator makes textures with the built-in engine or one of its providers.
// It is safe for concurrent use.
type Generator struct {
	providers map[string]provider.Provider
	names     []string
}

// NewGenerator returns a generator that knows the built-in engine and the given
// providers, by name.
func NewGenerator(providers ...provider.Provider) *Generator {
	g := &Generator{providers: map[string]provider.Provider{}, names: []string{BuiltinEngine}}
	for _, p := range providers {
		g.providers[p.Name()] = p
		g.names = append(g.names, p.Name())
	}
	return g
}

// Generate reads the prompt, draws r.Count variations with the requested engine
// and returns them, the canonical one first. The built-in engine never fails on
// a valid request and gives the same textures for the same prompt, kind, size and
// seed. A provider's pictures are pixelized and gated; the built-in engine fills
// in for those that fail or never came. Invalid requests get an *InvalidError;
// a provider that returns nothing gets its own error.
func (g *Generator) Generate(ctx context.Context, r Request) (*Result, error) {
	r, err := r.Normalize()
	if err != nil {
		return nil, err
	}
	s := spec.Parse(r.Prompt)
	if r.Kind != "" {
		s = s.As(r.Kind)
	}
	res := &Result{Spec: s, Engine: r.Engine, Size: r.Size, Seed: r.Seed}
	if r.Engine == BuiltinEngine {
		res.Textures = drawBuiltin(s, r.Size, r.Seed, r.Count, 0)
		return res, nil
	}
	p, ok := g.providers[r.Engine]
	if !ok {
		return nil, invalid("unknown engine %q: use %s", r.Engine, strings.Join(g.names, ", "))
	}
	res.Textures, err = fromProvider(ctx, p, s, r)
	if err != nil {
		return nil, err
	}
	return res, nil
}

// drawBuiltin draws count*oversample candidates, starting at variation number
// first, and keeps count of them.
func drawBuiltin(s spec.Spec, size int, seed uint64, count, first int) []Texture {
	want := wantedColors(s)
	meter := quality.NewMeter(s.Kind)
	c := candidates{textures: make([]Texture, 0, count*oversample), qc: make([]quality.Candidate, 0, count*oversample)}
	for i := range count * oversample {
		c.add(measured(meter, builtin.Draw(s, size, seed, first+i), BuiltinEngine, s, want))
	}
	return c.choose(s.Kind, count)
}

// fromProvider asks p for r.Count pictures, pixelizes and gates them, and fills
// whatever is missing with built-in textures.
func fromProvider(ctx context.Context, p provider.Provider, s spec.Spec, r Request) ([]Texture, error) {
	imgs, err := p.Generate(ctx, provider.Request{Prompt: r.Prompt, Kind: s.Kind, Size: r.Size, Count: r.Count,
		Seed: int64(r.Seed & math.MaxInt64)})
	if len(imgs) == 0 {
		return nil, err // non-nil by the Provider contract
	}
	want := wantedColors(s)
	meter := quality.NewMeter(s.Kind)
	var passed candidates
	for _, img := range imgs {
		px, err := pixelize.Pixelize(img, pixelize.Options{Kind: s.Kind, Size: r.Size})
		if err != nil {
			continue // a blank picture: nothing to keep
		}
		if t, c := measured(meter, px, p.Name(), s, want); !c.Failed {
			passed.add(t, c)
		}
	}
	out := passed.choose(s.Kind, len(passed.textures))
	if missing := r.Count - len(out); missing > 0 {
		out = append(out, drawBuiltin(s, r.Size, r.Seed, missing, r.Count*oversample)...)
	}
	return out, nil
}

// measured measures and gates one texture with meter, and returns it with what
// choosing reads of it: its Score, whether it failed and, if it passed, its
// signature, from the index the meter already holds.
func measured(meter *quality.Meter, img *image.NRGBA, engine string, s spec.Spec, want []color.NRGBA) (Texture, quality.Candidate) {
	m := meter.Measure(img, want)
	t := Texture{Image: img, Engine: engine, Metrics: m, Failures: quality.Check(m, s.Kind, s.Family)}
	c := quality.Candidate{Score: quality.Score(m, s.Kind), Failed: len(t.Failures) > 0}
	if !c.Failed {
		c.Signature = meter.Signature()
	}
	return t, c
}

// candidates are measured textures, side by side with what choosing reads of
// them, which SelectDiverse takes as it is.
type candidates struct {
	textures []Texture
	qc       []quality.Candidate
}

func (cs *candidates) add(t Texture, c quality.Candidate) {
	cs.textures, cs.qc = append(cs.textures, t), append(cs.qc, c)
}

// choose keeps n of the candidates: the most different of those that pass the
// gates, then, if too few pass, the best-scoring of the rest. Sprites are
// also checked pixel by pixel so no two kept are near-duplicates; blocks skip
// that check, which would cost a shift search per pair, because their signature
// is already shift-invariant and separates them (TestSetsPassAndDiffer).
func (cs *candidates) choose(kind spec.Kind, n int) []Texture {
	var picked []int
	if kind == spec.Block {
		picked = quality.SelectDiverse(cs.qc, n)
	} else {
		imgs := make([]*image.NRGBA, len(cs.textures))
		for i, t := range cs.textures {
			imgs[i] = t.Image
		}
		order := quality.SelectDiverse(cs.qc, len(cs.qc))
		picked = quality.Distinct(imgs, kind, order, n)
		if len(picked) < n { // too few distinct: near-duplicates beat failures
			for _, i := range order {
				if len(picked) < n && !slices.Contains(picked, i) {
					picked = append(picked, i)
				}
			}
		}
	}
	if len(picked) < n {
		var rest []int
		for i, c := range cs.qc {
			if c.Failed {
				rest = append(rest, i)
			}
		}
		slices.SortStableFunc(rest, func(a, b int) int { return cmpDesc(cs.qc[a].Score, cs.qc[b].Score) })
		picked = append(picked, rest[:min(len(rest), n-len(picked))]...)
	}
	out := make([]Texture, len(picked))
	for i, k := range picked {
		out[i] = cs.textures[k]
	}
	return out
}

func cmpDesc(a, b float64) int {
	switch {
	case a > b:
		return -1
	case a < b:
		return 1
	}
	return 0
}

// wantedColours are the colours the prompt names, for the adherence measures.
func wantedColors(s spec.Spec) []color.NRGBA {
	out := make([]color.NRGBA, len(s.Colors))
	for i, c := range s.Colors {
		out[i] = c.RGB
	}
	return out
}
