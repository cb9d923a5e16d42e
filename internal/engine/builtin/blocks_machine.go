package builtin

import "github.com/texelforge/texelforge/internal/engine/spec"

// machineFeatures gives the machines the game draws with one feature theirs:
// 0 a mouth, 1 a round mouth, 2 a grille, 3 a panel with lights, 4 a
// workstation's tools (its top a work grid), 5 none.
var machineFeatures = map[string]int{
	"furnace": 0, "oven": 0, "kiln": 0, "forge": 0, "smoker": 0, "blast furnace": 0,
	"dispenser": 1, "dropper": 1, "piston": 1, "observer": 2, "vault": 2, "spawner": 2,
	"computer": 3, "console": 3, "control panel": 3, "generator": 3, "reactor": 3, "server": 3,
	"command block": 3, "structure block": 3, "jigsaw block": 3, "crafter": 2, "jukebox": 1,
	"crafting table": 4, "workbench": 4, "cartography table": 4, "fletching table": 4, "smithing table": 4,
	"enchanting table": 4, "loom": 4, "lectern": 4, "stonecutter": 4, "composter": 2, "note block": 1,
	"lodestone": 3, "respawn anchor": 3, "beacon": 3, "daylight detector": 2, "grindstone": 1,
	"bee nest": 1, "beehive": 2, "comparator": 3, "repeater": 3, "hopper": 5,
}

// frontOnly are the machines whose feature is on their front alone: their
// sides, tops and bottoms are the plain frame.
var frontOnly = map[string]bool{
	"furnace": true, "blast furnace": true, "smoker": true, "dispenser": true, "dropper": true, "piston": true,
	"jukebox": true, "crafter": true, "observer": true, "spawner": true, "vault": true, "bee nest": true,
	"beehive": true,
}

// drawMachine is the face of a working block, as the game draws its furnaces,
// dispensers and observers: a bevelled frame 2–3 texels wide round a face with
// one feature: a furnace's mouth (glowing when lit), a dispenser's round
// mouth, a grille of slits, or a panel with small lights.
func drawMachine(j *job) {
	body := j.c.addRamp(ramp(j.lk.Main, 5, 0.14))
	hole := j.c.addRamp(ramp(darker(j.lk.Main, 0.32), 3, 0.06))
	glow := j.c.addRamp(ramp(hexLab("#F2A23A"), 3, 0.12))
	grain := fbm(j.sc, j.rng, j.n, oct(j.n, 1), oct(j.n/4, 0.3))
	u, t := j.unit, 16 // pixels per texel, texels per side
	border := between(j.rng, 2, 3)
	feature, known := machineFeatures[j.s.Object]
	if r := j.rng.IntN(5); !known {
		feature = r
	}
	if f := j.s.Face; f == "bottom" || frontOnly[j.s.Object] && (f == "side" || f == "top") {
		feature = 5 // a bottom is plain, and so is all but a front with a feature
	}
	lit := j.lk.Modifiers[spec.Glowing]
	mx0, mx1 := between(j.rng, 4, 6), between(j.rng, 10, 12) // a mouth's or panel's columns
	my0, my1 := between(j.rng, 6, 8), between(j.rng, 11, 12)
	mouth, rim := between(j.rng, 12, 24), between(j.rng, 36, 52) // a round mouth's radii, squared and doubled
	slits := between(j.rng, 2, 3)                                // a grille's slit spacing
	tools := [2]int{between(j.rng, 4, 6), between(j.rng, 9, 11)} // the columns two tools hang at
	heads := [2]int{between(j.rng, 4, 6), between(j.rng, 4, 7)}
	grid := j.s.Face == "top" || j.s.Face == "bottom"
	lights := map[[2]int]bool{}
	for range between(j.rng, 2, 4) {
		lights[[2]int{between(j.rng, 5, 10), between(j.rng, 5, 10)}] = true
	}
	for i := range j.c.part {
		x, y := i%j.n/u, i/j.n/u
		part, s := body, 2
		switch g := grain[i]; {
		case g > 1.06:
			s = 3
		case g < 0.94:
			s = 1
		}
		inFrame := x < border || y < border || x >= t-border || y >= t-border
		switch {
		case x == 0 || y == 0:
			s = 4 // the frame's lit outer edge
		case x == t-1 || y == t-1:
			s = 0
		case inFrame && (x == t-border || y == t-border):
			s = 3 // the frame's inner edge, lit where the face steps down below it
		case inFrame:
			s = min(s+1, 4)
		case x == border || y == border:
			s = 1 // the face's shadowed top and left under the frame
		default:
			switch feature {
			case 0: // a furnace's mouth
				if x >= mx0 && x < mx1 && y >= my0 && y < my1 {
					part, s = hole, 1
					if y == my0 {
						s = 0
					}
					if lit && y >= my1-2 {
						part, s = glow, 1+(x+y)%2
					}
				}
			case 1: // a round mouth
				dx, dy := 2*x-15, 2*y-15
				switch d := dx*dx + dy*dy; {
				case d <= mouth:
					part, s = hole, 1
				case d <= rim:
					s = 4 - b2i(dx+dy > 0)*3 // the rim, lit on its upper left
				}
			case 2: // a grille
				if x >= mx0 && x < mx1 && y%slits == 1 && y > border+1 && y < t-border-1 {
					part, s = hole, 0
				}
			case 4: // a workstation: tools hanging on its side, a work grid on its top
				switch {
				case grid && (x-border)%4 == 3 || grid && (y-border)%4 == 3:
					part, s = hole, 1
				case grid:
				case y == border+1:
					s = 3 // the tabletop's lit edge
				case (x == tools[0] || x == tools[1]) && y >= 5 && y < 12:
					part, s = hole, 2 // a handle
				case x >= tools[0]-1 && x <= tools[0]+1 && y >= heads[0] && y < heads[0]+2,
					x >= tools[1]-1 && x <= tools[1]+1 && y >= heads[1] && y < heads[1]+2:
					part, s = hole, 1 // its head
				}
			case 5: // a plain face
			default: // a panel with lights
				if x >= mx0 && x < mx1 && y >= 4 && y < 12 {
					s = 1
					if lights[[2]int{x, y}] {
						part, s = glow, 2
					}
				}
			}
		}
		j.c.part[i], j.c.shade[i] = part, j.c.clampShade(part, s)
	}
}
