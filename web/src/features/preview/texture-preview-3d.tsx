import { Pause, Play } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { TiledView } from '@/components/tiled-view'
import { Button } from '@/components/ui/button'
import type { PreviewSlotProps } from '@/lib/slots'
import type { TextureKind } from '@/lib/texture'
import { createPreviewScene, type PreviewScene } from './lib/preview-scene'

/** VIEW_PX is the 3D view's largest edge in CSS pixels; it shrinks to fit narrower columns. */
const VIEW_PX = 224

const CANVAS_CLASS =
  'pixelated mx-auto block aspect-square w-full max-w-56 cursor-grab touch-none rounded-md bg-muted/40 active:cursor-grabbing'

const KIND_LABEL: Record<TextureKind, string> = {
  block: 'Block preview: drag to turn the cube',
  item: 'Held item preview: drag to turn the sprite',
  flat: 'Flat item preview: drag to turn the card',
}

/**
 * TexturePreview3D shows a texture in 3D: a block as a cube (beside a 3x3
 * tiled face), an item as its sprite extruded by one pixel, a flat item as a
 * thin card. Drag to orbit; auto-rotation can be switched off. New pixels
 * update the texture in place; everything is disposed on unmount.
 */
export default function TexturePreview3D({ pixels, kind, size }: PreviewSlotProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const sceneRef = useRef<PreviewScene | null>(null)
  const pixelsRef = useRef(pixels)
  const [spinning, setSpinning] = useState(true)
  const [failed] = useState(() => !webglAvailable())

  useEffect(() => {
    pixelsRef.current = pixels
  }, [pixels])

  // One renderer per kind, on a canvas of its own: a new kind (or a remount)
  // builds the scene, nothing else does, and a disposed context is never reused.
  useEffect(() => {
    const host = hostRef.current
    if (!host || failed) return
    const canvas = document.createElement('canvas')
    canvas.className = CANVAS_CLASS
    canvas.setAttribute('role', 'img')
    canvas.setAttribute('aria-label', KIND_LABEL[kind])
    host.append(canvas)
    let scene: PreviewScene
    try {
      scene = createPreviewScene(canvas, kind, pixelsRef.current)
    } catch (err) {
      // webglAvailable said yes but the context still failed (lost GPU): leave the canvas empty.
      console.warn('3D preview unavailable:', err)
      return () => canvas.remove()
    }
    sceneRef.current = scene
    const fit = () => scene.resize(Math.max(64, Math.min(VIEW_PX, Math.floor(host.clientWidth))))
    fit()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit)
    observer?.observe(host)
    return () => {
      observer?.disconnect()
      scene.dispose()
      sceneRef.current = null
      canvas.remove()
    }
  }, [kind, failed])

  useEffect(() => {
    sceneRef.current?.setPixels(pixels)
  }, [pixels])

  useEffect(() => {
    sceneRef.current?.setAutoRotate(spinning)
  }, [spinning, kind, failed])

  return (
    <div className="flex flex-wrap items-start justify-center gap-4" data-testid="texture-preview-3d" data-size={size}>
      <div className="flex w-full max-w-56 flex-col items-center gap-2">
        {failed ? (
          <p className="rounded-md border p-4 text-center text-sm text-muted-foreground">
            The 3D preview needs WebGL, which this browser does not offer.
          </p>
        ) : (
          // The scene's canvas is created and removed by the effect above.
          <div ref={hostRef} className="w-full" />
        )}
        {failed ? null : (
          <Button variant="outline" size="sm" aria-pressed={spinning} onClick={() => setSpinning((on) => !on)}>
            {spinning ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            Auto-rotate
          </Button>
        )}
      </div>
      {kind === 'block' ? <TiledView pixels={pixels} /> : null}
    </div>
  )
}

/** webglAvailable reports whether a WebGL 2 context can be made (not in jsdom, not on some locked-down browsers). */
function webglAvailable(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2')
    gl?.getExtension('WEBGL_lose_context')?.loseContext() // only a probe: give the context back
    return gl !== null
  } catch {
    return false
  }
}
