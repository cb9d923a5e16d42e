import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminBillingKeys } from './keys'
import type { AdminPackage } from './types'

interface PackagesResponse {
  success: boolean
  packages: AdminPackage[]
}

const packagesQuery = queryOptions({
  queryKey: adminBillingKeys.packages,
  queryFn: async ({ signal }) => {
    const body = await getJson<PackagesResponse>('/api/admin/credit-packages', signal, (b) => Array.isArray(b.packages))
    return [...body.packages].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
  },
})

/** useAdminPackages reads GET /api/admin/credit-packages (archived ones too), in display order. */
export function useAdminPackages() {
  return useQuery(packagesQuery)
}
