import type { CreditTransaction } from '../api/types'
import { formatDate, signedCredits } from '../lib/format'
import { cn } from '@/lib/utils'

/** TransactionRow is one change of the credits: when, what happened in words, and the amount, green when added. */
export function TransactionRow({ transaction: t }: { transaction: CreditTransaction }) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium break-words">{t.description}</p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
        </p>
      </div>
      <p
        className={cn(
          'shrink-0 font-semibold tabular-nums',
          t.amount > 0 ? 'text-emerald-700 dark:text-emerald-400' : t.amount < 0 ? 'text-ember' : 'text-muted-foreground',
        )}
      >
        {signedCredits(t.amount)}
        <span className="sr-only"> {Math.abs(t.amount) === 1 ? 'credit' : 'credits'}</span>
      </p>
    </li>
  )
}
