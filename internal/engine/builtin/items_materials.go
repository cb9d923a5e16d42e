package builtin

import (
	"math"
	"strings"
)

// drawGem: a cut stone about 9–11 texels across in one of four cuts (octagonal
// brilliant, tall hexagon, pointed "diamond" with a flat crown, oval), with a
// lighter table facet offset toward the light and a glint.
func drawGem(j *job) {
	sp := newSprite(j)
	gem := sp.mat(j.lk.Main, 5, 0.2)
	cx, cy := 8+uniform(j, -0.3, 0.3), 8+uniform(j, -0.2, 0.4)
	w, h := uniform(j, 4.3, 5.6), uniform(j, 4.3, 5.6)
	var pts [16]float64
	k := 0
	add := func(x, y float64) { pts[k], pts[k+1] = x, y; k += 2 }
	switch j.rng.IntN(4) {
	case 0: // octagonal brilliant
		for a := 22.5; a < 360; a += 45 {
			add(cx+w*math.Cos(a*math.Pi/180), cy+h*math.Sin(a*math.Pi/180))
		}
	case 1: // tall hexagon, like the game's emerald
		w *= 0.8
		add(cx, cy-h)
		add(cx+w, cy-h/2)
		add(cx+w, cy+h/2)
		add(cx, cy+h)
		add(cx-w, cy+h/2)
		add(cx-w, cy-h/2)
	case 2: // flat crown, pointed pavilion
		crown := cy - h*0.55
		add(cx-w*0.6, cy-h)
		add(cx+w*0.6, cy-h)
		add(cx+w, crown)
		add(cx, cy+h)
		add(cx-w, crown)
	default:
		sp.ellipse(brush{gem, 2, 1}, cx, cy, w*0.85, h)
	}
	if k > 0 {
		sp.poly(brush{gem, 2, 1}, pts[:k]...)
		for i := 0; i < k; i += 2 { // the table: the same outline, smaller, nearer the light
			pts[i], pts[i+1] = cx-0.6+(pts[i]-cx)*0.45, cy-0.6+(pts[i+1]-cy)*0.45
		}
	}
	sp.relief()
	sp.decal = true
	if k > 0 {
		sp.poly(brush{gem, 3, 0.6}, pts[:k]...)
	} else {
		sp.ellipse(brush{gem, 3, 0.6}, cx-0.6, cy-0.6, w*0.38, h*0.45)
	}
	sp.glint(gem, cx-w*0.45, cy-h*0.45)
}

// drawIngot: a bar seen from above and in front: a bright top face, a mid-tone
// front face and a dark end, 7–9 texels long, 3–4 deep and 2.5–3.5 high.
func drawIngot(j *job) {
	sp := newSprite(j)
	metal := sp.mat(j.lk.Main, 5, 0.18)
	l, d, h := uniform(j, 7, 9), uniform(j, 3, 4), uniform(j, 2.5, 3.5)
	d = min(d, 11.4-l) // the bar stays inside the canvas
	x0 := 2 + (12-l-d)/2 + uniform(j, -0.3, 0.3)
	y1 := 2 + (12-h-d)/2 + d + uniform(j, -0.3, 0.3) // where the top face meets the front
	taper := uniform(j, 0, 0.8)                      // classic ingots narrow toward the top
	sp.poly(brush{metal, 3, 0.5}, x0+taper, y1, x0+l-taper, y1, x0+l+d-taper, y1-d, x0+d+taper, y1-d)
	sp.poly(brush{metal, 2, 0.5}, x0, y1+h, x0+l, y1+h, x0+l-taper, y1, x0+taper, y1)
	sp.poly(brush{metal, 1, 0.5}, x0+l, y1+h, x0+l+d, y1+h-d, x0+l+d-taper, y1-d, x0+l-taper, y1)
	sp.relief()
	sp.glint(metal, x0+d+taper+0.8, y1-d+0.6)
}

// drawNugget: a lump of 3–5 overlapping rounded pieces, each 1.7–2.5 texels in
// radius, clustered within about 9×8 texels of the middle.
func drawNugget(j *job) {
	sp := newSprite(j)
	metal := sp.mat(j.lk.Main, 5, 0.18)
	cx, cy := 8+uniform(j, -0.5, 0.5), 8.5+uniform(j, -0.5, 0.5)
	lumps := between(j.rng, 3, 5)
	for k := range lumps {
		a := float64(k)/float64(lumps)*2*math.Pi + uniform(j, -0.4, 0.4)
		d := uniform(j, 1.5, 2.6)
		r := uniform(j, 1.7, 2.5)
		sp.ellipse(brush{metal, 2, 1}, cx+d*math.Cos(a)*1.2, cy+d*math.Sin(a), r*1.1, r)
	}
	sp.ellipse(brush{metal, 2, 1}, cx, cy, 2.2, 2)
	sp.relief()
	sp.glint(metal, cx-1, cy-1)
}

// drawDust: a low heap of powder 8–11 texels wide and 3.5–5 high, its surface
// speckled with grains of the ramp's other shades, and 2–4 loose grains (2×1
// texels, as finishSprite drops single-pixel orphans) around it.
func drawDust(j *job) {
	sp := newSprite(j)
	dust := sp.mat(j.lk.Main, 5, 0.18)
	for _, w := range strings.Fields(strings.ToLower(j.s.Prompt)) {
		if strings.HasPrefix(w, "dot") || strings.HasPrefix(w, "line") {
			dustTrail(j, sp, dust, strings.HasPrefix(w, "line"))
			return
		}
	}
	rx, ry := uniform(j, 4, 5.5), uniform(j, 3.5, 5)
	cx, base := 8+uniform(j, -0.5, 0.5), uniform(j, 12, 13)
	sp.ellipse(brush{dust, 2, 1}, cx, base, rx, ry)
	sp.ellipse(brush{dust, 2, 1}, cx-rx*0.45, base-0.3, rx*0.55, ry*0.6)
	sp.rect(eraser, 0, base+0.5, 16, 16)
	for range between(j.rng, 2, 4) {
		x := cx + uniform(j, -1, 1)*(rx+1.5)
		y := base - ry - uniform(j, 0.5, 1.5) + math.Abs(x-cx)/(rx+1.5)*ry
		sp.rect(brush{dust, 3, 0}, math.Floor(x), math.Floor(y), math.Floor(x)+2, math.Floor(y)+1)
	}
	sp.relief()
	for range 10 { // texels, so as many grains at every size
		x, y := uniform(j, cx-rx, cx+rx), uniform(j, base-ry, base+0.5)
		sp.texel(dust, between(j.rng, 0, 4), x, y, dust)
	}
}

// dustTrail is dust laid on the ground as the game's redstone dust draws it: a
// dot, a blob with four short arms, or a line, a ragged band across.
func dustTrail(j *job, sp *sprite, dust uint8, line bool) {
	cx, cy := 8+uniform(j, -0.5, 0.5), 8+uniform(j, -0.5, 0.5)
	if line {
		for x := 2.5; x < 13.5; x++ {
			h := uniform(j, 0.9, 1.6)
			sp.rect(brush{dust, 2, 0.5}, x, cy-h, x+1, cy+h)
		}
	} else {
		r := uniform(j, 2.2, 2.9)
		sp.ellipse(brush{dust, 2, 1}, cx, cy, r, r)
		arm := uniform(j, 4.2, 5.4)
		w := uniform(j, 0.8, 1.2)
		sp.rect(brush{dust, 2, 0.5}, cx-arm, cy-w, cx+arm, cy+w)
		sp.rect(brush{dust, 2, 0.5}, cx-w, cy-arm, cx+w, cy+arm)
	}
	sp.relief()
}
