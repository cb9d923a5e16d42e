import { Loader2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useTransactions } from '../api/get-transactions'
import { TransactionRow } from './transaction-row'

/**
 * CreditHistory is the dashboard's list of credit transactions, newest
 * first, 20 at a time ('Load more' follows the server's cursor).
 */
export function CreditHistory() {
  const history = useTransactions()
  const rows = history.data?.pages.flatMap((p) => p.transactions) ?? []

  let body
  if (history.isPending) body = <p className="text-sm text-muted-foreground">Loading your credit history…</p>
  else if (history.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>Could not load your credit history.</span>
        <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </div>
    )
  } else if (rows.length === 0) body = <p className="text-sm text-muted-foreground">No credit activity yet.</p>
  else {
    body = (
      <ul className="divide-y" aria-label="Credit transactions">
        {rows.map((t) => (
          <TransactionRow key={t.id} transaction={t} />
        ))}
      </ul>
    )
  }

  return (
    <Card aria-labelledby="credit-history-title">
      <CardHeader>
        <CardTitle id="credit-history-title">Credit history</CardTitle>
        <CardDescription>Every change to your credits, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {body}
        {history.hasNextPage ? (
          <div className="grid justify-items-center gap-2">
            {history.isFetchNextPageError ? (
              <p role="alert" className="text-sm text-destructive">
                Could not load more transactions.
              </p>
            ) : null}
            <Button variant="outline" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Load more
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
