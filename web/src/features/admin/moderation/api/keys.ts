import type { QueryClient } from '@tanstack/react-query'
import { FEATURED_KEY } from '@/lib/featured'
import type { ReportStatus } from './types'

/** moderationKeys: the reports queue (per status) and the removed textures, under their URLs. */
export const moderationKeys = {
  reports: ['/api/admin/reports'] as const,
  reportList: (status: ReportStatus) => [...moderationKeys.reports, status] as const,
  removed: ['/api/admin/showcase/removed'] as const,
}

/** The showcase's own queries (its lists and textures) all live under its URL. */
const SHOWCASE_KEY = ['/api/showcase'] as const

/**
 * refreshAfterModeration reloads what a removal, restore or (un)featuring
 * changes: the queue, the removed list, and the public showcase and carousel.
 */
export function refreshAfterModeration(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [moderationKeys.reports, moderationKeys.removed, SHOWCASE_KEY, FEATURED_KEY].map((queryKey) => client.invalidateQueries({ queryKey })),
  )
}
