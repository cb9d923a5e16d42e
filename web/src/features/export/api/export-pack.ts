import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { downloadBlob } from '@/lib/download'
import { fileNameFromDisposition } from '../lib/pack-names'
import type { ExportRequest } from './types'

interface ExportedPack {
  blob: Blob
  fileName: string
}

/** exportPack posts the pack request and returns the zip or mcpack with its file name. */
async function exportPack(input: ExportRequest): Promise<ExportedPack> {
  const res = await apiRequest('POST', '/api/textures/export', input)
  const fallback = `${input.packName.trim() || 'texelforge_pack'}.${input.edition === 'java' ? 'zip' : 'mcpack'}`
  return {
    blob: await res.blob(),
    fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallback,
  }
}

export function useExportPack() {
  return useMutation({ mutationFn: exportPack, onSuccess: ({ blob, fileName }) => downloadBlob(blob, fileName) })
}
