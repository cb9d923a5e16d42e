import type { ShowcaseTexture } from '../api/types'

const DEFAULT_TITLE = 'Untitled Texture'
const DEFAULT_DESCRIPTION = 'A beautifully crafted texture for Minecraft'

/**
 * withDefaults fills what the server left out or left blank with the spec's
 * defaults (product.md §3): the title, the description, the free licence,
 * zero counts, no tags and no vote.
 */
export function withDefaults(t: ShowcaseTexture): ShowcaseTexture {
  return {
    ...t,
    title: t.title?.trim() || DEFAULT_TITLE,
    description: t.description?.trim() || DEFAULT_DESCRIPTION,
    licenseType: t.licenseType ?? 'free',
    upvotes: t.upvotes ?? 0,
    downvotes: t.downvotes ?? 0,
    downloadCount: t.downloadCount ?? 0,
    tags: t.tags ?? [],
    hasVoted: t.hasVoted ?? null,
  }
}
