package builtin

// holeRuns are a trapdoor's openings along one axis, in texels [from, to),
// symmetric about the middle as the game's are. The last, one long run, only
// pairs with several runs across it (slots), never with itself.
var holeRuns = [][][2]int{
	{{3, 7}, {9, 13}},
	{{2, 7}, {9, 14}},
	{{3, 5}, {7, 9}, {11, 13}},
	{{2, 4}, {6, 10}, {12, 14}},
	{{2, 5}, {11, 14}},
	{{4, 12}},
}

// drawTrapdoor is a trapdoor as the game draws its oak and iron ones: boards
// (or a metal plate) with a grid of openings, dark here since blocks are
// opaque. A door, or a "top" or "bottom" face of no other object, is a
// door's half instead.
func drawTrapdoor(j *job) {
	if j.s.Object == "door" || j.s.Object == "" && (j.s.Face == "top" || j.s.Face == "bottom") {
		drawDoorHalf(j, j.s.Face == "top" || j.s.Face != "bottom" && chance(j, 0.5))
		return
	}
	metal := isMetal(j)
	body := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	hole := j.c.addRamp(holeRamp(j.lk.Main))
	var f texelPlan
	f.fill(body, 2, 0)
	vertical := chance(j, 0.5)
	if !metal {
		boards(&f, body, vertical, between(j.rng, 0, 3))
	}
	a := j.rng.IntN(len(holeRuns))
	b := j.rng.IntN(len(holeRuns) - 1) // across a long slot, always several runs
	if a == len(holeRuns)-1 && chance(j, 0.5) {
		a, b = b, a
	}
	xs, ys := holeRuns[a], holeRuns[b]
	for _, x := range xs {
		for _, y := range ys {
			f.hole(hole, x[0], y[0], x[1], y[1])
		}
	}
	if !metal && !vertical && chance(j, 0.5) {
		// Battens down across the boards, beside the outer openings.
		for _, x := range [2]int{xs[0][0] - 1, xs[len(xs)-1][1]} {
			for y := range texels {
				if f.part[texelAt(x, y)] == body {
					f.set(x, y, body, 3, 8, false)
				}
			}
		}
	}
	octaves := []octave{{4, texels, 1}, {8, texels, 0.5}, oct(texels, 0.2)}
	if !vertical || metal {
		octaves = []octave{{texels, 4, 1}, {texels, 8, 0.5}, oct(texels, 0.2)}
	}
	f.paint(j, grainSteps(j, 0.15, octaves...))
	if x0, y0 := xs[0][0], ys[0][0]; metal && x0 >= 3 && y0 >= 3 {
		rivetCorners(j, body, x0-2, y0-2, texels-x0, texels-y0) // in the frame's corners
	}
}

// boards divides the face into boards four texels wide, vertical or across,
// each with a dark joint on its far side and, offset, a staggered end joint.
// Every board is a region of its own, so rimLight bevels each.
func boards(f *texelPlan, part uint8, vertical bool, phase int) {
	for y := range texels {
		for x := range texels {
			along, across := x, y
			if vertical {
				along, across = y, x
			}
			board := (across + phase) / 4 % 4
			k := texelAt(x, y)
			f.region[k] = int32(board)
			if (across+phase)%4 == 3 {
				f.part[k], f.shade[k], f.region[k] = part, 0, -1
			} else if along == (board*5+phase*3+2)%texels {
				f.part[k], f.shade[k], f.region[k] = part, 0, -1
			}
		}
	}
}

// rivetCorners puts a rivet inside each corner of the rectangle x0..x1,
// y0..y1 (texels, inclusive): a lit head with its shadow below and right.
func rivetCorners(j *job, part uint8, x0, y0, x1, y1 int) {
	for _, y := range [2]int{y0, y1} {
		for _, x := range [2]int{x0, x1} {
			rivet(j, part, x, y)
		}
	}
}

// rivet is a rivet's lit head at texel (x, y), its shadow below and right.
func rivet(j *job, part uint8, x, y int) {
	dotTexel(j, x+1, y+1, part, 0)
	dotTexel(j, x, y, part, j.c.top(part))
}

// drawDoorHalf is the top or the bottom of a door, as the game draws its oak
// and iron doors: a frame of stiles and rails round raised panels; the top
// holds a window of dark panes, the bottom a handle on a stile.
func drawDoorHalf(j *job, top bool) {
	metal := isMetal(j)
	body := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	pane := j.c.addRamp(holeRamp(j.lk.Main))
	var f texelPlan
	f.fill(body, 2, 0)
	stile, rail := between(j.rng, 2, 3), between(j.rng, 2, 3)
	x0, x1 := stile, texels-stile // inside the stiles
	panels := int32(0)
	panel := func(y0, y1 int, split bool) {
		if y1-y0 < 3 {
			return
		}
		panels += 2
		if split { // two panels side by side
			f.panel(body, x0, y0, texels/2-1, y1, panels)
			f.panel(body, texels/2+1, y0, x1, y1, panels+1)
			return
		}
		f.panel(body, x0, y0, x1, y1, panels)
	}
	if top {
		wh := between(j.rng, 5, 7)
		y1 := rail + wh
		f.hole(pane, x0, rail, x1, y1)
		if metal || chance(j, 0.6) { // a mullion down the middle
			for y := rail; y < y1; y++ {
				f.set(texels/2-1, y, body, 2, 0, false)
				f.set(texels/2, y, body, 2, 0, false)
			}
		}
		if chance(j, 0.5) { // a transom across
			for x := x0; x < x1; x++ {
				f.set(x, rail+wh/2, body, 2, 0, false)
			}
		}
		panel(y1+2, texels, chance(j, 0.3))
	} else {
		lock := between(j.rng, 1, 2) // the lock rail across the door's middle
		bottom := texels - rail
		if chance(j, 0.5) { // two panels, one above the other
			mid := (lock + bottom) / 2
			split := chance(j, 0.5)
			panel(lock+1, mid, split)
			panel(mid+2, bottom-1, split)
		} else {
			panel(lock+1, bottom-1, chance(j, 0.5))
		}
	}
	octaves := []octave{{8, 2, 1}, {texels, 4, 0.5}, oct(texels, 0.2)}
	if metal {
		octaves = []octave{oct(4, 1), oct(texels, 0.3)}
	}
	f.paint(j, grainSteps(j, 0.15, octaves...))
	if !top {
		handle := j.c.addRamp(ramp(fittingColor(j.lk.Main, 0.25), 2, 0.08))
		hx := texels - stile // the inner edge of a stile
		if chance(j, 0.5) {
			hx = stile - 1
		}
		hy := between(j.rng, 2, 4)
		dotTexel(j, hx, hy, handle, 1)
		dotTexel(j, hx, hy+1, handle, 0)
		if chance(j, 0.5) {
			dotTexel(j, hx, hy+2, handle, 0)
		}
	}
	if metal {
		rivetCorners(j, body, 0, 0, texels-2, texels-2)
	}
}
