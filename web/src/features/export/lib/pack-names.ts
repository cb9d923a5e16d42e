// Names in a resource pack: custom texture names and the download's file name.
import type { TextureKind } from '@/lib/texture'
import type { VanillaKind } from '../api/types'

/** CUSTOM_NAME: lowercase words of letters and digits joined by single underscores. */
const CUSTOM_NAME = /^[a-z0-9]+(?:_[a-z0-9]+)*$/
const MAX_NAME_LENGTH = 64

/** customNameError returns why name cannot be a custom texture name, or null if it can. */
export function customNameError(name: string): string | null {
  if (name === '') return 'Enter a name.'
  if (name.length > MAX_NAME_LENGTH) return `Use at most ${MAX_NAME_LENGTH} characters.`
  if (!CUSTOM_NAME.test(name)) {
    return 'Use snake_case: lowercase letters, digits and single underscores (ruby_sword).'
  }
  return null
}

/** toSnakeCase suggests a custom name from a title: "Ruby Sword!" -> "ruby_sword". */
export function toSnakeCase(title: string): string {
  const name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/_+$/, '')
  return name || 'texture'
}

/** vanillaKind is the folder a texture of kind replaces vanilla textures in: flat items are items. */
export function vanillaKind(kind: TextureKind): VanillaKind {
  return kind === 'block' ? 'block' : 'item'
}

/**
 * fileNameFromDisposition reads the file name from a Content-Disposition
 * header (filename* first, then filename), or null. Path parts are dropped.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  let name: string | null = null
  if (star?.[1]) {
    try {
      name = decodeURIComponent(star[1].trim())
    } catch {
      name = null
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/.exec(header)
    name = plain ? (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!.trim()) : null
  }
  const base = name?.split(/[/\\]/).pop()?.trim()
  return base ? base : null
}
