import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { FEATURED_KEY } from '@/lib/featured'
import { patchTexture } from './keys'
import type { ShowcaseTexture, ShowcaseTextureResponse } from './types'

/** setFeatured features or unfeatures a texture (PUT /api/showcase/{id}/featured): admins only. */
async function setFeatured({ id, featured }: { id: number; featured: boolean }): Promise<ShowcaseTexture> {
  const res = await apiRequest('PUT', `/api/showcase/${id}/featured`, { featured })
  return ((await res.json()) as ShowcaseTextureResponse).data
}

export function useSetFeatured() {
  return useMutation({
    mutationFn: setFeatured,
    onSuccess: (texture, _input, _ctx, { client }) => {
      patchTexture(client, texture.id, () => ({ featured: texture.featured }))
      return client.invalidateQueries({ queryKey: FEATURED_KEY })
    },
  })
}
