package builtin

import (
	"math"
	"slices"
	"strings"

	"github.com/texelforge/texelforge/internal/engine/palette"
	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Colours of the wooden and iron things' fixed parts.
var (
	chestBrown   = hexLab("#A2692C")
	chainGrey    = hexLab("#4E525C")
	furnaceStone = hexLab("#A4A4A0")
	tntRed       = hexLab("#C83A24")
	tntWhite     = hexLab("#E6E4DE")
	hopperGrey   = hexLab("#505056")
	commandBrown = hexLab("#A8643A")
)

// lighter returns c with its lightness raised by d.
func lighter(c palette.Lab, d float64) palette.Lab { return darker(c, -d) }

// drawDoor: a door as the game's door items draw it: a leaf 6–8 texels wide
// and 12 tall, its upper part a window of one, two, four panes or slits (or an
// arched one), dark or glazed, its lower part upright planks, raised panels or
// boards across, and a handle on the stile by the middle rail. A metal door
// (a named metal, or "iron door") has riveted plates instead, as the game's
// iron door does.
func drawDoor(j *job) {
	sp := newSprite(j)
	metal := metalObject(j)
	door := sp.mat(j.lk.Main, 5, 0.16)
	paneC := fittingColor(j.lk.Main, 0.34)
	if metal {
		paneC = fittingColor(j.lk.Main, 0.45) // bars' shadow: darker behind a light plate
	}
	if !metal && chance(j, 0.4) {
		paneC = glassWhite // glazed rather than a dark opening
	}
	pane := sp.varied(paneC, 3, 0.08)
	w := between(j.rng, 6, 8)
	x0 := float64(8 - (w+1)/2 + between(j.rng, 0, 1))
	x1 := x0 + float64(w)
	y0, y1 := 2.0, 14.0
	mid := y0 + float64(between(j.rng, 5, 6)) // the middle rail, under the window
	sp.rect(brush{door, 2, 1}, x0, y0, x1, y1)

	// The window, inside a one-texel frame.
	wx0, wx1, wy0 := x0+1, x1-1, y0+1
	sp.decal = true
	switch style := j.rng.IntN(5); {
	case style == 0 || (metal && style == 4): // two panes side by side
		m := math.Floor((wx0 + wx1) / 2)
		sp.rect(brush{pane, 1, -1}, wx0, wy0, m, mid-1)
		sp.rect(brush{pane, 1, -1}, m+1, wy0, wx1, mid-1)
	case style == 1: // four panes
		m, h := math.Floor((wx0+wx1)/2), math.Floor((wy0+mid-1)/2)
		for _, py := range [][2]float64{{wy0, h}, {h + 1, mid - 1}} {
			sp.rect(brush{pane, 1, -1}, wx0, py[0], m, py[1])
			sp.rect(brush{pane, 1, -1}, m+1, py[0], wx1, py[1])
		}
	case style == 2: // slits
		for x := wx0; x < wx1; x += 2 {
			sp.rect(brush{pane, 1, -1}, x, wy0, x+1, mid-1)
		}
	case style == 3: // one pane, with or without a cross bar
		sp.rect(brush{pane, 1, -1}, wx0, wy0, wx1, mid-1)
		if chance(j, 0.5) {
			cy := math.Floor((wy0 + mid - 1) / 2)
			sp.rect(brush{door, 2, 0}, wx0, cy, wx1, cy+1)
		}
	default: // an arched pane
		rx, ry := (wx1-wx0)/2, (mid-1-wy0)/2
		sp.ellipse(brush{pane, 1, -1}, (wx0+wx1)/2, wy0+ry, rx, ry)
		sp.rect(brush{pane, 1, -1}, wx0, wy0+ry, wx1, mid-1)
	}

	// The lower part.
	lower := j.rng.IntN(3)
	if !metal && lower == 1 { // one or two raised panels, a frame's width in
		sp.rect(brush{door, 3, 1}, x0+1, mid, x1-1, y1-1)
	}
	sp.decal = false
	sp.relief()

	grooves := func(xa, ya, xb, yb float64) { // the seams between boards and plates
		for x := xa; x < xb; x++ {
			for y := ya; y < yb; y++ {
				sp.texel(door, 0, x, y, door)
			}
		}
	}
	ridge := func(y float64) { // a seam between plates, the lower plate's edge lit
		grooves(x0+1, y, x1-1, y+1)
		for x := x0 + 1; x < x1-1; x++ {
			sp.texel(door, 3, x, y+1, door)
		}
	}
	switch {
	case metal && lower == 0: // one plate under the rail, bolted at its foot
		ridge(mid)
		sp.texel(door, 0, x0+1, y1-2, door)
		sp.texel(door, 0, x1-2, y1-2, door)
	case metal && lower == 1: // two plates, one over the other
		ridge(mid)
		ridge(math.Floor((mid + y1) / 2))
	case metal: // ridges across, three texels apart
		for y := mid; y < y1-2; y += 3 {
			ridge(y)
		}
	case lower == 0: // vertical planks
		step := float64(between(j.rng, 2, 3))
		for x := x0 + step; x < x1-1; x += step {
			grooves(x, mid+1, x+1, y1-1)
		}
	case lower == 1: // grooves above and left of the raised panels
		split := chance(j, 0.5)
		grooves(x0+1, mid, x1-1, mid+1)
		grooves(x0+1, mid, x0+2, y1-1)
		if split {
			h := math.Floor((mid + y1) / 2)
			grooves(x0+1, h, x1-1, h+1)
		}
	default: // boards across, each lit along its top
		step := float64(between(j.rng, 2, 3))
		for y := mid + step; y < y1-1; y += step {
			grooves(x0+1, y, x1-1, y+1)
		}
	}
	if !metal { // grain: a few streaks along the stiles
		for range between(j.rng, 1, 3) {
			x, y := math.Floor(uniform(j, x0+1, x1-1)), math.Floor(uniform(j, y0+1, y1-3))
			sp.texel(door, 1, x, y, door)
			sp.texel(door, 1, x, y+1, door)
		}
	}
	// The handle, on the stile by the rail: dark iron on wood, a dark shade of
	// the plate on metal.
	knobC := lanternIron
	if metal {
		knobC = fittingColor(j.lk.Main, 0.3)
	}
	knob := sp.varied(knobC, 3, 0.1)
	hx := x1 - 2
	if chance(j, 0.25) {
		hx = x0 + 1
	}
	hy := mid + float64(between(j.rng, 0, 2))
	sp.texel(knob, 2, hx, hy, door)
	if metal || chance(j, 0.5) {
		sp.texel(knob, 1, hx, hy+1, door)
	}
}

// metalObject reports whether a door is metal: a metal is named, or the
// object's own name holds one ("iron door").
func metalObject(j *job) bool {
	if _, ok := named(j, spec.Metal); ok {
		return true
	}
	for _, w := range strings.Fields(j.s.Object) {
		if m, ok := spec.MaterialByName(w); ok && m.Group == spec.Metal {
			return true
		}
	}
	return false
}

// hullFrame places a shape drawn in its own axes (u along it, v down across it) on
// the canvas: turned by angle radians (negative raises its +u end) about
// (cx, cy), and mirrored left to right when flip is set.
type hullFrame struct {
	cx, cy, cos, sin float64
	flip             bool
}

func (f hullFrame) at(u, v float64) (float64, float64) {
	dx, y := u*f.cos-v*f.sin, f.cy+u*f.sin+v*f.cos
	if f.flip {
		dx = -dx
	}
	return f.cx + dx, y
}

// pts maps pairs u0, v0, u1, v1, ... onto the canvas.
func (f hullFrame) pts(uv ...float64) []float64 {
	out := make([]float64, len(uv))
	for k := 0; k+1 < len(uv); k += 2 {
		out[k], out[k+1] = f.at(uv[k], uv[k+1])
	}
	return out
}

// fitFrame turns the outline uv by angle and centres it across the canvas with
// its lowest point at bottom, shrinking it along u first when it would be wider
// than width texels. It returns the frame and the u scale it applied.
func fitFrame(angle, width, bottom float64, flip bool, uv []float64) (hullFrame, float64) {
	f := hullFrame{cos: math.Cos(angle), sin: math.Sin(angle), flip: flip}
	scale := 1.0
	var minX, maxX, maxY float64
	// Shrinking along u narrows the turned outline by less than the scale (its
	// depth along v stays), so it may take a few rounds.
	for range 8 {
		minX, maxX, maxY = math.Inf(1), math.Inf(-1), math.Inf(-1)
		for k := 0; k+1 < len(uv); k += 2 {
			x, y := f.at(uv[k]*scale, uv[k+1])
			minX, maxX, maxY = min(minX, x), max(maxX, x), max(maxY, y)
		}
		if maxX-minX <= width {
			break
		}
		scale *= width / (maxX - minX) * 0.99
	}
	f.cx, f.cy = 8-(minX+maxX)/2, bottom-maxY
	if f.flip {
		f.cx = 8 + (minX+maxX)/2
	}
	return f, scale
}

// drawBoat: the game's boat item: a plank hull about 11 texels long, level or
// its bow raised by one texel in 3 to 5, seen from above its side so its dark inside shows as a pointed oval between
// the far and the near gunwale, with a seat across it (or a chest in it, for a
// "chest boat"), strakes along its side and one or two paddles leaning out of
// it. A "raft" is drawn by drawRaft.
func drawBoat(j *job) {
	sp := newSprite(j)
	withChest := containsWord(j.s.Object, "chest")
	if containsWord(j.s.Object, "raft") {
		drawRaft(j, sp, withChest)
		return
	}
	wood := sp.mat(j.lk.Main, 5, 0.15)
	l := 12.0
	d := uniform(j, 2.4, 3.2)         // the inside's depth as seen, near gunwale to far
	h := uniform(j, 2, 2.8)           // the near side's depth at its deepest
	sheer := uniform(j, 0.4, 1.3)     // how far the gunwale sweeps up to the ends
	rise := uniform(j, 0, 0.8)        // the bow's end above the stern's
	deep := uniform(j, -1.6, 0)       // where the keel is deepest, aft of the middle
	fullness := uniform(j, 2, 4.5)    // 2 a canoe's round belly, 4.5 a flat bottom
	near := func(u float64) float64 { // the near gunwale
		t := 2 * u / l
		return -sheer*t*t - rise*(t+1)/2
	}
	depth := func(u float64) float64 { // the near side, gunwale to keel
		t := (u - deep) / (l/2 - deep)
		if u < deep {
			t = (deep - u) / (l/2 + deep)
		}
		return h * (1 - math.Pow(min(t, 1), fullness))
	}
	// hull is the silhouette: the far gunwale, a curve meeting the near one at
	// both ends, then the keel back.
	hull := func() []float64 {
		var uv []float64
		for k := range 13 {
			u := -l/2 + l*float64(k)/12
			t := 2 * u / l
			uv = append(uv, u, near(u)-d*(1-t*t))
		}
		for k := 11; k > 0; k-- {
			u := -l/2 + l*float64(k)/12
			uv = append(uv, u, near(u)+depth(u))
		}
		return uv
	}
	f, s := fitFrame(-hullTilt(j), 11.8, uniform(j, 13, 13.8), chance(j, 0.3), hull())
	l *= s
	inside := sp.mat(darker(j.lk.Main, 0.22), 3, 0.08)
	sp.poly(brush{wood, 2, 1}, f.pts(hull()...)...)
	var opening []float64 // the inside: the far curve a texel in, down to the near gunwale
	in := l - 3
	for k := range 9 {
		u := -in/2 + in*float64(k)/8
		t := 2 * u / in
		opening = append(opening, u, near(u)-(d-1)*(1-t*t))
	}
	for k := 8; k >= 0; k-- {
		u := -in/2 + in*float64(k)/8
		opening = append(opening, u, near(u))
	}
	sp.decal = true
	sp.poly(brush{inside, 1, -1}, f.pts(opening...)...)
	if !withChest && chance(j, 0.4) { // a thwart across the inside
		u := uniform(j, -l/6, l/6)
		sp.poly(brush{wood, 3, 0}, f.pts(u-0.5, near(u)-d, u+0.5, near(u)-d, u+0.5, near(u), u-0.5, near(u))...)
	}
	sp.decal = false
	n := 1 + b2i(chance(j, 0.4))
	switch {
	case withChest:
		n = b2i(chance(j, 0.4))
	case chance(j, 0.15):
		n = 0
	}
	if n > 0 {
		paddles(j, sp, f, sp.mat(lighter(j.lk.Main, 0.08), 3, 0.12), l, d, near, n)
	}
	chestDetails := func() {}
	if withChest { // in front of the paddle
		u := uniform(j, -l/6, l/10)
		chestDetails = boatChest(j, sp, f, u, near(u))
	}
	sp.relief()
	chestDetails()
	k := uniform(j, 0.45, 0.6) // a strake along the side
	for u := -l / 2; u <= l/2; u += 0.5 {
		if depth(u) > 1.4 {
			x, y := f.at(u, near(u)+depth(u)*k)
			sp.texel(wood, 1, x, y, wood)
		}
	}
}

// drawRaft: a bamboo raft seen from above a corner: 3–4 stalks, two texels
// thick and 9–12 long, laid side by side, each lit along its top and shaded
// below so they read round, the far ones shifted sideways and their ends
// uneven, a node on each, bound by two cords across, with a paddle leaning
// out or a chest standing on it.
func drawRaft(j *job, sp *sprite, withChest bool) {
	// Alternate stalks a little lighter: their edges then shade as separate
	// rounds rather than one board.
	stalk := [2]uint8{sp.mat(j.lk.Main, 3, 0.12), sp.mat(lighter(j.lk.Main, 0.08), 3, 0.12)}
	n := between(j.rng, 3, 4)
	bottom := float64(between(j.rng, 12, 13))
	top := bottom - 2*float64(n)
	l := float64(between(j.rng, 10, 12))
	lean := float64(2*j.rng.IntN(2) - 1) // which way the far stalks shift, as seen from above a corner
	step := uniform(j, 0.6, 1.2)
	l -= step * float64(n-1) * 0.5
	x0 := math.Floor(8 - l/2 - lean*step*float64(n-1)/2)
	inner0, inner1 := 2.0, 14.0 // the columns every stalk covers, for the cords
	for k := range n {          // the far stalk first
		y := top + 2*float64(k)
		shift := lean * float64(n-1-k) * step
		a := math.Round(max(x0+shift+uniform(j, -0.6, 0.6), 2))
		b := math.Round(min(x0+l+shift+uniform(j, -0.6, 0.6), 14))
		sp.rect(brush{stalk[k%2], 1, 0}, a, y, b, y+2)
		inner0, inner1 = max(inner0, a), min(inner1, b)
	}
	f := hullFrame{cx: 8, cy: top + 3, cos: 1}
	chestDetails := func() {}
	if withChest { // standing on the second stalk, rising above the far one
		chestDetails = boatChest(j, sp, f, uniform(j, -2, 2), 0)
	} else if chance(j, 0.75) {
		nearEdge := func(float64) float64 { return bottom - 1 - f.cy }
		paddles(j, sp, f, sp.mat(darker(j.lk.Main, 0.14), 3, 0.1), l, 2*float64(n)-1, nearEdge, 1)
	}
	sp.relief()
	chestDetails()
	cord := sp.varied(darker(j.lk.Main, 0.3), 2, 0.06)
	for _, x := range []float64{inner0 + float64(between(j.rng, 1, 2)), inner1 - float64(between(j.rng, 2, 3))} {
		for y := top; y < bottom; y++ {
			sp.texel(cord, 1, x, y, stalk[0], stalk[1])
		}
	}
	for k := range n { // a node on each stalk
		x := math.Floor(uniform(j, x0+3, x0+l-3))
		sp.texel(stalk[k%2], 0, x, top+2*float64(k), stalk[k%2])
		sp.texel(stalk[k%2], 0, x, top+2*float64(k)+1, stalk[k%2])
	}
}

// hullTilt is a boat's tilt in radians: a slope of one texel in 3 to 5, or
// none, so the gunwale steps evenly.
func hullTilt(j *job) float64 {
	if chance(j, 0.15) {
		return 0
	}
	return math.Atan(1 / float64(between(j.rng, 3, 5)))
}

// paddles stands n paddles (1 or 2) in a boat: shafts rising from its inside,
// d texels deep, leaning out toward its ends, past the far gunwale, each ending
// in a blade.
func paddles(j *job, sp *sprite, f hullFrame, part uint8, l, d float64, near func(float64) float64, n int) {
	us := []float64{uniform(j, -l/4, l/4)}
	if n == 2 {
		us = []float64{-l/4 + uniform(j, -0.5, 0.8), l/4 + uniform(j, -0.8, 0.5)}
	}
	r := 0.5 + sp.thick()
	for k, u := range us {
		lean := uniform(j, 2.2, 3.4)
		if (n == 2 && k == 0) || (n == 1 && u < 0) {
			lean = -lean
		}
		up := uniform(j, 2, 3.2) // above the far gunwale
		ax, ay := f.at(u, near(u)-d*0.4)
		bx, by := f.at(u+lean, near(u)-d-up)
		if by < 2.8 { // keep the blade on the canvas
			t := (ay - 2.8) / (ay - by)
			bx, by = ax+(bx-ax)*t, 2.8
		}
		sp.stroke(brush{part, 1, 0.5}, ax, ay, r, bx, by, r)
		mx, my := ax+(bx-ax)*0.75, ay+(by-ay)*0.75
		sp.stroke(brush{part, 2, 1}, mx, my, r+0.2, bx, by, r+0.3)
	}
}

// boatChest stands a chest 4–6 texels wide and 3.5–4.5 tall, upright whatever
// the hull's tilt, on the point u, v of a boat or a raft. It returns what
// paints the lid's seam and the latch, to run after relief so they keep their
// shades.
func boatChest(j *job, sp *sprite, f hullFrame, u, v float64) (details func()) {
	chest := sp.varied(chestBrown, 4, 0.14)
	latch := sp.varied(ironGrey, 2, 0.06)
	cx, base := f.at(u, v)
	w, h := float64(between(j.rng, 4, 6)), uniform(j, 3.5, 4.5)
	x0 := math.Round(cx - w/2)
	base = math.Round(base)
	top := max(base-math.Round(h), 2)
	sp.rect(brush{chest, 2, 1}, x0, top, x0+w, base)
	lid := top + math.Floor((base-top)*0.45)
	lx := x0 + math.Floor((w-1)/2)
	return func() {
		for x := x0; x < x0+w; x++ {
			sp.texel(chest, 0, x, lid, chest)
		}
		sp.texel(latch, 1, lx, lid, chest)
	}
}

// containsWord reports whether phrase has word among its words.
func containsWord(phrase, word string) bool { return slices.Contains(strings.Fields(phrase), word) }

// drawSign: the game's sign item: a plank board 10–12 texels wide and 5–7
// tall with seams across it (and now and then lines of writing) on a post two
// texels wide. A "hanging sign" hangs its board from two chains under a bar.
func drawSign(j *job) {
	sp := newSprite(j)
	board := sp.mat(j.lk.Main, 5, 0.15)
	w := between(j.rng, 10, 12)
	x0 := float64(8 - w/2)
	x1 := x0 + float64(w)
	hanging := containsWord(j.s.Object, "hanging")
	var y0, y1 float64
	if hanging {
		wood := fittingColor(j.lk.Main, 0.16)
		if m, ok := named(j, spec.Wood); ok && barkColor[m.Name] != "" {
			wood = hexLab(barkColor[m.Name])
		}
		bar := sp.varied(wood, 4, 0.12)
		chain := sp.varied(chainGrey, 3, 0.12)
		inset := float64(between(j.rng, -1, 1))
		barH := float64(between(j.rng, 1, 2))
		by0, by1 := 2.0, 2+barH
		sp.rect(brush{bar, 2, 1}, x0+inset, by0, x1-inset, by1)
		y0 = by1 + float64(between(j.rng, 2, 3))
		y1 = min(y0+float64(between(j.rng, 5, 7)), 14)
		spread := 0.0
		if chance(j, 0.4) { // chains drawn in toward the bar's middle
			spread = uniform(j, 1, 2)
		}
		for _, side := range []float64{-1, 1} {
			cx := 8 + side*(float64(w)/2-1.5)
			sp.stroke(brush{chain, 1, 0.5}, cx-side*spread, by1-0.5, 0.5+sp.thick(), cx, y0+0.5, 0.5+sp.thick())
		}
		sp.rect(brush{board, 2, 1}, x0, y0, x1, y1)
		sp.relief()
		for _, side := range []float64{-1, 1} { // the links, alternately lit
			cx := 8 + side*(float64(w)/2-1.5)
			for y := by1; y < y0; y++ {
				t := (y + 0.5 - by1) / (y0 - by1)
				sp.texel(chain, 2*(int(y)%2), cx-side*spread*(1-t), y, chain)
			}
		}
	} else {
		post := sp.varied(fittingColor(j.lk.Main, 0.16), 4, 0.12)
		y0 = float64(between(j.rng, 2, 3))
		y1 = y0 + float64(between(j.rng, 5, 7))
		px := float64(7 + between(j.rng, 0, 1)*b2i(w%2 == 1)) // under the middle of an odd board
		sp.rect(brush{post, 2, 1}, px, y1-1, px+2, 14)
		sp.rect(brush{board, 2, 1}, x0, y0, x1, y1)
		sp.relief()
	}
	// Seams between the board's planks, each broken once.
	for y := y0 + float64(between(j.rng, 2, 3)); y < y1-1; y += float64(between(j.rng, 2, 3)) {
		gap := math.Floor(uniform(j, x0+2, x1-2))
		for x := x0 + 1; x < x1-1; x++ {
			if x != gap {
				sp.texel(board, 1, x, y, board)
			}
		}
	}
	if chance(j, 0.3) { // writing: lines from the same margin, a space between two words
		ink := sp.varied(inkDark, 2, 0.05)
		for y := y0 + 2; y < y1-1; y += 2 {
			end := x1 - 2 - math.Floor(uniform(j, 0, 3))
			space := math.Floor(uniform(j, x0+4, end-1))
			for x := x0 + 2; x < end; x++ {
				if x != space {
					sp.texel(ink, 1, x, y, board)
				}
			}
		}
	}
	for range between(j.rng, 2, 4) { // grain
		x, y := math.Floor(uniform(j, x0+1, x1-2)), math.Floor(uniform(j, y0+1, y1-1))
		sp.texel(board, 3, x, y, board)
		sp.texel(board, 3, x+1, y, board)
	}
}

// minecartCargo is the block each kind of minecart carries.
var minecartCargo = map[string]string{
	"chest minecart": "chest", "furnace minecart": "furnace", "hopper minecart": "hopper",
	"tnt minecart": "tnt", "command block minecart": "command",
}

// drawMinecart: the game's minecart item: an iron tub 11–12 texels across,
// narrowing to its base, seen a little from above so its dark inside shows
// behind the near rim, on two dark wheels, with ribs, a band or rivets on its
// side. A chest, furnace, hopper, TNT or command block minecart carries that
// block, standing in the tub and rising 3–5 texels above it.
func drawMinecart(j *job) {
	sp := newSprite(j)
	cargo := minecartCargo[j.s.Object]
	// A cargo brings four or five colours of its own: the tub then keeps to
	// four shades and no glint, so the whole stays within the item palette.
	tub := sp.mat(j.lk.Main, 5-b2i(cargo != ""), 0.17)
	// The inside and the wheels share one dark ramp.
	dark := sp.mat(fittingColor(j.lk.Main, 0.4), 2, 0.06)
	tw := between(j.rng, 11, 12)
	x0 := float64(8 - tw/2)
	x1 := x0 + float64(tw)
	r := uniform(j, 1.2, 1.7)
	wy := 13.8 - r // the wheels' centre
	bottom := math.Floor(wy - r*0.3 + uniform(j, 0, 0.6))
	height := float64(between(j.rng, 5, 7))
	if cargo != "" {
		height = float64(between(j.rng, 4, 5))
	}
	top := bottom - height
	taper := uniform(j, 0.8, 2)
	wx := x0 + taper + r + uniform(j, -0.3, 0.5)
	for _, x := range []float64{wx, x0 + x1 - wx} {
		sp.ellipse(brush{dark, 1, 1}, x, wy, r, r)
	}
	sp.poly(brush{tub, 2, 0.7}, x0, top, x1, top, x1-taper, bottom, x0+taper, bottom)
	rim := top + 1 + float64(between(j.rng, 1, 2)) // the near rim
	sp.decal = true
	sp.rect(brush{dark, 0, -1}, x0+1, top+1, x1-1, rim)
	sp.decal = false
	details := func() {}
	if cargo != "" {
		details = minecartLoad(j, sp, cargo, max(top-float64(between(j.rng, 3, 5)), 2), rim)
	}
	sp.relief()
	details()
	sp.decal = true
	switch j.rng.IntN(3) {
	case 0: // ribs down the side
		for _, t := range []float64{0.3, 0.7} {
			x := math.Floor(x0 + float64(tw)*t)
			for y := rim + 1; y < bottom-1; y++ {
				sp.texel(tub, 1, x, y, tub)
			}
		}
	case 1: // a band along the side
		y := math.Floor((rim + bottom) / 2)
		for x := x0 + 1; x < x1-1; x++ {
			sp.texel(tub, 3, x, y, tub)
			sp.texel(tub, 1, x, y+1, tub)
		}
	default: // rivets under the rim
		for x := x0 + 1.5; x < x1-1; x += float64(between(j.rng, 2, 3)) {
			sp.texel(tub, sp.c.top(tub), x, rim+1, tub)
		}
	}
	sp.decal = false
	if cargo == "" {
		sp.glint(tub, x0+1.5, rim+0.5)
	}
}

// minecartLoad paints the block a minecart carries, 6–8 texels wide, from row
// top down to the near rim, and returns what paints its face's details after
// relief.
func minecartLoad(j *job, sp *sprite, cargo string, top, rim float64) (details func()) {
	w := float64(between(j.rng, 6, 8))
	x0 := math.Floor(8 - w/2)
	x1 := x0 + w
	fill := map[string]palette.Lab{
		"chest": chestBrown, "furnace": furnaceStone, "hopper": hopperGrey,
		"tnt": tntRed, "command": commandBrown,
	}[cargo]
	block := sp.varied(fill, 4, 0.14)
	mid := math.Floor((top + rim) / 2)
	if cargo == "hopper" { // a wide rim over a funnel
		sp.poly(brush{block, 2, 1}, x0+0.5, top+2, x1-0.5, top+2, x1-2, rim, x0+2, rim)
		sp.rect(brush{block, 2, 1}, x0-0.5, top, x1+0.5, top+2)
		bowl := sp.varied(darker(hopperGrey, 0.14), 2, 0.05)
		return func() {
			for x := x0 + 0.5; x < x1; x++ {
				sp.texel(bowl, 0, x, top+1, block)
			}
		}
	}
	sp.rect(brush{block, 2, 1}, x0, top, x1, rim)
	switch cargo {
	case "chest":
		latch := sp.varied(ironGrey, 2, 0.06)
		lid := top + math.Round((rim-top)*0.4)
		lx := math.Floor((x0 + x1 - 1) / 2)
		return func() {
			for x := x0; x < x1; x++ {
				sp.texel(block, 0, x, lid, block)
			}
			sp.texel(latch, 0, lx, lid, block)
			sp.texel(latch, 0, lx, lid+1, block)
		}
	case "furnace":
		mouth := sp.varied(hexLab("#302C2A"), 2, 0.05)
		fire := chance(j, 0.5)
		var glow uint8
		if fire {
			glow = sp.varied(hexLab("#F2A23A"), 2, 0.1)
		}
		mw := float64(between(j.rng, 2, 4))
		mx := math.Floor(8 - mw/2)
		my := min(mid, rim-2)
		return func() {
			for x := mx; x < mx+mw; x++ {
				sp.texel(mouth, 0, x, my, block)
				if fire {
					sp.texel(glow, 1, x, my+1, block)
				} else {
					sp.texel(mouth, 1, x, my+1, block)
				}
			}
		}
	case "tnt":
		band := sp.varied(tntWhite, 2, 0.05)
		ink := sp.varied(inkDark, 2, 0.05)
		return func() {
			for x := x0; x < x1; x++ {
				for y := mid - 1; y <= mid; y++ {
					if int(x-x0)%2 == 1 && x < x1-1 { // the letters
						sp.texel(ink, 0, x, y, block)
					} else {
						sp.texel(band, 1, x, y, block)
					}
				}
			}
		}
	default: // a command block: a square in a frame
		inner := sp.varied(lighter(commandBrown, 0.12), 3, 0.08)
		return func() {
			for y := top + 1; y < rim-1; y++ {
				for x := x0 + 1; x < x1-1; x++ {
					edge := y == top+1 || y == rim-2 || x == x0+1 || x == x1-2
					if edge {
						sp.texel(inner, 1, x, y, block)
					} else {
						sp.texel(block, 0, x, y, block)
					}
				}
			}
		}
	}
}
