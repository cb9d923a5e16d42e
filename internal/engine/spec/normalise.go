package spec

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Normalise returns the prompt as the parser reads it: Unicode NFKC, lower case,
// every rune that is not a letter, digit or combining mark replaced by a space
// (hyphens and apostrophes survive between two letters or digits, curly
// apostrophes become straight ones), and runs of spaces collapsed to one. The
// words of Spec.Understood and Spec.Unknown are words of this string.
func Normalise(prompt string) string {
	s := strings.ToLower(norm.NFKC.String(prompt))
	rs := []rune(s)
	var b strings.Builder
	b.Grow(len(s))
	space := true // no leading space
	for i, r := range rs {
		switch {
		case isWordRune(r):
		case (r == '-' || isApostrophe(r)) && i > 0 && i+1 < len(rs) && isWordRune(rs[i-1]) && isWordRune(rs[i+1]):
			if r != '-' {
				r = '\''
			}
		default:
			if !space {
				b.WriteByte(' ')
				space = true
			}
			continue
		}
		b.WriteRune(r)
		space = false
	}
	return strings.TrimSuffix(b.String(), " ")
}

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

func isApostrophe(r rune) bool {
	return r == '\'' || r == '’' || r == 'ʼ' || r == '‘'
}

// token is one word of a normalised prompt.
type token struct {
	word string // as it appears in the normalised prompt
	key  string // the form lexicon keys use: see keyOf
}

// tokens splits a normalised prompt into tokens. A hyphenated word stays whole
// when its joined form is a lexicon key ("tile-able", "cobble-stone"); otherwise
// each part is a token of its own ("dark-oak" reads as "dark oak").
func tokens(normalised string, known func(key string) bool) []token {
	var out []token
	for _, w := range strings.Fields(normalised) {
		k := keyOf(strings.ReplaceAll(w, "-", ""))
		if k != keyOf(w) && !known(k) {
			for _, part := range strings.Split(w, "-") {
				out = append(out, token{word: part, key: keyOf(part)})
			}
			continue
		}
		out = append(out, token{word: w, key: k})
	}
	return out
}

// keyOf returns the lookup form of one normalised word: without a possessive "'s"
// or other apostrophes, and singular.
func keyOf(word string) string {
	word = strings.TrimSuffix(word, "'s")
	word = strings.ReplaceAll(word, "'", "")
	return singular(word)
}

// phraseKey returns the lookup form of a phrase of any spelling ("Stone Bricks"),
// reading a hyphenated word whole, as tokens does when the word is known.
func phraseKey(phrase string) string {
	words := strings.Fields(Normalise(phrase))
	for i, w := range words {
		words[i] = keyOf(strings.ReplaceAll(w, "-", ""))
	}
	return strings.Join(words, " ")
}

// singular turns an English plural into its singular by rule, with the
// exceptions of irregularPlurals. It leaves words of three letters or fewer and
// words ending in -ss, -us and -is alone. It only has to be consistent, since
// lexicon keys go through it too, but it should not merge two meanings.
func singular(w string) string {
	if s, ok := irregularPlurals[w]; ok {
		return s
	}
	n := len(w)
	switch {
	case n <= 3:
		return w
	case strings.HasSuffix(w, "ies"):
		return w[:n-3] + "y"
	case strings.HasSuffix(w, "axes"):
		return w[:n-1] // axes, pickaxes, battleaxes
	case strings.HasSuffix(w, "ves"):
		return w[:n-1] // gloves, olives; leaves and knives are irregular
	case hasSuffix(w, "sses", "shes", "ches", "xes", "zzes", "oes"):
		return w[:n-2]
	case hasSuffix(w, "ss", "us", "is"):
		return w
	case strings.HasSuffix(w, "s"):
		return w[:n-1]
	}
	return w
}

func hasSuffix(s string, suffixes ...string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// isNumberish reports whether a word is a number or a size such as "16x16",
// which the parser treats as filler.
func isNumberish(w string) bool {
	digits := 0
	for _, r := range w {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r != 'x' && r != 'p' && r != 'd':
			return false
		}
	}
	return digits > 0
}
