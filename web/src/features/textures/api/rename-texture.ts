import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { editSavedTextures, savedTextureKeys, type SavedTexture, type SavedTextureResponse } from '@/lib/saved-textures'

/** renameTexture changes a saved texture's title (PATCH /api/textures/{id}). */
async function renameTexture({ id, title }: { id: number; title: string }): Promise<SavedTexture> {
  const res = await apiRequest('PATCH', `/api/textures/${id}`, { title })
  return ((await res.json()) as SavedTextureResponse).texture
}

/** useRenameTexture renames and puts the new title into the cached pages and the texture's own entry. */
export function useRenameTexture() {
  return useMutation({
    mutationFn: renameTexture,
    onSuccess: (texture, _input, _ctx, { client }) => {
      editSavedTextures(client, (textures) => textures.map((t) => (t.id === texture.id ? texture : t)))
      client.setQueryData<SavedTextureResponse>(savedTextureKeys.one(texture.id), { success: true, texture })
    },
  })
}
