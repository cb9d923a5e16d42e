import { describe, expect, it } from 'vitest'
import { defaultTitle, downloadFileName } from './file-name'

describe('downloadFileName', () => {
  it('lowercases and replaces each non-alphanumeric character with an underscore', () => {
    expect(downloadFileName('Mossy Cobblestone')).toBe('mossy_cobblestone.png')
    expect(downloadFileName('Ruby Sword #2!')).toBe('ruby_sword__2_.png')
    expect(downloadFileName('Épée')).toBe('_p_e.png')
    expect(downloadFileName('')).toBe('texture.png')
  })
})

describe('defaultTitle', () => {
  it('tidies the prompt into a title of at most 80 characters', () => {
    expect(defaultTitle('  mossy   cobblestone ')).toBe('Mossy cobblestone')
    expect(defaultTitle('x'.repeat(100))).toHaveLength(80)
    expect(defaultTitle('   ')).toBe('Untitled Texture')
  })
})
