import { useId } from 'react'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCount } from '../../shell/lib/format'
import type { Counters, StatsDay } from '../api/get-stats'

export interface ChartSeries {
  key: keyof Counters
  label: string
  /** A CSS colour of the theme, so the chart follows light and dark. */
  color: string
  kind: 'bar' | 'line'
  /** Bars with the same stack are drawn on top of each other. */
  stack?: string
}

interface Props {
  title: string
  series: ChartSeries[]
  days: StatsDay[]
  /** How values are written on the axis and in the tooltip. */
  format?: (n: number) => string
}

const TICK = { fill: 'var(--muted-foreground)', fontSize: 12 }

/** shortDate writes "2026-11-26" as "Nov 26" (a UTC day). */
function shortDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

/** DailyChart draws some counters per day of the period, as bars or lines, sized to its container. */
export function DailyChart({ title, series, days, format = formatCount }: Props) {
  const captionId = useId()
  return (
    <figure aria-labelledby={captionId} className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <figcaption id={captionId} className="text-sm font-semibold">
        {title}
      </figcaption>
      <ResponsiveContainer width="100%" height={240}>
        <ComposedChart data={days} margin={{ top: 4, right: 8, bottom: 0, left: 0 }} title={title}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={TICK} stroke="var(--border)" minTickGap={20} />
          <YAxis allowDecimals={false} tickFormatter={format} tick={TICK} stroke="var(--border)" width={56} />
          <Tooltip
            labelFormatter={(day) => shortDate(String(day))}
            formatter={(value) => format(Number(value))}
            cursor={{ fill: 'var(--accent)', opacity: 0.5 }}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 8,
              color: 'var(--popover-foreground)',
              fontSize: 12,
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s) =>
            s.kind === 'bar' ? (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} stackId={s.stack} isAnimationActive={false} />
            ) : (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
                type="monotone"
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  )
}
