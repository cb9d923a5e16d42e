import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { savedTextureKeys, type SavedTexture, type SavedTextureResponse } from '@/lib/saved-textures'
import type { TextureKind, TextureSize } from '@/lib/texture'

export interface CreateTextureInput {
  title: string
  prompt: string
  kind: TextureKind
  size: TextureSize
  /** data:image/png;base64 URL of a size x size PNG. */
  png: string
  generationId?: string
}

interface UpdateTextureInput {
  id: number
  title?: string
  png?: string
}

/** createTexture saves a new texture to My Textures (201). */
async function createTexture(input: CreateTextureInput): Promise<SavedTexture> {
  const res = await apiRequest('POST', '/api/textures', input)
  return ((await res.json()) as SavedTextureResponse).texture
}

/** updateTexture changes a saved texture's title or pixels. */
async function updateTexture({ id, ...patch }: UpdateTextureInput): Promise<SavedTexture> {
  const res = await apiRequest('PATCH', `/api/textures/${id}`, patch)
  return ((await res.json()) as SavedTextureResponse).texture
}

/**
 * useSaveTexture creates the texture the first time and updates it after
 * (when an id is given); either way My Textures' list is refreshed.
 */
export function useSaveTexture() {
  return useMutation({
    mutationFn: (input: CreateTextureInput & { id?: number }) => {
      if (input.id === undefined) return createTexture(input)
      return updateTexture({ id: input.id, title: input.title, png: input.png })
    },
    onSuccess: (texture, _input, _ctx, { client }) => {
      client.setQueryData(savedTextureKeys.one(texture.id), { success: true, texture })
      return client.invalidateQueries({ queryKey: savedTextureKeys.all, exact: true })
    },
  })
}
