import { formatDateTime } from '../../shell/lib/format'
import type { AuditEntry } from '../api/get-audit'

/** compactJson writes the details on one line; '' when there are none. */
function compactJson(details: unknown): string {
  if (details === null || details === undefined) return ''
  if (typeof details === 'object' && Object.keys(details).length === 0) return ''
  return JSON.stringify(details)
}

/** AuditEntryCard is one entry: the action and target, who did it, from where and when, and the details sent. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const details = compactJson(entry.details)
  return (
    <li className="grid gap-1 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 font-mono text-sm font-medium break-all">
          {entry.action}
          {entry.target ? <span className="text-muted-foreground"> · {entry.target}</span> : null}
        </p>
        <time dateTime={entry.createdAt} className="shrink-0 text-xs text-muted-foreground">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="text-xs text-muted-foreground">
        by <span className="font-medium text-foreground">{entry.actor}</span>
        {entry.clientAddress ? <> from {entry.clientAddress}</> : null}
      </p>
      {details ? <code className="block rounded-md bg-muted px-2 py-1 font-mono text-xs break-all text-foreground">{details}</code> : null}
    </li>
  )
}
