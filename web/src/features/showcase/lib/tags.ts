// Tags of a shared texture, checked as the server checks them (docs/showcase-api.md).

export const MAX_TAGS = 10
const MAX_TAG_LENGTH = 24
export const MAX_SHARE_TITLE = 80
export const MAX_DESCRIPTION = 500

/** cleanTag lower-cases a tag and collapses its spaces. */
export function cleanTag(raw: string): string {
  return raw.toLowerCase().split(/\s+/).filter(Boolean).join(' ')
}

/** tagError says why a cleaned tag is not allowed, or null. */
function tagError(tag: string): string | null {
  if (tag === '') return null
  if ([...tag].length > MAX_TAG_LENGTH) return `A tag is at most ${MAX_TAG_LENGTH} characters.`
  if (!/^[\p{L}\p{N} -]+$/u.test(tag)) return 'A tag has only letters, digits, spaces or hyphens.'
  return null
}

/**
 * addTags adds the comma-separated tags in input to tags: cleaned, without
 * repeats, at most MAX_TAGS. It returns the new list, or an error and the
 * list unchanged.
 */
export function addTags(tags: readonly string[], input: string): { tags: string[]; error: string | null } {
  const next = [...tags]
  for (const tag of input.split(',').map(cleanTag)) {
    const error = tagError(tag)
    if (error) return { tags: [...tags], error }
    if (tag && !next.includes(tag)) next.push(tag)
  }
  if (next.length > MAX_TAGS) return { tags: [...tags], error: `A texture can have at most ${MAX_TAGS} tags.` }
  return { tags: next, error: null }
}
