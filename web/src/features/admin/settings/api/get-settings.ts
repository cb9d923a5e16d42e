import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminSettingsKeys } from './keys'

/** AdminSettings is every setting, stored over the defaults, as text ('true'/'false' for the switches). */
export type AdminSettings = Record<string, string>

interface SettingsResponse {
  success: boolean
  message: string
  data: { settings: AdminSettings }
}

const settingsQuery = queryOptions({
  queryKey: adminSettingsKeys.settings,
  queryFn: async ({ signal }) => {
    const body = await getJson<SettingsResponse>(
      '/api/admin/settings',
      signal,
      (b) => typeof b.data?.settings === 'object' && b.data.settings !== null,
    )
    return body.data.settings
  },
})

/** useAdminSettings reads GET /api/admin/settings. */
export function useAdminSettings() {
  return useQuery(settingsQuery)
}
