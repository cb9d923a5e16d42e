import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip'
import type { TextureKind } from '@/lib/texture'
import { cn } from '@/lib/utils'
import type { GeneratedTexture, TextureMetrics } from '../api/types'

/** CELL_PX is each variation's on-screen edge: 16, 32 and 64 all divide it, so the scale is an integer. */
const CELL_PX = 64

interface Props {
  textures: readonly GeneratedTexture[]
  size: number
  kind: TextureKind
  selected: number | null
  onSelect: (index: number) => void
}

/** VariationGrid shows a generation's 16 textures, 4x4, crisp, each with its quality figures on hover or focus. */
export function VariationGrid({ textures, size, kind, selected, onSelect }: Props) {
  return (
    <ul className="grid w-fit grid-cols-4 gap-2" aria-label="Variations" data-testid="variations">
      {textures.map((t) => (
        <li key={t.index}>
          <Tooltip>
            <TooltipTrigger asChild>
              <button
                type="button"
                onClick={() => onSelect(t.index)}
                aria-pressed={selected === t.index}
                aria-label={`Variation ${t.index + 1}`}
                className={cn(
                  'block rounded-md border-2 bg-[repeating-conic-gradient(#d4d4d8_0_25%,#f4f4f5_0_50%)] bg-[length:16px_16px] p-1 transition-colors hover:border-primary/60',
                  selected === t.index ? 'border-primary ring-2 ring-primary/30' : 'border-transparent',
                )}
              >
                <img
                  src={t.png}
                  alt=""
                  width={CELL_PX}
                  height={CELL_PX}
                  className="pixelated block"
                  style={{ width: CELL_PX, height: CELL_PX }}
                  data-scale={CELL_PX / size}
                />
              </button>
            </TooltipTrigger>
            <TooltipContent side="bottom" className="max-w-xs">
              <p className="mb-1 font-semibold">Variation {t.index + 1}</p>
              <MetricsList metrics={t.metrics} kind={kind} />
            </TooltipContent>
          </Tooltip>
        </li>
      ))}
    </ul>
  )
}

type Format = (v: number) => string
const pct: Format = (v) => `${Math.round(v * 100)}%`
const fixed2: Format = (v) => v.toFixed(2)

/** The figures worth showing per kind: [key, label, format, kinds]. */
const SHOWN: readonly [string, string, Format, 'all' | 'block' | 'sprite'][] = [
  ['distinctColours', 'Colours', String, 'all'],
  ['paletteFamilies', 'Hue families', String, 'all'],
  ['rmsContrast', 'Contrast', fixed2, 'all'],
  ['isolatedFraction', 'Noise', pct, 'all'],
  ['meanClusterSize', 'Cluster size', (v) => v.toFixed(1), 'all'],
  ['seamRank', 'Seam rank', fixed2, 'block'],
  ['opaqueFraction', 'Coverage', pct, 'sprite'],
  ['outlineFraction', 'Outline', pct, 'sprite'],
  ['topLeftLight', 'Top-left light', fixed2, 'sprite'],
  ['colourAdherence', 'Colour match (≤ 1 is on target)', fixed2, 'all'],
]

/** MetricsList shows the quality figures the engine sent (the set differs by kind). */
function MetricsList({ metrics, kind }: { metrics: TextureMetrics; kind: TextureKind }) {
  const group = kind === 'block' ? 'block' : 'sprite'
  const rows = SHOWN.filter(
    ([key, , , k]) =>
      typeof metrics[key] === 'number' &&
      (k === 'all' || k === group) &&
      // Colour match means something only when the prompt named a colour.
      (key !== 'colourAdherence' || Number(metrics.requestedColours) > 0),
  )
  if (rows.length === 0) return <p>No quality figures</p>
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
      {rows.map(([key, label, format]) => (
        <div key={key} className="contents">
          <dt className="opacity-80">{label}</dt>
          <dd className="text-right font-medium tabular-nums">{format(metrics[key] as number)}</dd>
        </div>
      ))}
    </dl>
  )
}
