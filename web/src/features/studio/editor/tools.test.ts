import { describe, expect, it } from 'vitest'
import { createBitmap, getPixel, rgba, setPixel, TRANSPARENT } from './bitmap'
import { brush, linePoints, mirrorPoints, pick } from './tools'

describe('mirrorPoints', () => {
  it('mirrors across the centre lines, without repeats', () => {
    expect(mirrorPoints(16, 2, 3, { x: false, y: false })).toEqual([[2, 3]])
    expect(mirrorPoints(16, 2, 3, { x: true, y: false })).toEqual([
      [2, 3],
      [13, 3],
    ])
    expect(mirrorPoints(16, 2, 3, { x: true, y: true })).toEqual([
      [2, 3],
      [13, 3],
      [2, 12],
      [13, 12],
    ])
    expect(mirrorPoints(5, 2, 2, { x: true, y: true })).toEqual([[2, 2]])
  })
})

describe('linePoints', () => {
  it('connects both ends with no gaps', () => {
    const pts = linePoints(0, 0, 4, 2)
    expect(pts[0]).toEqual([0, 0])
    expect(pts[pts.length - 1]).toEqual([4, 2])
    for (let i = 1; i < pts.length; i++) {
      const [ax, ay] = pts[i - 1]!
      const [bx, by] = pts[i]!
      expect(Math.max(Math.abs(ax - bx), Math.abs(ay - by))).toBe(1)
    }
  })

  it('handles a single point and reverse directions', () => {
    expect(linePoints(3, 3, 3, 3)).toEqual([[3, 3]])
    expect(linePoints(3, 0, 0, 0)).toEqual([
      [3, 0],
      [2, 0],
      [1, 0],
      [0, 0],
    ])
  })
})

describe('brush', () => {
  const GREY = rgba(100, 100, 100)

  it('paints with the pencil and clears with the eraser', () => {
    const b = createBitmap(4)
    const painted = brush(b, [[1, 1]], 'pencil', GREY, new Set()).bitmap
    expect(getPixel(painted, 1, 1)).toBe(GREY)
    expect(getPixel(b, 1, 1)).toBe(TRANSPARENT)
    expect(getPixel(brush(painted, [[1, 1]], 'eraser', GREY, new Set()).bitmap, 1, 1)).toBe(TRANSPARENT)
  })

  it('shades each cell once per stroke', () => {
    const b = createBitmap(4)
    setPixel(b, 0, 0, GREY)
    const first = brush(b, [[0, 0]], 'darken', GREY, new Set())
    const again = brush(first.bitmap, [[0, 0]], 'darken', GREY, first.touched)
    expect(getPixel(first.bitmap, 0, 0)).toBe(rgba(85, 85, 85))
    expect(getPixel(again.bitmap, 0, 0)).toBe(rgba(85, 85, 85))
    const lighter = brush(b, [[0, 0]], 'lighten', GREY, new Set()).bitmap
    expect(getPixel(lighter, 0, 0)).toBe(rgba(123, 123, 123))
  })
})

describe('pick', () => {
  it('reads a visible colour and nothing from a transparent cell', () => {
    const b = createBitmap(2)
    setPixel(b, 1, 0, rgba(5, 6, 7))
    expect(pick(b, 1, 0)).toBe(rgba(5, 6, 7))
    expect(pick(b, 0, 0)).toBeNull()
  })
})
