import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { SITE_SETTINGS_KEY } from '@/lib/site-settings'
import { toastError } from '../../shell/lib/toast-error'
import { adminSettingsKeys } from './keys'

/** SettingUpdate is PUT /api/admin/settings' body: one key and its JSON value. */
export interface SettingUpdate {
  key: 'siteName' | 'hideCreditPackagesSection' | 'registrationOpen' | 'studioEngine'
  value: string | boolean
}

/**
 * useUpdateSetting changes one setting, then refreshes the admin's copy and
 * the public settings, so the navbar and titles show a new name at once.
 */
export function useUpdateSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (update: SettingUpdate) => {
      const res = await apiRequest('PUT', '/api/admin/settings', update)
      return (await res.json()) as MessageResponse
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message || 'Setting updated' })
      void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.settings })
      void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.engines })
      void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY })
    },
    onError: (err) => toastError(err, 'Failed to update site setting'),
  })
}
