import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { fetchWithTimeout, throwIfResNotOk } from '@/lib/api-client'
import { moderationKeys } from './keys'
import type { RemovedPage } from './types'

/** removedQuery pages through the removed textures, newest removal first (GET /api/admin/showcase/removed). */
const removedQuery = infiniteQueryOptions({
  queryKey: moderationKeys.removed,
  queryFn: async ({ pageParam, signal }): Promise<RemovedPage> => {
    const url = pageParam ? `/api/admin/showcase/removed?${new URLSearchParams({ cursor: pageParam })}` : '/api/admin/showcase/removed'
    const res = await fetchWithTimeout(url, { signal })
    await throwIfResNotOk(res)
    const page = (await res.json()) as Partial<RemovedPage>
    if (!Array.isArray(page.textures)) throw new Error('Invalid response format')
    return { textures: page.textures, nextCursor: page.nextCursor ?? null }
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
})

/** useRemovedTextures lists the textures taken out of the showcase (fetchNextPage for more). */
export function useRemovedTextures() {
  return useInfiniteQuery(removedQuery)
}
