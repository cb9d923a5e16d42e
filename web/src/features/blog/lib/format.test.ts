import { describe, expect, it } from 'vitest'
import { postDate, postPath, readingTime, tagPath } from './format'

describe('blog format', () => {
  it('writes dates, reading times and links', () => {
    expect(postDate('2026-11-26T12:00:00Z')).toBe('Nov 26, 2026')
    expect(postDate('not a date')).toBe('')
    expect(postDate(null)).toBe('')
    expect(readingTime(0)).toBe('1 min read')
    expect(readingTime(7.4)).toBe('7 min read')
    expect(postPath('hello world')).toBe('/blog/hello%20world')
    expect(tagPath('pixel art')).toBe('/blog?tag=pixel+art')
  })
})
