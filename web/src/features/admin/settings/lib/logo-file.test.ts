import { describe, expect, it } from 'vitest'
import { logoFileProblem, MAX_LOGO_BYTES } from './logo-file'

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type })

describe('logoFileProblem', () => {
  it('takes PNG, WebP and SVG images up to 512 KiB', () => {
    expect(logoFileProblem(file('logo.png', 'image/png', 1000))).toBeNull()
    expect(logoFileProblem(file('logo.webp', 'image/webp', MAX_LOGO_BYTES))).toBeNull()
    expect(logoFileProblem(file('logo.svg', 'image/svg+xml', 200))).toBeNull()
  })

  it('refuses other types, whatever the name says', () => {
    expect(logoFileProblem(file('logo.png', 'image/jpeg', 1000))).toBe('The logo must be a PNG, WebP or SVG image.')
    expect(logoFileProblem(file('logo.gif', 'image/gif', 1000))).toBe('The logo must be a PNG, WebP or SVG image.')
  })

  it('goes by the name only when the browser gives no type', () => {
    expect(logoFileProblem(file('LOGO.SVG', '', 300))).toBeNull()
    expect(logoFileProblem(file('logo.exe', '', 300))).toBe('The logo must be a PNG, WebP or SVG image.')
  })

  it('refuses a file over 512 KiB, saying how big it is, and an empty one', () => {
    expect(logoFileProblem(file('big.png', 'image/png', MAX_LOGO_BYTES + 1))).toBe(
      'The logo must be 512 KiB or smaller (this file is 513 KiB).',
    )
    expect(logoFileProblem(file('empty.png', 'image/png', 0))).toBe('This file is empty.')
  })
})
