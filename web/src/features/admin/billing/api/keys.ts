import type { PaymentStatus, SubscriptionStatus } from './types'

/** adminBillingKeys are the billing page's cache entries. */
export const adminBillingKeys = {
  plans: ['/api/admin/subscription-plans'] as const,
  packages: ['/api/admin/credit-packages'] as const,
  payments: ['/api/admin/payments'] as const,
  paymentList: (filters: { status: PaymentStatus; q: string }) => ['/api/admin/payments', filters] as const,
  subscriptions: (status: SubscriptionStatus) => ['/api/admin/subscriptions', status] as const,
}
