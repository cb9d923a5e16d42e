import { cloneBitmap, getPixel, inBounds, setPixel, TRANSPARENT, type Bitmap, type Color } from './bitmap'
import { shade, SHADE_STEP } from './color'
import { floodFill, replaceColor } from './flood-fill'

export type Tool = 'pencil' | 'eraser' | 'fill' | 'eyedropper' | 'lighten' | 'darken'
/** FillMode: the fill paints the connected region, or every pixel of that colour. */
export type FillMode = 'contiguous' | 'global'

/** Symmetry mirrors every stroke: x across the vertical centre line, y across the horizontal one. */
export interface Symmetry {
  x: boolean
  y: boolean
}

export type Point = readonly [number, number]

/** BRUSH_TOOLS paint along the pointer's path. */
const BRUSH_TOOLS: readonly Tool[] = ['pencil', 'eraser', 'lighten', 'darken']

export function isBrush(tool: Tool): boolean {
  return BRUSH_TOOLS.includes(tool)
}

/** mirrorPoints returns (x, y) and its mirror images under symmetry, without repeats. */
export function mirrorPoints(size: number, x: number, y: number, symmetry: Symmetry): Point[] {
  const xs = symmetry.x ? [x, size - 1 - x] : [x]
  const ys = symmetry.y ? [y, size - 1 - y] : [y]
  const out: Point[] = []
  for (const py of ys) {
    for (const px of xs) if (!out.some(([ox, oy]) => ox === px && oy === py)) out.push([px, py])
  }
  return out
}

/** linePoints returns the cells of a Bresenham line from (x0, y0) to (x1, y1), both ends included. */
export function linePoints(x0: number, y0: number, x1: number, y1: number): Point[] {
  const out: Point[] = []
  const dx = Math.abs(x1 - x0)
  const dy = -Math.abs(y1 - y0)
  const sx = x0 < x1 ? 1 : -1
  const sy = y0 < y1 ? 1 : -1
  let err = dx + dy
  let x = x0
  let y = y0
  for (;;) {
    out.push([x, y])
    if (x === x1 && y === y1) return out
    const e2 = 2 * err
    if (e2 >= dy) {
      err += dy
      x += sx
    }
    if (e2 <= dx) {
      err += dx
      y += sy
    }
  }
}

/**
 * brush applies a brush tool at points (already mirrored) and returns a new
 * bitmap. touched holds the cells this stroke has already shaded: a lighten
 * or darken stroke changes each cell once however often it passes over it.
 * It returns the bitmap and the touched set, both new.
 */
export function brush(
  b: Bitmap,
  points: readonly Point[],
  tool: Tool,
  color: Color,
  touched: ReadonlySet<number>,
): { bitmap: Bitmap; touched: Set<number> } {
  const out = cloneBitmap(b)
  const seen = new Set(touched)
  for (const [x, y] of points) {
    if (!inBounds(b, x, y)) continue
    const key = y * b.size + x
    switch (tool) {
      case 'pencil':
        setPixel(out, x, y, color)
        break
      case 'eraser':
        setPixel(out, x, y, TRANSPARENT)
        break
      case 'lighten':
      case 'darken':
        if (seen.has(key)) break
        setPixel(out, x, y, shade(getPixel(out, x, y), tool === 'lighten' ? SHADE_STEP : -SHADE_STEP))
        break
      default:
        continue
    }
    seen.add(key)
  }
  return { bitmap: out, touched: seen }
}

/** fill applies the fill tool at each point (already mirrored), in order. */
export function fill(b: Bitmap, points: readonly Point[], color: Color, mode: FillMode): Bitmap {
  let out = b
  for (const [x, y] of points) out = mode === 'global' ? replaceColor(out, x, y, color) : floodFill(out, x, y, color)
  return out
}

/** pick returns the colour under (x, y) for the eyedropper, or null on a transparent cell. */
export function pick(b: Bitmap, x: number, y: number): Color | null {
  const c = getPixel(b, x, y)
  return (c & 255) === 0 ? null : c
}
