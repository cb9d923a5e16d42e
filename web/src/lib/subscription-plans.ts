// The public subscription plans: the landing page's pricing cards and FAQ read
// them, the admin plan editor changes them.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, fetchWithTimeout } from './api-client'
import { isFeatureIcon, type FeatureIconName } from './feature-icons'
import { useHydrated } from './hydration'

interface PlanFeature {
  name: string
  included: boolean
  iconName: FeatureIconName
}

/** SubscriptionPlan is a row of GET /api/subscription-plans (product.md §3). */
export interface SubscriptionPlan {
  id: number
  slug: string
  name: string
  description: string
  /** Cents a month. */
  priceUsd: number
  monthlyCredits: number
  features: PlanFeature[]
  colorScheme: string
  isPopular: boolean
  badge: string
  ctaText: string
  ctaLink: string
  footerText: string
  displayOrder: number
}

export const PLANS_KEY = ['/api/subscription-plans'] as const
const DEFAULT_COLOR = '#6b46c1'
const DEFAULT_ORDER = 99

type RawFeature = string | Partial<PlanFeature>

/** normalizePlan fills what the server left out: plain-string features become included with icon Zap, order 99. */
export function normalizePlan(raw: Partial<Omit<SubscriptionPlan, 'features'>> & { features?: RawFeature[] }): SubscriptionPlan {
  return {
    id: raw.id ?? 0,
    slug: raw.slug ?? '',
    name: raw.name ?? '',
    description: raw.description ?? '',
    priceUsd: raw.priceUsd ?? 0,
    monthlyCredits: raw.monthlyCredits ?? 0,
    features: (raw.features ?? []).map((f) =>
      typeof f === 'string'
        ? { name: f, included: true, iconName: 'Zap' }
        : {
            name: f.name ?? '',
            included: f.included ?? true,
            iconName: isFeatureIcon(f.iconName) ? f.iconName : 'Zap',
          },
    ),
    colorScheme: raw.colorScheme || DEFAULT_COLOR,
    isPopular: raw.isPopular ?? false,
    badge: raw.badge ?? '',
    ctaText: raw.ctaText ?? '',
    ctaLink: raw.ctaLink ?? '',
    footerText: raw.footerText ?? '',
    displayOrder: raw.displayOrder ?? DEFAULT_ORDER,
  }
}

async function fetchPlans(signal?: AbortSignal): Promise<SubscriptionPlan[]> {
  const res = await fetchWithTimeout('/api/subscription-plans', { signal })
  if (!res.ok) throw new ApiError(res.status, 'Failed to fetch subscription plans')
  const body = (await res.json()) as { plans?: Parameters<typeof normalizePlan>[0][] }
  return (body.plans ?? []).map(normalizePlan).sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id)
}

const plansQuery = queryOptions({ queryKey: PLANS_KEY, queryFn: ({ signal }) => fetchPlans(signal) })

/**
 * usePlans returns the public plans; while a prerendered section hydrates,
 * as the server rendered them: not loaded yet (ADR 0013).
 */
export function usePlans(): {
  plans: SubscriptionPlan[] | undefined
  isPending: boolean
  isError: boolean
  refetch: () => void
} {
  const { data, isPending, isError, refetch } = useQuery(plansQuery)
  const hydrated = useHydrated()
  if (!hydrated) return { plans: undefined, isPending: true, isError: false, refetch }
  return { plans: data, isPending, isError, refetch }
}
