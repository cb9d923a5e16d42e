package builtin

// drawPorous is a block full of small pits, as the game draws sponges and
// coral blocks: a mottled face in the main colour, and 10–16 holes of one to
// four texels, each dark inside with its lower right rim lit where the face
// turns up out of the pit. Holes wrap, so the block tiles.
func drawPorous(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 5, 0.12))
	pit := j.c.addRamp(ramp(darker(j.lk.Main, 0.3), 2, 0.05))
	speckle(j, p, fbm(j.sc, j.rng, j.n, oct(j.n/2, 1), oct(j.n/4, 0.5)), []float64{0, 0.3, 0.45, 0.25})
	u := j.unit
	for _, pt := range spreadPoints(j.rng, j.n, between(j.rng, 10, 16)) {
		x0, y0 := int(pt[0])/u*u, int(pt[1])/u*u
		w, h := between(j.rng, 1, 2)*u, between(j.rng, 1, 2)*u
		for dy := range h + u {
			for dx := range w + u {
				switch {
				case dx < w && dy < h:
					j.c.set(x0+dx, y0+dy, pit, min(dx, dy)/u) // the pit, its far corner lighter
				case dx >= w && dy >= h:
				default:
					j.c.set(x0+dx, y0+dy, p, 4) // its lit rim below and to the right
				}
			}
		}
	}
}
