import { describe, expect, it } from 'vitest'
import { nextViewMode } from './view-mode'

describe('nextViewMode', () => {
  it('forces the mobile grid on narrow screens, whatever was chosen', () => {
    for (const mode of ['mobile', 'compact', 'grid', 'list'] as const) expect(nextViewMode(mode, true)).toBe('mobile')
  })

  it('restores the compact grid when the screen widens, and keeps a wide choice', () => {
    expect(nextViewMode('mobile', false)).toBe('compact')
    expect(nextViewMode('grid', false)).toBe('grid')
    expect(nextViewMode('list', false)).toBe('list')
  })
})
