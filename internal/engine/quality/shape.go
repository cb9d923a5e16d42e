package quality

import "math"

// smallPartShare is the largest size, as a share of the main part, of a detached
// part that still counts as small (a potion's sparkle, not a second object).
const smallPartShare = 0.10

// outlineStep is how much darker than the inside a boundary pixel must be to count
// as outline.
const outlineStep = 0.08

// measureShape fills coverage, bounding box, margin, components and the shape
// ratios.
func measureShape(r *raster, m *Metrics) {
	canvas := float64(r.w * r.h)
	m.OpaqueFraction = float64(r.opaque) / canvas
	if r.opaque == 0 {
		return
	}
	x0, y0, x1, y1 := r.w, r.h, -1, -1
	for y := range r.h {
		for x := range r.w {
			if r.idx[y*r.w+x] < 0 {
				continue
			}
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	bw, bh := x1-x0+1, y1-y0+1
	m.BBox = Rect{X: x0, Y: y0, W: bw, H: bh}
	m.Margin = min(x0, y0, r.w-1-x1, r.h-1-y1)
	m.TouchesBorder = m.Margin == 0
	box := float64(bw * bh)
	m.Rectangularity = float64(r.opaque) / box
	m.Fill = box / canvas
	m.Roundness = float64(r.opaque) / (math.Pi / 4 * box)
	m.Aspect = float64(min(bw, bh)) / float64(max(bw, bh))

	sizes := r.components()
	largest := int32(0)
	for _, s := range sizes {
		largest = max(largest, s)
	}
	for _, s := range sizes {
		if s > 0 {
			m.Components++
		}
		if s > 0 && float64(s) <= smallPartShare*float64(largest) {
			m.SmallParts++
		}
	}
}

// measureOutline fills the outline fraction and contrast and returns which pixels
// are outline. A boundary pixel is opaque with a transparent 4-neighbour (or the
// canvas edge, unless the texture wraps); it is outline when it is at least
// outlineStep darker than the mean of its interior 8-neighbours, or, on a part too
// thin to have any, than the mean of the whole interior.
func measureOutline(r *raster, m *Metrics) []bool {
	n := r.w * r.h
	if cap(r.flags) < 2*n {
		r.flags = make([]bool, 2*n)
	}
	flags := r.flags[:2*n]
	clear(flags)
	boundary, outlined := flags[:n], flags[n:]
	if r.wrap && r.opaque == n {
		return outlined // a full tile has no boundary
	}
	lum := r.lums()
	stride := r.w + 2*nbPad
	var steps [8]int // to the 8 neighbours in r.nb, the 4 sides first
	for d := range steps {
		steps[d] = dy8[d]*stride + dx8[d]
	}
	var inSum, bdSum float64
	var inN, bdN int
	for y := range r.h {
		g := (y+nbPad)*stride + nbPad
		for x := range r.w {
			i := y*r.w + x
			if r.idx[i] < 0 {
				continue
			}
			for _, d := range steps[:4] {
				if r.transparent(int(r.nb[g+x+d])) {
					boundary[i] = true
					break
				}
			}
			if boundary[i] {
				bdSum += lum[i]
				bdN++
			} else {
				inSum += lum[i]
				inN++
			}
		}
	}
	if bdN == 0 || inN == 0 {
		return outlined
	}
	inMean := inSum / float64(inN)
	m.OutlineContrast = inMean - bdSum/float64(bdN)
	count := 0
	for y := range r.h {
		g := (y+nbPad)*stride + nbPad
		for x := range r.w {
			i := y*r.w + x
			if !boundary[i] {
				continue
			}
			var s float64
			k := 0
			for _, d := range steps {
				q := int(r.nb[g+x+d])
				if !r.transparent(q) && !boundary[q] {
					s += lum[q]
					k++
				}
			}
			ref := inMean
			if k > 0 {
				ref = s / float64(k)
			}
			if lum[i] <= ref-outlineStep {
				outlined[i] = true
				count++
			}
		}
	}
	m.OutlineFraction = float64(count) / float64(bdN)
	return outlined
}

// measureTone fills the L range, RMS contrast and mean chroma, from the palette
// counts rather than the pixels.
func measureTone(r *raster, m *Metrics) {
	if r.opaque == 0 {
		return
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	var sum, sq, chroma float64
	for _, s := range r.pal {
		l, c := s.lab.L, float64(s.count)
		lo, hi = min(lo, l), max(hi, l)
		sum += c * l
		sq += c * l * l
		chroma += c * s.c
	}
	n := float64(r.opaque)
	mean := sum / n
	m.LRange = hi - lo
	m.RMSContrast = math.Sqrt(max(sq/n-mean*mean, 0))
	m.MeanChroma = chroma / n
}
