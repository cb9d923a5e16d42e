package pixelize

import "github.com/texelforge/texelforge/internal/engine/palette"

const (
	// keyTolerance is the Oklab distance within which a pixel counts as the
	// background colour (the research found 0.05 to 0.08 to work).
	keyTolerance = 0.06
	// holeFraction: background-free gaps under this share of the object are filled;
	// larger ones (the inside of a ring) stay open.
	holeFraction = 0.03
)

// foreground returns the item's mask over r: alpha of at least 50% when the image
// has transparent pixels, otherwise whatever the border colour does not flood. Parts
// smaller than half a cell (cell is the expected cell side in work pixels) are
// dropped, the largest part always kept, and small holes filled. It returns
// ErrNoForeground when nothing remains.
func foreground(r *raster, c colors, cell float64) ([]bool, error) {
	fg := make([]bool, r.w*r.h)
	transparent := false
	for i := range fg {
		if r.alpha(i) < 128 {
			transparent = true
			break
		}
	}
	if transparent {
		for i := range fg {
			fg[i] = r.alpha(i) >= 128
		}
	} else {
		chromaKey(r, c, fg)
	}
	keepMain(fg, r.w, r.h, int(cell*cell/2))
	fillHoles(fg, r.w, r.h)
	for _, v := range fg {
		if v {
			return fg, nil
		}
	}
	return nil, ErrNoForeground
}

// chromaKey sets fg to the pixels not flooded from the border through colours
// near the background colour (see borderColour). Large interior regions of exactly
// the background colour become holes too. When fewer than half of the border
// pixels are near that colour there is no background, and everything is kept.
func chromaKey(r *raster, c colors, fg []bool) {
	w, h := r.w, r.h
	ring := ringPixels(w, h)
	bg := borderColor(r, c, ring)
	near, exact := make([]bool, len(c.lab)), make([]bool, len(c.lab))
	for i, l := range c.lab {
		d := palette.Distance(l, bg)
		near[i], exact[i] = d < keyTolerance, d < keyTolerance/2
	}
	isNear := make([]bool, w*h)
	for i := range isNear {
		isNear[i] = near[c.of[i]]
	}
	onBg := 0
	for _, i := range ring {
		if isNear[i] {
			onBg++
		}
	}
	for i := range fg {
		fg[i] = true
	}
	if 2*onBg < len(ring) {
		return
	}
	id, _, border := regions(isNear, w, h, true, false)
	area := 0
	interior := make([]bool, w*h)
	for i, g := range id {
		if fg[i] = g < 0 || !border[g]; fg[i] {
			area++
			interior[i] = exact[c.of[i]]
		}
	}
	id, size, _ := regions(interior, w, h, true, false)
	for i, g := range id {
		if g >= 0 && float64(size[g]) >= holeFraction*float64(area) {
			fg[i] = false
		}
	}
}

// ringPixels lists the pixels of the outer 2-pixel ring of a w×h image.
func ringPixels(w, h int) []int {
	var ring []int
	for y := range h {
		for x := range w {
			if x < 2 || y < 2 || x >= w-2 || y >= h-2 {
				ring = append(ring, y*w+x)
			}
		}
	}
	return ring
}

// borderColour is the background colour: the mean, in Oklab, of the ring pixels
// whose colour (to 4 bits a channel) is the ring's most common.
func borderColor(r *raster, c colors, ring []int) palette.Lab {
	key := func(i int) int {
		p := r.pix[4*i : 4*i+3]
		return int(p[0]>>4)<<8 | int(p[1]>>4)<<4 | int(p[2]>>4)
	}
	var counts [4096]int
	for _, i := range ring {
		counts[key(i)]++
	}
	mode := 0
	for k, n := range counts {
		if n > counts[mode] {
			mode = k
		}
	}
	var sum palette.Lab
	n := 0.0
	for _, i := range ring {
		if key(i) == mode {
			l := c.lab[c.of[i]]
			sum.L, sum.A, sum.B, n = sum.L+l.L, sum.A+l.A, sum.B+l.B, n+1
		}
	}
	return palette.Lab{L: sum.L / n, A: sum.A / n, B: sum.B / n}
}

// keepMain drops the 8-connected parts of fg smaller than minArea pixels, except
// the largest.
func keepMain(fg []bool, w, h, minArea int) {
	id, size, _ := regions(fg, w, h, true, true)
	largest := 0
	for g, s := range size {
		if s > size[largest] {
			largest = g
		}
	}
	for i, g := range id {
		if g >= 0 && int(g) != largest && size[g] < minArea {
			fg[i] = false
		}
	}
}

// fillHoles fills the enclosed background regions of fg smaller than holeFraction
// of the object.
func fillHoles(fg []bool, w, h int) {
	area := 0
	for _, f := range fg {
		if f {
			area++
		}
	}
	id, size, border := regions(fg, w, h, false, false)
	for i, g := range id {
		if g >= 0 && !border[g] && float64(size[g]) < holeFraction*float64(area) {
			fg[i] = true
		}
	}
}

// regions labels the connected regions of the pixels where in[i] == want, 4- or
// (with eight) 8-connected, numbered in the order they are first met row by row.
// It returns each pixel's region (-1 for the others), each region's size and
// whether it touches the image border.
func regions(in []bool, w, h int, want, eight bool) (id []int32, size []int, border []bool) {
	// One pass with union-find over the neighbours already visited, then one that
	// resolves and numbers the regions.
	id = make([]int32, len(in))
	var parent []int32
	find := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	join := func(l int32, j int) int32 {
		if in[j] != want {
			return l
		}
		if l < 0 {
			return id[j]
		}
		a, b := find(l), find(id[j])
		parent[max(a, b)] = min(a, b)
		return min(a, b)
	}
	for y := range h {
		for x := range w {
			i := y*w + x
			if in[i] != want {
				id[i] = -1
				continue
			}
			l := int32(-1)
			if x > 0 {
				l = join(l, i-1)
			}
			if y > 0 {
				l = join(l, i-w)
				if eight && x > 0 {
					l = join(l, i-w-1)
				}
				if eight && x < w-1 {
					l = join(l, i-w+1)
				}
			}
			if l < 0 {
				l = int32(len(parent))
				parent = append(parent, l)
			}
			id[i] = l
		}
	}
	number := make([]int32, len(parent))
	for i := range number {
		number[i] = -1
	}
	for i, l := range id {
		if l < 0 {
			continue
		}
		r := find(l)
		if number[r] < 0 {
			number[r] = int32(len(size))
			size, border = append(size, 0), append(border, false)
		}
		g := number[r]
		id[i] = g
		size[g]++
		x, y := i%w, i/w
		border[g] = border[g] || x == 0 || y == 0 || x == w-1 || y == h-1
	}
	return id, size, border
}
