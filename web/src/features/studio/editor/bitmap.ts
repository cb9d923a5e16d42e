// A texture's pixels as plain data: size x size RGBA, row by row. Every
// editor operation takes and returns Bitmaps, so it runs (and is tested)
// without a DOM; the canvas only draws them.

/** Color is one RGBA pixel packed into 32 bits: 0xRRGGBBAA (unsigned). */
export type Color = number

export const TRANSPARENT: Color = 0

export interface Bitmap {
  readonly size: number
  /** size * size * 4 bytes, RGBA, row-major. Never mutated once a Bitmap is shared. */
  readonly data: Uint8ClampedArray
}

/** createBitmap returns a fully transparent size x size bitmap. */
export function createBitmap(size: number): Bitmap {
  return { size, data: new Uint8ClampedArray(size * size * 4) }
}

/** bitmapFrom wraps RGBA bytes (an ImageData's data); it copies them. */
export function bitmapFrom(size: number, data: ArrayLike<number>): Bitmap {
  if (data.length !== size * size * 4) throw new Error(`expected ${size * size * 4} bytes, got ${data.length}`)
  return { size, data: Uint8ClampedArray.from(data) }
}

export function cloneBitmap(b: Bitmap): Bitmap {
  return { size: b.size, data: b.data.slice() }
}

export function inBounds(b: Bitmap, x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < b.size && y < b.size
}

/** getPixel returns the colour at (x, y); outside the bitmap it is TRANSPARENT. */
export function getPixel(b: Bitmap, x: number, y: number): Color {
  if (!inBounds(b, x, y)) return TRANSPARENT
  const i = (y * b.size + x) * 4
  return ((b.data[i]! << 24) | (b.data[i + 1]! << 16) | (b.data[i + 2]! << 8) | b.data[i + 3]!) >>> 0
}

/** setPixel writes in place: only call it on a bitmap you own (a fresh clone). */
export function setPixel(b: Bitmap, x: number, y: number, c: Color): void {
  if (!inBounds(b, x, y)) return
  const i = (y * b.size + x) * 4
  b.data[i] = (c >>> 24) & 255
  b.data[i + 1] = (c >>> 16) & 255
  b.data[i + 2] = (c >>> 8) & 255
  b.data[i + 3] = c & 255
}

export function bitmapsEqual(a: Bitmap, b: Bitmap): boolean {
  if (a.size !== b.size) return false
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) return false
  return true
}

/** rgba packs channels (0-255) into a Color. */
export function rgba(r: number, g: number, b: number, a = 255): Color {
  return (((r & 255) << 24) | ((g & 255) << 16) | ((b & 255) << 8) | (a & 255)) >>> 0
}

export function channels(c: Color): [number, number, number, number] {
  return [(c >>> 24) & 255, (c >>> 16) & 255, (c >>> 8) & 255, c & 255]
}

/** toHex gives "#rrggbb" for an opaque colour and "#rrggbbaa" otherwise. */
export function toHex(c: Color): string {
  const [r, g, b, a] = channels(c)
  const hex = (n: number) => n.toString(16).padStart(2, '0')
  return `#${hex(r)}${hex(g)}${hex(b)}${a === 255 ? '' : hex(a)}`
}

/** fromHex reads "#rgb", "#rrggbb" or "#rrggbbaa"; it returns null for anything else. */
export function fromHex(hex: string): Color | null {
  let h = hex.trim().replace(/^#/, '').toLowerCase()
  if (!/^[0-9a-f]+$/.test(h)) return null
  if (h.length === 3) h = [...h].map((ch) => ch + ch).join('')
  if (h.length === 6) h += 'ff'
  if (h.length !== 8) return null
  return Number.parseInt(h, 16) >>> 0
}
