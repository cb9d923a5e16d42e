import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, fetchWithTimeout } from '@/lib/api-client'
import { billingKeys } from './keys'
import type { CreditPackage } from './types'

async function fetchCreditPackages(signal?: AbortSignal): Promise<CreditPackage[]> {
  const res = await fetchWithTimeout('/api/credit-packages', { signal })
  if (!res.ok) throw new ApiError(res.status, 'Failed to fetch credit packages')
  const body = (await res.json()) as { packages?: CreditPackage[] }
  return [...(body.packages ?? [])].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
}

const creditPackagesQuery = queryOptions({ queryKey: billingKeys.packages, queryFn: ({ signal }) => fetchCreditPackages(signal) })

/** useCreditPackages lists the packages on sale, in display order (no sign-in needed). */
export function useCreditPackages() {
  return useQuery(creditPackagesQuery)
}
