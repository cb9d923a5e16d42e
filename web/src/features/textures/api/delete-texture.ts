import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { texturesKeys, type TexturesResponse } from './get-textures'

/** deleteTexture removes a saved texture for good (DELETE /api/textures/{id}). */
export async function deleteTexture(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/textures/${id}`)
}

/** useDeleteTexture deletes and drops the texture from the cached list. */
export function useDeleteTexture() {
  return useMutation({
    mutationFn: deleteTexture,
    onSuccess: (_data, id, _ctx, { client }) => {
      client.setQueryData<TexturesResponse>(texturesKeys.all, (old) =>
        old ? { ...old, textures: old.textures.filter((t) => t.id !== id) } : old,
      )
      client.removeQueries({ queryKey: texturesKeys.one(id), exact: true })
    },
  })
}
