import { MAX_TITLE_LENGTH } from '@/lib/saved-textures'

/** titleError says why title cannot be a texture's title, or null. */
export function titleError(title: string): string | null {
  const t = title.trim()
  if (t === '') return 'Enter a title.'
  if ([...t].length > MAX_TITLE_LENGTH) return `Use at most ${MAX_TITLE_LENGTH} characters.`
  return null
}

/** savedOn formats when a texture was saved, as a date (the list is sorted newest first anyway). */
export function savedOn(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })
}
