import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'

/** AuditEntry is one admin action the server recorded (docs/admin-api.md). */
export interface AuditEntry {
  id: number
  /** The admin's name then, kept after the account is gone. */
  actor: string
  actorId: number
  /** The route's pattern: "PUT /api/admin/subscription-plans/{id}". */
  action: string
  /** The route's path values: "id=3". */
  target: string
  /** The JSON body sent, secrets replaced by "REDACTED"; null when there was none. */
  details: unknown
  clientAddress: string
  createdAt: string
}

interface AuditPage {
  success: boolean
  entries: AuditEntry[]
  nextCursor: string | null
}

/** AUDIT_PAGE entries load at a time. */
const AUDIT_PAGE = 25

export const auditKeys = {
  all: ['/api/admin/audit'] as const,
  list: (action: string) => ['/api/admin/audit', { action }] as const,
}

const auditQuery = (action: string) =>
  infiniteQueryOptions({
    queryKey: auditKeys.list(action),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(AUDIT_PAGE) })
      if (pageParam) params.set('cursor', pageParam)
      if (action) params.set('action', action)
      return getJson<AuditPage>(`/api/admin/audit?${params}`, signal, (b) => Array.isArray(b.entries))
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? null,
    // Every admin action adds an entry: a return to the overview after a minute asks again.
    staleTime: 60 * 1000,
  })

/** useAudit pages through the audit log, newest first, keeping entries whose action contains `action`. */
export function useAudit(action: string) {
  return useInfiniteQuery(auditQuery(action))
}
