import { formatCount, formatUsd } from '../../shell/lib/format'
import type { Counters } from '../api/get-stats'

/** COUNTERS are the overview's figures, in the order they show, each with how it is written. */
const COUNTERS: { key: keyof Counters; label: string; format?: (n: number) => string }[] = [
  { key: 'signups', label: 'Sign-ups' },
  { key: 'activeUsers', label: 'Active users' },
  { key: 'generationsDone', label: 'Generations done' },
  { key: 'generationsFailed', label: 'Generations failed' },
  { key: 'texturesSaved', label: 'Textures saved' },
  { key: 'texturesShared', label: 'Textures shared' },
  { key: 'creditsSpent', label: 'Credits spent' },
  { key: 'purchases', label: 'Purchases' },
  { key: 'revenueUsd', label: 'Revenue', format: formatUsd },
  { key: 'pageViews', label: 'Page views' },
]

/** StatCounters shows the period's totals as a grid of figures. */
export function StatCounters({ totals }: { totals: Counters }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {COUNTERS.map(({ key, label, format = formatCount }) => (
        <div key={key} className="grid gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{format(totals[key] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  )
}
