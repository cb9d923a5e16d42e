import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { FEATURED_KEY } from '@/lib/featured'
import { savedTextureKeys } from '@/lib/saved-textures'
import { dropTexture, showcaseKeys } from './keys'
import type { LicenseType, ShowcaseTexture, ShowcaseTextureResponse } from './types'

interface ShareInput {
  textureId: number
  title: string
  description: string
  tags: string[]
  licenseType: LicenseType
}

/** shareTexture puts a saved texture in the showcase (POST /api/showcase, 201). */
async function shareTexture(input: ShareInput): Promise<ShowcaseTexture> {
  const res = await apiRequest('POST', '/api/showcase', input)
  return ((await res.json()) as ShowcaseTextureResponse).data
}

/**
 * useShareTexture shares, then refreshes the listings and the saved textures (their showcaseId).
 * The refresh is not awaited: it swaps the share dialog's form for its shared state, and the
 * caller's toast and close must come first (see useRemoveFromShowcase).
 */
export function useShareTexture() {
  return useMutation({
    mutationFn: shareTexture,
    onSuccess: (texture, _input, _ctx, { client }) => {
      client.setQueryData<ShowcaseTextureResponse>(showcaseKeys.one(texture.id), { success: true, data: texture })
      void client.invalidateQueries({ queryKey: showcaseKeys.lists() })
      void client.invalidateQueries({ queryKey: savedTextureKeys.all })
    },
  })
}

/** removeFromShowcase takes a texture out of the showcase (DELETE /api/showcase/{id}): its creator or an admin. */
async function removeFromShowcase(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/showcase/${id}`)
}

/**
 * useRemoveFromShowcase removes, drops the texture from every cached list and refreshes the saved
 * textures. The refresh is not awaited: the component that asked for the removal unmounts when the
 * caches change (the detail dialog, the share dialog's shared state), and callers run their toast
 * and close from mutateAsync, which settles even then (mutate's own callbacks would be skipped).
 */
export function useRemoveFromShowcase() {
  return useMutation({
    mutationFn: removeFromShowcase,
    onSuccess: (_data, id, _ctx, { client }) => {
      dropTexture(client, id)
      void client.invalidateQueries({ queryKey: FEATURED_KEY })
      void client.invalidateQueries({ queryKey: savedTextureKeys.all })
    },
  })
}
