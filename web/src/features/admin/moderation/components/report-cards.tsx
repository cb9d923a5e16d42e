import type { Report } from '../api/types'
import { when } from '../lib/format'
import { ReportActions } from './report-actions'
import { ReportedTexture } from './reported-texture'

/** ReportCards lists reports as cards, at 768 px or less. */
export function ReportCards({ reports, caption }: { reports: Report[]; caption: string }) {
  return (
    <ul className="grid gap-3" aria-label={caption}>
      {reports.map((r) => (
        <li key={r.id} aria-label={`Report of “${r.texture.title}” by ${r.reporter.username}`} className="grid gap-3 rounded-lg border p-4">
          <ReportedTexture texture={r.texture} showcaseId={r.showcaseId} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <div>
              <dt className="text-muted-foreground">Owner</dt>
              <dd className="font-medium break-words">{r.texture.username}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Reporter</dt>
              <dd className="font-medium break-words">{r.reporter.username}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Reported</dt>
              <dd>
                <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-muted-foreground">Reason</dt>
              <dd className="break-words whitespace-pre-line">{r.reason}</dd>
            </div>
          </dl>
          <ReportActions report={r} />
        </li>
      ))}
    </ul>
  )
}
