import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { findSavedTexture, savedTextureQuery, type SavedTexture } from '@/lib/saved-textures'
import type { PackVersionsResponse, VanillaKind } from './types'

export const exportKeys = {
  packVersions: ['/api/textures/pack-versions'] as const,
  vanillaNames: (kind: VanillaKind, q: string) => ['/api/textures/vanilla-names', { kind, q }] as const,
}

/** packVersionsQuery lists the game versions a pack can target; they change only with a release. */
const packVersionsQuery = queryOptions<PackVersionsResponse>({ queryKey: exportKeys.packVersions })

export function usePackVersions(enabled: boolean) {
  return useQuery({ ...packVersionsQuery, enabled })
}

/**
 * useExportTextures reads the textures being exported, for their titles and
 * kinds: from the pages of My Textures already loaded, else one by one
 * (GET /api/textures/{id}), so a texture on a page not loaded still exports.
 */
export function useExportTextures(ids: number[]): { textures: SavedTexture[]; isPending: boolean; isError: boolean } {
  const client = useQueryClient()
  const results = useQueries({
    queries: ids.map((id) => ({
      ...savedTextureQuery(id),
      initialData: () => {
        const texture = findSavedTexture(client, id)
        return texture ? { success: true, texture } : undefined
      },
    })),
  })
  return {
    textures: results.flatMap((r) => (r.data ? [r.data.texture] : [])),
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
  }
}
