import { describe, expect, it } from 'vitest'
import { coverFileProblem } from './cover-file'
import { addTags, draftOf, fromLocalInput, inputOf, toLocalInput } from './post-form'

describe('post form', () => {
  it('turns a datetime-local value into ISO UTC and back, in the local time zone', () => {
    const iso = fromLocalInput('2026-12-01T10:30')
    expect(iso).toBe(new Date(2026, 11, 1, 10, 30).toISOString())
    expect(iso).toMatch(/Z$/)
    expect(toLocalInput(iso)).toBe('2026-12-01T10:30')
    expect(fromLocalInput('')).toBeNull()
    expect(toLocalInput(null)).toBe('')
  })

  it('sends publishAt only for a scheduled post, and trims the texts', () => {
    const draft = { ...draftOf(null), title: '  Hello ', slug: ' ', publishAt: '2026-12-01T10:30' }
    expect(inputOf(draft, 'scheduled')).toMatchObject({
      title: 'Hello',
      slug: '',
      status: 'scheduled',
      publishAt: fromLocalInput('2026-12-01T10:30'),
    })
    expect(inputOf(draft, 'published').publishAt).toBeNull()
    expect(inputOf(draft, 'draft').publishAt).toBeNull()
  })

  it('adds comma-separated tags once each, whatever their case', () => {
    expect(addTags(['news'], ' guides ,News,  pixel   art ,,')).toEqual(['news', 'guides', 'pixel art'])
  })

  it('takes PNG, JPEG and WebP covers up to 5 MB', () => {
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type })
    expect(coverFileProblem(file('a.png', 'image/png', 10))).toBeNull()
    expect(coverFileProblem(file('a.jpg', '', 10))).toBeNull()
    expect(coverFileProblem(file('a.gif', 'image/gif', 10))).toMatch(/PNG, JPEG or WebP/)
    expect(coverFileProblem(file('a.webp', 'image/webp', 5 * 1024 * 1024 + 1))).toMatch(/5 MB or smaller/)
  })
})
