import type { Report } from '../api/types'
import { when } from '../lib/format'
import { ReportActions } from './report-actions'
import { ReportedTexture } from './reported-texture'

const th = 'px-3 py-2 text-left text-xs font-medium tracking-wide text-muted-foreground uppercase'
const td = 'px-3 py-3 align-top'

/** ReportsTable lists reports on wide screens; ReportCards does on phones. */
export function ReportsTable({ reports, caption }: { reports: Report[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40">
          <tr>
            <th scope="col" className={th}>
              Texture
            </th>
            <th scope="col" className={th}>
              Owner
            </th>
            <th scope="col" className={th}>
              Reporter
            </th>
            <th scope="col" className={th}>
              Reason
            </th>
            <th scope="col" className={th}>
              Reported
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {reports.map((r) => (
            <tr key={r.id} aria-label={`Report of “${r.texture.title}” by ${r.reporter.username}`}>
              <td className={`${td} min-w-48`}>
                <ReportedTexture texture={r.texture} showcaseId={r.showcaseId} />
              </td>
              <td className={td}>{r.texture.username}</td>
              <td className={td}>{r.reporter.username}</td>
              <td className={`${td} min-w-48 max-w-xs break-words whitespace-pre-line`}>{r.reason}</td>
              <td className={`${td} whitespace-nowrap text-muted-foreground`}>
                <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
              </td>
              <td className={td}>
                <ReportActions report={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
