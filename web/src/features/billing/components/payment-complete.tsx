import { CircleCheck, Printer } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import type { User } from '@/lib/auth'
import type { Checkout } from '../api/types'
import { creditsText } from '../lib/format'
import { returnLabel, safeReturnTo } from '../lib/return-to'
import { Receipt } from './receipt'

/** PaymentComplete is the success page once the credits are in: what was bought, the balance, the receipt, the way back. */
export function PaymentComplete({ checkout, user }: { checkout: Checkout; user: User }) {
  const returnTo = safeReturnTo(checkout.returnTo)
  const bought = checkout.kind === 'plan' ? `the ${checkout.item.name} plan` : checkout.item.name
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid justify-items-center gap-3 text-center print:hidden">
        <CircleCheck className="size-12 text-primary" aria-hidden="true" />
        <h1 className="text-3xl font-bold tracking-tight">Payment complete</h1>
        <p className="text-muted-foreground">
          Thank you! You bought {bought}
          {checkout.kind === 'plan' ? `, with ${creditsText(checkout.item.credits)} every month` : ''}.
        </p>
        {checkout.balance !== null ? (
          <p className="rounded-full bg-primary/10 px-4 py-1.5 font-semibold text-primary" data-testid="balance">
            Your balance: {creditsText(checkout.balance)}
          </p>
        ) : null}
      </header>
      <Receipt checkout={checkout} user={user} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center print:hidden">
        <Button asChild size="lg">
          <Link to={returnTo}>{returnLabel(returnTo)}</Link>
        </Button>
        <Button variant="outline" size="lg" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print receipt
        </Button>
      </div>
    </div>
  )
}
