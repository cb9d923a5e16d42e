// The admin billing shapes (docs/admin-api.md "Billing", docs/payments-api.md). Money is integer US cents.

/** AdminPackage is a credit package as admins see it, archived ones too. */
export interface AdminPackage {
  id: number
  name: string
  credits: number
  priceUsd: number
  displayOrder: number
  /** An admin may pause its sale. */
  active: boolean
  /** Deleted after it was sold: kept for the receipts, off sale, no longer editable. */
  archived: boolean
}

/** PackageInput is what POST and PUT /api/admin/credit-packages take. */
export interface PackageInput {
  name: string
  credits: number
  priceUsd: number
  displayOrder?: number
  active?: boolean
}

interface Buyer {
  id: number
  username: string
  email: string
}

/** Payment is a paid checkout. */
export interface Payment {
  /** The checkout's id. */
  id: string
  user: Buyer
  kind: 'package' | 'plan'
  itemName: string
  credits: number
  amountUsd: number
  provider: string
  refunded: boolean
  /** When it was refunded; null while it is not. */
  refundedAt: string | null
  /** Credits taken back by the refund (never more than were unspent). */
  creditsReversed: number
  paidAt: string
}

export type PaymentStatus = 'all' | 'paid' | 'refunded'

/** AdminSubscription is one user's subscription. */
export interface AdminSubscription {
  user: Buyer
  provider: string
  planSlug: string
  /** A downgrade waiting for the period's end, or ''. */
  nextPlanSlug: string
  status: string
  cancelAtPeriodEnd: boolean
  currentPeriodEnd: string
  createdAt: string
}

export type SubscriptionStatus = 'all' | 'active' | 'past_due'
