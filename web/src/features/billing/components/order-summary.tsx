import { formatUsd } from '@/lib/plan-price'
import type { Checkout } from '../api/types'
import { creditsText } from '../lib/format'

/** OrderSummary says what a checkout buys and for how much. */
export function OrderSummary({ checkout }: { checkout: Checkout }) {
  const { item } = checkout
  return (
    <section aria-labelledby="order-heading" className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="order-heading" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        Your order
      </h2>
      <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <div>
          <p className="text-lg font-semibold">{checkout.kind === 'plan' ? `${item.name} plan` : item.name}</p>
          <p className="text-sm text-muted-foreground">
            {checkout.kind === 'plan'
              ? `${creditsText(item.credits)} every month, billed monthly`
              : `${creditsText(item.credits)}, never expire`}
          </p>
        </div>
        <p className="text-2xl font-extrabold tracking-tight">
          {formatUsd(checkout.amountUsd)}
          {checkout.kind === 'plan' ? <span className="text-sm font-normal text-muted-foreground">/month</span> : null}
        </p>
      </div>
    </section>
  )
}
