package pixelize

import (
	"fmt"
	"image"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// roundTrip is one ground truth degraded one way and pixelized back.
type roundTrip struct {
	fam     family
	seed    uint64
	variant string // "opaque" for blocks; "white" or "alpha" for items
	level   int    // index into levels
	truth   *image.NRGBA
	colors  int
	acc     float64
	err     error
}

// levels are the degradations of the round trip: the research's mild and heavy
// blur, and the mild blur on uneven pseudo-pixels (each cell edge moved by up to
// 15% of a cell), as image models draw them.
var levels = []struct {
	name string
	d    degradation
}{
	{"mild", degradation{blur: 2}},
	{"heavy", degradation{blur: 10}},
	{"uneven", degradation{blur: 2, jitter: 0.15}},
}

// TestRoundTripAccuracy is the synthetic benchmark of research §3.3: ground truths
// of 7 families × 5 seeds, items both on near-white and on transparency, degraded
// at each level, pixelized back with the true colour count and scored by
// exact-pixel accuracy.
func TestRoundTripAccuracy(t *testing.T) {
	const seeds = 5
	var runs []*roundTrip
	for _, f := range families {
		variants := []string{"white", "alpha"}
		if f.kind == spec.Block {
			variants = []string{"opaque"}
		}
		for seed := uint64(1); seed <= seeds; seed++ {
			gt, k := mustTruth(t, f, seed)
			for _, v := range variants {
				for level := range levels {
					runs = append(runs, &roundTrip{fam: f, seed: seed, variant: v, level: level, truth: gt, colors: k})
				}
			}
		}
	}
	parallel(runs, func(r *roundTrip) {
		rng := rand.New(rand.NewPCG(r.seed, uint64(r.level)<<8|uint64(len(r.variant))))
		d := levels[r.level].d
		d.alpha = r.variant == "alpha"
		img := degrade(r.truth, r.fam.kind, d, rng)
		got, err := Pixelize(img, Options{Kind: r.fam.kind, Size: 16, MaxColors: r.colors})
		if r.err = err; err == nil {
			r.acc = accuracy(got, r.truth, r.fam.kind)
		}
	})

	mean := summarize(t, runs)
	// Mild is the goal; the other floors are the measured figures (0.998
	// and 1.000) less a margin, so that a regression fails.
	for level, floor := range []float64{0.90, 0.97, 0.97} {
		if mean[level] < floor {
			t.Errorf("%s accuracy %.3f, want >= %.2f", levels[level].name, mean[level], floor)
		}
	}
}

// summarize logs the accuracy per family and variant at each level, and returns
// the overall mean at each level. A run that failed counts as 0 and is reported.
func summarize(t *testing.T, runs []*roundTrip) []float64 {
	t.Helper()
	type key struct{ fam, variant string }
	var order []key
	sums := map[key][]float64{} // per level: sum, count
	all := make([]float64, 2*len(levels))
	for _, r := range runs {
		if r.err != nil {
			t.Errorf("%s seed %d %s %s: %v", r.fam.name, r.seed, r.variant, levels[r.level].name, r.err)
		}
		k := key{r.fam.name, r.variant}
		if sums[k] == nil {
			sums[k] = make([]float64, 2*len(levels))
			order = append(order, k)
		}
		sums[k][2*r.level] += r.acc
		sums[k][2*r.level+1]++
		all[2*r.level] += r.acc
		all[2*r.level+1]++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%-16s", "family  variant")
	for _, l := range levels {
		fmt.Fprintf(&b, " %6s", l.name)
	}
	row := func(name string, s []float64) []float64 {
		fmt.Fprintf(&b, "\n%-16s", name)
		var means []float64
		for l := range levels {
			means = append(means, s[2*l]/s[2*l+1])
			fmt.Fprintf(&b, " %6.3f", means[l])
		}
		return means
	}
	for _, k := range order {
		// Every family and variant must reach the goal at mild blur on its own too.
		if m := row(fmt.Sprintf("%-7s %s", k.fam, k.variant), sums[k]); m[0] < 0.9 {
			t.Errorf("%s %s: mild accuracy %.3f, want >= 0.90", k.fam, k.variant, m[0])
		}
	}
	mean := row("overall", all)
	fmt.Fprintf(&b, "\n(n = %.0f per level)", all[1])
	t.Log(b.String())
	return mean
}

// parallel calls f on every item, on as many goroutines as there are CPUs.
func parallel[T any](items []T, f func(T)) {
	var wg sync.WaitGroup
	next := make(chan T)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for it := range next {
				f(it)
			}
		})
	}
	for _, it := range items {
		next <- it
	}
	close(next)
	wg.Wait()
}
