package quality

import (
	"image/color"
	"math"
	"slices"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

const (
	// chromaticRequest is the chroma above which a requested colour is compared by
	// hue; below it, by lightness.
	chromaticRequest = 0.05
	// hueTolerance and lightnessTolerance are what a match allows.
	hueTolerance       = 20.0
	lightnessTolerance = 0.15
	// greyTolerance is the most chroma a texture's colour may have and still match
	// a white, grey or black request.
	greyTolerance = 0.08
	// secondaryShare is the least share of the texture a family needs to match a
	// second or later requested colour.
	secondaryShare = 0.10
	// greyGap is the least gap in lightness that parts the greys into a dark and
	// a light family: black and white is two colours, not one mid grey. A
	// shaded grey steps by well under it.
	greyGap = 0.25
)

// cluster is one palette family's share of the body pixels.
type cluster struct {
	pixels int
	mass   float64     // Σ chroma over the pixels
	sum    palette.Lab // Σ weight × colour: chroma-weighted for hue families, plain for greys
	weight float64
}

func (c cluster) mean() palette.Lab {
	if c.weight == 0 {
		return palette.Lab{}
	}
	return palette.Lab{L: c.sum.L / c.weight, A: c.sum.A / c.weight, B: c.sum.B / c.weight}
}

// measureAdherence compares the requested colours with the texture's body, the
// opaque pixels that are not outline (all opaque pixels if every one is outline).
// A chromatic request is compared by hue with the dominant hue family, the one
// with the most chroma; an achromatic one by lightness with the family holding the
// most pixels, which must also be near grey (chroma <= greyTolerance). Greys with
// a gap of greyGap in lightness between them count as two families, dark and
// light. The first request must match the dominant family; later ones, such as
// the second colour of "red and gold", may match any family holding at least
// secondaryShare. ColourAdherence is the worst error divided by its tolerance,
// so <= 1 matches.
func measureAdherence(r *raster, fam []int, outlined []bool, want []color.NRGBA, m *Metrics) {
	nfam := 1
	for _, f := range fam {
		nfam = max(nfam, f+1)
	}
	all := true // every opaque pixel is outline: the body is all of them
	for i, k := range r.idx {
		all = all && (k < 0 || outlined[i])
	}
	lightGreys := -1 // the family of the light greys, when the greys are parted
	if light, ok := greySplit(r, fam, outlined, all); ok {
		fam = slices.Clone(fam)
		for k, f := range fam {
			if f == 0 && r.pal[k].lab.L >= light {
				fam[k] = nfam
			}
		}
		lightGreys = nfam
		nfam++
	}
	grey := func(f int) bool { return f == 0 || f == lightGreys }
	var small [16]cluster
	cl := small[:0]
	if nfam > len(small) {
		cl = make([]cluster, nfam)
	}
	cl = cl[:nfam]
	addBody(cl, r, fam, outlined, all, grey)
	shown := dominant(cl, false, grey)
	lo, hi := 1.0, 0.0
	for n, w := range want {
		req := palette.FromRGB(w)
		lo, hi = min(lo, req.L), max(hi, req.L)
		chromatic := req.Chroma() > chromaticRequest
		var norm, raw float64
		if n == 0 {
			shown = dominant(cl, chromatic, grey)
			norm, raw = matchError(cl[shown], grey(shown), req, chromatic)
		} else {
			norm, raw = matchError(cluster{}, true, req, chromatic)
			for f := range cl {
				if share(cl, f, chromatic, grey) < secondaryShare {
					continue
				}
				if e, d := matchError(cl[f], grey(f), req, chromatic); e < norm {
					norm, raw = e, d
				}
			}
		}
		if chromatic {
			m.HueError = max(m.HueError, raw)
		} else {
			m.LightnessError = max(m.LightnessError, raw)
		}
		m.ColorAdherence = max(m.ColorAdherence, norm)
	}
	m.ColorsMatch = m.ColorAdherence <= 1
	m.RequestedLSpan = max(hi-lo, 0)
	if r.opaque > 0 {
		m.DominantColor = palette.HexString(cl[shown].mean().RGB())
	}
}

// addBody adds the body's pixels (with all, every opaque pixel) to their
// families' clusters, in pixel order: weighted by chroma in a hue family, plainly
// in a grey one.
func addBody(cl []cluster, r *raster, fam []int, outlined []bool, all bool, grey func(int) bool) {
	for i, k := range r.idx {
		if k < 0 || !all && outlined[i] {
			continue
		}
		s, c := &r.pal[k], &cl[fam[k]]
		w := 1.0
		if !grey(fam[k]) {
			w = s.c
		}
		c.pixels++
		c.mass += s.c
		c.weight += w
		c.sum = palette.Lab{L: c.sum.L + w*s.lab.L, A: c.sum.A + w*s.lab.A, B: c.sum.B + w*s.lab.B}
	}
}

// greySplit is the lightness that parts the body's greys (family 0) at their
// widest gap, when that gap is at least greyGap.
func greySplit(r *raster, fam []int, outlined []bool, all bool) (light float64, ok bool) {
	var ls []float64
	for i, k := range r.idx {
		if k >= 0 && (all || !outlined[i]) && fam[k] == 0 {
			ls = append(ls, r.pal[k].lab.L)
		}
	}
	slices.Sort(ls)
	gap := 0.0
	for i := 1; i < len(ls); i++ {
		if d := ls[i] - ls[i-1]; d > gap {
			gap, light = d, ls[i]
		}
	}
	return light, gap >= greyGap
}

// dominant is the family with the most chroma for a chromatic comparison (the
// greys, 0, when there is no hue at all), or the most pixels otherwise. Ties go to
// the lower family.
func dominant(cl []cluster, chromatic bool, grey func(int) bool) int {
	best := 0
	for f := 1; f < len(cl); f++ {
		if chromatic && grey(f) {
			continue
		}
		if chromatic && (best == 0 || cl[f].mass > cl[best].mass) ||
			!chromatic && cl[f].pixels > cl[best].pixels {
			best = f
		}
	}
	return best
}

// share is family f's share of the body: of its chroma for a chromatic
// comparison (greys have none), of its pixels otherwise.
func share(cl []cluster, f int, chromatic bool, grey func(int) bool) float64 {
	var part, all float64
	for g, c := range cl {
		v := float64(c.pixels)
		if chromatic {
			if grey(g) {
				continue
			}
			v = c.mass
		}
		all += v
		if g == f {
			part = v
		}
	}
	if all == 0 {
		return 0
	}
	return part / all
}

// matchError is how far c is from the request: normalised by the tolerance, and
// raw (hue degrees, or ΔL). A hue request against the greys, or any request
// against an empty family, is as wrong as it can be.
func matchError(c cluster, grey bool, req palette.Lab, chromatic bool) (norm, raw float64) {
	if chromatic {
		raw = 180
		if !grey && c.pixels > 0 {
			raw = palette.HueDistance(c.mean().Hue(), req.Hue())
		}
		return raw / hueTolerance, raw
	}
	if c.pixels == 0 {
		return 1 / lightnessTolerance, 1
	}
	mean := c.mean()
	raw = math.Abs(mean.L - req.L)
	return max(raw/lightnessTolerance, mean.Chroma()/greyTolerance), raw
}
