import { useInfiniteQuery } from '@tanstack/react-query'
import { loadedTextures, savedTexturesQuery } from '@/lib/saved-textures'

/**
 * useHasShared says whether the signed-in user has a texture in the showcase
 * (from the pages of saved textures loaded so far, the list My Textures also
 * caches); undefined while it loads or for visitors.
 */
export function useHasShared(signedIn: boolean): boolean | undefined {
  const { data } = useInfiniteQuery({ ...savedTexturesQuery, enabled: signedIn })
  return data ? loadedTextures(data).some((t) => t.showcaseId !== null) : undefined
}
