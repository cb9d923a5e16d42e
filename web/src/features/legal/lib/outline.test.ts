import { describe, expect, it } from 'vitest'
import { outlineOf, plainText, slugOf } from './outline'

describe('outlineOf', () => {
  it('takes the first level-1 heading as the title and cuts sections at level-1 and level-2 headings', () => {
    const outline = outlineOf(
      [
        '',
        '# Privacy Policy',
        '',
        'We keep **little**.',
        '',
        '## Who we are',
        'Texelforge.',
        '',
        '### Detail',
        'More.',
        '# Also a section',
        'x',
      ].join('\n'),
    )
    expect(outline.title).toBe('Privacy Policy')
    expect(outline.intro).toBe('We keep **little**.')
    expect(outline.sections).toEqual([
      { id: 'who-we-are', heading: 'Who we are', body: 'Texelforge.\n\n### Detail\nMore.' },
      { id: 'also-a-section', heading: 'Also a section', body: 'x' },
    ])
  })

  it('has no title when the text does not start with one, and ignores headings in code fences', () => {
    const outline = outlineOf('Intro text.\n\n# Late\n```\n## not a heading\n```\n## Real')
    expect(outline.title).toBeNull()
    expect(outline.intro).toBe('Intro text.')
    expect(outline.sections.map((s) => s.heading)).toEqual(['Late', 'Real'])
    expect(outline.sections[0]!.body).toBe('```\n## not a heading\n```')
  })

  it('gives repeated headings unique ids', () => {
    const ids = outlineOf('## Changes\n## Changes\n## Changes ##\n## Écoles & more').sections.map((s) => s.id)
    expect(ids).toEqual(['changes', 'changes-2', 'changes-3', 'ecoles-more'])
  })
})

describe('plainText and slugOf', () => {
  it('drop inline Markdown from a heading', () => {
    expect(plainText('The **new** [terms](/terms) and `code` \\_x\\_')).toBe('The new terms and code _x_')
    expect(slugOf('How we use it, and why we may')).toBe('how-we-use-it-and-why-we-may')
    expect(slugOf('!!!')).toBe('section')
  })
})
