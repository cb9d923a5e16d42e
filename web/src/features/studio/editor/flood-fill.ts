import { cloneBitmap, getPixel, inBounds, setPixel, type Bitmap, type Color } from './bitmap'

/**
 * floodFill paints the 4-connected region of (x, y)'s colour with color and
 * returns a new bitmap. Filling with the colour already there, or outside the
 * bitmap, returns the same bitmap.
 */
export function floodFill(b: Bitmap, x: number, y: number, color: Color): Bitmap {
  if (!inBounds(b, x, y)) return b
  const target = getPixel(b, x, y)
  if (target === color) return b
  const out = cloneBitmap(b)
  const stack: number[] = [x, y]
  while (stack.length > 0) {
    const cy = stack.pop()!
    const cx = stack.pop()!
    if (!inBounds(out, cx, cy) || getPixel(out, cx, cy) !== target) continue
    setPixel(out, cx, cy, color)
    stack.push(cx + 1, cy, cx - 1, cy, cx, cy + 1, cx, cy - 1)
  }
  return out
}

/** replaceColor paints every pixel of (x, y)'s colour, connected or not (the global fill). */
export function replaceColor(b: Bitmap, x: number, y: number, color: Color): Bitmap {
  if (!inBounds(b, x, y)) return b
  const target = getPixel(b, x, y)
  if (target === color) return b
  const out = cloneBitmap(b)
  for (let py = 0; py < b.size; py++) {
    for (let px = 0; px < b.size; px++) if (getPixel(b, px, py) === target) setPixel(out, px, py, color)
  }
  return out
}
