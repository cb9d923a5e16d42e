// Package pixelize turns an image model's output into true pixel art: exactly
// Size×Size pixels, at most MaxColours opaque colours, binary alpha and no blur.
//
// The pipeline follows the generator research (§3 and §7.2): box-average the input
// down to about a dozen pixels a cell, remove an item's background, find the
// model's pseudo-pixel grid (or frame the content on a uniform one), quantize the
// inner part of every cell with k-means in Oklab, give each cell its majority
// palette label, then clean up at the target size.
package pixelize

import (
	"errors"
	"fmt"
	"image"
	"slices"

	"github.com/texelforge/texelforge/internal/engine/spec"
)

// Options says what to make.
type Options struct {
	Kind spec.Kind
	// Size is the output's width and height: 16, 32 or 64.
	Size int
	// MaxColours caps the distinct opaque colours; 0 means 16 at 16×16, 24 at 32×32
	// and 32 at 64×64.
	MaxColors int
}

// ErrNoForeground is returned when nothing is left to draw: the image is blank, or
// background removal took everything.
var ErrNoForeground = errors.New("pixelize: the image has no foreground")

const (
	// maxInputPixels bounds the memory one call may use; image models return a few
	// megapixels at most.
	maxInputPixels = 16 << 20
	// maxWork bounds the longer side of the box-averaged working copy, and so the
	// time of every later stage.
	maxWork = 768
)

// Pixelize returns src as a Size×Size texture of the given kind, with at most
// MaxColours opaque colours and every alpha 0 or 255. Blocks are the centre square
// of src, fully opaque, with their wrap seams relaxed. Items and flat items are cut
// from their background (src's alpha when it has transparent pixels, otherwise the
// border colour), framed with a transparent 1-pixel margin, and given a dark
// outline when the drawing lacks one. When src shows a pseudo-pixel grid its cells
// become the output's pixels (one grid cell may become 2×2 or 4×4 pixels at 32 and
// 64); a src of exactly Size×Size is taken pixel for pixel. The result depends only
// on src and opt.
//
// It returns an error for invalid options, an empty image or one over 16
// megapixels, and ErrNoForeground when there is nothing to draw.
func Pixelize(src image.Image, opt Options) (*image.NRGBA, error) {
	opt, err := opt.normalized()
	if err != nil {
		return nil, err
	}
	if src == nil || src.Bounds().Empty() {
		return nil, errors.New("pixelize: the image is empty")
	}
	b := src.Bounds()
	if b.Dx()*b.Dy() > maxInputPixels {
		return nil, fmt.Errorf("pixelize: the image is too large (%dx%d)", b.Dx(), b.Dy())
	}
	item := opt.Kind != spec.Block
	if !item {
		b = centreSquare(b)
	}
	// Blocks fill the frame, items about two thirds of it: aim for 8 and 12 work
	// pixels a cell, enough for the grid search and the inner-cell majority, with
	// at most maxWork work pixels along the longer side.
	perCell := 8
	if item {
		perCell = 12
	}
	f := max(1, min(b.Dx(), b.Dy())/(opt.Size*perCell), (max(b.Dx(), b.Dy())+maxWork-1)/maxWork)
	r := shrink(src, b, f)
	cols := binColors(r)

	var fg []bool
	var c cells
	if item {
		if fg, err = foreground(r, cols, float64(min(r.w, r.h))/float64(opt.Size)); err != nil {
			return nil, err
		}
		c = itemCells(r, fg, opt.Size)
	} else {
		c = blockCells(r, opt.Size)
	}
	t, err := label(r, cols, fg, c, opt.MaxColors)
	if err != nil {
		return nil, err
	}
	if !item {
		t.relaxSeams()
		return t.render(), nil
	}
	t.clearMargin()
	t.dropOrphans()
	t.fillPinholes()
	t.restoreOutline()
	if !slices.ContainsFunc(t.px, func(v int) bool { return v >= 0 }) {
		return nil, ErrNoForeground
	}
	return t.render(), nil
}

// normalized checks opt and fills in the default colour count.
func (o Options) normalized() (Options, error) {
	switch o.Kind {
	case spec.Block, spec.Item, spec.Flat:
	default:
		return o, fmt.Errorf("pixelize: unknown kind %q", o.Kind)
	}
	defaults := map[int]int{16: 16, 32: 24, 64: 32}
	def, ok := defaults[o.Size]
	if !ok {
		return o, fmt.Errorf("pixelize: size %d is not 16, 32 or 64", o.Size)
	}
	switch {
	case o.MaxColors == 0:
		o.MaxColors = def
	case o.MaxColors < 1 || o.MaxColors > 256:
		return o, fmt.Errorf("pixelize: MaxColours %d is not in 1..256", o.MaxColors)
	}
	return o, nil
}

// centreSquare is the largest square centred in b.
func centreSquare(b image.Rectangle) image.Rectangle {
	s := min(b.Dx(), b.Dy())
	x, y := b.Min.X+(b.Dx()-s)/2, b.Min.Y+(b.Dy()-s)/2
	return image.Rect(x, y, x+s, y+s)
}
