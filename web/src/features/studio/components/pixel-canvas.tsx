import { useEffect, useRef, type PointerEvent } from 'react'
import type { Bitmap } from '../editor/bitmap'
import { toImageData } from '../lib/png'

interface Props {
  bitmap: Bitmap
  zoom: number
  grid: boolean
  label: string
  onPointerDown: (x: number, y: number) => void
  onPointerMove: (x: number, y: number) => void
  onPointerUp: () => void
}

/**
 * PixelCanvas draws the bitmap at its own resolution (one canvas pixel per
 * texel) and scales it up by an integer zoom with image-rendering: pixelated;
 * the grid is a CSS overlay. Pointer input is reported in texel coordinates.
 */
export function PixelCanvas({ bitmap, zoom, grid, label, onPointerDown, onPointerMove, onPointerUp }: Props) {
  const ref = useRef<HTMLCanvasElement>(null)
  const side = bitmap.size * zoom

  useEffect(() => {
    const ctx = ref.current?.getContext('2d')
    if (!ctx) return
    ctx.putImageData(toImageData(bitmap), 0, 0)
  }, [bitmap])

  const cell = (e: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const rect = e.currentTarget.getBoundingClientRect()
    const x = Math.floor(((e.clientX - rect.left) / rect.width) * bitmap.size)
    const y = Math.floor(((e.clientY - rect.top) / rect.height) * bitmap.size)
    return [Math.min(bitmap.size - 1, Math.max(0, x)), Math.min(bitmap.size - 1, Math.max(0, y))]
  }

  return (
    <div
      className="relative shrink-0 border bg-[repeating-conic-gradient(#d4d4d8_0_25%,#f4f4f5_0_50%)] shadow-sm"
      style={{ width: side + 2, height: side + 2, backgroundSize: `${zoom * 2}px ${zoom * 2}px` }}
    >
      <canvas
        ref={ref}
        width={bitmap.size}
        height={bitmap.size}
        role="img"
        aria-label={label}
        data-testid="editor-canvas"
        tabIndex={-1}
        className="pixelated block cursor-crosshair touch-none outline-none"
        style={{ width: side, height: side }}
        onPointerDown={(e) => {
          if (e.button !== 0) return
          // Take focus from a text or colour field so the shortcuts (Ctrl+Z) apply to the drawing.
          e.currentTarget.focus({ preventScroll: true })
          e.currentTarget.setPointerCapture(e.pointerId)
          onPointerDown(...cell(e))
        }}
        onPointerMove={(e) => {
          if (e.buttons & 1) onPointerMove(...cell(e))
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
      {grid ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0"
          style={{
            backgroundImage:
              'linear-gradient(to right, rgb(0 0 0 / 0.18) 1px, transparent 1px), linear-gradient(to bottom, rgb(0 0 0 / 0.18) 1px, transparent 1px)',
            backgroundSize: `${zoom}px ${zoom}px`,
          }}
        />
      ) : null}
    </div>
  )
}
