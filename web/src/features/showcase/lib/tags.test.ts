import { describe, expect, it } from 'vitest'
import { addTags, cleanTag } from './tags'

describe('tags', () => {
  it('cleans, splits on commas and drops repeats', () => {
    expect(cleanTag('  Mossy   Stone ')).toBe('mossy stone')
    expect(addTags(['stone'], 'Castle, STONE,  sci-fi ,')).toEqual({ tags: ['stone', 'castle', 'sci-fi'], error: null })
  })

  it('refuses bad tags and an 11th tag, keeping the list', () => {
    expect(addTags(['a'], 'ok, no_underscores')).toEqual({
      tags: ['a'],
      error: 'A tag has only letters, digits, spaces or hyphens.',
    })
    expect(addTags([], 'x'.repeat(25)).error).toBe('A tag is at most 24 characters.')
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`)
    expect(addTags(ten, 'one more')).toEqual({ tags: ten, error: 'A texture can have at most 10 tags.' })
    expect(addTags(ten, 't3').error).toBeNull()
  })
})
