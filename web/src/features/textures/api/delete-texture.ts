import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { editSavedTextures, savedTextureKeys } from '@/lib/saved-textures'

/** deleteTexture removes a saved texture for good (DELETE /api/textures/{id}). */
async function deleteTexture(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/textures/${id}`)
}

/** useDeleteTexture deletes and drops the texture from the cached pages. */
export function useDeleteTexture() {
  return useMutation({
    mutationFn: deleteTexture,
    onSuccess: (_data, id, _ctx, { client }) => {
      editSavedTextures(client, (textures) => textures.filter((t) => t.id !== id))
      client.removeQueries({ queryKey: savedTextureKeys.one(id), exact: true })
    },
  })
}
