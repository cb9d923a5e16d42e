import { Link, useSearchParams } from 'react-router'
import { useCurrentUser } from '@/lib/auth'
import { usePlans } from '@/lib/subscription-plans'
import { useCreditPackages } from '../api/get-credit-packages'
import { usePackagesHidden } from '../api/get-site-settings'
import { useSubscription } from '../api/get-subscription'
import type { CheckoutKind } from '../api/types'
import { useCheckoutAction } from '../hooks/use-checkout-action'
import { cheapestPackage, cheapestPaidPlan } from '../lib/cheapest'
import { studioPath } from '../lib/return-to'
import { BillingPage } from './billing-page'
import { CheckoutError } from './checkout-error'
import { PackageCard } from './package-card'
import { PlanOffer } from './plan-offer'
import { PromptQuote } from './prompt-quote'

/**
 * PromptCreditsCheckoutPage is /prompt-credits-checkout?prompt=...: where a
 * generation without credits leads. It keeps the prompt and offers the
 * cheapest package (unless hidden) and the cheapest paid plan; after paying,
 * the success page leads back to the studio with the prompt.
 */
export function PromptCreditsCheckoutPage() {
  const [params] = useSearchParams()
  const prompt = params.get('prompt')?.trim() ?? ''
  const returnTo = studioPath(prompt)
  const hidden = usePackagesHidden()
  const packages = useCreditPackages()
  const { plans } = usePlans()
  const { user } = useCurrentUser()
  const { subscription } = useSubscription(user !== null)
  const action = useCheckoutAction()
  const onSale = hidden === false ? (packages.data ?? []) : []
  const cheapest = cheapestPackage(onSale)
  const others = onSale.filter((p) => p.id !== cheapest?.id)
  const plan = plans ? cheapestPaidPlan(plans) : null
  const buy = (kind: CheckoutKind, id: number) => action.start({ kind, id, returnTo })
  const loading = hidden === undefined || packages.isPending || plans === undefined

  return (
    <BillingPage
      title="Get more credits"
      intro="You are out of credits. Choose a way to continue: once you have paid, you are back in the studio with your prompt."
    >
      {prompt ? <PromptQuote prompt={prompt} /> : null}
      <section aria-labelledby="cheapest-heading" className="grid gap-4">
        <h2 id="cheapest-heading" className="text-xl font-semibold tracking-tight">
          Cheapest ways to continue
        </h2>
        {loading ? <p className="text-sm text-muted-foreground">Loading the offers…</p> : null}
        {hidden ? (
          <p className="text-sm text-muted-foreground">Credit packages are not on sale right now; a plan gives you credits every month.</p>
        ) : null}
        <div className="grid gap-6 pt-3 sm:grid-cols-2">
          {cheapest ? (
            <PackageCard
              pkg={cheapest}
              badge="Cheapest"
              busy={action.busyWith({ kind: 'package', id: cheapest.id })}
              disabled={action.leaving}
              onBuy={() => buy('package', cheapest.id)}
            />
          ) : null}
          {plan ? (
            <PlanOffer
              plan={plan}
              subscribed={subscription !== null}
              busy={action.busyWith({ kind: 'plan', id: plan.id })}
              disabled={action.leaving}
              onSubscribe={() => buy('plan', plan.id)}
            />
          ) : null}
        </div>
        <CheckoutError error={action.error} />
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="more-packages-heading" className="grid gap-4">
          <h2 id="more-packages-heading" className="text-xl font-semibold tracking-tight">
            Other credit packages
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                busy={action.busyWith({ kind: 'package', id: pkg.id })}
                disabled={action.leaving}
                onBuy={() => buy('package', pkg.id)}
              />
            ))}
          </div>
        </section>
      ) : null}
      <p className="text-sm">
        <Link to={returnTo} className="font-medium text-primary underline underline-offset-4">
          Back to the studio
        </Link>
      </p>
    </BillingPage>
  )
}
