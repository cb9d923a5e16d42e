import { useInfiniteQuery } from '@tanstack/react-query'
import { savedTexturesQuery } from '@/lib/saved-textures'

/** useTextures pages through the user's saved textures, newest first (fetchNextPage for more). */
export function useTextures() {
  return useInfiniteQuery(savedTexturesQuery)
}
