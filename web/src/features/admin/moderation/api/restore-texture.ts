import { useMutation } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { refreshAfterModeration } from './keys'

/** restoreTexture lists a removed texture in the showcase again (POST /api/admin/showcase/{id}/restore). */
async function restoreTexture(id: number): Promise<MessageResponse> {
  const res = await apiRequest('POST', `/api/admin/showcase/${id}/restore`)
  return (await res.json()) as MessageResponse
}

export function useRestoreTexture() {
  return useMutation({
    mutationFn: restoreTexture,
    onSuccess: (_body, _input, _ctx, { client }) => refreshAfterModeration(client),
  })
}
