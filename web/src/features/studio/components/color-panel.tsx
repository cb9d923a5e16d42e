import { useId } from 'react'
import { cn } from '@/lib/utils'
import { fromHex, toHex, type Color } from '../editor/bitmap'

interface Props {
  color: Color
  palette: readonly Color[]
  recent: readonly Color[]
  onChange: (c: Color) => void
}

/** PALETTE_SHOWN caps the swatches (a 64x64 texture may hold hundreds of colours). */
const PALETTE_SHOWN = 48

/** ColorPanel: the current colour with a picker, the texture's palette and the recent colours. */
export function ColorPanel({ color, palette, recent, onChange }: Props) {
  const pickerId = useId()
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <label htmlFor={pickerId} className="text-sm font-medium">
          Colour
        </label>
        <input
          id={pickerId}
          type="color"
          value={toHex(color).slice(0, 7)}
          onChange={(e) => {
            const c = fromHex(e.target.value)
            if (c !== null) onChange(c)
          }}
          className="h-8 w-12 cursor-pointer rounded border bg-background p-0.5"
        />
        <code className="text-xs text-muted-foreground">{toHex(color)}</code>
      </div>
      <Swatches title="Texture palette" colors={palette.slice(0, PALETTE_SHOWN)} current={color} onChange={onChange} />
      {recent.length > 0 ? <Swatches title="Recent colours" colors={recent} current={color} onChange={onChange} /> : null}
    </div>
  )
}

function Swatches({
  title,
  colors,
  current,
  onChange,
}: {
  title: string
  colors: readonly Color[]
  current: Color
  onChange: (c: Color) => void
}) {
  return (
    <div>
      <p className="mb-1.5 text-xs font-medium text-muted-foreground">{title}</p>
      <ul className="flex flex-wrap gap-1" aria-label={title}>
        {colors.map((c) => (
          <li key={c}>
            <button
              type="button"
              title={toHex(c)}
              aria-label={`Use ${toHex(c)}`}
              aria-pressed={c === current}
              onClick={() => onChange(c)}
              className={cn(
                'block size-6 rounded-sm border border-black/20 transition-transform hover:scale-110',
                c === current && 'ring-2 ring-primary ring-offset-1 ring-offset-background',
              )}
              style={{ backgroundColor: toHex(c) }}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
