/**
 * FEATURED_KEY is the landing carousel's cache entry (GET /api/showcase/featured):
 * the home page reads it, the showcase refreshes it when a texture is featured,
 * unfeatured or taken out.
 */
export const FEATURED_KEY = ['/api/showcase/featured'] as const
