import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { fetchWithTimeout, throwIfResNotOk } from '@/lib/api-client'
import { exportKeys } from './get-pack-versions'
import type { VanillaKind } from './types'

interface VanillaNamesResponse {
  success: boolean
  names: string[]
}

/** getVanillaNames asks which vanilla textures of a kind match q (at most 50). */
async function getVanillaNames(kind: VanillaKind, q: string, signal?: AbortSignal): Promise<string[]> {
  const params = new URLSearchParams({ kind, q })
  const res = await fetchWithTimeout(`/api/textures/vanilla-names?${params}`, { signal })
  await throwIfResNotOk(res)
  return ((await res.json()) as VanillaNamesResponse).names
}

const vanillaNamesQuery = (kind: VanillaKind, q: string) =>
  queryOptions({
    queryKey: exportKeys.vanillaNames(kind, q),
    queryFn: ({ signal }) => getVanillaNames(kind, q, signal),
  })

/** useVanillaNames searches vanilla names while the list is open; earlier results stay while typing. */
export function useVanillaNames(kind: VanillaKind, q: string, enabled: boolean) {
  return useQuery({ ...vanillaNamesQuery(kind, q), enabled, placeholderData: keepPreviousData })
}
