import { useQuery } from '@tanstack/react-query'
import { savedTextureQuery } from '@/lib/saved-textures'

/** useSavedTexture reads the saved texture ?texture=ID names, if any. */
export function useSavedTexture(id: number | null) {
  return useQuery({ ...savedTextureQuery(id ?? 0), enabled: id !== null })
}
