import { describe, expect, it } from 'vitest'
import { defaultTitle } from './file-name'

describe('defaultTitle', () => {
  it('tidies the prompt into a title of at most 80 characters', () => {
    expect(defaultTitle('  mossy   cobblestone ')).toBe('Mossy cobblestone')
    expect(defaultTitle('x'.repeat(100))).toHaveLength(80)
    expect(defaultTitle('   ')).toBe('Untitled Texture')
  })
})
