import { describe, expect, it } from 'vitest'
import { downloadFileName } from './download'

describe('downloadFileName', () => {
  it('lowercases and replaces each non-alphanumeric character with an underscore', () => {
    expect(downloadFileName('Mossy Cobblestone')).toBe('mossy_cobblestone.png')
    expect(downloadFileName('Ruby Sword #2!')).toBe('ruby_sword__2_.png')
    expect(downloadFileName('Épée')).toBe('_p_e.png')
    expect(downloadFileName('')).toBe('texture.png')
  })
})
