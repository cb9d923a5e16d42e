import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import { fetchWithTimeout, throwIfResNotOk } from './api-client'
import type { TextureKind, TextureSize } from './texture'

/** SavedTexture is a texture in My Textures (docs/studio-api.md). */
export interface SavedTexture {
  id: number
  title: string
  prompt: string
  kind: TextureKind
  size: TextureSize
  /** /api/textures/{id}/png?v=HASH: changes whenever the pixels do. */
  imageUrl: string
  createdAt: string
  updatedAt: string
  /** The id of its shared copy in the community showcase, or null. */
  showcaseId: number | null
}

/** MAX_TITLE_LENGTH: titles are 1-80 characters after trimming (docs/studio-api.md). */
export const MAX_TITLE_LENGTH = 80

/** SavedTexturesPage is one page of GET /api/textures, newest first. */
export interface SavedTexturesPage {
  success: boolean
  textures: SavedTexture[]
  /** Pass as cursor for the next page; null on the last. */
  nextCursor: string | null
}

export interface SavedTextureResponse {
  success: boolean
  texture: SavedTexture
}

type SavedTexturesData = InfiniteData<SavedTexturesPage, string | null>

/**
 * savedTextureKeys: the list's cache entry (all) is shared by My Textures, the
 * dashboard, the export dialog, the showcase and the studio (which refreshes
 * it on save); one(id) is a texture's own entry, whose key joins into its URL
 * (/api/textures/12) for the default fetcher.
 */
export const savedTextureKeys = {
  all: ['/api/textures'] as const,
  one: (id: number) => [...savedTextureKeys.all, id] as const,
}

/** SAVED_TEXTURES_PAGE textures load at a time. */
const SAVED_TEXTURES_PAGE = 60

/** savedTexturesQuery pages through the user's saved textures, newest first. */
export const savedTexturesQuery = infiniteQueryOptions({
  queryKey: savedTextureKeys.all,
  queryFn: async ({ pageParam, signal }): Promise<SavedTexturesPage> => {
    const params = new URLSearchParams({ limit: String(SAVED_TEXTURES_PAGE) })
    if (pageParam) params.set('cursor', pageParam)
    const res = await fetchWithTimeout(`/api/textures?${params}`, { signal })
    await throwIfResNotOk(res)
    const page = (await res.json()) as Partial<SavedTexturesPage>
    if (!Array.isArray(page.textures)) throw new Error('Invalid response format')
    return { success: true, textures: page.textures, nextCursor: page.nextCursor ?? null }
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
})

/** savedTextureQuery reads one saved texture (GET /api/textures/{id}); another user's id answers 404. */
export const savedTextureQuery = (id: number) => queryOptions<SavedTextureResponse>({ queryKey: savedTextureKeys.one(id) })

/** loadedTextures lists the textures of every page loaded so far. */
export function loadedTextures(data: { pages: SavedTexturesPage[] } | undefined): SavedTexture[] {
  return data?.pages.flatMap((p) => p.textures) ?? []
}

/** editSavedTextures applies edit to each loaded page of the cached list (a rename, a delete). */
export function editSavedTextures(client: QueryClient, edit: (textures: SavedTexture[]) => SavedTexture[]): void {
  client.setQueryData<SavedTexturesData>(savedTextureKeys.all, (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, textures: edit(p.textures) })) } : old,
  )
}

/** findSavedTexture returns a texture from the loaded pages, if one holds it. */
export function findSavedTexture(client: QueryClient, id: number): SavedTexture | undefined {
  return loadedTextures(client.getQueryData<SavedTexturesData>(savedTextureKeys.all)).find((t) => t.id === id)
}
