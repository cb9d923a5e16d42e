import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { emailKeys } from './keys'
import type { OutboxEmail, OutboxFilters } from './types'

/** OUTBOX_PAGE mails load at a time. */
const OUTBOX_PAGE = 50

interface EmailsPage {
  success: boolean
  emails: OutboxEmail[]
  /** Pass as cursor for the next page; null (or absent) on the last. */
  nextCursor?: string | null
}

const emailsQuery = (filters: OutboxFilters) =>
  infiniteQueryOptions({
    queryKey: emailKeys.list(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(OUTBOX_PAGE) })
      if (filters.q) params.set('q', filters.q)
      if (filters.status) params.set('status', filters.status)
      if (pageParam) params.set('cursor', pageParam)
      return getJson<EmailsPage>(`/api/admin/email?${params}`, signal, (b) => Array.isArray(b.emails))
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor || null,
  })

/** useEmails pages through GET /api/admin/email, newest first (fetchNextPage for more). */
export function useEmails(filters: OutboxFilters) {
  return useInfiniteQuery(emailsQuery(filters))
}
