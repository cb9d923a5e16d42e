import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminBillingKeys } from './keys'
import type { Payment, PaymentStatus } from './types'

const PAGE = 50

interface PaymentsPage {
  success: boolean
  payments: Payment[]
  nextCursor?: string | null
}

const paymentsQuery = (filters: { status: PaymentStatus; q: string }) =>
  infiniteQueryOptions({
    queryKey: adminBillingKeys.paymentList(filters),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status: filters.status, limit: String(PAGE) })
      if (filters.q) params.set('q', filters.q)
      if (pageParam) params.set('cursor', pageParam)
      return getJson<PaymentsPage>(`/api/admin/payments?${params}`, signal, (b) => Array.isArray(b.payments))
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor || null,
  })

/** usePayments pages through GET /api/admin/payments, newest first. */
export function usePayments(filters: { status: PaymentStatus; q: string }) {
  return useInfiniteQuery(paymentsQuery(filters))
}
