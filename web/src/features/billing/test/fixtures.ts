// What the payments API answers in the billing tests (docs/payments-api.md),
// and a query client with a signed-in user.
import { CURRENT_USER_KEY, PLAN_KEY } from '@/lib/auth'
import { createQueryClient } from '@/lib/query-client'
import { testUser } from '@/test/users'
import type { Checkout, CreditPackage, PlanSummary, Subscription } from '../api/types'

export const alex = testUser({ email: 'alex@example.com' })

const features = (credits: number, paid: boolean) => [
  { name: `${credits} credits a month (${credits * 16} textures)`, included: true, iconName: 'Zap' as const },
  { name: '32x32 and 64x64 textures', included: paid, iconName: 'Layers' as const },
]

/** PLANS as GET /api/subscription-plans answers them (its order is not the display order). */
export const PLANS = [
  {
    id: 1,
    slug: 'free',
    name: 'Free',
    description: 'Try it',
    priceUsd: 0,
    monthlyCredits: 3,
    features: features(3, false),
    displayOrder: 1,
  },
  {
    id: 3,
    slug: 'pro',
    name: 'Pro',
    description: 'For modders',
    priceUsd: 1999,
    monthlyCredits: 80,
    features: features(80, true),
    isPopular: true,
    badge: 'MOST POPULAR',
    ctaText: 'Get Pro',
    ctaLink: '/checkout/pro#top',
    displayOrder: 3,
  },
  {
    id: 2,
    slug: 'starter',
    name: 'Starter',
    description: 'For builders starting a pack',
    priceUsd: 999,
    monthlyCredits: 30,
    features: features(30, true),
    ctaText: 'Get Starter',
    ctaLink: '/checkout/starter#top',
    displayOrder: 2,
  },
  {
    id: 4,
    slug: 'ultimate',
    name: 'Ultimate',
    description: 'For studios',
    priceUsd: 4999,
    monthlyCredits: 200,
    features: features(200, true),
    ctaText: 'Get Ultimate',
    displayOrder: 4,
  },
]

/** summaryOf is a plan as a subscription names it. */
export function summaryOf(slug: string): PlanSummary {
  const p = PLANS.find((plan) => plan.slug === slug)!
  return { id: p.id, slug: p.slug, name: p.name, priceUsd: p.priceUsd, monthlyCredits: p.monthlyCredits }
}

/** PACKAGES as GET /api/credit-packages answers them, in display order. */
export const PACKAGES: CreditPackage[] = [
  { id: 1, name: '1 credit', credits: 1, priceUsd: 99, displayOrder: 1 },
  { id: 2, name: '10 credits', credits: 10, priceUsd: 750, displayOrder: 2 },
  { id: 3, name: '50 credits', credits: 50, priceUsd: 2999, displayOrder: 3 },
]

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: summaryOf('pro'),
    status: 'active',
    currentPeriodStart: '2026-11-24T12:00:00Z',
    currentPeriodEnd: '2026-12-24T12:00:00Z',
    cancelAtPeriodEnd: false,
    nextPlan: null,
    provider: 'test',
    ...overrides,
  }
}

export function checkout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'cs_123',
    kind: 'package',
    status: 'open',
    provider: 'test',
    item: { id: 2, name: '10 credits', credits: 10, priceUsd: 750 },
    amountUsd: 750,
    returnTo: '/dashboard',
    createdAt: '2026-11-26T10:00:00Z',
    expiresAt: '2026-11-26T10:30:00Z',
    fulfilled: false,
    balance: null,
    ...overrides,
  }
}

/** signedIn is a query client with alex signed in, on the plan with slug planSlug. */
export function signedIn(planSlug = 'free') {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, { success: true, message: 'Authenticated', user: alex })
  const plan = PLANS.find((p) => p.slug === planSlug)!
  queryClient.setQueryData(PLAN_KEY, { success: true, plan: { name: plan.name, slug: plan.slug, paid: plan.priceUsd > 0 } })
  return queryClient
}

/** signedOut is a query client where GET /api/user answered 401. */
export function signedOut() {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_KEY, null)
  return queryClient
}
