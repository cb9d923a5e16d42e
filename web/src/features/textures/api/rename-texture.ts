import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { editSavedTextures } from '@/lib/saved-textures'
import { texturesKeys, type SavedTexture, type TextureResponse } from './get-textures'

/** renameTexture changes a saved texture's title (PATCH /api/textures/{id}). */
export async function renameTexture({ id, title }: { id: number; title: string }): Promise<SavedTexture> {
  const res = await apiRequest('PATCH', `/api/textures/${id}`, { title })
  return ((await res.json()) as TextureResponse).texture
}

/** useRenameTexture renames and puts the new title into the cached pages and the texture's own entry. */
export function useRenameTexture() {
  return useMutation({
    mutationFn: renameTexture,
    onSuccess: (texture, _input, _ctx, { client }) => {
      editSavedTextures(client, (textures) => textures.map((t) => (t.id === texture.id ? texture : t)))
      client.setQueryData<TextureResponse>(texturesKeys.one(texture.id), { success: true, texture })
    },
  })
}
