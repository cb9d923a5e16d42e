import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest } from '@/lib/api-client'
import { SITE_LOGO_KEY, SITE_SETTINGS_KEY } from '@/lib/site-settings'
import { toastError } from '../../shell/lib/toast-error'
import { adminSettingsKeys } from './keys'

/** LogoResponse answers the logo upload and removal: the logo now in use ('' for the bundled one). */
export interface LogoResponse {
  success: boolean
  message: string
  logoUrl: string
}

/** logoChanged tells the admin and refreshes every copy of the logo, so the navbar shows the new one without a reload. */
export function logoChanged(queryClient: QueryClient, body: LogoResponse): void {
  toast({ title: 'Success', description: body.message })
  queryClient.setQueryData(SITE_LOGO_KEY, body.logoUrl)
  void queryClient.invalidateQueries({ queryKey: SITE_LOGO_KEY })
  void queryClient.invalidateQueries({ queryKey: SITE_SETTINGS_KEY })
  void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.settings })
}

/** useUploadLogo sends POST /api/admin/settings/logo (multipart, field logo); a refusal toasts the server's reason. */
export function useUploadLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('logo', file)
      const res = await apiRequest('POST', '/api/admin/settings/logo', form)
      return (await res.json()) as LogoResponse
    },
    onSuccess: (body) => logoChanged(queryClient, body),
    onError: (err) => toastError(err, 'Failed to upload the logo'),
  })
}
