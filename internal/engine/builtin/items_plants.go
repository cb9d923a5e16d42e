package builtin

import (
	"math"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// plantShapes sorts the plant nouns by the shape the game gives them; any
// other plant is a flower.
var plantShapes = map[string]string{
	"sapling": "bush", "houseplant": "bush", "succulent": "bush", "shrub": "bush", "sprout": "bush",
	"seedling": "bush", "herb": "bush", "clover": "bush", "shamrock": "bush", "sprig": "bush",
	"fern": "blades", "weed": "blades", "seagrass": "blades", "seaweed": "blades", "kelp": "blades",
	"wheat": "blades", "crop": "blades", "reed": "blades", "sugar cane": "blades", "bamboo shoot": "blades",
	"roots": "blades", "vine": "blades", "lichen": "blades", "dripleaf": "bush", "cactus": "cactus",
	"coral": "coral", "coral fan": "coral", "sea fan": "coral",
	"bush": "bush", "berry bush": "bush", "sweet berry bush": "bush", "tumbleweed": "bush",
	"dead bush": "blades", "tall grass": "blades", "short grass": "blades", "dry grass": "blades",
	"hanging moss": "blades", "melon stem": "blades", "pumpkin stem": "blades", "flower stem": "blades",
	"dripleaf stem": "blades", "petal stem": "blades", "wildflower stem": "blades", "bamboo": "blades",
	"bamboo stalk": "blades", "sea pickle": "bush", "large leaves": "bush", "small leaves": "bush",
}

// drawPlant: what the game draws on crossed planes. A flower is a stem with one
// or two leaves and a bloom of 4–6 petals round a contrasting heart; a bush a
// stem with clumps of leaves; blades a fan of 4–6 thin bent leaves; coral a
// branching tuft; a cactus a ribbed column. Petals, coral and any named colour
// take the main colour; stems and leaves stay green.
func drawPlant(j *job) {
	sp := newSprite(j)
	shape := plantShapes[j.s.Object]
	if shape == "" {
		shape = "flower"
	}
	green := leafGreen
	if shape != "flower" && shape != "coral" && j.lk.Chosen {
		green = j.lk.Main // "red fern": the leaves themselves
	}
	leaf := sp.varied(green, 4, 0.13)
	cx := 8 + uniform(j, -0.6, 0.6)
	switch shape {
	case "bush":
		top := uniform(j, 5, 7)
		sp.path(brush{sp.varied(stickBrown, 3, 0.1), 1, 0}, 0.55+sp.thick(), cx, 13.6, cx+uniform(j, -0.8, 0.8), top+2)
		for range between(j.rng, 4, 6) {
			x, y := cx+uniform(j, -3.2, 3.2), top+uniform(j, -1.5, 3.5)
			sp.ellipse(brush{leaf, 2, 1}, x, y, uniform(j, 1.5, 2.3), uniform(j, 1.3, 1.9))
		}
	case "blades":
		for k, n := 0, between(j.rng, 4, 6); k < n; k++ {
			a := (-0.9 + 1.8*float64(k)/float64(n-1) + uniform(j, -0.15, 0.15)) // the blade's lean
			h := uniform(j, 7, 10.5)
			tx, ty := cx+a*uniform(j, 3.5, 5), 13.6-h
			mx, my := cx+a*1.2, 13.6-h*0.5
			sp.path(brush{leaf, 2, 0.5}, 0.5+sp.thick(), cx+a*0.6, 13.6, mx, my, tx, ty)
		}
	case "coral":
		coral := sp.mat(j.lk.Main, 5, 0.16)
		var branch func(x, y, a, l float64, depth int)
		branch = func(x, y, a, l float64, depth int) {
			ex, ey := x+l*math.Sin(a), y-l*math.Cos(a)
			sp.stroke(brush{coral, 2, 0.6}, x, y, 0.75+sp.thick(), ex, ey, 0.6+sp.thick())
			if depth == 0 {
				sp.ellipse(brush{coral, 3, 0.6}, ex, ey, 0.9, 0.9)
				return
			}
			for _, d := range []float64{-0.55, 0.5} {
				branch(ex, ey, a+d+uniform(j, -0.15, 0.15), l*uniform(j, 0.6, 0.75), depth-1)
			}
		}
		branch(cx, 13.6, uniform(j, -0.1, 0.1), uniform(j, 3.6, 4.4), 2)
	case "cactus":
		body := sp.varied(green, 4, 0.13)
		w, top := uniform(j, 2.2, 2.8), uniform(j, 3, 4.5)
		sp.rect(brush{body, 2, 1}, cx-w, top+1, cx+w, 13.6)
		sp.ellipse(brush{body, 2, 1}, cx, top+1.2, w, 1.2)
		if chance(j, 0.6) { // an arm
			ax := cx + w + 1.2
			sp.rect(brush{body, 2, 1}, cx+w-0.5, 8.5, ax+0.6, 9.9)
			sp.rect(brush{body, 2, 1}, ax-0.6, 5.5, ax+0.6, 9.9)
		}
		sp.relief()
		for x := cx - w + 1; x < cx+w-0.5; x += 1.6 { // ribs
			for y := top + 2; y < 13; y += 2 {
				sp.texel(body, 0, x, y, body)
			}
		}
		return
	default: // a flower
		petal := sp.mat(j.lk.Main, 5, 0.16)
		hy := uniform(j, 4.6, 6)
		sp.path(brush{leaf, 1, 0}, 0.5+sp.thick(), cx, 13.6, cx+uniform(j, -0.7, 0.7), hy+2)
		for _, side := range []float64{-1, 1}[:between(j.rng, 1, 2)] {
			ly := uniform(j, 9.5, 11.5)
			sp.poly(brush{leaf, 2, 0.8}, cx, ly+0.6, cx+side*3.4, ly-1.6, cx+side*2.4, ly+0.8)
		}
		r := uniform(j, 2.1, 2.7)
		for k, n := 0, between(j.rng, 4, 6); k < n; k++ {
			a := 2*math.Pi*float64(k)/float64(n) + uniform(j, 0, 0.5)
			sp.ellipse(brush{petal, 2, 1}, cx+r*0.75*math.Cos(a), hy+r*0.7*math.Sin(a), r*0.62, r*0.58)
		}
		sp.relief()
		heart := sp.varied(flowerHeart(j.lk.Main), 2, 0.08)
		sp.ellipse(brush{heart, 1, 0.5}, cx, hy, 0.9, 0.9)
		return
	}
	sp.relief()
}

// flowerHeart is a flower's centre: yellow in a pale or blue flower, dark in a
// yellow one, so it always stands out from the petals.
func flowerHeart(petal palette.Lab) palette.Lab {
	if _, c, h := petal.LCh(); c > 0.06 && h > 60 && h < 110 {
		return hexLab("#6B4A1E")
	}
	return hexLab("#F2C12E")
}
