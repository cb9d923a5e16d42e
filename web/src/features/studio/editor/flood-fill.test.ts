import { describe, expect, it } from 'vitest'
import { createBitmap, getPixel, rgba, setPixel, type Bitmap } from './bitmap'
import { floodFill, replaceColor } from './flood-fill'

const RED = rgba(255, 0, 0)
const BLUE = rgba(0, 0, 255)
const WALL = rgba(0, 0, 0)

/** A 5x5 bitmap split by a vertical wall at x = 2, with one more wall-coloured pixel at (4, 4). */
function walled(): Bitmap {
  const b = createBitmap(5)
  for (let y = 0; y < 5; y++) setPixel(b, 2, y, WALL)
  setPixel(b, 4, 4, WALL)
  return b
}

function count(b: Bitmap, c: number): number {
  let n = 0
  for (let y = 0; y < b.size; y++) for (let x = 0; x < b.size; x++) if (getPixel(b, x, y) === c) n++
  return n
}

describe('floodFill', () => {
  it('fills only the 4-connected region and leaves the input untouched', () => {
    const b = walled()
    const out = floodFill(b, 0, 0, RED)
    expect(count(out, RED)).toBe(10)
    expect(getPixel(out, 3, 0)).not.toBe(RED)
    expect(count(b, RED)).toBe(0)
  })

  it('does not leak through diagonal gaps', () => {
    const b = createBitmap(3)
    setPixel(b, 1, 0, WALL)
    setPixel(b, 0, 1, WALL)
    const out = floodFill(b, 0, 0, RED)
    expect(count(out, RED)).toBe(1)
  })

  it('returns the same bitmap when nothing would change', () => {
    const b = walled()
    expect(floodFill(b, 2, 0, WALL)).toBe(b)
    expect(floodFill(b, 9, 9, RED)).toBe(b)
  })
})

describe('replaceColor', () => {
  it('repaints every pixel of the colour, connected or not', () => {
    const out = replaceColor(walled(), 2, 0, BLUE)
    expect(count(out, BLUE)).toBe(6)
    expect(getPixel(out, 4, 4)).toBe(BLUE)
    expect(count(out, WALL)).toBe(0)
  })
})
