package builtin

import (
	"image/color"

	"github.com/texelforge/texelforge/internal/engine/palette"
)

// scratch hands out the working slices of a draw (noise fields, cell tables,
// region maps) from buffers kept from one draw to the next. A 16×16 texture
// allocates more memory than it computes on, so a request's 48 candidates
// would spend much of their time in the allocator and the garbage collector.
// The slices are valid until reset, which Draw calls first; nothing Draw
// returns points into them.
type scratch struct {
	floats  slab[float64]
	ints    slab[int]
	regions slab[int32]
	shades  slab[int8]
	parts   slab[uint8]
	flags   slab[bool]
	colors  slab[colorUse]
	rgb     slab[color.NRGBA]
	ramps   slab[palette.Ramp]
	hist    histogram
}

func (sc *scratch) reset() {
	sc.floats.used, sc.ints.used, sc.regions.used = 0, 0, 0
	sc.shades.used, sc.parts.used, sc.flags.used, sc.colors.used = 0, 0, 0, 0
	sc.rgb.used, sc.ramps.used = 0, 0
}

// slab hands out zeroed slices of one buffer until reset. When the buffer is
// full it starts a larger one; the slices already taken keep the old one alive
// until the next reset, and after a few draws one buffer holds a whole draw.
type slab[T any] struct {
	buf  []T
	used int
}

func (s *slab[T]) take(n int) []T {
	if s.used+n > len(s.buf) {
		s.buf = make([]T, max(2*len(s.buf), 2*n, 64))
		s.used = 0
	}
	out := s.buf[s.used : s.used+n : s.used+n]
	s.used += n
	clear(out)
	return out
}
