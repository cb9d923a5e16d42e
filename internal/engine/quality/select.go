package quality

import (
	"image"
	"math"
	"slices"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
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

// NewSignature summarises img as a texture of the given kind: a few µs at
// 16x16, most of it indexing the palette (Meter.Signature does without).
func NewSignature(img *image.NRGBA, kind spec.Kind) Signature {
	r := rasters.Get().(*raster)
	defer rasters.Put(r)
	r.reset(img, kind == spec.Block)
	return signature(r, kind)
}

// signature is NewSignature of an indexed texture.
func signature(r *raster, kind spec.Kind) Signature {
	var s Signature
	lv := r.levels()
	stride := r.w + 2*nbPad
	var sx, sy, sxx, syy float64
	right, down := (*[sigBins]float32)(s.co[:sigBins]), (*[sigBins]float32)(s.co[sigBins:])
	var empty [2]int // transparent pairs: all of bin 0's terms that are not 0
	for y := range r.h {
		g := (y+nbPad)*stride + nbPad
		for x, k := range r.idx[y*r.w : (y+1)*r.w] {
			// Each bin sums its terms in pixel order, as it always has: the
			// float32 sums, and so the choice of variations, stay the same.
			// Terms of 0 change no sum (they are all +0 or more), so a
			// neighbour off the canvas, which adds nothing else, is left out,
			// and a pair of transparent pixels, which adds 1 to bin 0 and 0
			// elsewhere, is counted.
			kr, kd := r.grid[g+x+1], r.grid[g+x+stride]
			if k >= 0 || kr >= 0 {
				lv[k+2].addPair(right, lv[kr+2])
			} else if kr == -1 {
				empty[0]++
			}
			if k >= 0 || kd >= 0 {
				lv[k+2].addPair(down, lv[kd+2])
			} else if kd == -1 {
				empty[1]++
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
	// 1+1+... in float32 is exact up to 2^24.
	right[0], down[0] = float32(empty[0]), float32(empty[1])
	// The horizontal and vertical neighbour pairs.
	pairs := [2]int{r.w * r.h, r.w * r.h}
	if !r.wrap {
		pairs = [2]int{(r.w - 1) * r.h, r.w * (r.h - 1)}
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

// level is where a colour falls between two of a Signature's lightness levels.
type level struct {
	lo, hi int32   // bins: lo*sigLevels or hi*sigLevels as the first of a pair, lo or hi as the second
	wlo    float32 // weight of lo: 1-whi
	whi    float32 // weight of hi
}

// levels returns the level of each palette index r.grid can hold, k at [k+2]:
// transparent is level 0, and off the canvas weighs nothing.
func (r *raster) levels() []level {
	if cap(r.lv) < len(r.pal)+2 {
		r.lv = make([]level, len(r.pal)+2, 2*len(r.pal)+16)
	}
	lv := r.lv[:len(r.pal)+2]
	lv[0], lv[1] = level{}, level{wlo: 1}
	for k, sw := range r.pal {
		t := min(max(sw.lab.L*sigBands-0.5, 0), sigBands-1)
		lo := min(int(t), sigBands-2)
		f := float32(t - float64(lo))
		lv[k+2] = level{int32(lo + 1), int32(lo + 2), 1 - f, f}
	}
	return lv
}

// addPair adds a neighbouring pair, a then b, to a histogram of pairs of levels.
func (a level) addPair(co *[sigBins]float32, b level) {
	co[a.lo*sigLevels+b.lo] += a.wlo * b.wlo
	co[a.lo*sigLevels+b.hi] += a.wlo * b.whi
	co[a.hi*sigLevels+b.lo] += a.whi * b.wlo
	co[a.hi*sigLevels+b.hi] += a.whi * b.whi
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
	n = min(n, len(pool))
	picked, at := make([]int, 1, n), make([]int, 1, n) // the picks, and where each is in pool
	picked[0] = pool[0]
	used := make([]bool, len(pool))
	used[0] = true
	// toPick[k*len(pool)+i] is pool[i]'s distance to pick k, kept for the
	// medoid: every pick's distance to every later one is worked out here.
	toPick := make([]float64, n*len(pool))
	near := make([]float64, len(pool)) // each candidate's distance to the nearest pick
	for i, c := range pool {
		near[i] = SignatureDistance(cands[c].Signature, cands[pool[0]].Signature)
		toPick[i] = near[i]
	}
	for len(picked) < n {
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
		dist := toPick[len(picked)*len(pool):]
		picked, at = append(picked, pool[best]), append(at, best)
		for i, c := range pool {
			if !used[i] {
				dist[i] = SignatureDistance(cands[c].Signature, cands[pool[best]].Signature)
				near[i] = min(near[i], dist[i])
			}
		}
	}
	total := make([]float64, len(picked)) // each pick's summed distance to the others
	for i := range picked {
		for j := i + 1; j < len(picked); j++ {
			d := toPick[i*len(pool)+at[j]] // SignatureDistance is symmetric to the bit
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
