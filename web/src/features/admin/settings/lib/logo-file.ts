// What the logo upload takes (docs/admin-api.md): checked here before the
// upload so the admin hears at once; the server checks the content again.

/** MAX_LOGO_BYTES is the largest logo the server takes: 512 KiB. */
export const MAX_LOGO_BYTES = 512 * 1024

/** LOGO_TYPES are the image types a logo may be, for the file picker's accept. */
export const LOGO_TYPES = ['image/png', 'image/webp', 'image/svg+xml'] as const

const EXTENSIONS = ['.png', '.webp', '.svg']

/**
 * logoFileProblem says why file cannot be the logo, or null if it may be
 * uploaded: a PNG, WebP or SVG (by its type, or its name when the browser
 * gives no type) of at most 512 KiB, not empty.
 */
export function logoFileProblem(file: File): string | null {
  const type = file.type.toLowerCase()
  const name = file.name.toLowerCase()
  const known = type ? (LOGO_TYPES as readonly string[]).includes(type) : EXTENSIONS.some((ext) => name.endsWith(ext))
  if (!known) return 'The logo must be a PNG, WebP or SVG image.'
  if (file.size === 0) return 'This file is empty.'
  if (file.size > MAX_LOGO_BYTES) return `The logo must be 512 KiB or smaller (this file is ${Math.ceil(file.size / 1024)} KiB).`
  return null
}
