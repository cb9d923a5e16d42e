import { useQuery } from '@tanstack/react-query'
import { SAVED_TEXTURES_KEY } from './keys'

interface SavedTexturesResponse {
  textures: { id: number; showcaseId: number | null }[]
}

/**
 * useHasShared says whether the signed-in user has a texture in the showcase
 * (from their saved textures, the list My Textures also caches); undefined
 * while it loads or for visitors.
 */
export function useHasShared(signedIn: boolean): boolean | undefined {
  const { data } = useQuery<SavedTexturesResponse>({ queryKey: SAVED_TEXTURES_KEY, enabled: signedIn })
  return data ? data.textures.some((t) => t.showcaseId !== null) : undefined
}
