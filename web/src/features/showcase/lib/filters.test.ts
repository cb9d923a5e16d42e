import { describe, expect, it } from 'vitest'
import { activeChips, DEFAULT_FILTERS, filtersFromParams, filtersToParams, resetFilters, showingText, withoutChip } from './filters'

describe('showcase filters in the URL', () => {
  it('reads every filter and writes back only what differs from the defaults', () => {
    const f = filtersFromParams(new URLSearchParams('q=mossy&sort=newest&license=free&featured=false&kind=item&size=32'))
    expect(f).toEqual({ q: 'mossy', sort: 'newest', license: 'free', featured: false, kind: 'item', size: 32 })
    expect(filtersToParams(f).toString()).toBe('q=mossy&sort=newest&license=free&featured=false&kind=item&size=32')
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe('')
  })

  it('falls back to the defaults for unknown values', () => {
    const f = filtersFromParams(new URLSearchParams('sort=best&license=cc0&featured=maybe&kind=mob&size=17'))
    expect(f).toEqual(DEFAULT_FILTERS)
    expect(filtersFromParams(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100)
  })
})

describe('filter chips', () => {
  const f = {
    ...DEFAULT_FILTERS,
    q: ' ruby ',
    sort: 'downloads' as const,
    license: 'restricted' as const,
    featured: true,
    size: 64 as const,
  }

  it('lists the search and each active filter', () => {
    expect(activeChips(f).map((c) => c.label)).toEqual(['“ruby”', 'Restricted', 'Featured Only', '64x64'])
    expect(activeChips(DEFAULT_FILTERS)).toEqual([])
  })

  it('removes one chip at a time, and resets all but the sort', () => {
    expect(withoutChip(f, 'featured')).toEqual({ ...f, featured: null })
    expect(withoutChip(f, 'q').q).toBe('')
    expect(resetFilters(f)).toEqual({ ...DEFAULT_FILTERS, sort: 'downloads' })
  })

  it('says how many textures match', () => {
    expect(showingText(1)).toBe('Showing 1 texture with:')
    expect(showingText(12345)).toBe('Showing 12,345 textures with:')
  })
})
