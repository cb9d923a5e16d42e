package builtin

import (
	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// drawShelf is a bookshelf (two rows of books between plank bands, as the
// game's), a chiseled bookshelf (slots of books, some empty) or a shelf
// (compartments holding bottles and jars, some empty).
func drawShelf(j *job) {
	wood := j.lk.Main
	var liquid palette.Lab
	shelf := j.s.Object == "shelf" || j.s.Object == "shelves"
	back := darker(wood, min(0.24, max(wood.L-0.2, 0.08))) // a dark wood's back stays a colour, not black
	filled := shelf && j.lk.Chosen                         // every compartment holds bottles of the named colour
	if filled {
		// The named colour is the bottles'. The wood keeps its own, muted,
		// and the back falls to a neutral shadow, so the bottles carry the
		// most colour, as the prompt asked.
		liquid = j.lk.Main
		wood = namedColor(j, hexLab("#A2824E"), spec.Wood)
		l, c, h := wood.LCh()
		wood, back = palette.FromLCh(l, c*0.4, h), palette.FromLCh(max(l-0.24, 0.2), c*0.2, h)
	}
	// The darkest shade is the shelf's shadowed back; the boards use the rest.
	wr := append(palette.Ramp{back.RGB()}, ramp(wood, 4, 0.1)...)
	w := j.c.addRamp(wr)
	var f texelPlan
	f.fill(w, 0, -1)
	// The boards are two texels thick and eight apart. Where they fall in
	// the tile changes nothing once tiled; a bookshelf's are split by the
	// tile's edge, as the game's are, and a shelf's sit a texel down, so each
	// quarter of the tile (which the repeat gate compares) holds a like share
	// of board, shadow and what stands on the shelf.
	top := texels - 1
	if shelf {
		top = 1
	}
	board := func(y int) bool { return (y-top+texels)%8 < 2 }
	for y := range texels {
		if board(y) {
			for x := range texels {
				f.set(x, y, w, 3, 0, false)
			}
		}
	}
	// Board joints, staggered.
	for b := range 2 {
		x := j.rng.IntN(texels)
		y := top + b*8
		f.set(x, y, w, 1, -1, true)
		f.set(x, y+1, w, 1, -1, true)
	}
	// Each row's compartments, in texels [from, to), each after its post;
	// a bookshelf's books run the whole row.
	slots, posts := [][2]int{{0, texels}}, 0
	if shelf || j.s.Object == "chiseled bookshelf" {
		if chance(j, 0.5) {
			slots, posts = [][2]int{{2, 8}, {10, 16}}, 2
		} else {
			slots, posts = [][2]int{{1, 4}, {5, 8}, {9, 12}, {13, 16}}, 1
		}
	}
	phase := j.rng.IntN(texels)
	for y := range texels {
		for _, s := range slots {
			for k := 1; k <= posts && !board(y); k++ {
				f.set(s[0]-k+phase, y, w, 3, 0, false) // rimLight lights its left, shades its right
			}
		}
	}
	octaves := []octave{{2, texels, 1}, {4, texels, 0.5}, oct(texels, 0.2)}
	// A wood too pale of colour shades into greys, a hue family of its own.
	grey := min(wood.Chroma()*0.75, back.Chroma()) < 0.035
	var books, bottles []uint8
	if shelf {
		bottles = bottleRamps(j, liquid, back, wood, grey)
	} else {
		books = bookRamps(j, wood, back, grey)
	}
	// Each row's items go down on the planned back, then the face is painted.
	var items texelPlan
	items.fill(0, 0, -1)
	for row := range 2 {
		y0 := top + row*8 + 2 // the row's top texel; it is six texels tall
		for _, s := range slots {
			x0, x1 := s[0]+phase, s[1]+phase
			switch {
			case shelf && !filled && chance(j, 0.25), !shelf && posts > 0 && chance(j, 0.3):
				// empty
			case shelf:
				placeBottles(j, &items, bottles, w, x0, x1, y0+5, filled)
			default:
				placeBooks(j, &items, books, w, x0, x1, y0+5)
			}
		}
	}
	for k := range items.part {
		if items.part[k] != 0 {
			f.part[k], f.shade[k], f.region[k], f.still[k] = items.part[k], items.shade[k], -1, true
		} else if f.region[k] < 0 && f.part[k] == w && f.shade[k] == 0 {
			f.still[k] = true
		}
	}
	f.paint(j, grainSteps(j, 0.12, octaves...))
}

// shelfColor is the colour of a book or a bottle: c, kept within 0.45 of
// the shelf's shadowed back and of its lightest board (a block may span at
// most 0.6 in L).
func shelfColor(c, back, wood palette.Lab) palette.Lab {
	c.L = max(min(c.L, back.L+0.45), min(wood.L+0.1, 0.98)-0.45)
	return c
}

// bookRamps are a bookshelf's book colours, two shades each: leather in the
// wood's own hue and two of red, blue and green (one when the shelf already
// has a grey; green always when moss will grow on it), so the shelf keeps
// to three hue families.
func bookRamps(j *job, wood, back palette.Lab, grey bool) []uint8 {
	l, c, h := wood.LCh()
	leather := palette.FromLCh(max(l-0.18, 0.25), max(c*1.2, 0.06), h)
	out := []uint8{j.c.addRamp(ramp(shelfColor(jitter(leather, j.rng), back, wood), 2, 0.05))}
	hues := []string{"#8E2B22", "#2E4A8C", "#3A6B2C"}
	skip, keep := j.rng.IntN(3), 2 // the books take the keep hues after skip
	if grey {
		keep = 1
	}
	if j.lk.Modifiers[spec.Mossy] {
		skip = 1 // green first
		if keep == 2 && chance(j, 0.5) {
			skip = 0 // blue and green
		}
	}
	for k := range keep {
		hex := hues[(skip+1+k)%3]
		out = append(out, j.c.addRamp(ramp(shelfColor(jitter(hexLab(hex), j.rng), back, wood), 2, 0.05)))
	}
	return out
}

// bottleRamps are the colours of a shelf's bottles: the named colour, else
// one or two potion colours (one when the shelf already has a grey).
func bottleRamps(j *job, named, back, wood palette.Lab, grey bool) []uint8 {
	if j.lk.Chosen {
		return []uint8{j.c.addRamp(ramp(shelfColor(named, back, wood), 3, 0.1))}
	}
	hues := []string{"#C8344A", "#3F5FD0", "#4CAF3A", "#9A4AC8", "#E07AB0"}
	a := j.rng.IntN(len(hues))
	out := []uint8{j.c.addRamp(ramp(shelfColor(jitter(hexLab(hues[a]), j.rng), back, wood), 3, 0.1))}
	if b := j.rng.IntN(len(hues)); b != a && !grey && chance(j, 0.6) {
		second := shelfColor(jitter(hexLab(hues[b]), j.rng), back, wood)
		out = append(out, j.c.addRamp(ramp(second, 3, 0.1)))
	}
	return out
}

// placeBooks fills columns x0..x1 of a shelf row, standing on row bottom,
// with books one to three texels wide and four to six tall, shaded on their
// right, some with a gilt band (the wood's lightest shade) across the spine;
// now and then a gap, or a book leaning on its neighbour.
func placeBooks(j *job, f *texelPlan, colors []uint8, wood uint8, x0, x1, bottom int) {
	last := -1
	for x := x0; x < x1; {
		left := x1 - x
		if left >= 2 && chance(j, 0.1) {
			x++ // a gap
			continue
		}
		c := j.rng.IntN(len(colors))
		if c == last {
			c = (c + 1) % len(colors)
		}
		last = c
		p := colors[c]
		h := []int{4, 5, 6, 6}[j.rng.IntN(4)]
		if left >= 3 && chance(j, 0.12) { // leaning right: its top half a texel over
			for y := bottom - h + 1; y <= bottom; y++ {
				lean := b2i(y <= bottom-h/2)
				f.set(x+lean, y, p, 1, -1, true)
				f.set(x+lean+1, y, p, 0, -1, true)
			}
			x += 3
			continue
		}
		w := min([]int{1, 2, 2, 3}[j.rng.IntN(4)], left)
		band := -1
		if w >= 2 && chance(j, 0.5) {
			band = bottom - h + 1 + between(j.rng, 1, 2)
		}
		for y := bottom - h + 1; y <= bottom; y++ {
			for k := range w {
				if y == band {
					f.set(x+k, y, wood, 4, -1, true)
				} else {
					f.set(x+k, y, p, 1-b2i(w > 1 && k == w-1), -1, true)
				}
			}
		}
		x += w
	}
}

// placeBottles stands bottles (three texels wide, with a neck and a cork) or
// a jar (four wide, with a lid) in columns x0..x1 of a shelf row, on row
// bottom, centred in what is left; full, as many bottles as fit.
func placeBottles(j *job, f *texelPlan, colors []uint8, wood uint8, x0, x1, bottom int, full bool) {
	width := x1 - x0
	jar := width >= 4 && chance(j, 0.35)
	n, w := 1, 3
	switch {
	case jar:
		w = 4
	case width >= 6 && full:
		n = 2
	case width >= 6:
		n = between(j.rng, 1, 2)
	}
	x := x0 + (width-n*w)/2
	for range n {
		p := colors[j.rng.IntN(len(colors))]
		body := between(j.rng, 2, 3)
		for y := bottom - body + 1; y <= bottom; y++ {
			for k := range w {
				s := 1
				switch {
				case k == 0 && y == bottom-body+1:
					s = 2 // the glass's glint
				case k == w-1:
					s = 0
				}
				f.set(x+k, y, p, s, -1, true)
			}
		}
		neck := bottom - body
		if jar {
			for k := range w {
				f.set(x+k, neck, wood, 2+b2i(k == 0), -1, true)
			}
		} else {
			f.set(x+1, neck, p, 2, -1, true)
			f.set(x+1, neck-1, wood, 4, -1, true)
		}
		x += w
	}
}

// Plating styles.
