import { describe, expect, it } from 'vitest'
import { compactCount, previewEdge, sharedOn } from './format'

describe('previewEdge', () => {
  it('scales by a whole number within 240 px', () => {
    expect(previewEdge(16)).toBe(240)
    expect(previewEdge(32)).toBe(224)
    expect(previewEdge(64)).toBe(192)
  })
})

describe('sharedOn and compactCount', () => {
  it('formats dates and counts for the cards and the dialog', () => {
    expect(sharedOn('2026-11-24T10:00:00Z')).toBe('Nov 24, 2026')
    expect(sharedOn('')).toBe('Unknown')
    expect(compactCount(999)).toBe('999')
    expect(compactCount(1234)).toBe('1.2K')
  })
})
