import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useCreditPackages } from '../api/get-credit-packages'
import { usePackagesHidden } from '../api/get-site-settings'
import { useCheckoutAction } from '../hooks/use-checkout-action'
import { BillingPage } from './billing-page'
import { CheckoutError } from './checkout-error'
import { PackageCard } from './package-card'
import { PackagesHidden } from './packages-hidden'

const linkClass = 'font-medium text-primary underline underline-offset-4'

/**
 * CreditsCheckoutPage is /checkout/credits and /checkout/credits/{packageId}:
 * the packages on sale with their price per credit, the one named in the
 * address highlighted. Admins can hide them all (hideCreditPackagesSection).
 */
export function CreditsCheckoutPage({ packageId }: { packageId?: string }) {
  const hidden = usePackagesHidden()
  const packages = useCreditPackages()
  const action = useCheckoutAction()
  const chosen = packageId === undefined ? undefined : packages.data?.find((p) => String(p.id) === packageId)

  let content
  if (hidden) content = <PackagesHidden />
  else if (packages.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{packages.error.message}</span>
        <Button variant="outline" size="sm" onClick={() => void packages.refetch()}>
          Retry
        </Button>
      </div>
    )
  } else if (hidden === undefined || packages.isPending) {
    content = <p className="text-sm text-muted-foreground">Loading the credit packages…</p>
  } else if (packageId !== undefined && !chosen) {
    content = (
      <div role="alert" className="grid justify-items-start gap-2 rounded-xl border p-6">
        <p className="font-medium">That credit package is not on sale.</p>
        <Link to="/checkout/credits" className={linkClass}>
          See all credit packages
        </Link>
      </div>
    )
  } else {
    content = (
      <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-3">
        {packages.data.map((pkg) => (
          <PackageCard
            key={pkg.id}
            pkg={pkg}
            badge={pkg.id === chosen?.id ? 'Your choice' : undefined}
            busy={action.busyWith({ kind: 'package', id: pkg.id })}
            disabled={action.leaving}
            onBuy={() => action.start({ kind: 'package', id: pkg.id })}
          />
        ))}
      </div>
    )
  }

  return (
    <BillingPage
      title="Buy credits"
      intro="1 credit = 16 textures. Credits you buy never expire; your plan's monthly credits are spent first."
    >
      <section aria-labelledby="packages-heading" className="grid gap-4">
        <h2 id="packages-heading" className="text-xl font-semibold tracking-tight">
          Credit packages
        </h2>
        {content}
        <CheckoutError error={action.error} />
      </section>
      <p className="text-sm text-muted-foreground">
        Generating every month?{' '}
        <Link to="/checkout/plans" className={linkClass}>
          See the monthly plans
        </Link>
        : each gives you fresh credits every month.
      </p>
    </BillingPage>
  )
}
