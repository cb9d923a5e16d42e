package palette

import (
	"math"
	"sync"

	"github.com/lucasb-eyer/go-colorful"
)

// The sRGB transfer curve costs a math.Pow per channel, and conversions run for
// every colour of every candidate texture, so they go through tables built once
// from the very expressions go-colorful evaluates: the results are the same
// bits, only cheaper.

// linearByte is sRGB byte → linear light, go-colorful's linearize of byte/255.
var linearByte = func() (t [256]float64) {
	for i := range t {
		t[i] = linearize(float64(i) / 255)
	}
	return t
}()

// linearize and delinearize are go-colorful's sRGB transfer functions, copied
// so the tables reproduce them exactly.
func linearize(v float64) float64 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

func delinearize(v float64) float64 {
	if v <= 0.0031308 {
		return 12.92 * v
	}
	return 1.055*math.Pow(v, 1.0/2.4) - 0.055
}

// encoding holds the inverse curve as thresholds on linear light: byteFrom[k]
// is the least linear value that go-colorful's Clamped().RGB255() turns into
// byte k or more, and maxValid the greatest whose encoded value is still <= 1
// (IsValid). The curve rises, so comparing with them gives its answers.
type encoding struct {
	byteFrom [256]float64
	maxValid float64
}

var srgbEncoding = sync.OnceValue(func() *encoding {
	e := &encoding{}
	for k := 1; k < 256; k++ {
		e.byteFrom[k] = leastWith(func(v float64) bool { return encodeByte(v) >= k })
	}
	e.maxValid = math.Nextafter(leastWith(func(v float64) bool { return delinearize(v) > 1 }), 0)
	return e
})

// encodeByte is go-colorful's byte for linear value v: clamped, then rounded.
func encodeByte(v float64) int {
	return int(uint8(max(0, min(delinearize(v), 1))*255 + 0.5))
}

// leastWith returns the least float64 in [0, 2] for which the monotone
// predicate holds (it must hold at 2), by bisection on the bit patterns, which
// order non-negative floats.
func leastWith(holds func(float64) bool) float64 {
	lo, hi := uint64(0), math.Float64bits(2) // holds(lo) is false or lo is the answer
	if holds(0) {
		return 0
	}
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if holds(math.Float64frombits(mid)) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return math.Float64frombits(hi)
}

// encode is encodeByte through the thresholds: a binary search of 8 steps.
func (e *encoding) encode(v float64) uint8 {
	k := 0
	for step := 128; step > 0; step /= 2 {
		if v >= e.byteFrom[k+step] {
			k += step
		}
	}
	return uint8(k)
}

// valid is IsValid of the encoded colour of linear r, g, b.
func (e *encoding) valid(r, g, b float64) bool {
	return 0 <= r && r <= e.maxValid && 0 <= g && g <= e.maxValid && 0 <= b && b <= e.maxValid
}

// oklabToLinear is go-colorful's OkLab to linear sRGB: its OkLabToXyz (v1.4.1,
// MIT), copied with its math.Pow(v, 3) as cube, then its XyzToLinearRgb.
func oklabToLinear(l, a, b float64) (float64, float64, float64) {
	l_ := 0.9999999984505196*l + 0.39633779217376774*a + 0.2158037580607588*b
	m_ := 1.0000000088817607*l - 0.10556134232365633*a - 0.0638541747717059*b
	s_ := 1.0000000546724108*l - 0.08948418209496574*a - 1.2914855378640917*b
	ll, m, s := cube(l_), cube(m_), cube(s_)
	x := 1.2268798733741557*ll - 0.5578149965554813*m + 0.28139105017721594*s
	y := -0.04057576262431372*ll + 1.1122868293970594*m - 0.07171106666151696*s
	z := -0.07637294974672142*ll - 0.4214933239627916*m + 1.5869240244272422*s
	return colorful.XyzToLinearRgb(x, y, z)
}

// cube is math.Pow(v, 3). Pow multiplies v's mantissa by its square and scales
// by a power of two, which is exactly v*v*v whenever no step leaves the normal
// floats, so only the extremes go through Pow.
func cube(v float64) float64 {
	if a := math.Abs(v); a >= 0x1p-340 && a <= 0x1p340 {
		return v * v * v
	}
	return math.Pow(v, 3)
}
