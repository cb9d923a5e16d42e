import type { ReactNode } from 'react'
import type { User } from '@/lib/auth'
import { formatUsd } from '@/lib/plan-price'
import type { Checkout } from '../api/types'
import { creditsText, formatDate } from '../lib/format'

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-right font-medium break-all">{children}</dd>
    </div>
  )
}

/**
 * Receipt is the printable record of a fulfilled payment: who paid what, when
 * and how. Printing the page prints it alone (index.css).
 */
export function Receipt({ checkout, user }: { checkout: Checkout; user: User }) {
  const { item } = checkout
  const bought = checkout.kind === 'plan' ? `${item.name} plan, ${creditsText(item.credits)} a month` : `${item.name}`
  return (
    <section
      data-receipt=""
      aria-labelledby="receipt-heading"
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="receipt-heading" className="text-lg font-semibold tracking-tight">
          Receipt
        </h2>
        <p className="text-sm font-semibold">Texelforge</p>
      </div>
      <dl className="mt-3 divide-y text-sm">
        <Line term="Receipt number">{checkout.id}</Line>
        <Line term="Date">{formatDate(checkout.createdAt)}</Line>
        <Line term="Billed to">
          {user.username} ({user.email})
        </Line>
        <Line term="Item">{bought}</Line>
        <Line term="Payment">{checkout.provider === 'test' ? 'Test mode - no real payment' : 'Card, through Stripe'}</Line>
        <Line term="Total paid">{formatUsd(checkout.amountUsd)}</Line>
      </dl>
    </section>
  )
}
