package builtin

import (
	"testing"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

func TestBakesPassTheGates(t *testing.T) {
	var specs []spec.Spec
	for _, p := range []string{"cookie", "pink frosted donut", "pumpkin pie", "cherry pie", "pizza", "cake", "cupcake", "waffle", "pancake", "bagel"} {
		specs = append(specs, spec.Parse(p))
	}
	checkVariantsPass(t, specs)
}

func TestBakesHaveTheirShapes(t *testing.T) {
	// A donut has a hole through its middle; a loaf of bread has none, and a
	// pie is wider than it is tall, a loaf about as wide as tall.
	for v := range 16 {
		donut := Draw(spec.Parse("donut"), 16, 1, v)
		if a := donut.NRGBAAt(8, 8).A; a != 0 {
			t.Errorf("donut variation %d: the middle is opaque, want its hole", v)
		}
		if a := Draw(spec.Parse("bread"), 16, 1, v).NRGBAAt(8, 8).A; a == 0 {
			t.Errorf("bread variation %d: a hole in the middle", v)
		}
		pie := Draw(spec.Parse("pumpkin pie"), 16, 1, v)
		x0, y0, x1, y1 := 16, 16, -1, -1
		for y := range 16 {
			for x := range 16 {
				if pie.NRGBAAt(x, y).A > 0 {
					x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
				}
			}
		}
		if w, h := x1-x0, y1-y0; w <= h {
			t.Errorf("pumpkin pie variation %d is %d wide and %d tall, want wider", v, w+1, h+1)
		}
	}
}
