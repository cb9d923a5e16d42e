/**
 * billingKeys are the payments' cache entries; a key that is one URL joins
 * into it for the default fetcher (['/api/user/subscription']).
 */
export const billingKeys = {
  packages: ['/api/credit-packages'] as const,
  siteSettings: ['/api/site-settings'] as const,
  subscription: ['/api/user/subscription'] as const,
  preview: (planId: number) => ['/api/user/subscription/preview', planId] as const,
  checkout: (id: string) => ['/api/checkout/sessions', id] as const,
  transactions: ['/api/user/credits/transactions'] as const,
}
