import { describe, expect, it } from 'vitest'
import { createBitmap, rgba, setPixel } from './bitmap'
import { extractPalette, pushRecent, RECENT_LIMIT } from './palette'

describe('extractPalette', () => {
  it('lists each visible colour once, darkest first, skipping transparent pixels', () => {
    const b = createBitmap(4)
    setPixel(b, 0, 0, rgba(250, 250, 250))
    setPixel(b, 1, 0, rgba(10, 10, 10))
    setPixel(b, 2, 0, rgba(250, 250, 250))
    setPixel(b, 3, 0, rgba(120, 120, 120))
    setPixel(b, 0, 1, rgba(200, 0, 0, 0))
    expect(extractPalette(b)).toEqual([rgba(10, 10, 10), rgba(120, 120, 120), rgba(250, 250, 250)])
  })

  it('is empty for a transparent bitmap', () => {
    expect(extractPalette(createBitmap(16))).toEqual([])
  })
})

describe('pushRecent', () => {
  it('moves a colour to the front without duplicates and caps the list', () => {
    let recent: number[] = []
    for (let i = 0; i < RECENT_LIMIT + 3; i++) recent = pushRecent(recent, i)
    expect(recent).toHaveLength(RECENT_LIMIT)
    expect(recent[0]).toBe(RECENT_LIMIT + 2)
    recent = pushRecent(recent, RECENT_LIMIT)
    expect(recent[0]).toBe(RECENT_LIMIT)
    expect(recent.filter((c) => c === RECENT_LIMIT)).toHaveLength(1)
  })
})
