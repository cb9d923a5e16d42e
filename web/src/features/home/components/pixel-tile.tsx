import { useMemo } from 'react'
import { cn } from '@/lib/utils'
import { runs, TEXTURE_SIZE, type Pixels } from '../lib/textures'

interface Props {
  pixels: Pixels
  /** Integer scale: each texel becomes scale x scale CSS pixels. A size class
   * in className may override it; keep that a multiple of 16 px too. */
  scale: number
  className?: string
}

/** PixelTile draws a 16x16 texture as crisp SVG at an integer scale (decorative). */
export function PixelTile({ pixels, scale, className }: Props) {
  const rects = useMemo(() => runs(pixels), [pixels])
  const side = TEXTURE_SIZE * scale
  return (
    <svg
      viewBox={`0 0 ${TEXTURE_SIZE} ${TEXTURE_SIZE}`}
      width={side}
      height={side}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      className={cn('pixelated block shrink-0', className)}
    >
      {rects.map((r) => (
        <rect key={`${r.x},${r.y}`} x={r.x} y={r.y} width={r.width} height={1} fill={r.colour} />
      ))}
    </svg>
  )
}
