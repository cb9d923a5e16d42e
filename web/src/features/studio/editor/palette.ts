import { getPixel, type Bitmap, type Color } from './bitmap'
import { luminance } from './color'

/** RECENT_LIMIT is how many recently used colours the editor keeps. */
export const RECENT_LIMIT = 8

/**
 * extractPalette returns the bitmap's distinct visible colours (alpha > 0),
 * darkest first, so shades of one ramp sit together.
 */
export function extractPalette(b: Bitmap): Color[] {
  const seen = new Set<Color>()
  for (let y = 0; y < b.size; y++) {
    for (let x = 0; x < b.size; x++) {
      const c = getPixel(b, x, y)
      if ((c & 255) !== 0) seen.add(c)
    }
  }
  return [...seen].sort((a, c) => luminance(a) - luminance(c) || a - c)
}

/** pushRecent puts colour first in the recent list, without duplicates, at most RECENT_LIMIT long. */
export function pushRecent(recent: readonly Color[], color: Color): Color[] {
  return [color, ...recent.filter((c) => c !== color)].slice(0, RECENT_LIMIT)
}
