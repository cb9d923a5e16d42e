import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import { logoChanged, type LogoResponse } from './upload-logo'

/** useRemoveLogo sends DELETE /api/admin/settings/logo: the site goes back to the bundled logo. */
export function useRemoveLogo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('DELETE', '/api/admin/settings/logo')
      return (await res.json()) as LogoResponse
    },
    onSuccess: (body) => logoChanged(queryClient, body),
    onError: (err) => toastError(err, 'Failed to remove the logo'),
  })
}
