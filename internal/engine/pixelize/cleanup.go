package pixelize

import (
	"slices"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

const (
	// outlineStep is the least lightness drop from the interior that reads as an
	// outline pixel (§5 outline presence).
	outlineStep = 0.08
	// outlineContrast is the interior-minus-boundary lightness from which the
	// drawing is taken to have its own outline (§3.2).
	outlineContrast = 0.1
)

// at returns the label at (x, y), -1 outside the texture.
func (t *texture) at(x, y int) int {
	if x < 0 || y < 0 || x >= t.n || y >= t.n {
		return -1
	}
	return t.px[y*t.n+x]
}

// neighbours returns the labels of the 4-neighbours of (x, y): up, left, right, down.
func (t *texture) neighbours(x, y int) [4]int {
	return [4]int{t.at(x, y-1), t.at(x-1, y), t.at(x+1, y), t.at(x, y+1)}
}

// clearMargin makes the outer ring transparent, the margin an outline may use.
func (t *texture) clearMargin() {
	n := t.n
	for i := range n {
		t.px[i], t.px[(n-1)*n+i], t.px[i*n], t.px[i*n+n-1] = -1, -1, -1, -1
	}
}

// dropOrphans clears the opaque pixels that have no opaque 4-neighbour.
func (t *texture) dropOrphans() {
	out := slices.Clone(t.px)
	for i, v := range t.px {
		if v >= 0 && t.neighbours(i%t.n, i/t.n) == [4]int{-1, -1, -1, -1} {
			out[i] = -1
		}
	}
	t.px = out
}

// fillPinholes gives each transparent pixel enclosed by four opaque neighbours
// their most common colour, the first of them among equals.
func (t *texture) fillPinholes() {
	out := slices.Clone(t.px)
	for i, v := range t.px {
		nb := t.neighbours(i%t.n, i/t.n)
		if v >= 0 || slices.Contains(nb[:], -1) {
			continue
		}
		best, bestN := nb[0], 0
		for _, a := range nb {
			if c := count(nb[:], a); c > bestN {
				best, bestN = a, c
			}
		}
		out[i] = best
	}
	t.px = out
}

func count(s []int, v int) int {
	c := 0
	for _, x := range s {
		if x == v {
			c++
		}
	}
	return c
}

// restoreOutline makes the item's boundary (its opaque pixels 4-adjacent to
// transparency) read as an outline. When the drawing has one (interior minus
// boundary lightness of at least outlineContrast), its gaps are closed (see
// closeGap); when it has none, each boundary pixel takes a darker shade (see
// darker). A sprite too thin to have an interior is left alone.
func (t *texture) restoreOutline() {
	boundary, contrast, ok := t.boundary()
	if !ok {
		return
	}
	out := slices.Clone(t.px)
	shade := map[int]int{} // the darker shade chosen for each colour
	for i, v := range t.px {
		switch {
		case !boundary[i]:
		case contrast >= outlineContrast:
			out[i] = t.closeGap(i, boundary)
		default:
			if _, seen := shade[v]; !seen {
				shade[v] = t.darker(v)
			}
			out[i] = shade[v]
		}
	}
	t.px = out
}

// boundary marks the opaque pixels 4-adjacent to transparency and returns the
// mean lightness of the other opaque pixels less theirs; ok is false when either
// set is empty.
func (t *texture) boundary() (marks []bool, contrast float64, ok bool) {
	marks = make([]bool, len(t.px))
	var sumB, sumI float64
	var nB, nI int
	for i, v := range t.px {
		if v < 0 {
			continue
		}
		if nb := t.neighbours(i%t.n, i/t.n); slices.Contains(nb[:], -1) {
			marks[i] = true
			sumB += t.pal[v].L
			nB++
		} else {
			sumI += t.pal[v].L
			nI++
		}
	}
	if nB == 0 || nI == 0 {
		return marks, 0, false
	}
	return marks, sumI/float64(nI) - sumB/float64(nB), true
}

// closeGap returns the colour for boundary pixel i. A pixel no darker than the
// interior beside it is a gap in the outline and takes the most common outline
// colour (at least outlineStep darker than that interior) among the boundary
// pixels within two pixels; any other pixel keeps its colour.
func (t *texture) closeGap(i int, boundary []bool) int {
	x, y, v := i%t.n, i/t.n, t.px[i]
	inward, m := 0.0, 0
	for _, d := range [4][2]int{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
		if c := t.at(x+d[0], y+d[1]); c >= 0 && !boundary[i+d[1]*t.n+d[0]] {
			inward += t.pal[c].L
			m++
		}
	}
	if m == 0 || t.pal[v].L < inward/float64(m)-outlineStep/4 {
		return v
	}
	votes := make([]int, len(t.pal))
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			c := t.at(x+dx, y+dy)
			if c >= 0 && boundary[i+dy*t.n+dx] && t.pal[c].L <= inward/float64(m)-outlineStep {
				votes[c]++
			}
		}
	}
	if c := argmax(votes); votes[c] > 0 {
		return c
	}
	return v
}

// darker returns the darkest palette entry at least outlineStep darker than entry
// v and of its hue (both grey, or hues within 40°). Failing that it adds v's shade
// at 55% of its lightness when the palette has room, else it returns the darkest
// entry if that is outlineStep darker, else v.
func (t *texture) darker(v int) int {
	c := t.pal[v]
	best, darkest := -1, 0
	for j, p := range t.pal {
		if p.L < t.pal[darkest].L {
			darkest = j
		}
		if p.L > c.L-outlineStep || (best >= 0 && p.L >= t.pal[best].L) {
			continue
		}
		grey, pGrey := c.Chroma() < 0.03, p.Chroma() < 0.03
		if (grey && pGrey) || (!grey && !pGrey && palette.HueDistance(c.Hue(), p.Hue()) < 40) {
			best = j
		}
	}
	switch {
	case best >= 0:
		return best
	case len(t.pal) < t.limit:
		l, ch, h := c.LCh()
		t.pal = append(t.pal, palette.FromRGB(palette.FromLCh(0.55*l, 0.9*ch, h).RGB()))
		return len(t.pal) - 1
	case t.pal[darkest].L <= c.L-outlineStep:
		return darkest
	}
	return v
}
