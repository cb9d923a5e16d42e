package spec

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// FuzzParse checks Parse's contract on any input: it returns, a kind, a family of
// that kind, and lists whose words all come from the normalised prompt.
func FuzzParse(f *testing.F) {
	for _, g := range mustReadGolden(f) {
		f.Add(g.prompt)
	}
	f.Fuzz(func(t *testing.T, prompt string) {
		mustParseWithinContract(t, prompt)
	})
}

// mustParseWithinContract parses prompt and fails t unless the spec keeps
// Parse's contract.
func mustParseWithinContract(t *testing.T, prompt string) Spec {
	t.Helper()
	s := Parse(prompt)
	if s.Kind != Block && s.Kind != Item && s.Kind != Flat {
		t.Fatalf("Parse(%q) kind %q", prompt, s.Kind)
	}
	if KindOf(s.Family) != s.Kind {
		t.Fatalf("Parse(%q) family %q is not a %s family", prompt, s.Family, s.Kind)
	}
	if s.Confidence <= 0 || s.Confidence > 1 {
		t.Fatalf("Parse(%q) confidence %v", prompt, s.Confidence)
	}
	words := map[string]bool{}
	for _, w := range strings.Fields(strings.ReplaceAll(Normalise(prompt), "-", " ")) {
		words[w] = true
	}
	for _, phrase := range append(append([]string{}, s.Understood...), s.Unknown...) {
		for _, w := range strings.Fields(strings.ReplaceAll(phrase, "-", " ")) {
			if !words[w] {
				t.Fatalf("Parse(%q) lists %q, which is not in the prompt %q", prompt, w, Normalise(prompt))
			}
		}
	}
	return s
}

// longPrompt returns a prompt of at least n bytes of lexicon words and nonsense.
func longPrompt(n int) string {
	r := rand.New(rand.NewPCG(1, 2))
	vocab := []string{"ruby", "sword", "mossy", "light", "blue", "dark", "oak", "planks", "flurbo",
		"crafting", "table", "of", "the", "glowing", "mushroom", "block", "deep", "sky", "sea", "lantern"}
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(vocab[r.IntN(len(vocab))])
		b.WriteByte(' ')
	}
	return b.String()
}

func TestParseLongPromptIsQuick(t *testing.T) {
	prompt := longPrompt(10 << 10)
	Parse("warm up") // the lexicon is built on first use
	start := time.Now()
	mustParseWithinContract(t, prompt)
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Errorf("Parse of a 10 KB prompt took %v, want under 50ms", d)
	}
}

func BenchmarkParse(b *testing.B) {
	Parse("warm up")
	for b.Loop() {
		Parse("a shiny emerald ring with dark red gems")
	}
}

func BenchmarkParseLongPrompt(b *testing.B) {
	prompt := longPrompt(10 << 10)
	Parse("warm up")
	for b.Loop() {
		Parse(prompt)
	}
}
