package quality

import "math/bits"

// components finds the 8-connected opaque parts, the way a sprite's detached
// parts are seen, by union-find in one scan, wrapping when the raster does. It
// returns, per pixel, the size of the part it is the root of (0 for all other
// pixels); the slice is scratch, valid until the next call.
func (r *raster) components() []int32 {
	n := len(r.idx)
	parent, count := r.scratch[:n], r.scratch[n:2*n]
	clear(count)
	if r.opaque == n {
		count[0] = int32(n) // a full tile is one piece
		return count
	}
	for i := range parent {
		parent[i] = int32(i)
	}
	stride := r.w + 2*nbPad
	// Right, down, down-right and down-left: each neighbouring pair seen once.
	steps := [4]int{1, stride, stride + 1, stride - 1}
	for y := range r.h {
		g := (y+nbPad)*stride + nbPad
		for x := range r.w {
			p := int32(y*r.w + x)
			if r.idx[p] < 0 {
				continue
			}
			for _, d := range steps {
				if q := r.nb[g+x+d]; q >= 0 && r.idx[q] >= 0 {
					union(parent, p, q)
				}
			}
		}
	}
	for p, k := range r.idx {
		if k >= 0 {
			count[find(parent, int32(p))]++
		}
	}
	return count
}

// clusters counts the 4-connected regions of one colour, wrapping when the
// raster does, and how many of them are a single pixel (unlike all 4
// neighbours, with transparent pixels and, for sprites, the canvas edge counting
// as unlike).
func (r *raster) clusters() (regions, single int) {
	n := len(r.idx)
	parent, joined := r.scratch[:n], r.scratch[n:2*n]
	clear(joined)
	for i := range parent {
		parent[i] = int32(i)
	}
	regions = r.opaque // each merge of two regions makes one fewer
	stride := r.w + 2*nbPad
	for y := range r.h {
		for x0 := 0; x0 < r.w; x0 += 64 {
			g0 := (y+nbPad)*stride + nbPad + x0
			for _, d := range [2]int{1, stride} { // each pixel with its right and lower neighbour
				if d == 1 && r.w == 1 || d == stride && r.h == 1 {
					continue // wrapping, a pixel would be its own neighbour
				}
				// Which pixels match their neighbour varies from pixel to pixel
				// in noisy textures: found without a branch each, which would
				// mispredict, only the matches are joined one by one.
				for m := sameAs(r.grid, g0, min(64, r.w-x0), d); m != 0; m &= m - 1 {
					g := g0 + bits.TrailingZeros64(m)
					p, q := r.nb[g], r.nb[g+d]
					joined[p], joined[q] = 1, 1
					if union(parent, p, q) {
						regions--
					}
				}
			}
		}
	}
	for p, k := range r.idx {
		single += int(uint32(^k) >> 31 & uint32(1-joined[p])) // opaque and joined to none
	}
	return regions, single
}

// sameAs returns a bit for each of the n cells of grid from g on that is opaque
// and has the colour of the cell d after it.
func sameAs(grid []int32, g, n, d int) uint64 {
	var m uint64
	for i, k := range grid[g : g+n] {
		var same uint64
		if k == grid[g+i+d] {
			same = 1
		}
		m |= (same & (uint64(^k) >> 63)) << i
	}
	return m
}

// union joins the sets of p and q under the smaller root and reports whether
// they were apart.
func union(parent []int32, p, q int32) bool {
	a, b := find(parent, p), find(parent, q)
	if a == b {
		return false
	}
	parent[max(a, b)] = min(a, b)
	return true
}

// find returns x's root, halving the path as it goes.
func find(parent []int32, x int32) int32 {
	for parent[x] != x {
		parent[x] = parent[parent[x]]
		x = parent[x]
	}
	return x
}
