import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getQueryFn } from '@/lib/api-client'
import { withDefaults } from '../lib/defaults'
import { findTexture, showcaseKeys } from './keys'
import type { ShowcaseTextureResponse } from './types'

/**
 * useShowcaseTexture is one texture for its detail dialog (GET
 * /api/showcase/{id}): shown at once from a loaded list when it is there,
 * fetched otherwise (a deep link). A 404 is an error, not retried.
 */
export function useShowcaseTexture(id: number | null) {
  const client = useQueryClient()
  return useQuery({
    queryKey: showcaseKeys.one(id ?? 0),
    queryFn: getQueryFn<ShowcaseTextureResponse>({ on401: 'throw' }),
    enabled: id !== null,
    staleTime: 5 * 60 * 1000,
    initialData: () => {
      const hit = id === null ? undefined : findTexture(client, id)
      return hit ? { success: true, data: hit } : undefined
    },
    select: (res) => (res ? withDefaults(res.data) : null),
  })
}
