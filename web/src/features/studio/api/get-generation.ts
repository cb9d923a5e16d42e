import { apiRequest } from '@/lib/api-client'
import type { Generation, GenerationResponse } from './types'

/** getGeneration reads a generation once: the polling fallback when the event stream fails. */
export async function getGeneration(id: string, signal?: AbortSignal): Promise<Generation> {
  const res = await apiRequest('GET', `/api/generate-textures/${encodeURIComponent(id)}`, undefined, { signal })
  return ((await res.json()) as GenerationResponse).generation
}

/** generationEventsUrl is the server-sent event stream of a generation's progress. */
export function generationEventsUrl(id: string): string {
  return `/api/generate-textures/${encodeURIComponent(id)}/events`
}
