package pixelize

import "github.com/texelforge/texelforge/internal/engine/palette"

// relaxSeams makes a block tile. Along each axis, while the wrap seam is more abrupt
// than every interior line (seam rank above 1, §5), it recolours the one pixel of
// the two wrapping edges whose new palette colour best lowers the seam's ΔE to the
// wrap-around neighbours without a larger rise towards the interior neighbour. The
// rest of the texture stays as drawn; a texture that already tiles is unchanged.
func (t *texture) relaxSeams() {
	k := len(t.pal)
	de := make([]float64, k*k)
	for a := range k {
		for b := range k {
			de[a*k+b] = palette.Distance(t.pal[a], t.pal[b])
		}
	}
	n := t.n
	// Axis 0 relaxes the columns 0 and n-1, axis 1 the rows.
	for axis := range 2 {
		at := func(along, across int) *int {
			if axis == 0 {
				return &t.px[across*n+along]
			}
			return &t.px[along*n+across]
		}
		d := func(a, b int) float64 { return de[a*k+b] }
		// line(c) is the summed ΔE across the line between positions c and c+1 (mod n).
		line := func(c int) float64 {
			s := 0.0
			for j := range n {
				s += d(*at(c, j), *at((c+1)%n, j))
			}
			return s
		}
		for range 4 * n {
			interior := 0.0
			for c := range n - 1 {
				interior = max(interior, line(c))
			}
			if line(n-1) <= interior {
				break
			}
			bestGain, bestPx, bestCol := 1e-9, (*int)(nil), 0
			for j := range n {
				for _, side := range [2][3]int{{0, n - 1, 1}, {n - 1, 0, n - 2}} {
					p, wrap, in := at(side[0], j), *at(side[1], j), *at(side[2], j)
					for c := range k {
						gain := d(*p, wrap) - d(c, wrap) - max(0, d(c, in)-d(*p, in))
						if gain > bestGain {
							bestGain, bestPx, bestCol = gain, p, c
						}
					}
				}
			}
			if bestPx == nil {
				break
			}
			*bestPx = bestCol
		}
	}
}
