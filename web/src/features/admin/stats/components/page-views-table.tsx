import { formatCount } from '../../shell/lib/format'
import type { PageViews } from '../api/get-stats'

/** PageViewsTable lists the period's page views by route, most viewed first, with each route's share. */
export function PageViewsTable({ rows }: { rows: PageViews[] }) {
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">No page views in this period (only visitors who accept analytics cookies count).</p>
  }
  const total = rows.reduce((sum, r) => sum + r.views, 0)
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Page views by route</caption>
      <thead>
        <tr className="border-b text-left text-xs text-muted-foreground">
          <th scope="col" className="py-2 pr-4 font-medium">
            Route
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-medium">
            Views
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.route} className="border-b last:border-b-0">
            <th scope="row" className="w-full max-w-0 truncate py-2 pr-4 text-left font-mono font-normal" title={r.route}>
              {r.route}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{formatCount(r.views)}</td>
            <td className="py-2 text-right text-muted-foreground tabular-nums">{total ? Math.round((r.views / total) * 100) : 0}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
