import { TEXTURES_PER_CREDIT } from '@/lib/credits'
import { formatPrice, thousands } from '@/lib/plan-price'
import type { SubscriptionPlan } from '@/lib/subscription-plans'
import faq from '../faq.json'

export interface FaqItem {
  question: string
  answer: string
}

/**
 * planFacts are the values the FAQ's placeholders name, from the plans in
 * display order. The server fills the FAQ structured data by the same rules.
 */
export function planFacts(plans: readonly SubscriptionPlan[]): Record<string, string> {
  const facts: Record<string, string> = {}
  const free = plans.find((p) => p.priceUsd === 0)
  if (free) {
    facts['free.name'] = free.name
    facts['free.credits'] = thousands(free.monthlyCredits)
    facts['free.textures'] = thousands(free.monthlyCredits * TEXTURES_PER_CREDIT)
  }
  const paid = plans.filter((p) => p.priceUsd > 0)
  if (paid.length > 0) {
    facts.paidPlans = paid
      .map((p) => `${p.name}: ${formatPrice(p.priceUsd)} a month for ${thousands(p.monthlyCredits * TEXTURES_PER_CREDIT)} textures`)
      .join('; ')
  }
  return facts
}

/** fillFaq answers the FAQ from the plans, leaving out items whose placeholders have no value. */
export function fillFaq(plans: readonly SubscriptionPlan[], items: readonly FaqItem[] = faq.items): FaqItem[] {
  const facts = planFacts(plans)
  const out: FaqItem[] = []
  for (const item of items) {
    let missing = false
    const answer = item.answer.replace(/\{([a-zA-Z.]+)\}/g, (_, name: string) => {
      const value = facts[name]
      if (value === undefined) missing = true
      return value ?? ''
    })
    if (!missing) out.push({ question: item.question, answer })
  }
  return out
}
