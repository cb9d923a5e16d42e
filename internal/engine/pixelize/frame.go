package pixelize

import "math"

// cells holds the work-pixel edges of the output cells: cell (i, j) covers
// [xs[i], xs[i+1]) × [ys[j], ys[j+1]).
type cells struct{ xs, ys []float64 }

// blockCells lays a block's cells over the whole raster. Where the edge profiles
// show the model's own pseudo-pixel grid, of about size cells or (for larger sizes)
// a half or a quarter of that, the cells are the grid's, each split into 1, 2 or 4
// per axis; otherwise they are uniform.
func blockCells(r *raster, size int) cells {
	px, py := edgeProfiles(r)
	n := float64(min(r.w, r.h))
	cell := n / float64(size)
	g := fitGrid([2]axis{{px, 1, float64(r.w - 1)}, {py, 1, float64(r.h - 1)}}, cell/1.25, float64(maxSplit(size))*cell/0.8)
	// The split that brings the grid's cell count nearest to size.
	m, count := 1, n/g.period
	for k := 2; k <= maxSplit(size); k *= 2 {
		if math.Abs(math.Log(count*float64(k)/float64(size))) < math.Abs(math.Log(count*float64(m)/float64(size))) {
			m = k
		}
	}
	if c := count * float64(m) / float64(size); !g.found(blockContrast) || c < 0.8 || c > 1.25 {
		return cells{uniform(0, float64(r.w)/float64(size), size), uniform(0, float64(r.h)/float64(size), size)}
	}
	axisCells := func(prof []float64, phase float64, n int) []float64 {
		// Lines for size cells either side, so a grid of fewer cells still fills the window.
		ls := split(combLines(prof, g.period, phase, n, float64(size)*g.period), m)
		s := window(ls, size, float64(n))
		return ls[s : s+size+1]
	}
	return cells{axisCells(px, g.phase[0], r.w), axisCells(py, g.phase[1], r.h)}
}

// maxSplit is how many output pixels, per axis, one cell of the model's grid may
// become: up to 4, as long as the grid has at least 16 cells.
func maxSplit(size int) int {
	m := 1
	for m < 4 && size/(2*m) >= 16 {
		m *= 2
	}
	return m
}

// split divides each interval between lines into m equal ones.
func split(lines []float64, m int) []float64 {
	out := make([]float64, 0, (len(lines)-1)*m+1)
	for i := 0; i+1 < len(lines); i++ {
		for k := range m {
			out = append(out, lines[i]+(lines[i+1]-lines[i])*float64(k)/float64(m))
		}
	}
	return append(out, lines[len(lines)-1])
}

// itemCells lays out an item's cells. An image of exactly size×size pixels is
// taken as pixel art already, one cell a pixel. When the model drew a pseudo-pixel
// grid, the cells are the grid's (see itemOnGrid). Otherwise the content's
// bounding box, padded to a square, is framed onto the central (size-2)×(size-2)
// cells. Either way the outer ring of cells is left empty for the outline.
func itemCells(r *raster, fg []bool, size int) cells {
	if r.w == size && r.h == size {
		return cells{uniform(0, 1, size), uniform(0, 1, size)}
	}
	x0, y0, x1, y1 := bounds(fg, r.w, r.h)
	ext := float64(max(x1-x0, y1-y0))
	px, py := edgeProfiles(r)
	// The content spans 3 to size-1 cells; size-1 leaves room for a blurred edge.
	g := fitGrid([2]axis{{px, float64(x0), float64(x1)}, {py, float64(y0), float64(y1)}}, ext/float64(size-1), ext/3)
	if g.found(itemContrast) {
		if c, ok := itemOnGrid(r, g, px, py, [4]int{x0, y0, x1, y1}, size); ok {
			return c
		}
	}
	cell := ext / float64(size-2)
	return cells{
		uniform(float64(x0+x1)/2-ext/2-cell, cell, size),
		uniform(float64(y0+y1)/2-ext/2-cell, cell, size),
	}
}

// itemOnGrid lays the cells of an item whose content fills box on the grid g,
// each grid cell split into m×m output pixels (m up to maxSplit). When the grid
// spans the canvas with about size/m cells the model drew the sprite at the
// requested size: it keeps its place, and must span half the frame. Otherwise m is
// the largest that fits the content into size-2 pixels, centred, and it must span
// three quarters of the frame: a coarse grid would make a small sprite, and is
// more often a chance fit on a smooth drawing's outlines than the model's pixels.
// It returns false when the grid does not give such a layout.
func itemOnGrid(r *raster, g grid, px, py []float64, box [4]int, size int) (cells, bool) {
	lx := combLines(px, g.period, g.phase[0], r.w, float64(size)*g.period)
	ly := combLines(py, g.period, g.phase[1], r.h, float64(size)*g.period)
	ax0, ax1 := content(lx, box[0], box[2])
	ay0, ay1 := content(ly, box[1], box[3])
	w := max(ax1-ax0, ay1-ay0) + 1
	canvas := float64(min(r.w, r.h)) / g.period
	m, kept := maxSplit(size), false
	for k := 1; k <= maxSplit(size); k *= 2 {
		if c := canvas * float64(k) / float64(size); c >= 0.9 && c <= 1.15 {
			m, kept = k, true
		}
	}
	for !kept && m > 1 && w*m > size-2 {
		m /= 2
	}
	fill := float64(w*m) / float64(size-2)
	if ax0 < 0 || ay0 < 0 || fill > 1 || fill < 0.75 && !(kept && fill >= 0.5) {
		return cells{}, false
	}
	place := func(lines []float64, c0, c1, n int) []float64 {
		lines = split(lines, m)
		c0, c1 = c0*m, c1*m+m-1
		if s := window(lines, size, float64(n)); kept && c0 >= s+1 && c1 <= s+size-2 {
			return lines[s : s+size+1]
		}
		s := c0 - (size-(c1-c0+1))/2
		return lines[s : s+size+1]
	}
	return cells{place(lx, ax0, ax1, r.w), place(ly, ay0, ay1, r.h)}, true
}

// content returns the first and last cells between lines that are at least half
// inside [lo, hi), or -1, -1.
func content(lines []float64, lo, hi int) (int, int) {
	c0, c1 := -1, -1
	for i := 0; i+1 < len(lines); i++ {
		if min(lines[i+1], float64(hi))-max(lines[i], float64(lo)) >= (lines[i+1]-lines[i])/2 {
			if c0 < 0 {
				c0 = i
			}
			c1 = i
		}
	}
	return c0, c1
}

// uniform returns size+1 edges from start, cell apart.
func uniform(start, cell float64, size int) []float64 {
	e := make([]float64, size+1)
	for i := range e {
		e[i] = start + float64(i)*cell
	}
	return e
}

// bounds is the bounding box [x0, x1) × [y0, y1) of the set pixels of mask; it is
// not empty, because foreground never returns an empty mask.
func bounds(mask []bool, w, h int) (x0, y0, x1, y1 int) {
	x0, y0 = w, h
	for i, m := range mask {
		if m {
			x, y := i%w, i/w
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x+1), max(y1, y+1)
		}
	}
	return x0, y0, x1, y1
}

// combLines returns the comb's lines from before -extra to past n+extra. A line
// inside the image moves to the strongest edge within a fifth of a period when that
// edge is clearly real, so that uneven pseudo-pixels keep their own widths.
func combLines(prof []float64, period, phase float64, n int, extra float64) []float64 {
	base := 0.0
	for _, v := range prof {
		base += v
	}
	base /= float64(len(prof))
	first := phase - math.Ceil((phase+extra)/period)*period
	var ls []float64
	for k := 0; ; k++ {
		t := first + float64(k)*period
		if t > float64(n)+extra {
			return ls
		}
		if s, ok := snap(prof, t, 0.2*period, 2*base); ok && (len(ls) == 0 || s > ls[len(ls)-1]+period/2) {
			t = s
		}
		ls = append(ls, t)
	}
}

// snap returns the position of the strongest edge of prof within reach of t, to a
// fraction of a pixel, when it is stronger than floor.
func snap(prof []float64, t, reach, floor float64) (float64, bool) {
	lo, hi := max(1, int(math.Ceil(t-reach))), min(len(prof)-2, int(math.Floor(t+reach)))
	bi := -1
	for i := lo; i <= hi; i++ {
		if bi < 0 || prof[i] > prof[bi] {
			bi = i
		}
	}
	if bi < 0 || prof[bi] <= floor {
		return 0, false
	}
	// The vertex of the parabola through the peak and its neighbours.
	l, c, r := prof[bi-1], prof[bi], prof[bi+1]
	d := 0.0
	if den := l - 2*c + r; den < 0 {
		d = max(-0.5, min(0.5, (l-r)/(2*den)))
	}
	return float64(bi) + d, true
}

// window returns the index of the first of the n consecutive cells between lines
// that cover [0, size) the most; among equals, the one nearest the centre.
func window(lines []float64, n int, size float64) int {
	best, bestCov, bestOff := 0, -1.0, 0.0
	for s := 0; s+n < len(lines); s++ {
		cov := min(lines[s+n], size) - max(lines[s], 0)
		off := math.Abs((lines[s]+lines[s+n])/2 - size/2)
		if cov > bestCov+1e-9 || (cov > bestCov-1e-9 && off < bestOff) {
			best, bestCov, bestOff = s, cov, off
		}
	}
	return best
}
