package engine

import (
	"bytes"
	"context"
	"errors"
	"image"
	"testing"

	"github.com/texelforge/texelforge/internal/apperr"
	"github.com/texelforge/texelforge/internal/engine/builtin"
	"github.com/texelforge/texelforge/internal/engine/provider"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

func generateOrFail(t *testing.T, g *Generator, r Request) *Result {
	t.Helper()
	res, err := g.Generate(context.Background(), r)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func pngs(t *testing.T, res *Result) [][]byte {
	t.Helper()
	var out [][]byte
	for _, tx := range res.Textures {
		b, err := EncodePNG(tx.Image)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	return out
}

// The same prompt, kind, size and seed give byte-identical PNGs; another seed
// gives other textures.
func TestGenerateIsDeterministic(t *testing.T) {
	g := NewGenerator()
	for _, p := range []string{"mossy cobblestone", "ruby sword", "treasure map"} {
		for _, size := range []int{16, 32, 64} {
			r := Request{Prompt: p, Size: size, Seed: 77}
			a, b := pngs(t, generateOrFail(t, g, r)), pngs(t, generateOrFail(t, g, r))
			for i := range a {
				if !bytes.Equal(a[i], b[i]) {
					t.Fatalf("%q at %d: texture %d differs between two runs", p, size, i)
				}
			}
			r.Seed = 78
			if c := pngs(t, generateOrFail(t, g, r)); bytes.Equal(a[0], c[0]) && bytes.Equal(a[1], c[1]) {
				t.Errorf("%q at %d: seeds 77 and 78 drew the same textures", p, size)
			}
		}
	}
}

// The prompt decides kind and family; a requested kind overrides the kind and
// keeps the material.
func TestGenerateReadsThePrompt(t *testing.T) {
	g := NewGenerator()
	cases := []struct {
		prompt string
		kind   spec.Kind
		want   spec.Kind
		family spec.Family
		size   int
	}{
		{"mossy cobblestone", "", spec.Block, spec.Cobblestone, 16},
		{"ruby sword", "", spec.Item, spec.Sword, 32},
		{"blue wool", "", spec.Block, spec.Wool, 16},
		{"diamond ore", "", spec.Block, spec.Ore, 64},
		{"treasure map", "", spec.Flat, spec.Map, 16},
		{"ruby", spec.Block, spec.Block, spec.Storage, 16},
		{"emerald", spec.Item, spec.Item, spec.Gem, 16},
	}
	for _, c := range cases {
		res := generateOrFail(t, g, Request{Prompt: c.prompt, Kind: c.kind, Size: c.size, Count: 4})
		if res.Spec.Kind != c.want || res.Spec.Family != c.family {
			t.Errorf("%q as %q: %s %s, want %s %s", c.prompt, c.kind, res.Spec.Kind, res.Spec.Family, c.want, c.family)
		}
		if len(res.Textures) != 4 || res.Textures[0].Image.Bounds().Dx() != c.size || res.Textures[0].Engine != BuiltinEngine {
			t.Errorf("%q: %d textures of %d px by %s", c.prompt, len(res.Textures), res.Textures[0].Image.Bounds().Dx(), res.Textures[0].Engine)
		}
	}
	if res := generateOrFail(t, g, Request{Prompt: "zorblax wibble"}); len(res.Spec.Unknown) != 2 || len(res.Textures) != DefaultCount {
		t.Errorf("unknown words: %v, %d textures", res.Spec.Unknown, len(res.Textures))
	}
}

func TestGenerateRejectsInvalidRequests(t *testing.T) {
	g := NewGenerator()
	for _, r := range []Request{
		{Prompt: ""}, {Prompt: "stone", Size: 17}, {Prompt: "stone", Count: 65}, {Prompt: "stone", Kind: "potato"},
		{Prompt: "stone", Engine: "openai"}, // not configured
		{Prompt: string(bytes.Repeat([]byte("a"), MaxPromptLength+1))},
	} {
		if _, err := g.Generate(context.Background(), r); !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v: error %v, want ErrInvalid", r, err)
		}
	}
}

// fakeProvider returns the built-in textures of the prompt blown up 32 times,
// as an image model's large pictures; blanks and fail shorten or spoil them.
type fakeProvider struct {
	blanks int   // the first this many pictures are blank
	give   int   // return only this many pictures (at most), with fail; 0 means all
	fail   error // the error returned with a short answer
}

func (f fakeProvider) Name() string { return "fake" }

func (f fakeProvider) Generate(_ context.Context, r provider.Request) ([]image.Image, error) {
	s := spec.Parse(r.Prompt).As(r.Kind)
	n := r.Count
	if f.give != 0 {
		n = f.give
	}
	var out []image.Image
	for i := range n {
		big := image.NewNRGBA(image.Rect(0, 0, r.Size*32, r.Size*32))
		if i >= f.blanks {
			small := builtin.Draw(s, r.Size, 1000, i)
			for y := range big.Rect.Dy() {
				for x := range big.Rect.Dx() {
					big.SetNRGBA(x, y, small.NRGBAAt(x/32, y/32))
				}
			}
		}
		out = append(out, big)
	}
	if n < r.Count {
		return out, f.fail
	}
	return out, nil
}

func TestGenerateWithAProviderPixelizesItsPictures(t *testing.T) {
	g := NewGenerator(fakeProvider{})
	for _, p := range []string{"ruby sword", "oak planks"} {
		res := generateOrFail(t, g, Request{Prompt: p, Engine: "fake", Count: 6})
		if len(res.Textures) != 6 {
			t.Fatalf("%q: %d textures", p, len(res.Textures))
		}
		for i, tx := range res.Textures {
			if tx.Engine != "fake" || tx.Image.Bounds().Dx() != 16 || len(tx.Failures) > 0 {
				t.Errorf("%q texture %d: %s, %d px, fails %v", p, i, tx.Engine, tx.Image.Bounds().Dx(), tx.Failures)
			}
		}
	}
}

// Blank and missing pictures are replaced by built-in textures; a provider
// that returns nothing is an error.
func TestGenerateFillsInForAProvider(t *testing.T) {
	down := apperr.E(apperr.Unavailable, "fake: the server is down")
	res := generateOrFail(t, NewGenerator(fakeProvider{blanks: 1, give: 3, fail: down}), Request{Prompt: "ruby sword", Engine: "fake", Count: 5})
	engines := map[string]int{}
	for _, tx := range res.Textures {
		engines[tx.Engine]++
	}
	if len(res.Textures) != 5 || engines["fake"] != 2 || engines[BuiltinEngine] != 3 {
		t.Errorf("textures by engine: %v", engines)
	}
	_, err := NewGenerator(fakeProvider{give: -1, fail: down}).Generate(context.Background(), Request{Prompt: "stone", Engine: "fake"})
	if apperr.KindOf(err) != apperr.Unavailable {
		t.Errorf("a provider with no pictures: error %v", err)
	}
}

// Every invalid request says what to change in a sentence that can be shown
// as it is, even one without a reason.
func TestInvalidRequestsSayWhatToChange(t *testing.T) {
	g := NewGenerator()
	for r, want := range map[Request]string{
		{Prompt: " "}:                  "The prompt is empty.",
		{Prompt: "stone", Size: 17}:    "The size must be 16, 32 or 64, not 17.",
		{Prompt: "stone", Count: 65}:   "The count must be between 1 and 64, not 65.",
		{Prompt: "stone", Kind: "pot"}: `Unknown kind "pot": use block, item or flat.`,
		{Prompt: "stone", Engine: "x"}: `Unknown engine "x": use builtin.`,
	} {
		_, err := g.Generate(context.Background(), r)
		var invalid *InvalidError
		if !errors.As(err, &invalid) || invalid.Message() != want || !errors.Is(err, ErrInvalid) {
			t.Errorf("%+v: error %v, want one saying %q", r, err, want)
		}
	}
	if got := (&InvalidError{}).Message(); got != "The request is invalid." {
		t.Errorf("without a reason: %q", got)
	}
}
