import { channels, rgba, type Color } from './bitmap'

/** SHADE_STEP is how far one pass of the lighten or darken brush moves a pixel. */
export const SHADE_STEP = 0.15

/**
 * shade lightens (amount > 0, towards white) or darkens (amount < 0, towards
 * black) a colour by a fraction of the way; alpha is kept, and a fully
 * transparent pixel stays as it is (there is nothing to shade).
 */
export function shade(c: Color, amount: number): Color {
  const [r, g, b, a] = channels(c)
  if (a === 0) return c
  const f = Math.max(-1, Math.min(1, amount))
  const move = (v: number) => Math.round(f >= 0 ? v + (255 - v) * f : v * (1 + f))
  return rgba(move(r), move(g), move(b), a)
}

/** luminance is the colour's relative brightness 0-1 (Rec. 709 weights on sRGB values), for sorting. */
export function luminance(c: Color): number {
  const [r, g, b] = channels(c)
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}
