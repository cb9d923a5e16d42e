package quality

import (
	"image"
	"image/color"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Meter measures textures of one kind one after another. It keeps its working
// memory from one texture to the next, since at 16x16 allocating it would cost
// more than the measuring, and it indexes each texture once for both Measure
// and Signature. It is not safe for concurrent use.
type Meter struct {
	kind spec.Kind
	r    raster
}

// NewMeter returns a meter for textures of the given kind.
func NewMeter(kind spec.Kind) *Meter { return &Meter{kind: kind} }

// Measure is the package's Measure of img. The meter keeps img's index until the
// next call, for Signature; img must not change meanwhile.
func (m *Meter) Measure(img *image.NRGBA, want []color.NRGBA) Metrics {
	m.r.reset(img, m.kind == spec.Block)
	return measure(&m.r, m.kind, want)
}

// Signature is NewSignature of the texture last measured.
func (m *Meter) Signature() Signature { return signature(&m.r, m.kind) }
