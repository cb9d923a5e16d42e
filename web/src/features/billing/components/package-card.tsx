import { Check } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { TEXTURES_PER_CREDIT } from '@/lib/credits'
import { formatPerCredit, formatUsd, thousands } from '@/lib/plan-price'
import { cn } from '@/lib/utils'
import type { CreditPackage } from '../api/types'

interface Props {
  pkg: CreditPackage
  /** Highlights the package with this badge: the one the page was opened for (/checkout/credits/{id}), or recommends. */
  badge?: string
  /** This package's checkout is on its way. */
  busy: boolean
  disabled: boolean
  onBuy: () => void
}

/** PackageCard is one credit package: its price, the price per credit, what it gives, and 'Buy'. */
export function PackageCard({ pkg, badge, busy, disabled, onBuy }: Props) {
  const headingId = `package-${pkg.id}`
  const selected = badge !== undefined
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-4 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm',
        selected && 'border-2 border-primary shadow-lg',
      )}
    >
      {selected ? (
        <p className="absolute -top-3 left-6 flex items-center gap-1 rounded-full bg-primary px-3 py-0.5 text-xs font-bold text-primary-foreground">
          <Check className="size-3" aria-hidden="true" />
          {badge}
        </p>
      ) : null}
      <h3 id={headingId} className="text-lg font-semibold">
        {pkg.name}
      </h3>
      <div>
        <p className="text-3xl font-extrabold tracking-tight">{formatUsd(pkg.priceUsd)}</p>
        <p className="mt-1 text-sm text-muted-foreground">{formatPerCredit(pkg.priceUsd, pkg.credits)} per credit</p>
      </div>
      <p className="flex-1 text-sm">
        {thousands(pkg.credits)} {pkg.credits === 1 ? 'credit' : 'credits'} = {thousands(pkg.credits * TEXTURES_PER_CREDIT)} textures.
        Bought credits never expire.
      </p>
      <Button
        size="lg"
        variant={selected ? 'default' : 'outline'}
        className="w-full"
        disabled={disabled}
        aria-label={busy ? undefined : `Buy ${pkg.name}`}
        onClick={onBuy}
      >
        {busy ? 'Opening the payment page…' : 'Buy'}
      </Button>
    </article>
  )
}
