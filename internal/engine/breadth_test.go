package engine

// The breadth harness (issue 21): every vanilla texture name and every player
// prompt is generated once and judged on kind, family, the gates and the named
// colour. Without flags it checks the figures against the floors below; with
// -update-breadth it rewrites docs/textures/breadth.md, the contact sheets in
// docs/textures/breadth/ and the family column of the vanilla review table.
//
//	go test ./internal/engine -run TestBreadth
//	go test ./internal/engine -run TestBreadth -update-breadth

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/quality"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Floors (and ceilings) the figures must hold: the values of the last
// -update-breadth run rounded down (ceilings up), so that a regression fails.
// Raise them as families land; breadth.md has the current figures.
const (
	// % of prompts drawn in the kind wanted (item and flat count for each other)
	minKindRightAll     = 98.5
	minKindRightVanilla = 98.5
	minKindRightDev     = 99.0
	minKindRightHeld    = 99.0

	// % of prompts naming a colour whose textures show it (see breadthColourMin)
	minColourDominantAll  = 97.0
	minColourDominantDev  = 95.5
	minColourDominantHeld = 97.0

	// % of all vanilla names whose current family the review table judges fitting;
	// a name whose family changed counts as unreviewed until it is judged again
	minVanillaFits = 90.4

	maxFallbackAll    = 3.4 // % of prompts drawn as the fallback family
	maxWrongKindNoise = 0   // prompts of the wrong kind drawn as the fallback family
	maxGateFailures   = 0   // prompts with at least one texture failing a gate
)

const (
	breadthSeed = 1
	// breadthColourMin is how many of the 16 textures must match the named colour
	// (ColorAdherence <= 1) for it to count as dominant: three in four, so a set
	// whose odd variations drift still counts but one that is half off does not.
	breadthColourMin = 12
	// breadthSheetPart caps the prompts on one contact sheet, which keeps each PNG
	// well under 1.5 MB and legible in an image viewer.
	breadthSheetPart   = 384
	breadthSheetPerRow = 32
	breadthListCap     = 60 // prompts listed per criterion in breadth.md; results.tsv has all
)

var (
	updateBreadth  = flag.Bool("update-breadth", false, "rewrite docs/textures/breadth.md, its contact sheets and the family column of "+vanillaReviewPath)
	breadthPlayers = flag.String("breadth-players", playerPromptsPath, "the player prompts TSV (prompt, kind, colour, split)")
)

const (
	vanillaReviewPath = "testdata/breadth/vanilla_review.tsv"
	playerPromptsPath = "testdata/breadth/player_prompts.tsv"
	vanillaBlockPath  = "../textures/vanilla_block.txt"
	vanillaItemPath   = "../textures/vanilla_item.txt"
	breadthDocPath    = "../../docs/textures/breadth.md"
	breadthSheetDir   = "../../docs/textures/breadth"
)

func TestBreadth(t *testing.T) {
	if testing.Short() {
		t.Skip("generates every vanilla name and player prompt")
	}
	review := readVanillaReview(t, vanillaReviewPath)
	prompts := vanillaPrompts(t, review)
	prompts = append(prompts, readPlayerPrompts(t, *breadthPlayers)...)
	outcomes := generateBreadth(t, prompts)

	if *updateBreadth {
		updateReview(t, review, outcomes)
	}
	figs := breadthFigures(outcomes)
	for _, f := range figs {
		t.Logf("%-22s %4d prompts: kind right %5.1f%%, gate failures %d, colour dominant %d/%d, fits %d, fallback %5.1f%%, wrong-kind noise %d",
			f.Group, f.N, f.KindRightPct(), f.GateFailing, f.ColourDominant, f.ColourNamed, f.FitsYes, f.FallbackPct(), f.Noise)
	}
	if *updateBreadth {
		writeBreadthDoc(t, figs, outcomes)
		writeBreadthSheets(t, outcomes)
		return
	}
	checkBreadthFloors(t, figs)
}

// ---- the development set ----

// breadthPrompt is one prompt of the development set and what it should give.
type breadthPrompt struct {
	Prompt string
	Source string    // "vanilla" or "player"
	List   string    // vanilla: the list the name is in, "block" or "item"
	Split  string    // "dev" or "held"; vanilla names are all dev
	Want   spec.Kind // the kind a player would want
	Colour string    // player prompts: the colour named, "" for none
	Review *reviewRow
}

// reviewRow is one row of vanilla_review.tsv.
type reviewRow struct {
	Name, List string
	Kind       spec.Kind
	Family     spec.Family // the family the engine chose when the row was reviewed
	Fits       string      // "yes", "no" or "" (not reviewed for that family)
}

type vanillaReview struct {
	rows   []*reviewRow
	byName map[string]*reviewRow
}

func readTSV(t *testing.T, path string, header string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (the breadth harness needs it)", err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if n == 1 {
			if line != header {
				t.Fatalf("%s: header %q, want %q", path, line, header)
			}
			continue
		}
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if want := strings.Count(header, "\t") + 1; len(cols) != want {
			t.Fatalf("%s:%d: %d columns, want %d", path, n, len(cols), want)
		}
		rows = append(rows, cols)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

const reviewHeader = "name\tlist\tkind\tfamily\tfits"

func readVanillaReview(t *testing.T, path string) *vanillaReview {
	t.Helper()
	r := &vanillaReview{byName: map[string]*reviewRow{}}
	for _, c := range readTSV(t, path, reviewHeader) {
		kind, err := spec.ParseKind(c[2])
		if err != nil || (c[1] != "block" && c[1] != "item") || !slices.Contains([]string{"yes", "no", ""}, c[4]) {
			t.Fatalf("%s: bad row %q", path, strings.Join(c, "\t"))
		}
		if r.byName[c[0]] != nil {
			t.Fatalf("%s: %s twice", path, c[0])
		}
		row := &reviewRow{Name: c[0], List: c[1], Kind: kind, Family: spec.Family(c[3]), Fits: c[4]}
		r.rows = append(r.rows, row)
		r.byName[row.Name] = row
	}
	return r
}

func readNames(t *testing.T, path string) []string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(b))
}

// vanillaPrompts returns every vanilla name once (a name in both lists as a
// block-list name) with its review row. A name the table lacks fails the test,
// unless -update-breadth is set, which adds it with its list's kind to review.
func vanillaPrompts(t *testing.T, review *vanillaReview) []breadthPrompt {
	t.Helper()
	var out []breadthPrompt
	seen := map[string]bool{}
	for _, list := range []struct{ name, path string }{{"block", vanillaBlockPath}, {"item", vanillaItemPath}} {
		for _, name := range readNames(t, list.path) {
			if seen[name] {
				continue
			}
			seen[name] = true
			row := review.byName[name]
			switch {
			case row == nil && *updateBreadth:
				row = &reviewRow{Name: name, List: list.name, Kind: spec.Kind(list.name)}
				review.rows = append(review.rows, row)
				review.byName[name] = row
				t.Logf("%s: added %s with kind %s: review its kind", vanillaReviewPath, name, list.name)
			case row == nil:
				t.Errorf("%s lacks %s: add it (go test -run TestBreadth -update-breadth adds it for review)", vanillaReviewPath, name)
				continue
			case row.List != list.name:
				t.Errorf("%s: %s is in the %s list, the table says %s", vanillaReviewPath, name, list.name, row.List)
			}
			out = append(out, breadthPrompt{Prompt: strings.ReplaceAll(name, "_", " "), Source: "vanilla",
				List: list.name, Split: "dev", Want: row.Kind, Review: row})
		}
	}
	for _, row := range review.rows {
		if !seen[row.Name] {
			t.Errorf("%s: %s is in neither vanilla list", vanillaReviewPath, row.Name)
		}
	}
	return out
}

const playerHeader = "prompt\tkind\tcolour\tsplit"

func readPlayerPrompts(t *testing.T, path string) []breadthPrompt {
	t.Helper()
	var out []breadthPrompt
	for _, c := range readTSV(t, path, playerHeader) {
		kind, err := spec.ParseKind(c[1])
		if err != nil || strings.TrimSpace(c[0]) == "" || (c[3] != "dev" && c[3] != "held") {
			t.Fatalf("%s: bad row %q", path, strings.Join(c, "\t"))
		}
		out = append(out, breadthPrompt{Prompt: c[0], Source: "player", Split: c[3], Want: kind, Colour: c[2]})
	}
	if len(out) == 0 {
		t.Fatalf("%s holds no prompts", path)
	}
	return out
}

// ---- generating and judging ----

// breadthOutcome is what the engine made of one prompt.
type breadthOutcome struct {
	breadthPrompt
	Spec    spec.Spec
	First   *image.NRGBA
	Failing int      // textures failing any gate
	Reasons []string // the gates they fail, numbers dropped, without repeats
	// The colour named, "" for none; ColourKnown is false when the engine does
	// not know the word. ColourMatching counts the textures within tolerance.
	ColourName      string
	ColourKnown     bool
	ColourMatching  int
	MedianAdherence float64
}

func generateBreadth(t *testing.T, prompts []breadthPrompt) []breadthOutcome {
	t.Helper()
	g := NewGenerator()
	out := make([]breadthOutcome, len(prompts))
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				o, err := judge(g, prompts[i])
				if err != nil {
					mu.Lock()
					firstErr = cmp.Or(firstErr, err)
					mu.Unlock()
				}
				out[i] = o
			}
		}()
	}
	for i := range prompts {
		next <- i
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		t.Fatal(firstErr)
	}
	return out
}

// judge generates p's 16 textures and measures them.
func judge(g *Generator, p breadthPrompt) (breadthOutcome, error) {
	res, err := g.Generate(context.Background(), Request{Prompt: p.Prompt, Seed: breadthSeed})
	if err != nil {
		return breadthOutcome{}, fmt.Errorf("%q: %w", p.Prompt, err)
	}
	o := breadthOutcome{breadthPrompt: p, Spec: res.Spec, First: res.Textures[0].Image}
	for _, tx := range res.Textures {
		if len(tx.Failures) > 0 {
			o.Failing++
		}
		for _, f := range tx.Failures {
			if r := gateReason(f); !slices.Contains(o.Reasons, r) {
				o.Reasons = append(o.Reasons, r)
			}
		}
	}
	slices.Sort(o.Reasons)
	o.ColourName = p.Colour
	if p.Source == "vanilla" && len(res.Spec.Colors) > 0 {
		o.ColourName = res.Spec.Colors[0].Name
	}
	if o.ColourName == "" {
		return o, nil
	}
	rgb, ok := colourOf(res.Spec, o.ColourName)
	if !ok {
		return o, nil
	}
	o.ColourKnown = true
	adherence := make([]float64, len(res.Textures))
	for i, tx := range res.Textures {
		adherence[i] = quality.Measure(tx.Image, res.Spec.Kind, []color.NRGBA{rgb}).ColorAdherence
		if adherence[i] <= 1 {
			o.ColourMatching++
		}
	}
	slices.Sort(adherence)
	o.MedianAdherence = adherence[len(adherence)/2]
	return o, nil
}

// colourOf returns the RGB of a named colour: the prompt's own reading of it
// when the spec has it (so "dark red" keeps its shade), else the word read alone.
func colourOf(s spec.Spec, name string) (color.NRGBA, bool) {
	for _, c := range s.Colors {
		if c.Name == name || strings.HasSuffix(c.Name, " "+name) {
			return c.RGB, true
		}
	}
	if cs := spec.Parse(name).Colors; len(cs) > 0 {
		return cs[0].RGB, true
	}
	return color.NRGBA{}, false
}

var (
	reasonAside  = regexp.MustCompile(`\([^)]*\)`)
	reasonNumber = regexp.MustCompile(`[0-9]+(\.[0-9]+)?[%°]?`)
	reasonSpaces = regexp.MustCompile(`\s+`)
)

// gateReason is a gate failure without its measured numbers and asides, so
// that equal failures count together: "seam rank # > #: the edge shows when
// tiled".
func gateReason(failure string) string {
	failure = reasonAside.ReplaceAllString(failure, "")
	failure = reasonNumber.ReplaceAllString(failure, "#")
	return strings.TrimSpace(reasonSpaces.ReplaceAllString(failure, " "))
}

// KindRight reports whether the kind drawn is the kind wanted; item and flat are
// both inventory sprites in the game and count for each other (Swapped).
func (o breadthOutcome) KindRight() bool {
	return o.Spec.Kind == o.Want || o.Swapped()
}

// Swapped reports an item wanted and a flat item drawn, or the other way round.
func (o breadthOutcome) Swapped() bool {
	return o.Spec.Kind != o.Want && o.Spec.Kind != spec.Block && o.Want != spec.Block
}

// Fallback reports a spec that no noun or material decided.
func (o breadthOutcome) Fallback() bool {
	return o.Spec.Object == "" && o.Spec.Confidence <= 0.5
}

// Noise reports the worst miss: the wrong kind, drawn as the fallback family.
func (o breadthOutcome) Noise() bool { return !o.KindRight() && o.Fallback() }

func (o breadthOutcome) ColourDominant() bool {
	return o.ColourKnown && o.ColourMatching >= breadthColourMin
}

// Fits is the review's judgement of the family drawn: "yes", "no", or "" when
// the name was never reviewed or was reviewed for another family.
func (o breadthOutcome) Fits() string {
	if o.Review == nil || o.Review.Family != o.Spec.Family {
		return ""
	}
	return o.Review.Fits
}

// ---- figures ----

type breadthGroup struct {
	Name string
	In   func(breadthOutcome) bool
}

var breadthGroups = []breadthGroup{
	{"all", func(breadthOutcome) bool { return true }},
	{"vanilla", func(o breadthOutcome) bool { return o.Source == "vanilla" }},
	{"vanilla block list", func(o breadthOutcome) bool { return o.Source == "vanilla" && o.List == "block" }},
	{"vanilla item list", func(o breadthOutcome) bool { return o.Source == "vanilla" && o.List == "item" }},
	{"player dev", func(o breadthOutcome) bool { return o.Source == "player" && o.Split == "dev" }},
	{"player held", func(o breadthOutcome) bool { return o.Source == "player" && o.Split == "held" }},
}

type breadthFigure struct {
	Group                                      string
	N, KindRight, Swapped, GateFailing         int
	ColourNamed, ColourUnknown, ColourDominant int
	Vanilla, FitsYes, FitsNo, Unreviewed       int
	Fallback, Noise                            int
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

func (f breadthFigure) KindRightPct() float64      { return pct(f.KindRight, f.N) }
func (f breadthFigure) ColourDominantPct() float64 { return pct(f.ColourDominant, f.ColourNamed) }
func (f breadthFigure) FitsPct() float64           { return pct(f.FitsYes, f.Vanilla) }
func (f breadthFigure) FallbackPct() float64       { return pct(f.Fallback, f.N) }

func breadthFigures(outcomes []breadthOutcome) []breadthFigure {
	var out []breadthFigure
	for _, g := range breadthGroups {
		f := breadthFigure{Group: g.Name}
		for _, o := range outcomes {
			if !g.In(o) {
				continue
			}
			f.N++
			f.KindRight += b2i(o.KindRight())
			f.Swapped += b2i(o.Swapped())
			f.GateFailing += b2i(o.Failing > 0)
			if o.ColourName != "" {
				f.ColourNamed++
				f.ColourUnknown += b2i(!o.ColourKnown)
				f.ColourDominant += b2i(o.ColourDominant())
			}
			if o.Source == "vanilla" {
				f.Vanilla++
				switch o.Fits() {
				case "yes":
					f.FitsYes++
				case "no":
					f.FitsNo++
				default:
					f.Unreviewed++
				}
			}
			f.Fallback += b2i(o.Fallback())
			f.Noise += b2i(o.Noise())
		}
		out = append(out, f)
	}
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func figureOf(figs []breadthFigure, group string) breadthFigure {
	for _, f := range figs {
		if f.Group == group {
			return f
		}
	}
	panic("no breadth group " + group)
}

func checkBreadthFloors(t *testing.T, figs []breadthFigure) {
	t.Helper()
	atLeast := func(what string, got, floor float64) {
		if got < floor {
			t.Errorf("%s: %.1f%%, floor %.0f%%", what, got, floor)
		}
	}
	atMost := func(what string, got, ceiling float64) {
		if got > ceiling {
			t.Errorf("%s: %.1f%%, ceiling %.0f%%", what, got, ceiling)
		}
	}
	atMostCount := func(what string, got, ceiling int) {
		if got > ceiling {
			t.Errorf("%s: %d, ceiling %d", what, got, ceiling)
		}
	}
	all, vanilla := figureOf(figs, "all"), figureOf(figs, "vanilla")
	dev, held := figureOf(figs, "player dev"), figureOf(figs, "player held")
	atLeast("kind right, all", all.KindRightPct(), minKindRightAll)
	atLeast("kind right, vanilla", vanilla.KindRightPct(), minKindRightVanilla)
	atLeast("kind right, player dev", dev.KindRightPct(), minKindRightDev)
	atLeast("kind right, player held", held.KindRightPct(), minKindRightHeld)
	atLeast("named colour dominant, all", all.ColourDominantPct(), minColourDominantAll)
	atLeast("named colour dominant, player dev", dev.ColourDominantPct(), minColourDominantDev)
	atLeast("named colour dominant, player held", held.ColourDominantPct(), minColourDominantHeld)
	atLeast("vanilla names whose family fits", vanilla.FitsPct(), minVanillaFits)
	atMost("fallback family, all", all.FallbackPct(), maxFallbackAll)
	atMostCount("wrong-kind noise fields", all.Noise, maxWrongKindNoise)
	atMostCount("prompts with a gate failure", all.GateFailing, maxGateFailures)
}

// ---- the review table ----

// updateReview writes the family each vanilla name now gets into the review
// table, clearing the judgement of rows whose family changed.
func updateReview(t *testing.T, review *vanillaReview, outcomes []breadthOutcome) {
	t.Helper()
	changed := 0
	for _, o := range outcomes {
		if o.Review == nil || o.Review.Family == o.Spec.Family {
			continue
		}
		if o.Review.Family != "" {
			changed++
		}
		o.Review.Family, o.Review.Fits = o.Spec.Family, ""
	}
	var b strings.Builder
	b.WriteString(reviewHeader + "\n")
	for _, r := range review.rows {
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\n", r.Name, r.List, r.Kind, r.Family, r.Fits)
	}
	if err := os.WriteFile(vanillaReviewPath, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d names changed family since the last review", vanillaReviewPath, changed)
}

// ---- breadth.md, results.tsv and the contact sheets ----

func writeBreadthDoc(t *testing.T, figs []breadthFigure, outcomes []breadthOutcome) {
	t.Helper()
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	w("# Engine breadth\n\n")
	w("Written by `go test ./internal/engine -run TestBreadth -update-breadth` (issue 21); do not edit by hand.\n\n")
	w("The development set is every vanilla texture name (`internal/textures/vanilla_*.txt`, a name in both lists once, as a block-list name; underscores read as spaces) and every player prompt (`internal/engine/testdata/breadth/player_prompts.tsv`). ")
	w("Each prompt is generated once with the built-in engine: seed %d, %d textures at %dx%d, the kind as detected.\n\n", breadthSeed, DefaultCount, DefaultSize, DefaultSize)
	w("- **Kind right**: the kind drawn is the kind wanted (player prompts: their `kind` column; vanilla names: `kind` in `testdata/breadth/vanilla_review.tsv`). Block and non-block are strict; an item drawn as a flat item or the other way round counts as right (both are inventory sprites) and is counted apart as *item/flat swaps*.\n")
	w("- **Gate failure**: at least one of the 16 textures fails a quality gate.\n")
	w("- **Named colour dominant**: at least %d of the 16 textures are within tolerance of the colour named (`ColorAdherence` <= 1, measured against that colour alone). Player prompts: their `colour` column; vanilla names: the first colour the parser reads in the name. A colour word the engine does not know counts as not dominant.\n", breadthColourMin)
	w("- **Fits**: the vanilla review table judges the family drawn as fitting the name (`fits` = yes, for the family it now gets), over all vanilla names; *unreviewed* names have no judgement for their current family.\n")
	w("- **Fallback**: no noun or material decided the family (the spec's Object is empty and its confidence <= 0.5): a %s block, %s item or %s sheet tinted by whatever colour was named.\n", spec.DefaultFamily(spec.Block), spec.DefaultFamily(spec.Item), spec.DefaultFamily(spec.Flat))
	w("- **Wrong-kind noise**: kind wrong *and* fallback: the prompt got a noise field of the wrong kind.\n\n")

	w("## Figures\n\n| | %s |\n|---|%s\n", joinGroups(figs, func(f breadthFigure) string { return f.Group }), strings.Repeat("---:|", len(figs)))
	row := func(name string, cell func(f breadthFigure) string) { w("| %s | %s |\n", name, joinGroups(figs, cell)) }
	row("prompts", func(f breadthFigure) string { return fmt.Sprint(f.N) })
	row("kind right", func(f breadthFigure) string { return fmt.Sprintf("%.1f%% (%d)", f.KindRightPct(), f.KindRight) })
	row("of which item/flat swaps", func(f breadthFigure) string { return fmt.Sprint(f.Swapped) })
	row("prompts with a gate failure", func(f breadthFigure) string { return fmt.Sprint(f.GateFailing) })
	row("named colour dominant", func(f breadthFigure) string {
		return fmt.Sprintf("%.1f%% (%d/%d)", f.ColourDominantPct(), f.ColourDominant, f.ColourNamed)
	})
	row("colour word unknown", func(f breadthFigure) string { return fmt.Sprint(f.ColourUnknown) })
	row("vanilla names fitting", func(f breadthFigure) string {
		if f.Vanilla == 0 {
			return "–"
		}
		return fmt.Sprintf("%.1f%% (%d/%d)", f.FitsPct(), f.FitsYes, f.Vanilla)
	})
	row("judged not fitting", func(f breadthFigure) string { return dashIfNone(f.Vanilla, f.FitsNo) })
	row("unreviewed", func(f breadthFigure) string { return dashIfNone(f.Vanilla, f.Unreviewed) })
	row("fallback family", func(f breadthFigure) string { return fmt.Sprintf("%.1f%% (%d)", f.FallbackPct(), f.Fallback) })
	row("wrong-kind noise", func(f breadthFigure) string { return fmt.Sprint(f.Noise) })

	writeFamilyTable(w, outcomes)
	writeCriterionLists(w, outcomes)
	writeSheetLinks(w, outcomes)

	if err := os.WriteFile(breadthDocPath, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	writeResultsTSV(t, outcomes)
}

func joinGroups(figs []breadthFigure, cell func(breadthFigure) string) string {
	cells := make([]string, len(figs))
	for i, f := range figs {
		cells[i] = cell(f)
	}
	return strings.Join(cells, " | ")
}

func dashIfNone(of, n int) string {
	if of == 0 {
		return "–"
	}
	return fmt.Sprint(n)
}

func writeFamilyTable(w func(string, ...any), outcomes []breadthOutcome) {
	groups := []string{"all", "vanilla", "player dev", "player held"}
	counts := map[spec.Family][]int{}
	for _, o := range outcomes {
		if counts[o.Spec.Family] == nil {
			counts[o.Spec.Family] = make([]int, len(groups))
		}
		for i, g := range groups {
			if groupNamed(g).In(o) {
				counts[o.Spec.Family][i]++
			}
		}
	}
	families := make([]spec.Family, 0, len(spec.Families))
	for _, f := range spec.Families {
		families = append(families, f.Family)
		if counts[f.Family] == nil {
			counts[f.Family] = make([]int, len(groups))
		}
	}
	slices.SortStableFunc(families, func(a, b spec.Family) int { return counts[b][0] - counts[a][0] })
	w("\n## Families drawn\n\nHow many prompts each family drew (families that drew none too).\n\n| family | kind | %s |\n|---|---|%s\n",
		strings.Join(groups, " | "), strings.Repeat("---:|", len(groups)))
	for _, f := range families {
		c := counts[f]
		cells := make([]string, len(c))
		for i, n := range c {
			cells[i] = fmt.Sprint(n)
		}
		w("| %s | %s | %s |\n", f, spec.KindOf(f), strings.Join(cells, " | "))
	}
}

func groupNamed(name string) breadthGroup {
	for _, g := range breadthGroups {
		if g.Name == name {
			return g
		}
	}
	panic("no breadth group " + name)
}

// writeCriterionLists lists the prompts that miss each criterion, at most
// breadthListCap each (results.tsv has them all).
func writeCriterionLists(w func(string, ...any), outcomes []breadthOutcome) {
	list := func(title, header string, keep func(breadthOutcome) bool, cells func(breadthOutcome) string) {
		var rows []string
		for _, o := range outcomes {
			if keep(o) {
				rows = append(rows, "| "+cells(o)+" |")
			}
		}
		w("\n### %s (%d)\n\n", title, len(rows))
		if len(rows) == 0 {
			w("None.\n")
			return
		}
		w("| %s |\n|%s\n", header, strings.Repeat("---|", strings.Count(header, "|")+1))
		for _, r := range rows[:min(len(rows), breadthListCap)] {
			w("%s\n", r)
		}
		if len(rows) > breadthListCap {
			w("\n…and %d more in [results.tsv](breadth/results.tsv).\n", len(rows)-breadthListCap)
		}
	}
	w("\n## Prompts that miss a criterion\n")

	reasons := map[string]int{}
	for _, o := range outcomes {
		for _, r := range o.Reasons {
			reasons[r]++
		}
	}
	w("\n### Gate failures by gate\n\n")
	if len(reasons) == 0 {
		w("None.\n")
	} else {
		keys := make([]string, 0, len(reasons))
		for r := range reasons {
			keys = append(keys, r)
		}
		slices.SortFunc(keys, func(a, b string) int { return reasons[b] - reasons[a] })
		w("| gate | prompts |\n|---|---:|\n")
		for _, k := range keys {
			w("| %s | %d |\n", k, reasons[k])
		}
	}
	list("Prompts with a gate failure", "prompt | source | family | failing of 16 | gates",
		func(o breadthOutcome) bool { return o.Failing > 0 },
		func(o breadthOutcome) string {
			return fmt.Sprintf("%s | %s | %s | %d | %s", o.Prompt, o.source(), o.Spec.Family, o.Failing, strings.Join(o.Reasons, "; "))
		})
	list("Wrong-kind noise", "prompt | source | wanted | drawn | family",
		breadthOutcome.Noise,
		func(o breadthOutcome) string {
			return fmt.Sprintf("%s | %s | %s | %s | %s", o.Prompt, o.source(), o.Want, o.Spec.Kind, o.Spec.Family)
		})
	list("Kind wrong", "prompt | source | wanted | drawn | family",
		func(o breadthOutcome) bool { return !o.KindRight() },
		func(o breadthOutcome) string {
			return fmt.Sprintf("%s | %s | %s | %s | %s", o.Prompt, o.source(), o.Want, o.Spec.Kind, o.Spec.Family)
		})
	list("Item/flat swaps (counted as kind right)", "prompt | source | wanted | drawn | family",
		breadthOutcome.Swapped,
		func(o breadthOutcome) string {
			return fmt.Sprintf("%s | %s | %s | %s | %s", o.Prompt, o.source(), o.Want, o.Spec.Kind, o.Spec.Family)
		})
	list("Named colour not dominant", "prompt | source | colour | within tolerance of 16 | median adherence | family",
		func(o breadthOutcome) bool { return o.ColourName != "" && !o.ColourDominant() },
		func(o breadthOutcome) string {
			if !o.ColourKnown {
				return fmt.Sprintf("%s | %s | %s | colour word unknown | – | %s", o.Prompt, o.source(), o.ColourName, o.Spec.Family)
			}
			return fmt.Sprintf("%s | %s | %s | %d | %.2f | %s", o.Prompt, o.source(), o.ColourName, o.ColourMatching, o.MedianAdherence, o.Spec.Family)
		})
	list("Vanilla names whose family does not fit", "name | wanted | family",
		func(o breadthOutcome) bool { return o.Fits() == "no" },
		func(o breadthOutcome) string {
			return fmt.Sprintf("%s | %s | %s", o.Review.Name, o.Want, o.Spec.Family)
		})
	writeMisfitFamilies(w, outcomes)
	list("Fallback family", "prompt | source | wanted | family | unknown words",
		breadthOutcome.Fallback,
		func(o breadthOutcome) string {
			return fmt.Sprintf("%s | %s | %s | %s | %s", o.Prompt, o.source(), o.Want, o.Spec.Family, strings.Join(o.Spec.Unknown, " "))
		})
}

// writeMisfitFamilies counts the vanilla names judged not fitting by the family
// they fall to, which shows the families that catch the most names they
// cannot draw.
func writeMisfitFamilies(w func(string, ...any), outcomes []breadthOutcome) {
	counts := map[spec.Family]int{}
	for _, o := range outcomes {
		if o.Fits() == "no" {
			counts[o.Spec.Family]++
		}
	}
	families := make([]spec.Family, 0, len(counts))
	for f := range counts {
		families = append(families, f)
	}
	slices.SortFunc(families, func(a, b spec.Family) int { return cmp.Or(counts[b]-counts[a], strings.Compare(string(a), string(b))) })
	w("\n### Vanilla names not fitting, by the family they fall to\n\n| family | names |\n|---|---:|\n")
	for _, f := range families {
		w("| %s | %d |\n", f, counts[f])
	}
}

// source names where a prompt comes from: "vanilla block", "player held" ...
func (o breadthOutcome) source() string {
	if o.Source == "vanilla" {
		return "vanilla " + o.List
	}
	return "player " + o.Split
}

func writeResultsTSV(t *testing.T, outcomes []breadthOutcome) {
	t.Helper()
	var b strings.Builder
	b.WriteString("prompt\tsource\twanted\tkind\tfamily\tobject\tconfidence\tfallback\tkind_right\tfailing\tgates\tcolour\tcolour_matching\tmedian_adherence\tfits\n")
	for _, o := range outcomes {
		matching, median := "", ""
		if o.ColourKnown {
			matching, median = fmt.Sprint(o.ColourMatching), fmt.Sprintf("%.2f", o.MedianAdherence)
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\t%.2f\t%s\t%s\t%d\t%s\t%s\t%s\t%s\t%s\n",
			o.Prompt, o.source(), o.Want, o.Spec.Kind, o.Spec.Family, o.Spec.Object, o.Spec.Confidence,
			yesNo(o.Fallback()), yesNo(o.KindRight()), o.Failing, strings.Join(o.Reasons, "; "),
			o.ColourName, matching, median, o.Fits())
	}
	writeFile(t, filepath.Join(breadthSheetDir, "results.tsv"), []byte(b.String()))
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// breadthSheets are the contact sheets: the first texture of each prompt of a
// group, split into parts of breadthSheetPart.
var breadthSheets = []struct {
	File, Title string
	In          func(breadthOutcome) bool
}{
	{"vanilla_blocks", "Vanilla block-list names", groupNamed("vanilla block list").In},
	{"vanilla_items", "Vanilla item-list names", groupNamed("vanilla item list").In},
	{"player_dev", "Player prompts, dev split", groupNamed("player dev").In},
	{"player_held", "Player prompts, held split", groupNamed("player held").In},
}

var sheetFileName = regexp.MustCompile(`^(vanilla_blocks|vanilla_items|player_dev|player_held)_[0-9]+\.(png|tsv)$`)

// sheetParts returns, per sheet, the parts' outcomes.
func sheetParts(outcomes []breadthOutcome) [][][]breadthOutcome {
	out := make([][][]breadthOutcome, len(breadthSheets))
	for i, s := range breadthSheets {
		var in []breadthOutcome
		for _, o := range outcomes {
			if s.In(o) {
				in = append(in, o)
			}
		}
		// parts of equal size, in whole rows
		parts := (len(in) + breadthSheetPart - 1) / breadthSheetPart
		per := 0
		if parts > 0 {
			rows := ((len(in)+parts-1)/parts + breadthSheetPerRow - 1) / breadthSheetPerRow
			per = rows * breadthSheetPerRow
		}
		for len(in) > 0 {
			n := min(len(in), per)
			out[i] = append(out[i], in[:n])
			in = in[n:]
		}
	}
	return out
}

func writeSheetLinks(w func(string, ...any), outcomes []breadthOutcome) {
	w("\n## Contact sheets\n\nThe first texture of each prompt, 2x, %d a row; blocks untiled, sprites on the transparency checker. The TSV beside each sheet gives row and column (from 1) to prompt and family.\n", breadthSheetPerRow)
	for i, parts := range sheetParts(outcomes) {
		s := breadthSheets[i]
		w("\n### %s\n\n", s.Title)
		for k := range parts {
			name := fmt.Sprintf("%s_%d", s.File, k+1)
			w("- [%s.png](breadth/%s.png) ([index](breadth/%s.tsv)): %d prompts\n", name, name, name, len(parts[k]))
		}
	}
}

func writeBreadthSheets(t *testing.T, outcomes []breadthOutcome) {
	t.Helper()
	old, _ := os.ReadDir(breadthSheetDir)
	for _, e := range old {
		if sheetFileName.MatchString(e.Name()) {
			if err := os.Remove(filepath.Join(breadthSheetDir, e.Name())); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i, parts := range sheetParts(outcomes) {
		for k, part := range parts {
			name := filepath.Join(breadthSheetDir, fmt.Sprintf("%s_%d", breadthSheets[i].File, k+1))
			imgs := make([]*image.NRGBA, len(part))
			var index strings.Builder
			index.WriteString("row\tcol\tprompt\tkind\tfamily\n")
			for j, o := range part {
				imgs[j] = o.First
				fmt.Fprintf(&index, "%d\t%d\t%s\t%s\t%s\n", j/breadthSheetPerRow+1, j%breadthSheetPerRow+1, o.Prompt, o.Spec.Kind, o.Spec.Family)
			}
			var buf bytes.Buffer
			if err := (&png.Encoder{CompressionLevel: png.BestCompression}).Encode(&buf, Sheet(imgs, breadthSheetPerRow, 2, false)); err != nil {
				t.Fatal(err)
			}
			writeFile(t, name+".png", buf.Bytes())
			writeFile(t, name+".tsv", []byte(index.String()))
			if buf.Len() > 1_500_000 {
				t.Errorf("%s.png is %d bytes: lower breadthSheetPart", name, buf.Len())
			}
		}
	}
}
