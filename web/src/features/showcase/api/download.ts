import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { fetchWithTimeout } from '@/lib/api-client'
import { downloadBlob, downloadFileName } from '@/lib/download'
import { patchTexture } from './keys'
import type { ShowcaseTexture } from './types'

/** fetchDownload GETs /api/showcase/download/{id}, which also counts the download. */
async function fetchDownload(id: number): Promise<Blob> {
  const res = await fetchWithTimeout(`/api/showcase/download/${id}`)
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`)
  return res.blob()
}

/**
 * useDownload saves a texture's PNG as title.png (product.md §9) with the spec's
 * toasts, and adds the download to its count in every cached list.
 */
export function useDownload() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (t: ShowcaseTexture) => fetchDownload(t.id),
    onMutate: () => toast({ title: 'Download started', description: 'Your texture is on its way.' }),
    onSuccess: (blob, t) => {
      const fileName = downloadFileName(t.title)
      downloadBlob(blob, fileName)
      patchTexture(client, t.id, (old) => ({ downloadCount: old.downloadCount + 1 }))
      toast({ title: 'Download complete', description: `Saved as ${fileName}.` })
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: 'Could not download the texture. Please try again.',
      }),
  })
}
