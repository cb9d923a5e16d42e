import { cn } from '@/lib/utils'

interface Props {
  /** A sheet of same-size textures, cols x rows, under /public. */
  sheet: string
  cols: number
  rows: number
  index: number
  className?: string
}

/**
 * SpriteTile shows one texture of a sheet, scaled up crisp (the parent sets
 * an integer-multiple size). One sheet per group keeps the page to one
 * request and a handful of elements.
 */
export function SpriteTile({ sheet, cols, rows, index, className }: Props) {
  const x = cols > 1 ? ((index % cols) / (cols - 1)) * 100 : 0
  const y = rows > 1 ? (Math.floor(index / cols) / (rows - 1)) * 100 : 0
  return (
    <span
      aria-hidden="true"
      className={cn('pixelated block shrink-0 bg-no-repeat', className)}
      style={{
        backgroundImage: `url(${sheet})`,
        backgroundSize: `${cols * 100}% ${rows * 100}%`,
        backgroundPosition: `${x}% ${y}%`,
      }}
    />
  )
}
