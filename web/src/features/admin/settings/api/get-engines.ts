import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminSettingsKeys } from './keys'

/** QUALITIES are the OpenAI qualities the server takes (docs/admin-api.md). */
export const QUALITIES = ['low', 'medium', 'high', 'auto'] as const
export type Quality = (typeof QUALITIES)[number]

/** OpenAIValues are the OpenAI engine's settings an admin may change, besides its key. */
export interface OpenAIValues {
  model: string
  quality: Quality
}

/** OpenAISettings are the values in effect and, of the API key, only whether and by whom it is set (it is write-only). */
export interface OpenAISettings extends OpenAIValues {
  keySet: boolean
  /** Absent when no key is set. */
  keySource?: 'environment' | 'admin'
  /** Why the key an admin set cannot be read; absent when it can. */
  keyProblem?: string
  /** The fields an admin set, in effect over the environment's. */
  adminSet: (keyof OpenAIValues)[]
  /** The environment's values: what a cleared field returns to. */
  environment: OpenAIValues
}

/** SDWebUIValues are the SD WebUI's sampling settings an admin may change. */
export interface SDWebUIValues {
  steps: number
  cfgScale: number
  sampler: string
  size: number
  batch: number
}

export interface SDWebUISettings extends SDWebUIValues {
  adminSet: (keyof SDWebUIValues)[]
  environment: SDWebUIValues
}

/** Engine is a studio engine this server knows; only a configured one (it can run now) can be chosen. */
interface Engine {
  id: string
  label: string
  configured: boolean
  /** The run-time settings of an image model the server's environment configured; null otherwise. */
  settings?: OpenAISettings | SDWebUISettings | null
}

export interface EnginesResponse {
  success: boolean
  engines: Engine[]
  /** The engine the studio uses now. */
  current: string
}

const enginesQuery = queryOptions({
  queryKey: adminSettingsKeys.engines,
  queryFn: ({ signal }) => getJson<EnginesResponse>('/api/admin/engines', signal, (b) => Array.isArray(b.engines)),
})

/** useEngines reads GET /api/admin/engines. */
export function useEngines() {
  return useQuery(enginesQuery)
}

/** openAISettings returns the OpenAI engine's run-time settings, or null when the server offers none. */
export function openAISettings(data: EnginesResponse | undefined): OpenAISettings | null {
  return (data?.engines.find((e) => e.id === 'openai')?.settings as OpenAISettings | null | undefined) ?? null
}

/** sdWebUISettings returns the SD WebUI's run-time settings, or null when the server offers none. */
export function sdWebUISettings(data: EnginesResponse | undefined): SDWebUISettings | null {
  return (data?.engines.find((e) => e.id === 'sdwebui')?.settings as SDWebUISettings | null | undefined) ?? null
}
