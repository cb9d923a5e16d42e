// The plan editor's form: what its fields hold, and how they become the
// saved plan (trimmed texts, the price in cents, blank features dropped).
import { z } from 'zod'
import { FEATURE_ICON_NAMES } from '@/lib/feature-icons'
import { centsToInput, priceToCents } from '@/lib/plan-price'
import { POPULAR_BADGE } from '@/lib/popular-badge'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import type { PlanUpdate } from '../api/update-plan'

const feature = z.object({ name: z.string().trim(), included: z.boolean(), iconName: z.enum(FEATURE_ICON_NAMES) })

export const planFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Plan name is required'),
    description: z.string().trim(),
    /** Dollars as typed: digits and at most one decimal point. */
    price: z.string(),
    colorScheme: z.string(),
    features: z.array(feature),
    isPopular: z.boolean(),
    badge: z.string().trim(),
    ctaText: z.string().trim(),
    ctaLink: z.string().trim(),
    footerText: z.string().trim(),
  })
  .transform(({ price, features, isPopular, badge, ...texts }): PlanUpdate => ({
    ...texts,
    priceUsd: priceToCents(price),
    features: features.filter((f) => f.name !== ''),
    isPopular,
    badge: isPopular ? POPULAR_BADGE : badge,
  }))

export type PlanFormValues = z.input<typeof planFormSchema>

/** planFormValues fills the form from a plan; popular is whether the page showed it as the popular one. */
export function planFormValues(plan: SubscriptionPlan, popular: boolean): PlanFormValues {
  return {
    name: plan.name,
    description: plan.description,
    price: centsToInput(plan.priceUsd),
    colorScheme: plan.colorScheme,
    features: plan.features,
    isPopular: popular,
    badge: popular ? POPULAR_BADGE : plan.badge,
    ctaText: plan.ctaText,
    ctaLink: plan.ctaLink,
    footerText: plan.footerText,
  }
}
