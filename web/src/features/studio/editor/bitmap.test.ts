import { describe, expect, it } from 'vitest'
import { bitmapFrom, createBitmap, fromHex, getPixel, rgba, setPixel, toHex, TRANSPARENT } from './bitmap'
import { shade } from './color'

describe('bitmap', () => {
  it('stores RGBA per pixel, row-major', () => {
    const b = createBitmap(4)
    setPixel(b, 1, 2, rgba(10, 20, 30, 255))
    expect(Array.from(b.data.slice((2 * 4 + 1) * 4, (2 * 4 + 1) * 4 + 4))).toEqual([10, 20, 30, 255])
    expect(getPixel(b, 1, 2)).toBe(rgba(10, 20, 30))
    expect(getPixel(b, 2, 1)).toBe(TRANSPARENT)
  })

  it('ignores and reads transparent outside the bitmap', () => {
    const b = createBitmap(2)
    setPixel(b, 5, 0, rgba(1, 2, 3))
    expect(getPixel(b, -1, 0)).toBe(TRANSPARENT)
    expect(Array.from(b.data).every((v) => v === 0)).toBe(true)
  })

  it('checks the byte count of wrapped data', () => {
    expect(() => bitmapFrom(2, new Uint8ClampedArray(15))).toThrow()
    expect(bitmapFrom(1, [1, 2, 3, 4]).data).toEqual(new Uint8ClampedArray([1, 2, 3, 4]))
  })

  it('converts colours to and from hex', () => {
    expect(toHex(rgba(255, 0, 16))).toBe('#ff0010')
    expect(toHex(rgba(255, 0, 16, 128))).toBe('#ff001080')
    expect(fromHex('#ff0010')).toBe(rgba(255, 0, 16))
    expect(fromHex('#f01')).toBe(rgba(255, 0, 17))
    expect(fromHex('#ff001080')).toBe(rgba(255, 0, 16, 128))
    expect(fromHex('nope')).toBeNull()
  })
})

describe('shade', () => {
  it('lightens towards white and darkens towards black, keeping alpha', () => {
    expect(shade(rgba(100, 100, 100, 200), 0.5)).toBe(rgba(178, 178, 178, 200))
    expect(shade(rgba(100, 50, 0), -0.5)).toBe(rgba(50, 25, 0))
  })

  it('leaves transparent pixels alone', () => {
    expect(shade(TRANSPARENT, 0.5)).toBe(TRANSPARENT)
  })
})
