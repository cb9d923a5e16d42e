// What the cover upload takes: checked here so the admin hears at once; the
// server checks the content again.

/** MAX_COVER_BYTES is the largest cover the server takes: 5 MB. */
const MAX_COVER_BYTES = 5 * 1024 * 1024

/** COVER_ACCEPT is the file picker's accept: PNG, JPEG and WebP. */
export const COVER_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp'

const TYPES = ['image/png', 'image/jpeg', 'image/webp']
const EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp']

/** coverFileProblem says why file cannot be a cover, or null if it may be uploaded. */
export function coverFileProblem(file: File): string | null {
  const type = file.type.toLowerCase()
  const name = file.name.toLowerCase()
  const known = type ? TYPES.includes(type) : EXTENSIONS.some((ext) => name.endsWith(ext))
  if (!known) return 'The cover must be a PNG, JPEG or WebP image.'
  if (file.size === 0) return 'This file is empty.'
  if (file.size > MAX_COVER_BYTES) return `The cover must be 5 MB or smaller (this file is ${(file.size / 1024 / 1024).toFixed(1)} MB).`
  return null
}
