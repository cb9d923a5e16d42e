import { useInfiniteQuery } from '@tanstack/react-query'
import { SAVED_TEXTURES_KEY, savedTexturesQuery } from '@/lib/saved-textures'

export type {
  SavedTexture,
  SavedTextureResponse as TextureResponse,
  SavedTexturesPage,
  TextureKind,
} from '@/lib/saved-textures'

/** texturesKeys match the studio's, so saving there refreshes this list. */
export const texturesKeys = {
  all: SAVED_TEXTURES_KEY,
  one: (id: number) => [...SAVED_TEXTURES_KEY, id] as const,
}

/** useTextures pages through the user's saved textures, newest first (fetchNextPage for more). */
export function useTextures() {
  return useInfiniteQuery(savedTexturesQuery)
}
