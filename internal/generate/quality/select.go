package quality

import (
	"image"
	"math"
	"slices"

	"github.com/texelforge/texelforge/internal/generate/palette"
	"github.com/texelforge/texelforge/internal/generate/spec"
)

// sigBands is how many lightness bands a Signature quantises L into; one more
// level stands for transparent.
const sigBands = 6

const (
	sigLevels = sigBands + 1
	sigBins   = sigLevels * sigLevels
)

// mmrScoreWeight is how much a candidate's Score counts against its distance from
// those already picked when SelectDiverse picks the next one.
const mmrScoreWeight = 0.3

// Signature is a cheap summary of a texture for spreading a selection: how often
// each lightness band sits beside each other one horizontally and vertically (bands
// blended linearly, so a small lightness jitter moves it a little), the mean Oklab
// colour, and the opaque mask's coverage, centroid and spread. For blocks it is
// the same for every cyclic shift of the tile, like Distance.
type Signature struct {
	co    [2 * sigBins]float32 // horizontal neighbour pairs, then vertical; each half sums to 1
	mean  palette.Lab
	shape [5]float32 // coverage; sprites also centroid x, y and spread x, y over the size
}

// NewSignature summarises img as a texture of the given kind: about 10 µs at
// 16x16, most of it indexing the palette.
func NewSignature(img *image.NRGBA, kind spec.Kind) Signature {
	r := newRaster(img, kind == spec.Block)
	var s Signature
	type levels struct {
		lo, hi int
		f      float32 // weight of hi; lo gets 1-f
	}
	lv := make([]levels, len(r.pal)+1) // lv[k+1] for palette entry k, lv[0] transparent
	for k, sw := range r.pal {
		t := min(max(sw.lab.L*sigBands-0.5, 0), sigBands-1)
		lo := min(int(t), sigBands-2)
		lv[k+1] = levels{lo + 1, lo + 2, float32(t - float64(lo))}
	}
	var pairs [2]int
	var sx, sy, sxx, syy float64
	for y := range r.h {
		for x := range r.w {
			k := r.idx[y*r.w+x]
			a := lv[k+1]
			for dir, d := range forward[:2] {
				q := r.near(x, y, d[0], d[1])
				if q < 0 {
					continue
				}
				b, co := lv[r.idx[q]+1], s.co[dir*sigBins:(dir+1)*sigBins]
				co[a.lo*sigLevels+b.lo] += (1 - a.f) * (1 - b.f)
				co[a.lo*sigLevels+b.hi] += (1 - a.f) * b.f
				co[a.hi*sigLevels+b.lo] += a.f * (1 - b.f)
				co[a.hi*sigLevels+b.hi] += a.f * b.f
				pairs[dir]++
			}
			if k < 0 {
				continue
			}
			c := r.pal[k].lab
			s.mean = palette.Lab{L: s.mean.L + c.L, A: s.mean.A + c.A, B: s.mean.B + c.B}
			fx, fy := float64(x), float64(y)
			sx, sy, sxx, syy = sx+fx, sy+fy, sxx+fx*fx, syy+fy*fy
		}
	}
	for i := range s.co {
		s.co[i] /= float32(max(pairs[i/sigBins], 1))
	}
	if r.opaque == 0 {
		return s
	}
	n := float64(r.opaque)
	s.mean = palette.Lab{L: s.mean.L / n, A: s.mean.A / n, B: s.mean.B / n}
	s.shape[0] = float32(n / float64(r.w*r.h))
	if kind != spec.Block {
		w, h := float64(r.w), float64(r.h)
		s.shape[1], s.shape[2] = float32(sx/n/w), float32(sy/n/h)
		s.shape[3] = float32(math.Sqrt(max(sxx/n-(sx/n)*(sx/n), 0)) / w)
		s.shape[4] = float32(math.Sqrt(max(syy/n-(sy/n)*(sy/n), 0)) / h)
	}
	return s
}

// SignatureDistance is how different two signatures are: half the mean L1
// distance of their neighbour histograms (0..1), plus the ΔE of their mean
// colours, plus the L1 distance of their shape figures. It is 0 for identical
// textures and, up to rounding, for shifted copies of a block; compare it only
// between signatures of one kind and size. About 70 ns.
func SignatureDistance(a, b Signature) float64 {
	var co0, co1, sh float32 // two sums, so the additions overlap
	for i := 0; i < len(a.co); i += 2 {
		co0 += abs32(a.co[i] - b.co[i])
		co1 += abs32(a.co[i+1] - b.co[i+1])
	}
	for i, v := range a.shape {
		sh += abs32(v - b.shape[i])
	}
	return float64(co0+co1)/4 + palette.Distance(a.mean, b.mean) + float64(sh)
}

// abs32 clears the sign bit: branch-free, since the signs are random.
func abs32(v float32) float32 { return math.Float32frombits(math.Float32bits(v) &^ (1 << 31)) }

// Candidate is one generated texture offered to SelectDiverse.
type Candidate struct {
	Score     float64 // from Score
	Failed    bool    // Check reported a reason; never selected
	Signature Signature
}

// SelectDiverse picks up to n of the candidates that did not fail and returns
// their indices into cands. It ranks them by Score and starts from the best, then
// repeatedly adds the one maximising maximal marginal relevance: its minimum
// SignatureDistance to those picked (relative to the largest such minimum left)
// weighted 1-mmrScoreWeight, plus its Score weighted mmrScoreWeight. Finally the
// canonical pick, the medoid (least total distance to the other picks, the one
// closest to the set's middle), goes first. Ties go to the higher Score, then the
// lower index, so the result depends only on the input.
func SelectDiverse(cands []Candidate, n int) []int {
	var pool []int
	for i, c := range cands {
		if !c.Failed {
			pool = append(pool, i)
		}
	}
	if n <= 0 || len(pool) == 0 {
		return nil
	}
	slices.SortStableFunc(pool, func(a, b int) int { return cmpFloat(cands[b].Score, cands[a].Score) })
	picked := []int{pool[0]}
	used := make([]bool, len(pool))
	used[0] = true
	near := make([]float64, len(pool)) // each candidate's distance to the nearest pick
	for i, c := range pool {
		near[i] = SignatureDistance(cands[c].Signature, cands[pool[0]].Signature)
	}
	for len(picked) < min(n, len(pool)) {
		far := 0.0
		for i := range pool {
			if !used[i] {
				far = max(far, near[i])
			}
		}
		best, bestV := -1, math.Inf(-1)
		for i, c := range pool {
			if used[i] {
				continue
			}
			v := mmrScoreWeight * cands[c].Score
			if far > 0 {
				v += (1 - mmrScoreWeight) * near[i] / far
			}
			if v > bestV {
				best, bestV = i, v
			}
		}
		used[best] = true
		picked = append(picked, pool[best])
		for i, c := range pool {
			if !used[i] {
				near[i] = min(near[i], SignatureDistance(cands[c].Signature, cands[pool[best]].Signature))
			}
		}
	}
	total := make([]float64, len(picked)) // each pick's summed distance to the others
	for i, a := range picked {
		for j := i + 1; j < len(picked); j++ {
			d := SignatureDistance(cands[a].Signature, cands[picked[j]].Signature)
			total[i] += d
			total[j] += d
		}
	}
	medoid := 0
	for i, t := range total {
		if t < total[medoid] {
			medoid = i
		}
	}
	c := picked[medoid]
	copy(picked[1:medoid+1], picked[:medoid])
	picked[0] = c
	return picked
}
