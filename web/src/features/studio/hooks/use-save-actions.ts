import { useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { downloadBlob, downloadFileName } from '@/lib/download'
import type { SavedTexture } from '@/lib/saved-textures'
import { useSaveTexture } from '../api/save-texture'
import { bitmapsEqual, type Bitmap } from '../editor/bitmap'
import { defaultTitle } from '../lib/file-name'
import type { OpenTexture } from '../lib/open-texture'
import { blobToDataUrl, encodePng } from '../lib/png'

/**
 * useSaveActions saves the editor's pixels to My Textures (POST the first
 * time, PATCH after) and downloads them as a PNG named after the title.
 * dirty says whether the pixels differ from the last saved ones (or, before
 * a first save, from the ones opened).
 */
export function useSaveActions(texture: OpenTexture, pixels: Bitmap) {
  const [saved, setSaved] = useState<SavedTexture | null>(texture.saved)
  const [baseline, setBaseline] = useState<Bitmap>(texture.bitmap)
  const mutation = useSaveTexture()
  const title = saved?.title ?? defaultTitle(texture.prompt)

  const save = async (newTitle: string): Promise<boolean> => {
    try {
      const png = await blobToDataUrl(await encodePng(pixels))
      const result = await mutation.mutateAsync({
        id: saved?.id,
        title: newTitle,
        prompt: texture.prompt,
        kind: texture.kind,
        size: texture.size,
        png,
        generationId: texture.generationId,
      })
      setSaved(result)
      setBaseline(pixels)
      toast({ title: 'Texture saved', description: `"${result.title}" is in My Textures.` })
      return true
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Save failed',
        description: err instanceof Error ? err.message : String(err),
      })
      return false
    }
  }

  const download = async () => {
    try {
      downloadBlob(await encodePng(pixels), downloadFileName(title))
    } catch (err) {
      toast({
        variant: 'destructive',
        title: 'Download failed',
        description: err instanceof Error ? err.message : String(err),
      })
    }
  }

  return { saved, title, save, saving: mutation.isPending, download, dirty: !bitmapsEqual(pixels, baseline) }
}
