import { useState } from 'react'
import { cn } from '@/lib/utils'
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query'
import { useReports } from '../api/get-reports'
import type { ReportStatus } from '../api/types'
import { ListStates } from './list-states'
import { ReportCards } from './report-cards'
import { ReportsTable } from './reports-table'

const STATUSES: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
]

/** ReportsQueue is the reported textures, open ones first to act on, resolved ones to look back at. */
export function ReportsQueue() {
  const [status, setStatus] = useState<ReportStatus>('open')
  const reports = useReports(status)
  const mobile = useMediaQuery(MOBILE_QUERY)
  const rows = reports.data?.pages.flatMap((p) => p.reports) ?? []
  const caption = status === 'open' ? 'Open reports' : 'Resolved reports'
  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Reports to show" className="inline-flex w-fit rounded-lg bg-muted p-1">
        {STATUSES.map((s) => (
          <button
            key={s.value}
            type="button"
            aria-pressed={status === s.value}
            onClick={() => setStatus(s.value)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              status === s.value && 'bg-background text-foreground shadow-sm',
            )}
          >
            {s.label}
          </button>
        ))}
      </div>
      <ListStates
        loading="Loading reports…"
        error="Could not load the reports."
        empty={status === 'open' ? 'No open reports. Reported textures show here.' : 'No resolved reports yet.'}
        query={reports}
        count={rows.length}
      >
        {mobile ? <ReportCards reports={rows} caption={caption} /> : <ReportsTable reports={rows} caption={caption} />}
      </ListStates>
    </div>
  )
}
