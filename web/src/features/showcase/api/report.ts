import { useMutation } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'

/** MAX_REPORT_REASON is the server's limit on a report's reason (docs/admin-api.md). */
export const MAX_REPORT_REASON = 500

/** reportTexture asks the admins to look at a shared texture (POST /api/showcase/{id}/report {reason}). */
async function reportTexture({ id, reason }: { id: number; reason: string }): Promise<MessageResponse> {
  const res = await apiRequest('POST', `/api/showcase/${id}/report`, { reason })
  return (await res.json()) as MessageResponse
}

/** useReportTexture sends a report; the server answers 409 for a second one and 429 past its hourly limit. */
export function useReportTexture() {
  return useMutation({ mutationFn: reportTexture })
}
