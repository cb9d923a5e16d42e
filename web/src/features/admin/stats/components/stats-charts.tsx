import { formatUsd } from '../../shell/lib/format'
import type { StatsDay } from '../api/get-stats'
import { DailyChart, type ChartSeries } from './daily-chart'

// The theme's own colours (src/index.css), readable on its cards in light and dark.
const PRIMARY = 'var(--primary)'
const SECOND = 'var(--ember)'
const THIRD = 'var(--muted-foreground)'
const FAILED = 'var(--destructive)'

const CHARTS: { title: string; series: ChartSeries[]; format?: (n: number) => string; wide?: boolean }[] = [
  {
    title: 'Users per day',
    series: [
      { key: 'signups', label: 'Sign-ups', color: PRIMARY, kind: 'bar' },
      { key: 'activeUsers', label: 'Active users', color: SECOND, kind: 'line' },
    ],
  },
  {
    title: 'Generations per day',
    series: [
      { key: 'generationsDone', label: 'Done', color: PRIMARY, kind: 'bar', stack: 'generations' },
      { key: 'generationsFailed', label: 'Failed', color: FAILED, kind: 'bar', stack: 'generations' },
    ],
  },
  {
    title: 'Textures and credits per day',
    series: [
      { key: 'texturesSaved', label: 'Textures saved', color: PRIMARY, kind: 'line' },
      { key: 'texturesShared', label: 'Textures shared', color: SECOND, kind: 'line' },
      { key: 'creditsSpent', label: 'Credits spent', color: THIRD, kind: 'line' },
    ],
  },
  {
    title: 'Revenue per day',
    series: [{ key: 'revenueUsd', label: 'Revenue', color: PRIMARY, kind: 'bar' }],
    format: formatUsd,
  },
  {
    title: 'Page views per day',
    series: [{ key: 'pageViews', label: 'Page views', color: PRIMARY, kind: 'line' }],
    wide: true,
  },
]

/** StatsCharts draws the period day by day: users, generations, textures and credits, revenue, page views. */
export function StatsCharts({ days }: { days: StatsDay[] }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {CHARTS.map(({ title, series, format, wide }) => (
        <div key={title} className={wide ? 'lg:col-span-2' : undefined}>
          <DailyChart title={title} series={series} days={days} format={format} />
        </div>
      ))}
    </div>
  )
}
