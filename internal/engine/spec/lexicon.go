package spec

import (
	"fmt"
	"strings"
	"sync"
)

// entry is everything one lexicon key can mean. A key may play several roles
// ("stone" is a family noun and a material, "orange" a fruit and a colour,
// "dark" a tone and a modifier); parse.go picks the role from context.
type entry struct {
	family   Family // the key is a noun naming this family
	class    Kind   // the key names a kind outright
	material string // the key names this material (a Materials name)
	color    *Color
	mob      []Color // a mob's egg colours, base then spots: colours it gives when not the head
	modifier string
	tone     tone
}

// pure reports whether the entry is only a family noun, so that a second one in a
// prompt contradicts the head ("sword ore") rather than describing it ("ruby
// sword", "light stone").
func (e *entry) pure() bool {
	return e.family != "" && e.class == "" && e.material == "" && e.color == nil && e.modifier == "" && e.tone == toneNone
}

// onlyMob reports whether the entry is a mob's name and nothing else.
func (e *entry) onlyMob() bool {
	return e.mob != nil && e.family == "" && e.class == "" && e.material == "" && e.color == nil &&
		e.modifier == "" && e.tone == toneNone
}

// vanilla is a block or item name of the game, with the family
// minecraft_data_gen_test.go gave it from minecraft-data.
type vanilla struct {
	Name    string
	Family  Family
	Glowing bool // the block gives off light
}

// lexicon is the index the parser reads: hand-written entries, colour words run
// together, and vanilla block and item names.
type lexicon struct {
	words   map[string]*entry
	joined  map[string]Color    // SVG names written as separate words: "deep sky blue"
	vanilla map[string]*vanilla // vanilla names not read word by word: "crafting table"
	hints   map[string]Family   // things drawn as the nearest family (guess.go)
	// materialColors are the colours of materials named like colours ("crimson").
	materialColors map[string]Color
	fillers        map[string]bool
	enders         map[string]bool // headEnders
	maxWords       int             // the longest key, in words
}

var (
	lexOnce sync.Once
	lex     *lexicon
)

// index returns the lexicon, built on first use.
func index() *lexicon {
	lexOnce.Do(func() { lex, _ = buildLexicon(vanillaNames) })
	return lex
}

// buildLexicon builds the index from the hand-written tables and the vanilla
// names vs, and returns, beside it, every clash between two tables that give
// one key two different values of one role. The first value wins;
// lexicon_test.go requires the clash list to be empty.
func buildLexicon(vs []vanilla) (*lexicon, []string) {
	lx := &lexicon{words: map[string]*entry{}, vanilla: map[string]*vanilla{}, hints: map[string]Family{},
		materialColors: map[string]Color{},
		fillers:        map[string]bool{}, enders: map[string]bool{}}
	var clashes []string
	set := func(key, role string, cur *string, v string) {
		if *cur != "" && *cur != v {
			clashes = append(clashes, fmt.Sprintf("%q: %s %q and %q", key, role, *cur, v))
			return
		}
		*cur = v
	}
	for _, n := range nouns {
		for _, w := range splitList(n.words) {
			k := phraseKey(w)
			set(k, "family", (*string)(&lx.at(k).family), string(n.family))
		}
	}
	for _, c := range classWords {
		for _, w := range splitList(c.words) {
			k := phraseKey(w)
			set(k, "class", (*string)(&lx.at(k).class), string(c.kind))
		}
	}
	for _, m := range Materials {
		k := phraseKey(m.Name)
		set(k, "material", &lx.at(k).material, m.Name)
	}
	for _, a := range materialAliases {
		for _, w := range splitList(a.words) {
			k := phraseKey(w)
			set(k, "material", &lx.at(k).material, a.material)
		}
	}
	for _, m := range modifierWords {
		for _, w := range splitList(m.words) {
			k := phraseKey(w)
			set(k, "modifier", &lx.at(k).modifier, m.modifier)
		}
	}
	for _, t := range toneWords {
		for _, w := range splitList(t.words) {
			lx.at(phraseKey(w)).tone = t.tone
		}
	}
	named := namedColors()
	for k, c := range named {
		if e, ok := lx.words[k]; ok && e.material != "" {
			lx.materialColors[k] = c
			continue // "gold", "silver", "crimson": the material carries the colour
		}
		lx.at(k).color = &c
	}
	lx.joined = joinedColors(named)
	for _, m := range mobColors {
		colors := []Color{newColor(m.name, parseHex(m.base)), newColor(m.name+" spots", parseHex(m.spots))}
		for _, w := range append([]string{m.name}, splitList(m.aliases)...) {
			lx.at(phraseKey(w)).mob = colors
		}
	}
	for i := range vs {
		v := &vs[i]
		lx.vanilla[phraseKey(v.Name)] = v
		lx.maxWords = max(lx.maxWords, len(strings.Fields(v.Name)))
	}
	for _, h := range hints {
		for _, w := range splitList(h.words) {
			k := phraseKey(w)
			if prev, ok := lx.hints[k]; ok && prev != h.family {
				clashes = append(clashes, fmt.Sprintf("%q: hint %q and %q", k, prev, h.family))
			}
			lx.hints[k] = h.family
		}
	}
	for _, w := range splitList(fillerWords) {
		lx.fillers[phraseKey(w)] = true
	}
	for _, w := range splitList(headEnders) {
		lx.fillers[phraseKey(w)], lx.enders[phraseKey(w)] = true, true
	}
	return lx, clashes
}

// at returns the entry for key, adding an empty one if there is none.
func (lx *lexicon) at(key string) *entry {
	e, ok := lx.words[key]
	if !ok {
		e = &entry{}
		lx.words[key] = e
		lx.maxWords = max(lx.maxWords, strings.Count(key, " ")+1)
	}
	return e
}

// known reports whether key is a word or phrase of the lexicon.
func (lx *lexicon) known(key string) bool {
	_, w := lx.words[key]
	_, v := lx.vanilla[key]
	return w || v || lx.fillers[key]
}

// longest returns the longest hand-written entry that starts at toks[0] and the
// number of tokens it spans, or nil and 0. Colour names run together ("deep sky
// blue") count when they are longer than any other entry.
func (lx *lexicon) longest(toks []token) (*entry, int) {
	var b strings.Builder
	for n := min(lx.maxWords, len(toks)); n > 0; n-- {
		b.Reset()
		for i, t := range toks[:n] {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(t.key)
		}
		if e, ok := lx.words[b.String()]; ok {
			return e, n
		}
		if n > 1 {
			if c, ok := lx.joined[strings.ReplaceAll(b.String(), " ", "")]; ok {
				return &entry{color: &c}, n
			}
		}
	}
	return nil, 0
}

// longestVanilla is longest for vanilla names.
func (lx *lexicon) longestVanilla(toks []token) (*vanilla, int) {
	for n := min(lx.maxWords, len(toks)); n > 0; n-- {
		if v, ok := lx.vanilla[joinKeys(toks[:n])]; ok {
			return v, n
		}
	}
	return nil, 0
}

func joinKeys(toks []token) string {
	keys := make([]string, len(toks))
	for i, t := range toks {
		keys[i] = t.key
	}
	return strings.Join(keys, " ")
}

// splitList splits a comma-separated table cell into trimmed, non-empty items.
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}
