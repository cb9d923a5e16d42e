import { Undo2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { useDebounced } from '@/hooks/use-debounced'
import { ListState } from '../../shell/components/list-state'
import { LoadMore } from '../../shell/components/load-more'
import { formatCount, formatDate, formatDateTime, formatUsd } from '../../shell/lib/format'
import { usePayments } from '../api/get-payments'
import type { Payment, PaymentStatus } from '../api/types'
import { DataTable, type Column } from './data-table'
import { NativeSelect } from './native-select'
import { RefundDialog } from './refund-dialog'

const COLUMNS: Column<Payment>[] = [
  { header: 'Buyer', cell: (p) => <Buyer payment={p} /> },
  { header: 'Paid', cell: (p) => formatDateTime(p.paidAt) },
  { header: 'Item', cell: (p) => `${p.kind === 'plan' ? 'Plan' : 'Package'}: ${p.itemName}` },
  { header: 'Credits', cell: (p) => formatCount(p.credits), numeric: true },
  { header: 'Amount', cell: (p) => formatUsd(p.amountUsd), numeric: true },
  { header: 'Provider', cell: (p) => p.provider },
  { header: 'Status', cell: (p) => paymentStatus(p) },
]

function Buyer({ payment }: { payment: Payment }) {
  return (
    <span className="grid">
      <span>{payment.user.username}</span>
      <span className="text-xs break-all text-muted-foreground">{payment.user.email}</span>
    </span>
  )
}

function paymentStatus(p: Payment): string {
  if (!p.refunded) return 'Paid'
  const refunded = p.refundedAt ? `Refunded ${formatDate(p.refundedAt)}` : 'Refunded'
  return p.creditsReversed > 0 ? `${refunded}, ${formatCount(p.creditsReversed)} credits taken back` : refunded
}

/** PaymentsSection lists paid checkouts with filters and paging, and refunds a package purchase. */
export function PaymentsSection() {
  const id = useId()
  const [status, setStatus] = useState<PaymentStatus>('all')
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), 300)
  const payments = usePayments({ status, q })
  const [refunding, setRefunding] = useState<Payment | null>(null)
  const rows = payments.data?.pages.flatMap((p) => p.payments) ?? []

  return (
    <div className="grid gap-4">
      <div role="search" className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-2">
          <Label htmlFor={`${id}-q`}>Buyer</Label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder="Name or email"
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="grid w-40 gap-2">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as PaymentStatus)}>
            <option value="all">All</option>
            <option value="paid">Paid</option>
            <option value="refunded">Refunded</option>
          </NativeSelect>
        </div>
      </div>
      <ListState
        what="the payments"
        isPending={payments.isPending}
        error={payments.error}
        isEmpty={rows.length === 0}
        empty={q || status !== 'all' ? 'No payment matches these filters.' : 'No payments yet.'}
        onRetry={() => void payments.refetch()}
      />
      {rows.length > 0 ? (
        <DataTable
          caption="Payments, newest first"
          rows={rows}
          rowKey={(p) => p.id}
          columns={COLUMNS}
          actions={(p) =>
            p.kind === 'package' && !p.refunded ? (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Refund ${formatUsd(p.amountUsd)} to ${p.user.username}`}
                onClick={() => setRefunding(p)}
              >
                <Undo2 aria-hidden="true" />
                Refund
              </Button>
            ) : null
          }
        />
      ) : null}
      <LoadMore
        hasNextPage={payments.hasNextPage}
        isFetchingNextPage={payments.isFetchingNextPage}
        isFetchNextPageError={payments.isFetchNextPageError}
        fetchNextPage={payments.fetchNextPage}
      />
      <p className="text-sm text-muted-foreground">
        Plan payments are refunded in the payment provider&apos;s dashboard; the subscription then follows.
      </p>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  )
}
