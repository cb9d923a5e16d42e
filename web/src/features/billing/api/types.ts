// The shapes of the payments API (docs/payments-api.md). Money is integer US cents.

/** CreditPackage is a row of GET /api/credit-packages, in display order. */
export interface CreditPackage {
  id: number
  name: string
  credits: number
  priceUsd: number
  displayOrder: number
}

/** PlanSummary is a plan as a subscription, a change or a checkout names it. */
export interface PlanSummary {
  id: number
  slug: string
  name: string
  priceUsd: number
  monthlyCredits: number
}

/** Subscription is GET /api/user/subscription's subscription (null on Free). */
export interface Subscription {
  plan: PlanSummary
  /** past_due: the last renewal payment failed; the provider retries, then cancels. */
  status: 'active' | 'past_due'
  currentPeriodStart: string
  currentPeriodEnd: string
  cancelAtPeriodEnd: boolean
  /** A downgrade waiting for the period's end. */
  nextPlan: PlanSummary | null
  provider: 'test' | 'stripe'
}

export interface SubscriptionResponse {
  success: boolean
  subscription: Subscription | null
}

/** PlanChange is what POST /api/user/subscription/preview says a change to another plan would do. */
export interface PlanChange {
  /** upgrade: now, with creditsNow and amountNowUsd; downgrade: at effectiveAt, nothing now. */
  kind: 'upgrade' | 'downgrade'
  from: PlanSummary
  to: PlanSummary
  effectiveAt: string
  creditsNow: number
  amountNowUsd: number
}

export type CheckoutKind = 'package' | 'plan'

/** Checkout is GET /api/checkout/sessions/{id}'s checkout. */
export interface Checkout {
  id: string
  kind: CheckoutKind
  status: 'open' | 'paid' | 'expired'
  provider: 'test' | 'stripe'
  /** The package, or the plan with its credits a month. */
  item: { id: number; name: string; credits: number; priceUsd: number }
  amountUsd: number
  /** The page the success page's button leads back to. */
  returnTo: string
  createdAt: string
  expiresAt: string
  /** The credits are in the ledger. */
  fulfilled: boolean
  /** The user's available credits once fulfilled, else null. */
  balance: number | null
}

/** CreditTransaction is a row of the credit ledger, newest first. */
export interface CreditTransaction {
  id: number
  type: string
  /** Credits added (positive) or taken (negative). */
  amount: number
  description: string
  createdAt: string
}
