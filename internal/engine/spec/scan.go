package spec

import "strings"

// match is one run of tokens the lexicon recognised.
type match struct {
	start, end int    // the token span [start, end)
	text       string // the span's words as the prompt has them
	key        string // the lexicon key
	e          *entry // the hand-written entry; nil when v is set
	v          *vanilla
	inner      bool // a hand-written word inside a vanilla name's span
}

// family returns the family the match names as a noun, or "". Words inside a
// vanilla name name nothing: "sea" in "sea lantern" is not water.
func (m *match) family() Family {
	switch {
	case m.v != nil:
		return m.v.Family
	case m.inner:
		return ""
	}
	return m.e.family
}

// scan reads toks left to right, taking at each point the longest hand-written
// entry, or a vanilla name where vanillaAt allows one. scan returns the matches
// in prompt order, the words nothing matched, leaving out fillers, and the
// index of the first token that is a head ender ("of"), or len(toks).
func (lx *lexicon) scan(toks []token) (ms []match, unknown []string, headEnd int) {
	headEnd = len(toks)
	for i := 0; i < len(toks); {
		e, n := lx.longest(toks[i:])
		shadow := n // a vanilla name must be longer than a hand-written entry, unless that is only a mob
		if e != nil && e.onlyMob() {
			shadow = 0
		}
		if v, vn, inner := lx.vanillaAt(toks[i:], i, shadow); v != nil {
			ms = append(ms, match{start: i, end: i + vn, text: joinWords(toks[i : i+vn]), key: v.Name, v: v})
			ms = append(ms, inner...)
			i += vn
			continue
		}
		if n == 0 {
			t := toks[i]
			if lx.enders[t.key] {
				headEnd = min(headEnd, i)
			}
			if !lx.fillers[t.key] && !isNumberish(t.key) {
				unknown = append(unknown, t.word)
			}
			i++
			continue
		}
		ms = append(ms, match{start: i, end: i + n, text: joinWords(toks[i : i+n]), key: joinKeys(toks[i : i+n]), e: e})
		i += n
	}
	return ms, unknown, headEnd
}

// scanHand returns the hand-written matches in toks, which start at token
// offset, marked inner.
func (lx *lexicon) scanHand(toks []token, offset int) []match {
	var ms []match
	for i := 0; i < len(toks); {
		e, n := lx.longest(toks[i:])
		if n == 0 {
			i++
			continue
		}
		ms = append(ms, match{start: offset + i, end: offset + i + n, key: joinKeys(toks[i : i+n]), e: e, inner: true})
		i += n
	}
	return ms
}

// vanillaAt returns the vanilla name that starts at toks[0], which is token
// offset of the prompt, and its length in tokens, when it is longer than the n
// tokens of the hand-written match there and its head word is not a
// hand-written family noun. The head word is the last, or the last before a
// head ender: "cooked beef" stays beef, but "sea lantern" and "heart of the sea"
// are not the sea. It returns, beside it, the hand-written matches inside the
// name, which still give their materials, colours and modifiers.
func (lx *lexicon) vanillaAt(toks []token, offset, n int) (*vanilla, int, []match) {
	v, vn := lx.longestVanilla(toks)
	if vn <= n {
		return nil, 0, nil
	}
	head := offset + vn - 1
	for i := 1; i < vn; i++ {
		if lx.enders[toks[i].key] {
			head = offset + i - 1
			break
		}
	}
	inner := lx.scanHand(toks[:vn], offset)
	for _, m := range inner {
		if m.start <= head && head < m.end && m.e.family != "" {
			return nil, 0, nil
		}
	}
	return v, vn, inner
}

func joinWords(toks []token) string {
	words := make([]string, len(toks))
	for i, t := range toks {
		words[i] = t.word
	}
	return strings.Join(words, " ")
}
