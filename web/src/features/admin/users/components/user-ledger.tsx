import { cn } from '@/lib/utils'
import { formatDateTime, signed } from '../../shell/lib/format'
import type { LedgerRow } from '../api/types'

/** LEDGER_TYPES names the ledger's row types (internal/credits). */
const LEDGER_TYPES: Record<string, string> = {
  plan_grant: 'Plan credits',
  plan_expire: 'Plan credits expired',
  plan_upgrade: 'Plan upgrade',
  grant: 'Admin change',
  purchase: 'Purchase',
  reversal: 'Reversal',
  generation: 'Generation',
  refund: 'Refund',
}

/** UserLedger lists the user's newest ledger rows: what happened, its type, when, and the signed amount. */
export function UserLedger({ rows }: { rows: LedgerRow[] }) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No credit activity yet.</p>
  return (
    <ul className="divide-y" aria-label="Ledger">
      {rows.map((t) => (
        <li key={t.id} className="flex items-start justify-between gap-4 py-3">
          <div className="min-w-0">
            <p className="text-sm font-medium break-words">{t.description}</p>
            <p className="text-xs text-muted-foreground">
              {LEDGER_TYPES[t.type] ?? t.type} · <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time>
            </p>
          </div>
          <p
            className={cn(
              'shrink-0 font-semibold tabular-nums',
              t.amount > 0 ? 'text-emerald-700 dark:text-emerald-400' : t.amount < 0 ? 'text-ember' : 'text-muted-foreground',
            )}
          >
            {signed(t.amount)}
            <span className="sr-only"> {Math.abs(t.amount) === 1 ? 'credit' : 'credits'}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
