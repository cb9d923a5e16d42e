import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, fetchWithTimeout } from '@/lib/api-client'
import { useHydrated } from '@/lib/hydration'
import { toast } from '@/hooks/use-toast'

/** PageContentItem is one admin-edited text (product.md §3). */
export interface PageContentItem {
  pageId: string
  elementId: string
  content: string
  type: 'text'
}

export function pageContentKey(pageId: string, elementId: string) {
  return ['/api/page-content', pageId, elementId] as const
}

/**
 * fetchPageContent returns the saved text, or null when there is none (404):
 * the page then shows its default. Other failures throw 'Failed to fetch content'.
 */
async function fetchPageContent(pageId: string, elementId: string, signal?: AbortSignal): Promise<string | null> {
  const res = await fetchWithTimeout(`/api/page-content/${pageId}/${elementId}`, { signal })
  if (res.status === 404) return null
  if (!res.ok) throw new ApiError(res.status, 'Failed to fetch content')
  const body = (await res.json()) as { data?: { content?: string } }
  return body.data?.content ?? null
}

/** pageContentQuery caches a text 5 minutes (product.md §7). */
function pageContentQuery(pageId: string, elementId: string) {
  return queryOptions({
    queryKey: pageContentKey(pageId, elementId),
    queryFn: ({ signal }) => fetchPageContent(pageId, elementId, signal),
    staleTime: 5 * 60 * 1000,
  })
}

/** usePageText is the saved text of an element, or its default until loaded, when unset or on failure. */
export function usePageText(pageId: string, elementId: string, fallback: string): string {
  const { data } = useQuery(pageContentQuery(pageId, elementId))
  // While hydrating, the default the server rendered (ADR 0013).
  const hydrated = useHydrated()
  return (hydrated ? data : null) ?? fallback
}

/** useSavePageContent stores an edited text; the spec's toasts report the outcome. */
export function useSavePageContent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (item: PageContentItem) => {
      const res = await fetchWithTimeout('/api/page-content', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(item),
      })
      if (!res.ok) throw new Error(await saveFailure(res))
      return item
    },
    onSuccess: (item) => {
      queryClient.setQueryData(pageContentKey(item.pageId, item.elementId), item.content)
      toast({ title: 'Content saved', description: 'Your changes have been saved successfully.' })
    },
    onError: (err) =>
      toast({
        variant: 'destructive',
        title: 'Error saving content',
        description: err instanceof Error ? err.message : 'Failed to save content',
      }),
  })
}

/** saveFailure is the server's reason (too long, not an admin) when it gives one, else 'Failed to save content'. */
async function saveFailure(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: unknown }
    if (typeof body.message === 'string' && body.message !== '') return body.message
  } catch {
    // Not JSON: the generic reason.
  }
  return 'Failed to save content'
}
