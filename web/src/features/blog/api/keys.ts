import type { BlogFilters } from './types'

/** blogKeys are the public blog's cache entries, all under '/api/blog'. */
export const blogKeys = {
  all: ['/api/blog'] as const,
  list: (filters: BlogFilters) => [...blogKeys.all, 'posts', filters] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  tags: () => [...blogKeys.all, 'tags'] as const,
}

/** BLOG_STALE_MS: the blog's answers are fresh this long, so a post an admin just published shows soon after. */
export const BLOG_STALE_MS = 60 * 1000
