import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { fetchWithTimeout } from '@/lib/api-client'
import { filtersToParams, type ShowcaseFilters } from '../lib/filters'
import { withDefaults } from '../lib/defaults'
import { showcaseKeys } from './keys'
import type { ShowcaseListResponse } from './types'

/** SHOWCASE_PAGE_SIZE textures load at a time; more load as the user scrolls. */
const SHOWCASE_PAGE_SIZE = 24

/**
 * fetchShowcasePage GETs one page of /api/showcase. Its errors are the
 * spec's (§8): 'API error {status}', 'Invalid JSON response from server',
 * 'Invalid response format'.
 */
async function fetchShowcasePage(filters: ShowcaseFilters, cursor: string | null, signal?: AbortSignal): Promise<ShowcaseListResponse> {
  const params = filtersToParams(filters)
  if (cursor) params.set('cursor', cursor)
  params.set('limit', String(SHOWCASE_PAGE_SIZE))
  const res = await fetchWithTimeout(`/api/showcase?${params}`, { signal })
  if (!res.ok) throw new Error(`API error ${res.status}`)
  let body: Partial<ShowcaseListResponse>
  try {
    body = (await res.json()) as Partial<ShowcaseListResponse>
  } catch {
    throw new Error('Invalid JSON response from server')
  }
  if (!body.success || !Array.isArray(body.data)) throw new Error('Invalid response format')
  return {
    success: true,
    data: body.data.map(withDefaults),
    total: body.total ?? body.data.length,
    nextCursor: body.nextCursor ?? null,
  }
}

/** showcaseListQuery pages through a listing: cached 5 minutes, retried 3 times (product.md §7). */
function showcaseListQuery(filters: ShowcaseFilters) {
  return infiniteQueryOptions({
    queryKey: showcaseKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchShowcasePage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 5 * 60 * 1000,
    retry: 3,
  })
}

export function useShowcaseList(filters: ShowcaseFilters) {
  return useInfiniteQuery(showcaseListQuery(filters))
}
