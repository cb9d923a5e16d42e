import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { findSavedTexture, SAVED_TEXTURES_KEY, type SavedTextureResponse } from '@/lib/saved-textures'
import type { ExportTexture, PackVersionsResponse } from './types'

export const exportKeys = {
  packVersions: ['/api/textures/pack-versions'] as const,
  vanillaNames: (kind: 'block' | 'item', q: string) =>
    ['/api/textures/vanilla-names', { kind, q }] as const,
  // A saved texture's own entry, as My Textures and the studio keep it.
  texture: (id: number) => [...SAVED_TEXTURES_KEY, id] as const,
}

/** packVersionsQuery lists the game versions a pack can target; they change only with a release. */
export const packVersionsQuery = queryOptions<PackVersionsResponse>({ queryKey: exportKeys.packVersions })

export function usePackVersions(enabled: boolean) {
  return useQuery({ ...packVersionsQuery, enabled })
}

/**
 * useExportTextures reads the textures being exported, for their titles and
 * kinds: from the pages of My Textures already loaded, else one by one
 * (GET /api/textures/{id}), so a texture on a page not loaded still exports.
 */
export function useExportTextures(ids: number[]): { textures: ExportTexture[]; isPending: boolean; isError: boolean } {
  const client = useQueryClient()
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: exportKeys.texture(id),
      initialData: (): SavedTextureResponse | undefined => {
        const texture = findSavedTexture(client, id)
        return texture ? { success: true, texture } : undefined
      },
    })),
  })
  return {
    textures: results.flatMap((r) => (r.data ? [(r.data as SavedTextureResponse).texture] : [])),
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  }
}
