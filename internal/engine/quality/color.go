package quality

import (
	"slices"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

const (
	// achromaticChroma is the OkLCh chroma under which a palette colour is a grey.
	achromaticChroma = 0.03
	// hueGap is the hue gap, in degrees, that separates two hue families.
	hueGap = 30.0
	// nearDuplicateDE is the ΔE under which two palette colours look the same.
	nearDuplicateDE = 0.015
)

// measurePalette fills the palette-coherence metrics and returns each palette
// colour's family: 0 for the greys, 1.. for hue families. Hue families are runs of
// hues, sorted around the circle, with no gap wider than hueGap.
func measurePalette(r *raster, m *Metrics) []int {
	np := len(r.pal)
	if cap(r.ints) < 3*np {
		r.ints = make([]int, 3*np)
	}
	fam, hues, byL := r.ints[:np], r.ints[np:np:2*np], r.ints[2*np:3*np]
	clear(fam)
	for i, s := range r.pal {
		if s.c >= achromaticChroma {
			hues = append(hues, i)
		}
	}
	slices.SortFunc(hues, func(a, b int) int { return cmpFloat(r.pal[a].h, r.pal[b].h) })
	if len(hues) > 0 {
		// Start just after the widest gap, so no family straddles the cut.
		start, widest := 0, -1.0
		for j := range hues {
			prev := r.pal[hues[(j+len(hues)-1)%len(hues)]].h
			if g := gapDeg(prev, r.pal[hues[j]].h); g > widest {
				start, widest = j, g
			}
		}
		f := 1
		for j := range hues {
			cur := hues[(start+j)%len(hues)]
			if j > 0 && gapDeg(r.pal[hues[(start+j-1)%len(hues)]].h, r.pal[cur].h) > hueGap {
				f++
			}
			fam[cur] = f
		}
		m.PaletteFamilies = f
	}
	if len(hues) < len(r.pal) {
		m.PaletteFamilies++
	}

	for i := range byL {
		byL[i] = i
	}
	slices.SortFunc(byL, func(a, b int) int { return cmpFloat(r.pal[a].lab.L, r.pal[b].lab.L) })
	var few [16]float64
	last := few[:0]
	if m.PaletteFamilies+1 > len(few) {
		last = make([]float64, m.PaletteFamilies+1)
	}
	last = last[:m.PaletteFamilies+1] // the last L seen per family, -1 before any
	for f := range last {
		last[f] = -1
	}
	for j, a := range byL {
		l := r.pal[a].lab.L
		if prev := last[fam[a]]; prev >= 0 {
			m.PaletteLStep = max(m.PaletteLStep, l-prev)
		}
		last[fam[a]] = l
		for _, b := range byL[j+1:] {
			if r.pal[b].lab.L-l >= nearDuplicateDE {
				break
			}
			if palette.Distance(r.pal[a].lab, r.pal[b].lab) < nearDuplicateDE {
				m.NearDuplicateColors++
			}
		}
	}
	return fam
}

// gapDeg is how far hue b lies after hue a going up the circle, in 0..360
// (a full circle when they are equal, so a single hue's gap is the widest).
func gapDeg(a, b float64) float64 {
	g := b - a
	if g <= 0 {
		g += 360
	}
	return g
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
