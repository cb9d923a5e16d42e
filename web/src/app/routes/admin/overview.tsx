import { AuditLog } from '@/features/admin/audit/components/audit-log'
import { StatsOverview } from '@/features/admin/stats/components/stats-overview'

/** AdminOverviewRoute is /admin: the site's figures over a period, then the audit log. */
export function AdminOverviewRoute() {
  return (
    <>
      <StatsOverview />
      <AuditLog />
    </>
  )
}
