import { queryOptions, useQuery } from '@tanstack/react-query'

export type TextureKind = 'block' | 'item' | 'flat'

/** SavedTexture is a texture in My Textures (docs/studio-api.md). */
export interface SavedTexture {
  id: number
  title: string
  prompt: string
  kind: TextureKind
  size: number
  /** /api/textures/{id}/png?v=HASH: changes whenever the pixels do. */
  imageUrl: string
  createdAt: string
  updatedAt: string
  /** The id of its shared copy in the community showcase, or null. */
  showcaseId: number | null
}

export interface TexturesResponse {
  success: boolean
  textures: SavedTexture[]
}

export interface TextureResponse {
  success: boolean
  texture: SavedTexture
}

/** texturesKeys match the studio's, so saving there refreshes this list. */
export const texturesKeys = {
  all: ['/api/textures'] as const,
  one: (id: number) => [...texturesKeys.all, id] as const,
}

/** texturesQuery lists the user's saved textures, newest first. */
export const texturesQuery = queryOptions<TexturesResponse>({ queryKey: texturesKeys.all })

export function useTextures() {
  return useQuery(texturesQuery)
}
