import { queryOptions } from '@tanstack/react-query'
import { CREDITS_KEY } from '@/lib/auth'

/** Credits is GET /api/user/credits' credits object (product.md §3, docs/studio-api.md). */
export interface Credits {
  total: number
  used: number
  subscriptionCreditsTotal: number
  subscriptionCreditsAvailable: number
  purchasedCreditsTotal: number
  purchasedCreditsAvailable: number
  available?: number
  hasSubscription: boolean
  planName?: string
  nextRenewalDate: string | null
}

export interface CreditsResponse {
  success: boolean
  credits: Credits
}

/** TEXTURES_PER_CREDIT: one generation costs one credit and gives 16 textures (product.md §9). */
export const TEXTURES_PER_CREDIT = 16

/** availableCredits is the spec's formula: max(0, total + subscriptionCreditsAvailable - used). */
export function availableCredits(c: Credits): number {
  return Math.max(0, c.total + c.subscriptionCreditsAvailable - c.used)
}

/** The window events that refresh the credits (product.md §4 "Credits refresh"); the studio sends the second. */
export const CREDIT_UPDATE_EVENT = 'credit-update'
export const TEXTURES_GENERATED_EVENT = 'textures-generated'

/** creditsQuery is shared by the navbar, the studio's credit line and login's refresh (CREDITS_KEY); cached 5 minutes (§7). */
export const creditsQuery = queryOptions<CreditsResponse>({ queryKey: CREDITS_KEY, staleTime: 5 * 60 * 1000 })
