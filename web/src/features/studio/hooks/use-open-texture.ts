import { useCallback, useEffect, useState } from 'react'
import { toast } from '@/hooks/use-toast'
import { useSavedTexture } from '../api/get-texture'
import type { Generation } from '../api/types'
import type { OpenTexture } from '../lib/open-texture'
import { decodePng } from '../lib/png'

/**
 * useOpenTexture holds the texture in the editor: a variation chosen from a
 * generation, or the saved texture ?texture=ID names (loaded once).
 */
export function useOpenTexture(textureId: number | null) {
  const [opened, setOpened] = useState<OpenTexture | null>(null)
  const savedQuery = useSavedTexture(textureId)
  const saved = savedQuery.data?.success ? savedQuery.data.texture : null

  useEffect(() => {
    if (!saved) return
    let cancelled = false
    decodePng(saved.imageUrl, saved.size).then(
      (bitmap) => {
        if (cancelled) return
        setOpened({ key: `saved:${saved.id}`, bitmap, prompt: saved.prompt, kind: saved.kind, size: saved.size, saved })
      },
      () => toast({ variant: 'destructive', title: 'Could not open the texture', description: 'Its image did not load.' }),
    )
    return () => {
      cancelled = true
    }
  }, [saved])

  useEffect(() => {
    if (savedQuery.isError) {
      toast({ variant: 'destructive', title: 'Could not open the texture', description: savedQuery.error.message })
    }
  }, [savedQuery.isError, savedQuery.error])

  const openVariation = useCallback(async (g: Generation, index: number) => {
    const t = g.textures?.find((x) => x.index === index)
    if (!t) return
    const bitmap = await decodePng(t.png, g.size)
    setOpened({
      key: `${g.id}:${index}`,
      bitmap,
      prompt: g.prompt,
      kind: g.kind,
      size: g.size,
      generationId: g.id,
      saved: null,
    })
  }, [])

  return { opened, openVariation, loadingSaved: textureId !== null && savedQuery.isLoading }
}
