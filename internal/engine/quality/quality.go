// Package quality measures finished textures and decides which ones are good
// enough to show: Measure computes objective metrics, Check turns them into hard
// gates, Score into a soft rank, and Distance, SetDiversity and SelectDiverse keep
// a set of variations from repeating itself. The definitions follow §5 of the
// generator research; every ΔE is Euclidean distance in Oklab with L in 0..1.
//
// A pixel counts as opaque when its alpha is at least 128. Blocks are measured
// as tiles: their neighbourhoods wrap around the edges.
package quality

import (
	"image"
	"image/color"
	"sync"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Rect is a pixel rectangle: X, Y is the top-left pixel, W and H the size.
type Rect struct {
	X int `json:"x"`
	Y int `json:"y"`
	W int `json:"w"`
	H int `json:"h"`
}

// Metrics are the objective measures of one texture. Fractions are in 0..1, L and
// chroma in Oklab units. SeamRank and RepeatEnergy are 0 except for blocks; the
// rest is measured for every kind and gated by Check where it means something.
type Metrics struct {
	Size int `json:"size"` // width in pixels

	// Palette.
	DistinctColors      int     `json:"distinctColours"`      // unique RGBA among opaque pixels
	PaletteFamilies     int     `json:"paletteFamilies"`      // hue families; all greys (C < 0.03) are one
	NearDuplicateColors int     `json:"nearDuplicateColours"` // palette pairs closer than ΔE 0.015
	PaletteLStep        float64 `json:"paletteLStep"`         // largest L gap between shades of one family

	// Noise and structure.
	IsolatedFraction float64 `json:"isolatedFraction"` // opaque pixels unlike all 4 neighbours
	MeanClusterSize  float64 `json:"meanClusterSize"`  // pixels per 4-connected same-colour region
	SeamRank         float64 `json:"seamRank"`         // blocks: wrap boundary ÷ strongest interior boundary
	RepeatEnergy     float64 `json:"repeatEnergy"`     // blocks: std of quarter-tile mean L ÷ std of L

	// Alpha and shape.
	AlphaBinary    bool    `json:"alphaBinary"`
	OpaqueFraction float64 `json:"opaqueFraction"`
	BBox           Rect    `json:"bbox"`
	TouchesBorder  bool    `json:"touchesBorder"`
	Margin         int     `json:"margin"`         // empty pixels between the bbox and the nearest edge
	Components     int     `json:"components"`     // 8-connected opaque parts
	SmallParts     int     `json:"smallParts"`     // detached parts of at most a tenth of the largest
	Rectangularity float64 `json:"rectangularity"` // opaque area ÷ bbox area
	Fill           float64 `json:"fill"`           // bbox area ÷ canvas area
	Roundness      float64 `json:"roundness"`      // opaque area ÷ area of the ellipse inscribed in the bbox
	Aspect         float64 `json:"aspect"`         // bbox short side ÷ long side

	// Outline, contrast and light.
	OutlineFraction float64 `json:"outlineFraction"` // boundary pixels ΔL >= 0.08 darker than inside
	OutlineContrast float64 `json:"outlineContrast"` // mean interior L - mean boundary L
	LRange          float64 `json:"lRange"`
	RMSContrast     float64 `json:"rmsContrast"` // standard deviation of L
	MeanChroma      float64 `json:"meanChroma"`
	TopLeftLight    float64 `json:"topLeftLight"` // -1..1, mean sign of up-left minus down-right over rim pairs
	RimPairs        int     `json:"rimPairs"`

	// Adherence to the requested colours: a chromatic request is judged by hue
	// (20° tolerance), a white, grey or black one by lightness (0.15).
	RequestedColors int     `json:"requestedColours"`
	RequestedLSpan  float64 `json:"requestedLSpan"`           // L from the darkest requested colour to the lightest
	DominantColor   string  `json:"dominantColour,omitempty"` // #rrggbb: the family the first request was compared with, else the commonest
	ColorAdherence  float64 `json:"colourAdherence"`          // worst error ÷ its tolerance: <= 1 matches
	HueError        float64 `json:"hueError"`                 // worst, degrees, over chromatic requests
	LightnessError  float64 `json:"lightnessError"`           // worst ΔL over achromatic requests
	ColorsMatch     bool    `json:"coloursMatch"`             // true when nothing was requested
}

// Measure computes the metrics of a finished texture of the given kind; want are
// the colours the prompt asked for, possibly none. It expects a square texture of
// at least 4x4 (16, 32 or 64 in practice; an empty image measures as zero) and
// takes about 10-15 µs at 16x16.
func Measure(img *image.NRGBA, kind spec.Kind, want []color.NRGBA) Metrics {
	r := rasters.Get().(*raster)
	defer rasters.Put(r)
	r.reset(img, kind == spec.Block)
	return measure(r, kind, want)
}

// rasters keeps rasters, and so their memory, for Measure and NewSignature.
var rasters = sync.Pool{New: func() any { return new(raster) }}

// measure is Measure of an indexed texture.
func measure(r *raster, kind spec.Kind, want []color.NRGBA) Metrics {
	if r.w == 0 || r.h == 0 {
		return Metrics{ColorsMatch: len(want) == 0}
	}
	m := Metrics{
		Size:            r.w,
		DistinctColors:  len(r.pal),
		AlphaBinary:     r.alphaBinary,
		RequestedColors: len(want),
	}
	measureShape(r, &m)
	outlined := measureOutline(r, &m)
	measureTone(r, &m)
	measureNoise(r, &m)
	if kind == spec.Block {
		m.SeamRank = seamRank(r)
		m.RepeatEnergy = repeatEnergy(r, m.RMSContrast)
		m.TopLeftLight, m.RimPairs = grooveLight(r)
	} else {
		m.TopLeftLight, m.RimPairs = runLight(r, outlined)
	}
	fam := measurePalette(r, &m)
	measureAdherence(r, fam, outlined, want, &m)
	return m
}
