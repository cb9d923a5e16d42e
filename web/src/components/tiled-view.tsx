import { useEffect, useRef } from 'react'

/** TILED_PX bounds the 3x3 view's edge; its scale is the largest integer that fits. */
const TILED_PX = 192

/** TiledView repeats a block texture 3x3, as it looks in a wall, so its seams show. */
export function TiledView({ pixels, caption = 'Tiled 3x3' }: { pixels: ImageData; caption?: string }) {
  const ref = useRef<HTMLCanvasElement>(null)
  const width = pixels.width * 3
  const height = pixels.height * 3
  const scale = Math.max(1, Math.floor(TILED_PX / width))

  useEffect(() => {
    const ctx = ref.current?.getContext('2d')
    if (!ctx) return
    for (let ty = 0; ty < 3; ty++) {
      for (let tx = 0; tx < 3; tx++) ctx.putImageData(pixels, tx * pixels.width, ty * pixels.height)
    }
  }, [pixels])

  return (
    <figure className="flex flex-col items-center gap-2">
      <canvas
        ref={ref}
        width={width}
        height={height}
        role="img"
        aria-label="The texture tiled 3x3"
        className="pixelated block rounded-sm border"
        style={{ width: width * scale, height: height * scale, imageRendering: 'pixelated' }}
      />
      <figcaption className="text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  )
}
