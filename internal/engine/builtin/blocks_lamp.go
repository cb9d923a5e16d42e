package builtin

// drawLamp is a block that gives light, built the way the game's are: glowing
// cells that are brightest at their heart and darker toward their edges, with
// dark seams between them. Half the variations frame the cells (a redstone
// lamp, a sea lantern); the others are frameless clusters (glowstone, a
// froglight's skin). Cells are Worley regions on the torus, so it tiles.
func drawLamp(j *job) {
	p := j.c.addRamp(ramp(j.lk.Main, 6, 0.2))
	pts := spreadPoints(j.rng, j.n, between(j.rng, 8, 11))
	owner, gap := worley(j.sc, j.n, pts, 1)
	framed := chance(j, 0.5)
	u := j.unit
	for i := range owner {
		x, y := i%j.n, i/j.n
		s := min(2+int(gap[i]/(1.5*float64(u))), 5) // brighter toward the heart
		switch {
		case gap[i] < 0.9*float64(u):
			s = 1 // the seams between cells
		case framed && (x < u || y < u):
			s = 3
		case framed && (x >= j.n-u || y >= j.n-u):
			s = 0
		case framed && (x < 2*u || y < 2*u || x >= j.n-2*u || y >= j.n-2*u):
			s = min(s, 2)
		}
		j.c.part[i], j.c.shade[i] = p, j.c.clampShade(p, s)
	}
}
