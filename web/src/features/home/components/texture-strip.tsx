import { APPLE, bricks, grassSide, lava, ore, planks, POTION, stone, SWORD, type Pixels } from '../lib/textures'
import { PixelTile } from './pixel-tile'

const SAMPLES: { name: string; kind: 'Block' | 'Item'; pixels: Pixels }[] = [
  { name: 'Grass block', kind: 'Block', pixels: grassSide(7) },
  { name: 'Oak planks', kind: 'Block', pixels: planks(11) },
  { name: 'Diamond ore', kind: 'Block', pixels: ore(3, ['#1f9e96', '#4ee0d6', '#b5f7f2']) },
  { name: 'Bricks', kind: 'Block', pixels: bricks(5) },
  { name: 'Lava', kind: 'Block', pixels: lava(9) },
  { name: 'Gold ore', kind: 'Block', pixels: ore(21, ['#b7861f', '#f2cf48', '#fff3b0']) },
  { name: 'Stone', kind: 'Block', pixels: stone(4) },
  { name: 'Iron sword', kind: 'Item', pixels: SWORD },
  { name: 'Apple', kind: 'Item', pixels: APPLE },
  { name: 'Potion', kind: 'Item', pixels: POTION },
]

/** TextureStrip is a shelf of sample blocks and items, each with its name. */
export function TextureStrip() {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-5">
      {SAMPLES.map((s) => (
        <li key={s.name} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-4 text-center">
          <div
            className={
              s.kind === 'Item'
                ? 'rounded-md bg-[repeating-conic-gradient(var(--muted)_0_25%,var(--card)_0_50%)] bg-[length:16px_16px]'
                : ''
            }
          >
            <PixelTile pixels={s.pixels} scale={4} className="rounded-[3px]" />
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
