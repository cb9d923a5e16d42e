import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { texturesKeys, type SavedTexture, type TextureResponse, type TexturesResponse } from './get-textures'

/** renameTexture changes a saved texture's title (PATCH /api/textures/{id}). */
export async function renameTexture({ id, title }: { id: number; title: string }): Promise<SavedTexture> {
  const res = await apiRequest('PATCH', `/api/textures/${id}`, { title })
  return ((await res.json()) as TextureResponse).texture
}

/** useRenameTexture renames and puts the new title into the cached list and the texture's own entry. */
export function useRenameTexture() {
  return useMutation({
    mutationFn: renameTexture,
    onSuccess: (texture, _input, _ctx, { client }) => {
      client.setQueryData<TexturesResponse>(texturesKeys.all, (old) =>
        old ? { ...old, textures: old.textures.map((t) => (t.id === texture.id ? texture : t)) } : old,
      )
      client.setQueryData<TextureResponse>(texturesKeys.one(texture.id), { success: true, texture })
    },
  })
}
