import { lazy, Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { AdminPageHeader } from '../../shell/components/admin-page-header'
import { ListState } from '../../shell/components/list-state'
import { STAT_PERIODS, useStats, type StatPeriod } from '../api/get-stats'
import { PageViewsTable } from './page-views-table'
import { PeriodPicker } from './period-picker'
import { StatCounters } from './stat-counters'

// The chart library is most of the page's code: the figures and the audit log show without waiting for it.
const StatsCharts = lazy(async () => ({ default: (await import('./stats-charts')).StatsCharts }))

/** periodOf reads ?days= (7, 30 or 90); anything else is 30. */
function periodOf(raw: string | null): StatPeriod {
  return STAT_PERIODS.find((d) => String(d) === raw) ?? 30
}

/**
 * StatsOverview is the top of /admin: the period (kept in ?days= so it can be
 * linked and survives a reload), its totals, the charts day by day and the
 * page views by route.
 */
export function StatsOverview() {
  const [params, setParams] = useSearchParams()
  const days = periodOf(params.get('days'))
  const stats = useStats(days)
  const choose = (next: StatPeriod) =>
    setParams(
      (prev) => {
        prev.set('days', String(next))
        return prev
      },
      { replace: true },
    )

  return (
    <>
      <AdminPageHeader
        title="Overview"
        description={`What happened on the site over the last ${days} days (UTC days, today included).`}
        actions={<PeriodPicker value={days} onChange={choose} />}
      />
      {stats.data ? (
        <div className="grid gap-6" aria-busy={stats.isPlaceholderData}>
          <StatCounters totals={stats.data.totals} />
          <Suspense
            fallback={
              <p role="status" className="grid min-h-60 place-items-center rounded-xl border text-sm text-muted-foreground">
                Loading charts…
              </p>
            }
          >
            <StatsCharts days={stats.data.series} />
          </Suspense>
          <Card aria-labelledby="page-views-title">
            <CardHeader>
              <CardTitle id="page-views-title">Page views by route</CardTitle>
              <CardDescription>From first-party analytics: visitors who accepted analytics cookies.</CardDescription>
            </CardHeader>
            <CardContent>
              <PageViewsTable rows={stats.data.pageViews} />
            </CardContent>
          </Card>
        </div>
      ) : (
        <ListState
          what="the figures"
          isPending={stats.isPending}
          error={stats.error}
          isEmpty={false}
          empty=""
          onRetry={() => void stats.refetch()}
        />
      )}
    </>
  )
}
