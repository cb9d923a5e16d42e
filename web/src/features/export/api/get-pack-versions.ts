import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PackVersionsResponse, TexturesListResponse } from './types'

export const exportKeys = {
  packVersions: ['/api/textures/pack-versions'] as const,
  vanillaNames: (kind: 'block' | 'item', q: string) =>
    ['/api/textures/vanilla-names', { kind, q }] as const,
  // The same entry My Textures and the studio read: one list, one cache.
  textures: ['/api/textures'] as const,
}

/** packVersionsQuery lists the game versions a pack can target; they change only with a release. */
export const packVersionsQuery = queryOptions<PackVersionsResponse>({ queryKey: exportKeys.packVersions })

export function usePackVersions(enabled: boolean) {
  return useQuery({ ...packVersionsQuery, enabled })
}

/** useExportTextures reads the saved textures, for the titles and kinds of those being exported. */
export function useExportTextures(enabled: boolean) {
  return useQuery({ ...queryOptions<TexturesListResponse>({ queryKey: exportKeys.textures }), enabled })
}
