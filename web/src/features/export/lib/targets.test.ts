import { describe, expect, it } from 'vitest'
import { defaultTarget, targetErrors, targetName, vanillaPath } from './targets'

describe('targets', () => {
  it('defaults to a custom name from the title', () => {
    expect(defaultTarget('Ruby Sword')).toEqual({ mode: 'custom', vanilla: '', custom: 'ruby_sword' })
  })

  it('sends vanilla names with their folder and custom names bare', () => {
    expect(vanillaPath('stone', 'block')).toBe('block/stone')
    expect(vanillaPath('paper', 'flat')).toBe('item/paper')
    expect(vanillaPath('item/diamond_sword', 'item')).toBe('item/diamond_sword')
    expect(targetName({ mode: 'vanilla', vanilla: 'stone', custom: 'x' }, 'block')).toBe('block/stone')
    expect(targetName({ mode: 'custom', vanilla: 'stone', custom: 'my_stone' }, 'block')).toBe('my_stone')
  })

  it('reports invalid names, unpicked vanilla names and clashes', () => {
    const errors = targetErrors([
      { id: 1, kind: 'block', target: { mode: 'custom', vanilla: '', custom: 'Bad Name' } },
      { id: 2, kind: 'block', target: { mode: 'vanilla', vanilla: '', custom: '' } },
      { id: 3, kind: 'block', target: { mode: 'vanilla', vanilla: 'block/stone', custom: '' } },
      { id: 4, kind: 'block', target: { mode: 'custom', vanilla: '', custom: 'stone' } },
      { id: 5, kind: 'item', target: { mode: 'custom', vanilla: '', custom: 'stone' } },
    ])
    expect(errors.get(1)).toMatch(/snake_case/)
    expect(errors.get(2)).toBe('Pick a vanilla texture from the list.')
    expect(errors.has(3)).toBe(false)
    expect(errors.get(4)).toBe('Another texture in this pack already uses this name.')
    expect(errors.has(5)).toBe(false) // item/stone is another file
  })
})
