import { MAX_TITLE_LENGTH } from '@/lib/saved-textures'

/** defaultTitle turns a prompt into a title: trimmed, spaces collapsed, first letter upper case, at most 80 characters. */
export function defaultTitle(prompt: string): string {
  const t = prompt.trim().replace(/\s+/g, ' ').slice(0, MAX_TITLE_LENGTH).trim()
  return t ? t[0]!.toUpperCase() + t.slice(1) : 'Untitled Texture'
}
