package pixelize

import (
	"cmp"
	"math"
	"slices"
)

// A pseudo-pixel grid counts as found when its contrast and its share reach these.
// Measured on degraded pixel art: contrast from 1.5 (blocks) and 1.9 (items), share
// from 0.58 (a blur a third of a cell wide) and 0.87 typically. Painterly images
// stay under contrast 1.3 and share 0.52 as blocks, 0.65 as items; flat
// vector-style icons reach contrast 1.7 as blocks (share under 0.5) and 7 as items
// (share up to 0.74: their few strong outlines fit a coarse comb), which is why
// items must also fill their frame on the grid (itemOnGrid).
const (
	blockContrast = 1.3
	itemContrast  = 1.6
	minShare      = 0.55
)

// edgeCap bounds one pixel pair's colour change (summed over premultiplied RGBA,
// 255 per level) in the edge profiles: about two shades of a ramp, so the item's
// silhouette and outline count no more than the faint edges between shades.
const edgeCap = 60 * 255

// edgeProfiles returns how much the colour changes across each vertical line
// between pixel columns, summed over the rows (px[x] for the line at x, 0..w), and
// likewise across each horizontal line (py). Colours are premultiplied, so every
// transparent pixel looks alike. The profiles are lightly smoothed so that a line a
// little off a blurred edge still scores.
func edgeProfiles(r *raster) (px, py []float64) {
	w, h := r.w, r.h
	pm := make([]int32, 4*w*h)
	for i := range w * h {
		p := r.pix[4*i : 4*i+4 : 4*i+4]
		a := int32(p[3])
		pm[4*i], pm[4*i+1], pm[4*i+2], pm[4*i+3] = int32(p[0])*a, int32(p[1])*a, int32(p[2])*a, a*255
	}
	sx, sy := make([]float64, w+1), make([]float64, h+1)
	for y := range h {
		for x := range w {
			i := 4 * (y*w + x)
			if x > 0 {
				sx[x] += float64(min(edgeCap, absDiff4(pm[i:i+4], pm[i-4:i])))
			}
			if y > 0 {
				sy[y] += float64(min(edgeCap, absDiff4(pm[i:i+4], pm[i-4*w:i-4*w+4])))
			}
		}
	}
	return smooth(sx), smooth(sy)
}

func absDiff4(a, b []int32) int32 {
	var s int32
	for c := range 4 {
		d := a[c] - b[c]
		s += max(d, -d)
	}
	return s
}

// smooth convolves p with [1 2 1]/4, keeping its ends.
func smooth(p []float64) []float64 {
	out := make([]float64, len(p))
	for i := range p {
		l, r := p[max(i-1, 0)], p[min(i+1, len(p)-1)]
		out[i] = (l + 2*p[i] + r) / 4
	}
	return out
}

// axis is an edge profile and the span [lo, hi] of it that a grid must explain.
type axis struct {
	prof   []float64
	lo, hi float64
}

// grid is square pseudo-pixels: lines at phase[a] + k*period along axis a (x, y).
type grid struct {
	period float64
	phase  [2]float64
	// contrast is the mean edge strength on the lines over that half-way between
	// them; share is the part of the edge energy that lies near the lines.
	contrast, share float64
}

// found reports whether g is a real grid rather than a chance fit.
func (g grid) found(minContrast float64) bool {
	return g.contrast >= minContrast && g.share >= minShare
}

// fitGrid finds the grid, with a period in [pmin, pmax], whose lines within each
// axis's span lie on the strongest edges of its profile, or the zero grid (not
// found) when the merit has no peak inside the range. Both axes vote for one
// period, since a drawing may have few edges across one of them. Periods are
// compared by the edge strength on the lines less that half-way between them,
// summed over the lines and divided by their number to the power 0.4: a comb of
// every second line is penalised by the edges it skips, and a comb of double
// density by its extra lines. (The square root would be the usual significance;
// a little less favours the full comb of a sprite with few edges along one axis.)
func fitGrid(axes [2]axis, pmin, pmax float64) grid {
	var base [2]float64
	span := 0.0
	for a, ax := range axes {
		n := 0
		for i := int(math.Ceil(ax.lo)); i <= int(ax.hi) && i < len(ax.prof); i++ {
			base[a] += ax.prof[i]
			n++
		}
		if n > 0 {
			base[a] /= float64(n)
		}
		span = max(span, ax.hi-ax.lo)
	}
	if base[0]+base[1] == 0 || pmin > pmax || pmin < 1.5 {
		return grid{}
	}
	// A coarse pass: period steps that move the last line by a tenth of a period
	// (or a fifth of a pixel), phases a sixteenth of a period apart.
	coarseStep := func(p float64) float64 { return max(0.2, p/10) / span }
	var coarse []grid
	var zs []float64
	for p := pmin; p <= pmax; p *= 1 + coarseStep(p) {
		g, z := fitPeriod(axes, base, p, max(0.25, p/16))
		coarse, zs = append(coarse, g), append(zs, z)
	}
	// Fine passes around the three best local maxima: steps that move the last line
	// by a fifth of a pixel, phases a quarter of a pixel apart. A merit still rising
	// at either end of the range is a multiple or a fraction of the period of some
	// larger structure (a brick's rows), not a peak.
	var peaks []int
	for i := 1; i+1 < len(zs); i++ {
		if zs[i] >= zs[i-1] && zs[i] >= zs[i+1] {
			peaks = append(peaks, i)
		}
	}
	if len(peaks) == 0 {
		return grid{}
	}
	slices.SortStableFunc(peaks, func(a, b int) int { return cmp.Compare(zs[b], zs[a]) })
	var best grid
	bestZ := math.Inf(-1)
	for _, i := range peaks[:min(3, len(peaks))] {
		p0 := coarse[i].period
		for p := p0 / (1 + coarseStep(p0)); p <= p0*(1+coarseStep(p0)); p *= 1 + 0.2/span {
			if g, z := fitPeriod(axes, base, p, 0.25); z > bestZ {
				best, bestZ = g, z
			}
		}
	}
	best.contrast, best.share = contrast(axes, base, best), onShare(axes, best)
	return best
}

// onShare is the share of the edge energy above each profile's floor (its 20th
// percentile over the span) that lies within a fifth of a period of g's lines: 0.4
// when edges fall anywhere, near 1 when all are on the lines.
func onShare(axes [2]axis, g grid) float64 {
	var on, all float64
	for a, ax := range axes {
		lo, hi := max(0, int(math.Ceil(ax.lo))), min(len(ax.prof)-1, int(ax.hi))
		if hi <= lo {
			continue
		}
		vals := slices.Clone(ax.prof[lo : hi+1])
		slices.Sort(vals)
		floor := vals[len(vals)/5]
		for i := lo; i <= hi; i++ {
			e := max(0, ax.prof[i]-floor)
			d := math.Mod(float64(i)-g.phase[a], g.period)
			if d < 0 {
				d += g.period
			}
			all += e
			if min(d, g.period-d) <= 0.2*g.period {
				on += e
			}
		}
	}
	if all == 0 {
		return 0
	}
	return on / all
}

// fitPeriod returns the grid of period p with each axis's best phase (tried
// phaseStep apart), and its merit: the axes' summed line scores over their line
// count to the power 0.4, -Inf when no line falls in the spans.
func fitPeriod(axes [2]axis, base [2]float64, p, phaseStep float64) (grid, float64) {
	g := grid{period: p}
	sum, teeth := 0.0, 0
	for a, ax := range axes {
		if base[a] == 0 {
			continue
		}
		s, n, ph := bestPhase(ax, p, base[a], phaseStep)
		g.phase[a] = ph
		sum += s
		teeth += n
	}
	if teeth == 0 {
		return g, math.Inf(-1)
	}
	return g, sum / math.Pow(float64(teeth), 0.4)
}

// contrast is the mean edge strength on g's lines over the mean half-way between
// them, each axis relative to its base: a grid's lines are edges and the middles of
// its cells are flat, where a smooth image has as much change in both.
func contrast(axes [2]axis, base [2]float64, g grid) float64 {
	var on, off float64
	var nOn, nOff int
	for a, ax := range axes {
		if base[a] == 0 {
			continue
		}
		for k := 0; ; k++ {
			t := g.phase[a] + float64(k)*g.period
			if t > ax.hi {
				break
			}
			on += interp(ax.prof, t) / base[a]
			nOn++
			if m := t + g.period/2; m < ax.hi {
				off += interp(ax.prof, m) / base[a]
				nOff++
			}
		}
	}
	if nOn == 0 || nOff == 0 {
		return 0
	}
	return (on / float64(nOn)) / (off/float64(nOff) + 0.05)
}

// bestPhase returns the phase in [lo, lo+p), tried step apart, whose comb of
// period p stands out most within the axis's span, with the comb's line count and
// the sum over its lines of the edge strength on the line less the strength
// half-way to the next, relative to base. A line in a flat region adds nothing
// either way; an edge half-way between lines counts against.
func bestPhase(ax axis, p, base, step float64) (sum float64, teeth int, phase float64) {
	bestZ := math.Inf(-1)
	for ph := ax.lo; ph < ax.lo+p; ph += step {
		s, n := 0.0, 0
		for t := ph; t <= ax.hi; t = ph + float64(n)*p {
			s += (interp(ax.prof, t) - interp(ax.prof, t+p/2)) / base
			n++
		}
		if z := s / math.Sqrt(float64(n)); n > 0 && z > bestZ {
			bestZ, sum, teeth, phase = z, s, n, ph
		}
	}
	return sum, teeth, phase
}

// interp reads prof at the fractional position t, as 0 outside it.
func interp(prof []float64, t float64) float64 {
	i := int(math.Floor(t))
	if i < 0 || i >= len(prof) {
		return 0
	}
	if i == len(prof)-1 {
		return prof[i]
	}
	fr := t - float64(i)
	return prof[i]*(1-fr) + prof[i+1]*fr
}
