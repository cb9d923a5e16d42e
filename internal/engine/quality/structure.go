package quality

import "math"

// measureNoise fills the isolated-pixel fraction and the mean same-colour cluster
// size. An isolated pixel is a cluster of one: unlike all 4 neighbours, with
// transparent pixels and, for sprites, the canvas edge counting as unlike.
func measureNoise(r *raster, m *Metrics) {
	if r.opaque == 0 {
		return
	}
	clusters, isolated := r.clusters()
	m.IsolatedFraction = float64(isolated) / float64(r.opaque)
	m.MeanClusterSize = float64(r.opaque) / float64(clusters)
}

// seamRank is the worse axis's ratio of the wrap boundary's mean ΔE (last line to
// first) to the strongest interior boundary's. Periodic structure such as mortar
// makes interior boundaries as strong as the wrap, so a seamless tile ranks <= 1
// while a naive wrap-versus-mean ratio would flag it. ΔE being a metric, the wrap
// is at most the sum of the interior boundaries, so the rank is finite (at most
// size-1); a tile whose interior boundaries are all flat has a flat wrap too and
// ranks 0.
func seamRank(r *raster) float64 {
	de := r.deTable()
	return max(axisSeam(r, de, r.w, r.h, 1, r.w), axisSeam(r, de, r.h, r.w, r.w, 1))
}

// axisSeam ranks the lines across one axis: lines boundaries, each length pixels
// long; step moves across the boundary and along moves along it. de is
// r.deTable(), or nil to work out each ΔE.
func axisSeam(r *raster, de []float64, lines, length, step, along int) float64 {
	var wrap, interior float64
	k := len(r.pal) + 1 // de's row length
	for l := range lines {
		next := (l + 1) % lines
		sum := 0.0
		for t := range length {
			i, j := r.idx[l*step+t*along], r.idx[next*step+t*along]
			if de == nil {
				sum += r.de(i, j)
			} else {
				sum += de[(i+1)*int32(k)+j+1]
			}
		}
		if next == 0 {
			wrap = sum
		} else {
			interior = max(interior, sum)
		}
	}
	if interior < 1e-9 {
		return 0
	}
	return wrap / interior
}

// deTable returns raster.de for every pair of palette indices, i and j at
// [(i+1)*(len(pal)+1) + j+1], -1 included: each ΔE worked out once, where the
// seams would work out each of them many times. A palette past linearLimit,
// whose pairs would outnumber the seams' pixels, gets nil.
func (r *raster) deTable() []float64 {
	if len(r.pal) > linearLimit {
		return nil
	}
	k := len(r.pal) + 1
	if cap(r.deBuf) < k*k {
		r.deBuf = make([]float64, k*k, 2*k*k)
	}
	de := r.deBuf[:k*k]
	for i := -1; i < len(r.pal); i++ {
		for j := i; j < len(r.pal); j++ {
			d := r.de(int32(i), int32(j)) // a metric: the same both ways round
			de[(i+1)*k+j+1], de[(j+1)*k+i+1] = d, d
		}
	}
	return de
}

// repeatEnergy is the standard deviation of the mean L of the 16 quarter-by-quarter
// cells of the tile (4x4 pixels at 16x16) divided by lStd, the standard deviation
// of all opaque pixels' L: high when large blotches would show the grid once
// tiled. Cells without opaque pixels are skipped; a tile of one lightness scores 0.
func repeatEnergy(r *raster, lStd float64) float64 {
	cw, ch := r.w/4, r.h/4
	if cw == 0 || ch == 0 || lStd < 1e-6 {
		return 0
	}
	var means [16]float64
	cells := 0
	for cy := range 4 {
		for cx := range 4 {
			s, n := 0.0, 0
			for y := cy * ch; y < (cy+1)*ch; y++ {
				for x := cx * cw; x < (cx+1)*cw; x++ {
					if i := y*r.w + x; r.idx[i] >= 0 {
						s += r.lum(i)
						n++
					}
				}
			}
			if n > 0 {
				means[cells] = s / float64(n)
				cells++
			}
		}
	}
	return stdDev(means[:cells]) / lStd
}

// stdDev is the population standard deviation of v.
func stdDev(v []float64) float64 {
	if len(v) == 0 {
		return 0
	}
	var sum, sq float64
	for _, x := range v {
		sum += x
		sq += x * x
	}
	n := float64(len(v))
	return math.Sqrt(max(sq/n-(sum/n)*(sum/n), 0))
}
