import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchWithTimeout, throwIfResNotOk } from '@/lib/api-client'
import type { KindChoice, PromptSpec } from './types'

interface ParseResponse {
  success: boolean
  spec: PromptSpec
}

const parseKeys = {
  all: ['/api/generate-textures/parse'] as const,
  prompt: (prompt: string, kind: KindChoice) => [...parseKeys.all, prompt, kind] as const,
}

/** parsePrompt asks how the server reads a prompt: the detected kind and the words it knows. */
async function parsePrompt(prompt: string, kind: KindChoice, signal?: AbortSignal): Promise<PromptSpec> {
  const query = new URLSearchParams({ prompt })
  if (kind !== 'auto') query.set('kind', kind)
  const res = await fetchWithTimeout(`/api/generate-textures/parse?${query}`, { signal })
  await throwIfResNotOk(res)
  return ((await res.json()) as ParseResponse).spec
}

const parsePromptQuery = (prompt: string, kind: KindChoice) =>
  queryOptions({
    queryKey: parseKeys.prompt(prompt, kind),
    queryFn: ({ signal }) => parsePrompt(prompt, kind, signal),
  })

/** useParsePrompt reads a (debounced, trimmed) prompt; a blank one is not sent. */
export function useParsePrompt(prompt: string, kind: KindChoice) {
  return useQuery({ ...parsePromptQuery(prompt, kind), enabled: prompt !== '', placeholderData: (prev) => prev })
}
