import { queryOptions, useQuery } from '@tanstack/react-query'
import { billingKeys } from './keys'

/** SiteSettingsResponse is GET /api/site-settings: the public settings (docs/landing-api.md). */
interface SiteSettingsResponse {
  success: boolean
  data?: { settings?: { hideCreditPackagesSection?: boolean | string } }
}

/** settingFlag reads a boolean setting: the strings 'true' and 'false' count as the booleans (product.md §3). */
export function settingFlag(value: unknown): boolean {
  return value === true || value === 'true'
}

const siteSettingsQuery = queryOptions<SiteSettingsResponse>({ queryKey: billingKeys.siteSettings, staleTime: 5 * 60 * 1000 })

/**
 * usePackagesHidden tells whether the admins hid the credit packages
 * (hideCreditPackagesSection): undefined while unknown. Settings that cannot
 * be read hide nothing; a package checkout is then still refused by the server.
 */
export function usePackagesHidden(): boolean | undefined {
  const { data, isError } = useQuery(siteSettingsQuery)
  if (isError) return false
  return data ? settingFlag(data.data?.settings?.hideCreditPackagesSection) : undefined
}
