import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchWithTimeout } from '@/lib/api-client'
import { FEATURED_KEY } from '@/lib/featured'
import type { FeaturedTexture } from '../lib/samples'

interface RawFeatured {
  id: number
  title?: string
  imageUrl: string
  username?: string
  creator?: string
  createdAt?: string
}

/** fetchFeatured GETs /api/showcase/featured; its errors are the spec's (§8). */
async function fetchFeatured(signal?: AbortSignal): Promise<FeaturedTexture[]> {
  const res = await fetchWithTimeout('/api/showcase/featured', { signal })
  if (!res.ok) throw new Error('Failed to fetch featured textures')
  const body = (await res.json().catch(() => null)) as { success?: boolean; data?: RawFeatured[] } | null
  if (!body?.success || !Array.isArray(body.data)) throw new Error('Invalid response format')
  return body.data.map((t) => ({
    id: t.id,
    title: t.title || 'Untitled Texture',
    imageUrl: t.imageUrl,
    username: t.username || t.creator || 'Anonymous',
    createdAt: t.createdAt,
    href: `/showcase/${t.id}`,
  }))
}

const featuredQuery = queryOptions({
  queryKey: FEATURED_KEY,
  queryFn: ({ signal }) => fetchFeatured(signal),
  staleTime: 5 * 60 * 1000,
})

export function useFeatured() {
  return useQuery(featuredQuery)
}
