import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useDebounced } from '@/hooks/use-debounced'
import { apiRequest } from '@/lib/api-client'
import { adminBlogKeys } from './types'

/** PREVIEW_DELAY_MS: the preview is asked for once typing pauses this long. */
const PREVIEW_DELAY_MS = 400

interface PreviewResponse {
  success: boolean
  html: string
}

/**
 * usePreview is the server's HTML for markdown (sanitised, as the post will
 * show), asked once typing pauses. While a newer preview loads, the last one
 * stays; the same text is never asked for twice.
 */
export function usePreview(markdown: string) {
  const text = useDebounced(markdown, PREVIEW_DELAY_MS)
  return useQuery({
    queryKey: adminBlogKeys.preview(text),
    queryFn: async ({ signal }) => {
      const res = await apiRequest('POST', '/api/admin/blog/preview', { markdown: text }, { signal })
      const body = (await res.json()) as PreviewResponse
      if (typeof body.html !== 'string') throw new Error('Invalid response from server')
      return body.html
    },
    enabled: text.trim() !== '',
    placeholderData: keepPreviousData,
    gcTime: 60 * 1000,
  })
}
