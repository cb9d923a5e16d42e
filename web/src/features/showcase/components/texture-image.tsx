import { useState } from 'react'
import { cn } from '@/lib/utils'

interface Props {
  src: string
  alt: string
  size: number
  className?: string
  /** Load at once (the detail dialog) rather than when scrolled near. */
  eager?: boolean
}

/**
 * TextureImage is a shared texture drawn crisp (no smoothing). An image that
 * fails to load draws the game's 'MISSING TEXTURE' placeholder instead.
 */
export function TextureImage({ src, alt, size, className, eager = false }: Props) {
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === src || !src) {
    return (
      <div
        role="img"
        aria-label={`${alt} (missing texture)`}
        className={cn('missing-texture flex aspect-square items-center justify-center', className)}
      >
        <span className="rounded-sm bg-black/80 px-1 text-center text-[10px] leading-tight font-bold text-white">MISSING TEXTURE</span>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('pixelated aspect-square', className)}
      style={{ imageRendering: 'pixelated' }}
    />
  )
}
