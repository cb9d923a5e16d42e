import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { refreshAfterModeration } from './keys'

/** setFeatured features or unfeatures a shared texture (PUT /api/showcase/{id}/featured {featured}). */
async function setFeatured({ showcaseId, featured }: { showcaseId: number; featured: boolean }): Promise<{ featured: boolean }> {
  const res = await apiRequest('PUT', `/api/showcase/${showcaseId}/featured`, { featured })
  const body = (await res.json()) as { data?: { featured?: boolean } }
  return { featured: body.data?.featured ?? featured }
}

export function useSetFeatured() {
  return useMutation({
    mutationFn: setFeatured,
    onSuccess: (_body, _input, _ctx, { client }) => refreshAfterModeration(client),
  })
}
