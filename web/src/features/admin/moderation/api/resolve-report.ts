import { useMutation } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import { refreshAfterModeration } from './keys'
import type { Report, ReportAction } from './types'

interface ResolveResponse extends MessageResponse {
  report: Report
}

/** resolveReport removes the reported texture or dismisses the report (POST /api/admin/reports/{id}/resolve). */
async function resolveReport({ id, action }: { id: number; action: ReportAction }): Promise<ResolveResponse> {
  const res = await apiRequest('POST', `/api/admin/reports/${id}/resolve`, { action })
  return (await res.json()) as ResolveResponse
}

export function useResolveReport() {
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: (_body, _input, _ctx, { client }) => refreshAfterModeration(client),
  })
}
