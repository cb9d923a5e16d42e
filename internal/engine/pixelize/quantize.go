package pixelize

import (
	"math"
	"math/rand/v2"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

const (
	// mergeDistance: palette entries closer than this are one colour to the eye.
	mergeDistance = 0.02
	// rareShare is the least share of the content a colour needs to be protected.
	rareShare = 0.02
)

// wcol is a colour and how many pixels have it.
type wcol struct {
	lab palette.Lab
	w   float64
}

// quantize clusters cols into at most k colours with weighted k-means in Oklab and
// returns the centres. Seeding is deterministic: the most common colour, then the
// colour farthest from it among those covering at least 2% of the content (so a
// small gem in a sword keeps its own entry), then k-means++ from a fixed seed; the
// best of three seedings is kept. Centres closer than ΔE 0.02 are merged.
func quantize(cols []wcol, k int) []palette.Lab {
	heaviest := cols[0]
	for _, c := range cols {
		if c.w > heaviest.w {
			heaviest = c
		}
	}
	fixed := []palette.Lab{heaviest.lab}
	if rare, ok := rareColor(cols, heaviest.lab); ok && k > 1 {
		fixed = append(fixed, rare)
	}
	var best []palette.Lab
	var bestW []float64
	bestCost := math.Inf(1)
	for trial := range 3 {
		rng := rand.New(rand.NewPCG(uint64(trial)+1, 0x7e8e1))
		centres, weights, cost := lloyd(cols, seedCentres(cols, fixed, k, rng))
		if cost < bestCost {
			best, bestW, bestCost = centres, weights, cost
		}
	}
	return merge(best, bestW)
}

// rareColour returns the mean of the colour farthest from dominant among the
// colours (Oklab cubes 0.04 wide) that cover at least rareShare of cols, if one is
// further than the merge distance.
func rareColor(cols []wcol, dominant palette.Lab) (palette.Lab, bool) {
	const side, n = 0.04, 26 // cubes per axis: L in 0..1, a and b in -0.5..0.5
	sums := make([][4]float64, n*n*n)
	total := 0.0
	q := func(v float64) int { return max(0, min(n-1, int(v/side))) }
	for _, c := range cols {
		s := &sums[q(c.lab.L)*n*n+q(c.lab.A+0.5)*n+q(c.lab.B+0.5)]
		s[0], s[1], s[2], s[3] = s[0]+c.lab.L*c.w, s[1]+c.lab.A*c.w, s[2]+c.lab.B*c.w, s[3]+c.w
		total += c.w
	}
	var rare palette.Lab
	far := mergeDistance
	for _, s := range sums {
		if s[3] < rareShare*total {
			continue
		}
		m := palette.Lab{L: s[0] / s[3], A: s[1] / s[3], B: s[2] / s[3]}
		if d := palette.Distance(m, dominant); d > far {
			rare, far = m, d
		}
	}
	return rare, far > mergeDistance
}

// seedCentres extends fixed to k centres by k-means++: each next centre is a colour
// drawn with probability proportional to its weight times its squared distance to
// the nearest centre. It stops early when every colour is already a centre.
func seedCentres(cols []wcol, fixed []palette.Lab, k int, rng *rand.Rand) []palette.Lab {
	centres := append([]palette.Lab(nil), fixed[:min(len(fixed), k)]...)
	d2 := make([]float64, len(cols))
	for i, c := range cols {
		d2[i] = math.Inf(1)
		for _, m := range centres {
			d2[i] = min(d2[i], sq(c.lab, m))
		}
	}
	for len(centres) < k {
		sum := 0.0
		for i, c := range cols {
			sum += c.w * d2[i]
		}
		if sum == 0 {
			break
		}
		pick, acc := len(cols)-1, rng.Float64()*sum
		for i, c := range cols {
			if acc -= c.w * d2[i]; acc <= 0 {
				pick = i
				break
			}
		}
		m := cols[pick].lab
		centres = append(centres, m)
		for i, c := range cols {
			d2[i] = min(d2[i], sq(c.lab, m))
		}
	}
	return centres
}

// lloyd runs k-means from centres until no colour changes cluster (at most 30
// rounds) and returns the non-empty clusters' centres, their weights and the
// weighted sum of squared distances.
func lloyd(cols []wcol, centres []palette.Lab) ([]palette.Lab, []float64, float64) {
	assign := make([]int, len(cols))
	for i := range assign {
		assign[i] = -1
	}
	sums := make([][4]float64, len(centres))
	for round := 0; round < 30; round++ {
		changed := false
		for i, c := range cols {
			if j := nearest(centres, c.lab); j != assign[i] {
				assign[i], changed = j, true
			}
		}
		if !changed {
			break
		}
		clear(sums)
		for i, c := range cols {
			s := &sums[assign[i]]
			s[0], s[1], s[2], s[3] = s[0]+c.lab.L*c.w, s[1]+c.lab.A*c.w, s[2]+c.lab.B*c.w, s[3]+c.w
		}
		for j, s := range sums {
			if s[3] > 0 {
				centres[j] = palette.Lab{L: s[0] / s[3], A: s[1] / s[3], B: s[2] / s[3]}
			}
		}
	}
	weights := make([]float64, len(centres))
	cost := 0.0
	for i, c := range cols {
		weights[assign[i]] += c.w
		cost += c.w * sq(c.lab, centres[assign[i]])
	}
	var out []palette.Lab
	var outW []float64
	for j, w := range weights {
		if w > 0 {
			out, outW = append(out, centres[j]), append(outW, w)
		}
	}
	return out, outW, cost
}

// merge joins the closest pair of centres, by weighted mean, while it is closer than
// mergeDistance.
func merge(centres []palette.Lab, weights []float64) []palette.Lab {
	for {
		bi, bj, bd := -1, -1, mergeDistance
		for i := range centres {
			for j := i + 1; j < len(centres); j++ {
				if d := palette.Distance(centres[i], centres[j]); d < bd {
					bi, bj, bd = i, j, d
				}
			}
		}
		if bi < 0 {
			return centres
		}
		wi, wj := weights[bi], weights[bj]
		a, b := centres[bi], centres[bj]
		centres[bi] = palette.Lab{
			L: (a.L*wi + b.L*wj) / (wi + wj), A: (a.A*wi + b.A*wj) / (wi + wj), B: (a.B*wi + b.B*wj) / (wi + wj),
		}
		weights[bi] = wi + wj
		centres = append(centres[:bj], centres[bj+1:]...)
		weights = append(weights[:bj], weights[bj+1:]...)
	}
}

// nearest returns the index of the centre closest to c.
func nearest(centres []palette.Lab, c palette.Lab) int {
	best, bd := 0, math.Inf(1)
	for j, m := range centres {
		if d := sq(c, m); d < bd {
			best, bd = j, d
		}
	}
	return best
}

func sq(a, b palette.Lab) float64 {
	dl, da, db := a.L-b.L, a.A-b.A, a.B-b.B
	return dl*dl + da*da + db*db
}
