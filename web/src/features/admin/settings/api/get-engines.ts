import { queryOptions, useQuery } from '@tanstack/react-query'
import { getJson } from '../../shell/lib/get-json'
import { adminSettingsKeys } from './keys'

/** Engine is a studio engine this server knows; only a configured one can be chosen. */
interface Engine {
  id: string
  label: string
  configured: boolean
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
