import { ArrowRight, Check, Pencil, X } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { readableOn } from '@/lib/contrast'
import { FEATURE_ICONS } from '@/lib/feature-icons'
import { formatPrice } from '@/lib/plan-price'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import { cn } from '@/lib/utils'

interface Props {
  plan: SubscriptionPlan
  popular: boolean
  current: boolean
  /** Set in edit mode: the card becomes a button that opens the plan editor. */
  onEdit?: () => void
  /** Set where choosing the plan changes a live subscription (the plans page): the call to action is a button. */
  onChoose?: () => void
}

/**
 * PlanCard is one pricing card, on the landing page and the plans page; every
 * price and text on it comes from the plan (decisions.md). A paid plan's call
 * to action leads to its checkout page, which asks visitors to sign up.
 */
export function PlanCard({ plan, popular, current, onEdit, onChoose }: Props) {
  const free = plan.priceUsd === 0
  const colors = { backgroundColor: plan.colorScheme, color: readableOn(plan.colorScheme) }
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      data-popular={popular || undefined}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm',
        popular && 'border-2 shadow-lg',
        onEdit && 'outline-2 outline-offset-4 outline-primary/60 outline-dashed',
      )}
      style={popular ? { borderColor: plan.colorScheme } : undefined}
    >
      {plan.badge ? (
        <p className="absolute -top-3 left-6 rounded-full px-3 py-0.5 text-xs font-bold tracking-wide" style={colors}>
          {plan.badge}
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="flex items-center gap-2 text-lg font-semibold">
        <span className="size-3 rounded-[2px]" style={{ backgroundColor: plan.colorScheme }} aria-hidden="true" />
        {plan.name}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{formatPrice(plan.priceUsd)}</span>
        <span className="text-sm text-muted-foreground">/month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2.5 text-sm">
        {plan.features.map((f) => {
          const Icon = f.included ? FEATURE_ICONS[f.iconName] : X
          return (
            <li key={f.name} className={cn('flex gap-2', !f.included && 'text-muted-foreground line-through')}>
              <Icon className="mt-0.5 size-4 shrink-0" style={f.included ? { color: plan.colorScheme } : undefined} aria-hidden="true" />
              <span>
                {f.name}
                {f.included ? null : <span className="sr-only"> (not included)</span>}
              </span>
            </li>
          )
        })}
      </ul>
      <div className="mt-6">
        {onEdit ? (
          <Button variant="outline" className="w-full" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit {plan.name}
          </Button>
        ) : current ? (
          <p className="flex h-10 items-center justify-center gap-2 rounded-md border text-sm font-medium">
            <Check className="size-4" aria-hidden="true" />
            Current Plan
          </p>
        ) : onChoose ? (
          <Button
            size="lg"
            variant={free ? 'outline' : 'default'}
            className="w-full hover:opacity-90"
            style={free ? undefined : colors}
            onClick={onChoose}
          >
            Switch to {plan.name}
          </Button>
        ) : free ? (
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to="/texture-studio">Start Creating</Link>
          </Button>
        ) : (
          <Button asChild size="lg" className="w-full hover:opacity-90" style={colors}>
            <Link to={plan.ctaLink || `/checkout/${plan.slug}#top`}>
              {plan.ctaText || `Get ${plan.name}`}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
      {plan.footerText ? <p className="mt-3 text-center text-xs text-muted-foreground">{plan.footerText}</p> : null}
    </article>
  )
}
