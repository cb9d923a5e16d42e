import { useMutation } from '@tanstack/react-query'
import { apiRequest, type MessageResponse } from '@/lib/api-client'
import type { LegalPageId, SavedLegalPage } from '../types'
import { legalKeys } from './get-legal-page'

interface SaveResponse extends MessageResponse {
  data?: { content?: string; updatedAt?: string }
}

/** saveLegalPage stores a legal page's Markdown (POST /api/page-content, type markdown): admins only. */
async function saveLegalPage({ id, content }: { id: LegalPageId; content: string }): Promise<SaveResponse> {
  const res = await apiRequest('POST', '/api/page-content', { pageId: 'legal', elementId: id, content, type: 'markdown' })
  return (await res.json()) as SaveResponse
}

/** useSaveLegalPage saves a legal page; the public page shows the saved text at once. */
export function useSaveLegalPage() {
  return useMutation({
    mutationFn: saveLegalPage,
    onSuccess: (body, { id, content }, _ctx, { client }) => {
      const saved: SavedLegalPage = {
        content: body.data?.content ?? content.trim(),
        updatedAt: body.data?.updatedAt ?? new Date().toISOString(),
      }
      client.setQueryData(legalKeys.page(id), saved)
    },
  })
}
