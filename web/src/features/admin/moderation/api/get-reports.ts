import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { fetchWithTimeout, throwIfResNotOk } from '@/lib/api-client'
import { moderationKeys } from './keys'
import type { ReportsPage, ReportStatus } from './types'

/** reportsQuery pages through the reports of one status, newest first (GET /api/admin/reports). */
function reportsQuery(status: ReportStatus) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.reportList(status),
    queryFn: async ({ pageParam, signal }): Promise<ReportsPage> => {
      const params = new URLSearchParams({ status })
      if (pageParam) params.set('cursor', pageParam)
      const res = await fetchWithTimeout(`/api/admin/reports?${params}`, { signal })
      await throwIfResNotOk(res)
      const page = (await res.json()) as Partial<ReportsPage>
      if (!Array.isArray(page.reports)) throw new Error('Invalid response format')
      return { reports: page.reports, nextCursor: page.nextCursor ?? null }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  })
}

/** useReports is the moderation queue of one status (fetchNextPage for more). */
export function useReports(status: ReportStatus) {
  return useInfiniteQuery(reportsQuery(status))
}
