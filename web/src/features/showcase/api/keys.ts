import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import type { ShowcaseFilters } from '../lib/filters'
import type { ShowcaseListResponse, ShowcaseTexture, ShowcaseTextureResponse } from './types'

/**
 * showcaseKeys: every showcase query lives under '/api/showcase'. One texture's
 * key joins into its URL (/api/showcase/12) for the default fetcher.
 */
export const showcaseKeys = {
  all: ['/api/showcase'] as const,
  lists: () => [...showcaseKeys.all, 'list'] as const,
  list: (filters: ShowcaseFilters) => [...showcaseKeys.lists(), filters] as const,
  one: (id: number) => [...showcaseKeys.all, id] as const,
}

type ListData = InfiniteData<ShowcaseListResponse, string | null>

/**
 * patchTexture changes one texture wherever it is cached (every loaded list
 * page and its own entry), so both the full and a filtered list show the change.
 */
export function patchTexture(client: QueryClient, id: number, patch: (t: ShowcaseTexture) => Partial<ShowcaseTexture>): void {
  const apply = (t: ShowcaseTexture) => (t.id === id ? { ...t, ...patch(t) } : t)
  client.setQueriesData<ListData>({ queryKey: showcaseKeys.lists() }, (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, data: p.data.map(apply) })) } : old,
  )
  client.setQueryData<ShowcaseTextureResponse>(showcaseKeys.one(id), (old) => (old ? { ...old, data: apply(old.data) } : old))
}

/** dropTexture removes a texture from every cached list (and their totals) and forgets its own entry. */
export function dropTexture(client: QueryClient, id: number): void {
  client.setQueriesData<ListData>({ queryKey: showcaseKeys.lists() }, (old) => {
    if (!old?.pages.some((p) => p.data.some((t) => t.id === id))) return old
    return {
      ...old,
      pages: old.pages.map((p) => ({ ...p, total: Math.max(0, p.total - 1), data: p.data.filter((t) => t.id !== id) })),
    }
  })
  client.removeQueries({ queryKey: showcaseKeys.one(id), exact: true })
}

/** findTexture returns a texture from the cached lists, if one holds it. */
export function findTexture(client: QueryClient, id: number): ShowcaseTexture | undefined {
  for (const [, data] of client.getQueriesData<ListData>({ queryKey: showcaseKeys.lists() })) {
    const hit = data?.pages.flatMap((p) => p.data).find((t) => t.id === id)
    if (hit) return hit
  }
  return undefined
}
