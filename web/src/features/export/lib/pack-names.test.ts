import { describe, expect, it } from 'vitest'
import { customNameError, fileNameFromDisposition, toSnakeCase, vanillaKind } from './pack-names'

describe('customNameError', () => {
  it('accepts snake_case names', () => {
    for (const name of ['ruby_sword', 'stone', 'oak_log_2', 'a1']) expect(customNameError(name)).toBeNull()
  })

  it('rejects anything else with a message', () => {
    for (const name of ['Ruby_Sword', 'ruby sword', 'ruby-sword', '_ruby', 'ruby_', 'ruby__sword', 'block/stone', 'é']) {
      expect(customNameError(name)).toMatch(/snake_case/)
    }
    expect(customNameError('')).toBe('Enter a name.')
    expect(customNameError('a'.repeat(65))).toBe('Use at most 64 characters.')
  })
})

describe('toSnakeCase', () => {
  it('turns a title into a valid custom name', () => {
    expect(toSnakeCase('Ruby Sword!')).toBe('ruby_sword')
    expect(toSnakeCase('  Mossy   Cobblestone #2 ')).toBe('mossy_cobblestone_2')
    expect(toSnakeCase('Crème brûlée')).toBe('creme_brulee')
    expect(toSnakeCase('!!!')).toBe('texture')
    expect(customNameError(toSnakeCase('x'.repeat(40) + ' ' + 'y'.repeat(40)))).toBeNull()
  })
})

describe('vanillaKind', () => {
  it('puts flat items with items', () => {
    expect(vanillaKind('block')).toBe('block')
    expect(vanillaKind('item')).toBe('item')
    expect(vanillaKind('flat')).toBe('item')
  })
})

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 file names', () => {
    expect(fileNameFromDisposition('attachment; filename="my_pack.zip"')).toBe('my_pack.zip')
    expect(fileNameFromDisposition('attachment; filename=my_pack.mcpack')).toBe('my_pack.mcpack')
    expect(fileNameFromDisposition(`attachment; filename="x.zip"; filename*=UTF-8''caf%C3%A9.zip`)).toBe('café.zip')
  })

  it('drops path parts and answers null without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd')
    expect(fileNameFromDisposition('attachment')).toBeNull()
    expect(fileNameFromDisposition(null)).toBeNull()
  })
})
