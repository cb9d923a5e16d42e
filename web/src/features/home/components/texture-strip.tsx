import { SpriteTile } from './sprite-tile'

/** The generator's first variation for each prompt (built-in engine, seed 11), as one row. */
const SHEET = '/landing/shelf.png'
const SAMPLES = [
  { name: 'Grass block', kind: 'Block' },
  { name: 'Oak planks', kind: 'Block' },
  { name: 'Diamond ore', kind: 'Block' },
  { name: 'Bricks', kind: 'Block' },
  { name: 'Lava', kind: 'Block' },
  { name: 'Gold ore', kind: 'Block' },
  { name: 'Stone', kind: 'Block' },
  { name: 'Iron sword', kind: 'Item' },
  { name: 'Apple', kind: 'Item' },
  { name: 'Potion', kind: 'Item' },
] as const

/** TextureStrip is a shelf of sample blocks and items, each with its name. */
export function TextureStrip() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {SAMPLES.map((s, i) => (
        <li key={s.name} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-4 text-center">
          <div
            className={
              s.kind === 'Item'
                ? 'rounded-md bg-[repeating-conic-gradient(var(--muted)_0_25%,var(--card)_0_50%)] bg-[length:16px_16px]'
                : ''
            }
          >
            <SpriteTile sheet={SHEET} cols={SAMPLES.length} rows={1} index={i} className="size-16 rounded-[3px]" />
          </div>
          <div>
            <p className="text-sm font-medium">{s.name}</p>
            <p className="text-xs text-muted-foreground">{s.kind}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
