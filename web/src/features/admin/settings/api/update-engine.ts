import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { toastError } from '../../shell/lib/toast-error'
import type { Quality, SDWebUIValues } from './get-engines'
import { adminSettingsKeys } from './keys'

/**
 * EngineUpdate is PUT /api/admin/engines/{name}: an absent field is left as
 * it is, null (or '') returns it to the environment's; apiKey '' removes the admin's key.
 */
export type EngineUpdate =
  | { name: 'openai'; fields: { model?: string | null; quality?: Quality | null; apiKey?: string } }
  | { name: 'sdwebui'; fields: { [K in keyof SDWebUIValues]?: SDWebUIValues[K] | null } }

/** useUpdateEngine changes an image model's settings, then reads the engines again (the key is never sent back). */
export function useUpdateEngine() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ name, fields }: EngineUpdate) => {
      const res = await apiRequest('PUT', `/api/admin/engines/${name}`, fields)
      return (await res.json()) as MessageResponse
    },
    onSuccess: (body) => {
      toast({ title: 'Success', description: body.message || 'Engine settings updated' })
      void queryClient.invalidateQueries({ queryKey: adminSettingsKeys.engines })
    },
    onError: (err) => toastError(err, 'Failed to update the engine settings'),
  })
}
