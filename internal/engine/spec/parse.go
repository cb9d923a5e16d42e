package spec

import (
	"cmp"
	"slices"
	"strings"
)

// Confidence levels Parse gives.
const (
	confNoun      = 1.0 // a hand-written family noun decided the family
	confVanilla   = 0.9 // a vanilla block or item name decided it
	confClass     = 0.9 // a class word and a material decided it ("iron block", "diamond block")
	confConflict  = 0.8 // it was decided, but the prompt also names another kind or class
	confConverted = 0.7 // a lone material, or a class word converting the head ("sword block")
	confWeak      = 0.5 // only colours, modifiers or class words were understood
	confNothing   = 0.2 // no word was understood
)

// colourTaking are families drawn in a colour rather than a material: a
// rock, metal or jewel named before them is read as a colour ("ruby wool",
// "copper potion", "obsidian glass").
var colorTaking = map[Family]bool{
	Wool: true, Glass: true, Concrete: true, Potion: true, Dye: true,
	Leaves: true, Mushroom: true, MushroomBlock: true,
}

// faceWords name a face of a block, as the game's texture names do
// ("furnace_front", "observer_side"): a thing named with one is a block. A
// front or back only says so of a thing no word names, as items have them too
// ("bundle_open_front").
var faceWords = map[string]bool{
	"side": true, "top": true, "bottom": true, "inner": true, "inside": true, "outside": true,
	"north": true, "south": true, "east": true, "west": true,
}

var frontWords = map[string]bool{"front": true, "back": true, "face": true}

// faceBlocks are the things whose faces are drawn by a block family their
// item's conversion does not give: a cactus, a melon and a pumpkin are
// ribbed like a pillar.
var faceBlocks = map[string]Family{
	"cactus": Pillar, "melon": Pillar, "pumpkin": Pillar, "kelp": Pillar, "root": Leaves, "bush": Leaves,
	"egg":    MushroomBlock, // a sniffer egg's shell, spotted
	"hopper": Machine,
}

// Parse reads a prompt into a Spec. It never fails: a prompt it does not
// understand gives a stone block, tinted by any colour it names, with a low
// Confidence and its words in Unknown.
//
// The family is decided, in order, by an explicit class word ("block", "item",
// "flat", "ore", "page" ...) together with the rightmost noun of that kind or, if
// there is none, a conversion of the head ("diamond block" is a storage block);
// by the head noun, the rightmost family noun ("ruby sword" is a sword, "sword
// ore" an ore); by a lone material's own family ("oak" is planks, "gold" an
// ingot); else it is a stone block. Confidence is 1 when a hand-written noun
// decided, 0.9 for a vanilla name or a class word with a material, 0.8 when a
// second noun or class word disagrees, 0.7 for a lone material or a converted
// head, 0.5 when only colours or modifiers were understood, 0.2 for nothing.
//
// Words other than the head fill the slots: a rock, metal or jewel before a
// family drawn in colour (wool, glass, concrete, potion, dye, leaves,
// mushrooms) is a colour of the material's base colour ("ruby wool"); a tone
// word ("light", "dark", "pale", "deep", "bright") right before a colour shades
// it ("dark red") and is a modifier otherwise ("dark stone" is dark, "light
// stone" pale). The head's own material ("brick" of "bricks") is listed only
// when no other material is named.
func Parse(prompt string) Spec {
	return parseWith(index(), prompt)
}

// parseWith is Parse with the lexicon lx.
func parseWith(lx *lexicon, prompt string) Spec {
	toks := tokens(Normalise(prompt), lx.known)
	ms, unknown, headEnd := lx.scan(toks)
	head, class, conflict := pickHead(ms, headEnd)
	ps := parts(ms, head)

	s := Spec{Prompt: strings.TrimSpace(prompt), Understood: understood(ms), Unknown: dedupe(unknown)}
	s.Family, s.Object, s.Confidence = decide(head, class, ps, len(ms) > 0)
	faced := slices.ContainsFunc(toks, func(t token) bool { return faceWords[t.key] })
	fronted := faced || slices.ContainsFunc(toks, func(t token) bool { return frontWords[t.key] })
	if s.Object == "" && s.Confidence <= confWeak && len(s.Unknown) > 0 {
		// No word named the object: guess it from the words that named nothing,
		// and say how. An unknown thing is an item unless a class word or a
		// face of a block ("furnace front") says not.
		want := class
		if want == "" && fronted {
			want = Block
		}
		if f, why, ok := lx.guess(s.Unknown, want, materialNames(ps)); ok {
			s.Family, s.Confidence, s.Guess = f, confGuessed, why
		} else {
			s.Family = DefaultFamily(cmp.Or(want, Item))
			s.Guess = unguessed(s.Unknown, s.Family)
		}
	}
	if s.Family == Fruit && s.Object != "cocoa" && slices.ContainsFunc(toks, func(t token) bool { return strings.HasPrefix(t.key, "stage") }) {
		// "carrots stage2": the game's crops growing are plants, not their fruit.
		s.Family, s.Object = Plant, "crop"
	}
	if i := slices.IndexFunc(toks, func(t token) bool { return faceWords[t.key] || frontWords[t.key] }); i >= 0 {
		s.Face = toks[i].key
	}
	switch f, ok := faceBlocks[s.Object]; {
	case s.Family == LogSide && (s.Face == "top" || s.Face == "bottom"):
		s.Family = LogTop // "crimson stem top": a log's end
	case !faced || class != "" || KindOf(s.Family) == Block || s.Guess != "" ||
		slices.Contains(strings.Fields(s.Object), s.Face): // "top hat"
	case ok:
		s.Family, s.Confidence = f, min(s.Confidence, confConverted)
	case s.Family == Plant || s.Object == "bell":
		// "sunflower top", "tall grass bottom", "bell side": the game draws the
		// halves of a tall plant and the faces of a bell as sprites.
	default:
		// "pumpkin top", "oak door bottom": a face of the block the thing makes.
		s.Family, s.Object, s.Confidence = fit(Block, s.Family, materialNames(ps)), "", min(s.Confidence, confConverted)
	}
	if conflict {
		s.Confidence = min(s.Confidence, confConflict)
	}
	s.Kind = KindOf(s.Family)
	if colorTaking[s.Family] {
		readMaterialsAsColors(ps)
	}
	if !madeOfWood[s.Family] && (head == nil || head.v == nil) {
		readWoodsAsColors(lx, ps)
	}
	if s.Family == Bread {
		ps = readFrostAsIcing(ps)
	}
	ps = applyTones(ps)
	s.Materials, s.Colors, s.Modifiers = collect(ps)
	return s
}

// pickHead returns the match that names the object: the rightmost family noun
// of the class a class word asks for, else the rightmost family noun. Nouns
// from token headEnd on ("lava" in "bucket of lava") count only when there is
// none before it ("block of gold"). class is the last class word's kind.
// conflict reports two class words that disagree, a head that is not the
// rightmost noun, or a second, pure family noun of another kind ("sword ore").
func pickHead(ms []match, headEnd int) (head *match, class Kind, conflict bool) {
	for i := range ms {
		if e := ms[i].e; e != nil && e.class != "" {
			conflict = conflict || (class != "" && class != e.class)
			class = e.class
		}
	}
	nouns := ms
	if k := slices.IndexFunc(ms, func(m match) bool { return m.start >= headEnd }); k >= 0 && lastNoun(ms[:k], "") != nil {
		nouns = ms[:k]
	}
	head = lastNoun(nouns, class)
	if head == nil {
		head = lastNoun(nouns, "")
	}
	if head == nil {
		return nil, class, conflict
	}
	for i := range ms {
		if e := ms[i].e; e != nil && !ms[i].inner && e.pure() && KindOf(e.family) != KindOf(head.family()) {
			conflict = true
		}
	}
	return head, class, conflict || head != lastNoun(nouns, "")
}

// lastNoun returns the rightmost match naming a family of kind k (any kind when
// k is ""), or nil.
func lastNoun(ms []match, k Kind) *match {
	for i := len(ms) - 1; i >= 0; i-- {
		if f := ms[i].family(); f != "" && (k == "" || KindOf(f) == k) {
			return &ms[i]
		}
	}
	return nil
}

// decide returns the family, the object key and the confidence. ps are the
// slots the matches filled; understoodAny reports whether anything matched.
func decide(head *match, class Kind, ps []part, understoodAny bool) (Family, string, float64) {
	mats := materialNames(ps)
	kind := class
	if kind == "" {
		kind = Block
	}
	switch {
	case head != nil && (class == "" || KindOf(head.family()) == class):
		if head.v != nil {
			return head.family(), head.key, confVanilla
		}
		return head.family(), head.key, confNoun
	case head != nil && head.e != nil && head.e.material != "":
		if own := mustMaterial(head.e.material).Family; KindOf(own) == class {
			return own, "", confClass // "crystal block": the crystal's own block
		}
		return fit(class, head.family(), mats), "", confClass
	case head != nil:
		return fit(class, head.family(), mats), "", confConverted
	case len(mats) > 0 && class != "":
		return fit(class, "", mats), "", confClass
	case len(mats) > 0:
		return mustMaterial(mats[len(mats)-1]).Family, "", confConverted
	case understoodAny:
		return DefaultFamily(kind), "", confWeak
	}
	return DefaultFamily(kind), "", confNothing
}

// understood returns the texts of the matches that are not inside a vanilla name,
// without repeats.
func understood(ms []match) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		if !m.inner {
			out = append(out, m.text)
		}
	}
	return dedupe(out)
}

// dedupe drops repeats, keeping first occurrences; it never returns nil.
func dedupe(words []string) []string {
	out := make([]string, 0, len(words))
	seen := make(map[string]bool, len(words))
	for _, w := range words {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// mustMaterial returns a material named by the tables, which lexicon_test.go
// checks are all in Materials.
func mustMaterial(name string) Material {
	m, _ := MaterialByName(name)
	return m
}
