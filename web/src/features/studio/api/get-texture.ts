import { queryOptions, useQuery } from '@tanstack/react-query'
import { texturesKeys } from './save-texture'
import type { SavedTextureResponse } from './types'

/** textureQuery reads one saved texture (?texture=ID); another user's id answers 404. */
export const textureQuery = (id: number) => queryOptions<SavedTextureResponse>({ queryKey: texturesKeys.one(id) })

export function useSavedTexture(id: number | null) {
  return useQuery({ ...textureQuery(id ?? 0), enabled: id !== null })
}
