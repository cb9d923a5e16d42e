import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, fetchWithTimeout } from '@/lib/api-client'
import type { LegalPageId, SavedLegalPage } from '../types'

/** legalKeys: a legal page's saved text, under its page-content URL. */
export const legalKeys = {
  page: (id: LegalPageId) => ['/api/page-content', 'legal', id] as const,
}

/**
 * fetchLegalPage returns the text an admin saved for a legal page
 * (GET /api/page-content/legal/{id}), or null when there is none (404).
 */
async function fetchLegalPage(id: LegalPageId, signal?: AbortSignal): Promise<SavedLegalPage | null> {
  const res = await fetchWithTimeout(`/api/page-content/legal/${id}`, { signal })
  if (res.status === 404) return null
  if (!res.ok) throw new ApiError(res.status, 'Failed to fetch content')
  const body = (await res.json()) as { data?: Partial<SavedLegalPage> }
  const content = body.data?.content
  if (typeof content !== 'string') throw new Error('Invalid response format')
  return { content, updatedAt: body.data?.updatedAt ?? '' }
}

/** legalPageQuery caches a saved text 5 minutes, like other page content (product.md §7). */
function legalPageQuery(id: LegalPageId) {
  return queryOptions({
    queryKey: legalKeys.page(id),
    queryFn: ({ signal }) => fetchLegalPage(id, signal),
    staleTime: 5 * 60 * 1000,
  })
}

/** useLegalPage is the saved text of a legal page: null when none is saved. */
export function useLegalPage(id: LegalPageId) {
  return useQuery(legalPageQuery(id))
}
