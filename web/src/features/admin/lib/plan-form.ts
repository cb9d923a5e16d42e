// The plan editor's form: what its fields hold, and how they become the
// saved plan (trimmed texts, the price in cents, blank features dropped).
import { z } from 'zod'
import { FEATURE_ICON_NAMES } from '@/lib/feature-icons'
import { centsToInput, priceToCents } from '@/lib/plan-price'
import { POPULAR_BADGE } from '@/lib/popular-badge'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import type { PlanUpdate } from '../api/update-plan'

const text = z.string().trim()
const feature = z.object({ name: text, included: z.boolean(), iconName: z.enum(FEATURE_ICON_NAMES) })

export const planFormSchema = z
  .object({
    name: text.min(1, 'Plan name is required'),
    description: text,
    /** Dollars as typed: digits and at most one decimal point. */
    price: z.string().transform(priceToCents),
    colorScheme: z.string(),
    features: z.array(feature).transform((features) => features.filter((f) => f.name !== '')),
    isPopular: z.boolean(),
    badge: text,
    ctaText: text,
    ctaLink: text,
    footerText: text,
  })
  // A popular plan always carries the popular badge.
  .transform(({ price, ...plan }): PlanUpdate => ({
    ...plan,
    priceUsd: price,
    badge: plan.isPopular ? POPULAR_BADGE : plan.badge,
  }))

export type PlanFormValues = z.input<typeof planFormSchema>

/** planFormValues fills the form from a plan; isPopular is whether the page showed it as the popular one. */
export function planFormValues(plan: SubscriptionPlan, isPopular: boolean): PlanFormValues {
  const { name, description, colorScheme, features, ctaText, ctaLink, footerText } = plan
  const price = centsToInput(plan.priceUsd)
  const badge = isPopular ? POPULAR_BADGE : plan.badge
  return { name, description, price, colorScheme, features, isPopular, badge, ctaText, ctaLink, footerText }
}
