package quality

import "github.com/texelforge/texelforge/internal/engine/spec"

// Score rates a texture of the given kind in 0..1 to rank candidates that passed
// Check: a weighted mean of soft terms that reward what the gates only bound
// (seamless, even, outlined, lit from the top left, on the requested colour).
// It is comparable between candidates of one request, not between families.
func Score(m Metrics, kind spec.Kind) float64 {
	var sum, weights float64
	add := func(w, s float64) {
		sum += w * min(max(s, 0), 1)
		weights += w
	}
	lo, hi := colorRange(kind, "")
	add(1, 1-0.15*float64(max(lo-m.DistinctColors, m.DistinctColors-hi, 0)))
	add(1, 1/float64(1+m.NearDuplicateColors))
	add(0.5, falling(m.PaletteLStep, 0.25, 0.45))
	if m.RequestedColors > 0 {
		add(2, 1-m.ColorAdherence/adherenceGate)
	}
	switch kind {
	case spec.Block:
		add(2, falling(m.SeamRank, 0.9, 1.5))
		add(1, falling(m.RepeatEnergy, 0.3, 0.7))
		add(1, falling(m.IsolatedFraction, 0.15, 0.4))
		add(1, band(m.LRange, 0.1, 0.25, 0.5, 0.75))
		if m.RimPairs >= blockLightPairs {
			add(0.5, (m.TopLeftLight+1)/2)
		}
	case spec.Item:
		add(1.5, m.OutlineFraction)
		add(1, rising(m.OutlineContrast, 0.05, 0.15))
		add(1, band(m.OpaqueFraction, 0.1, 0.25, 0.6, 0.8))
		add(1, b2f(!m.TouchesBorder && m.AlphaBinary))
		add(1, rising(m.LRange, 0.2, 0.4))
		if m.RimPairs >= itemLightPairs {
			add(1, (m.TopLeftLight+1)/2)
		}
	case spec.Flat:
		add(1, b2f(m.AlphaBinary))
		add(1, rising(m.Fill, 0.3, 0.6))
		add(1, rising(m.LRange, 0.15, 0.3))
		if m.RimPairs >= itemLightPairs {
			add(0.5, (m.TopLeftLight+1)/2)
		}
	}
	return sum / weights
}

// falling is 1 up to good, 0 from bad on, and linear between.
func falling(v, good, bad float64) float64 { return (bad - v) / (bad - good) }

// rising is 0 up to bad, 1 from good on, and linear between.
func rising(v, bad, good float64) float64 { return (v - bad) / (good - bad) }

// band is 1 inside lo..hi, falling linearly to 0 at zeroLo and zeroHi.
func band(v, zeroLo, lo, hi, zeroHi float64) float64 {
	return min(rising(v, zeroLo, lo), falling(v, hi, zeroHi))
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
